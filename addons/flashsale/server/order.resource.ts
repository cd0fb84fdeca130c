import {
  col,
  conflict,
  defineResource,
  entityOptions,
  field,
  formatYuan,
  joinTo,
  MEMBER_TITLES,
  members,
  nextDocNo,
  recordNoColumn,
  type SaveContext,
  type StoreDb,
  tableOptions,
  type ValuesOf,
} from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { ITEM_OPTIONS } from './item.options';
import { ORDER_STATE_OPTIONS, orderFlow } from './order.flow';
import { bookPayment, takeStock } from './order.service';
import { flashsaleOrders, flashsales, ORDER_STATES } from './tables';
import { FLASHSALE_MESSAGES, FLASHSALE_TITLES, ORDER_STATE_TITLES } from './texts';

const o = flashsaleOrders;

/** Order numbers: MS (秒杀), the store's date and a daily sequence. */
const ORDER_PREFIX = 'MS';

/**
 * The buy form's save: the purchase for a member (the store's app's call, made here by an operator). The stock is
 * taken and the order's values worked out here; its payment is booked once the order is written (`extra.save`,
 * under its id), so a short balance refuses the whole purchase and the stock with it. An order is never edited.
 */
async function beforeSave(
  db: StoreDb,
  values: ValuesOf<typeof flashsaleOrders>,
  id: number | undefined,
  ctx: SaveContext,
): Promise<ValuesOf<typeof flashsaleOrders>> {
  if (id !== undefined) throw conflict(FLASHSALE_MESSAGES.noChange);
  const taken = await takeStock(
    db,
    { itemId: Number(values.itemId), memberId: Number(values.memberId), qty: Number(values.qty) },
    ctx.now,
  );
  return {
    ...values,
    ...taken,
    orderNo: await nextDocNo(db, ORDER_PREFIX, ctx),
    status: 'paid',
    remark: String(values.remark ?? '').trim(),
    createdBy: ctx.accountId,
    createdAt: ctx.now,
    paidAt: ctx.now,
    updatedAt: ctx.now,
  };
}

/**
 * Flash-sale orders (/plugin/flashsale/order): placed for a member in a running session (代会员下单), paid from the
 * member's balance at once, shipped, or cancelled before shipping (stock back, refund). A tab per state; never
 * deleted, since each is a payment in the member's ledger.
 */
export const orderResource = defineResource({
  entity: 'FlashsaleOrder',
  table: flashsaleOrders,
  joins: [joinTo(o.memberId)],
  columns: [
    col.hide(o.id),
    recordNoColumn(o.orderNo, FLASHSALE_TITLES.orderNo, { width: 160, page: 'FlashsaleOrderInfo' }),
    col.select(
      o.sessionId,
      FLASHSALE_TITLES.session,
      tableOptions(flashsales, flashsales.id, flashsales.title),
      {
        filter: 'select',
        width: 160,
      },
    ),
    col.text(o.goodsName, FLASHSALE_TITLES.goods, { filter: 'text', width: 160 }),
    field(o.itemId, FLASHSALE_TITLES.item, 'select', { required: true, optionsApi: ITEM_OPTIONS }),
    ...col.ref(o.memberId, members.nickName, MEMBER_TITLES.name, {
      as: 'member_name',
      width: 100,
      required: true,
      optionsApi: entityOptions('Member'),
    }),
    col.text(members.phone, MEMBER_TITLES.phone, { as: 'member_phone', filter: 'text', width: 120 }),
    col.number(o.qty, FLASHSALE_TITLES.qty, {
      sortable: true,
      sum: true,
      width: 70,
      form: { required: true, decimals: 0, min: 1, max: 99, default: 1 },
    }),
    col.money(o.price, FLASHSALE_TITLES.price, { sortable: true, width: 90 }),
    col.money(o.amount, FLASHSALE_TITLES.amount, { sortable: true, sum: true, filter: 'number', width: 100 }),
    col.select(o.status, FLASHSALE_TITLES.state, ORDER_STATE_OPTIONS, { filter: 'select', width: 90 }),
    col.text(o.remark, FLASHSALE_TITLES.remark, {
      width: 160,
      visible: false,
      form: { type: 'textarea', max: 200 },
    }),
    col.text(o.trackingNo, FLASHSALE_TITLES.trackingNo, { filter: 'text', width: 140, visible: false }),
    col.text(o.cancelReason, FLASHSALE_TITLES.cancelReason, { width: 160, visible: false }),
    col.datetime(o.shippedAt, FLASHSALE_TITLES.shippedAt, { sortable: true, visible: false }),
    col.datetime(o.cancelledAt, FLASHSALE_TITLES.cancelledAt, { sortable: true, visible: false }),
    col.datetime(o.createdAt, FLASHSALE_TITLES.orderedAt, { sortable: true, filter: 'datetime' }),
  ],
  tabs: {
    all: { title: FLASHSALE_TITLES.all },
    ...Object.fromEntries(
      ORDER_STATES.map((s) => [s, { title: ORDER_STATE_TITLES[s], where: eq(o.status, s) }]),
    ),
  },
  defaultSort: { key: 'created_at', order: 'desc' },
  flow: orderFlow,
  beforeSave,
  // The payment, booked once the order is written, under its id: a short balance refuses the purchase whole.
  extra: {
    read: async () => ({}),
    async save(db, id, _values, ctx) {
      if (!ctx.created) return undefined;
      const [order] = await db.select().from(o).where(eq(o.id, id));
      const paid = await bookPayment(db, order!, { accountId: ctx.accountId, now: ctx.now });
      return { order_no: order!.orderNo, amount: order!.amount, balance: paid.balanceAfter };
    },
  },
  caption: (row) => `${row.orderNo} · ${row.goodsName} × ${row.qty} · ${formatYuan(row.amount)}`,
  deletable: false,
  exportable: true,
  exportAsync: true,
});
