import { col, defineResource, ET, field, type LinesDecl, type ListTabDef } from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { ORDER_STATE_OPTIONS, orderFlow } from './order.flow';
import { cloudbuyOrderLines, cloudbuyOrders, ORDER_STATES } from './tables';
import { CT, STATE_TITLES } from './texts';

const o = cloudbuyOrders;
const l = cloudbuyOrderLines;

/**
 * An order's lines as its details show them. Orders are placed from the cart (`checkout.ts`), never saved through
 * a form, so nothing prepares lines here: they are the offers as they were, read back.
 */
const orderLines: LinesDecl<typeof cloudbuyOrderLines, Record<string, never>> = {
  name: 'lines',
  title: CT.lines,
  table: l,
  min: 1,
  max: 200,
  columns: [
    field(l.name, CT.goods, 'text'),
    field(l.spec, CT.spec, 'text'),
    field(l.unit, CT.unit, 'text'),
    field(l.price, CT.price, 'money'),
    field(l.qty, CT.qty, 'number', { decimals: 3 }),
    field(l.amount, CT.lineAmount, 'money'),
  ],
  async prepare(_db, lines) {
    return { lines, header: {} };
  },
};

/** A tab per state, after the whole list. */
const TABS: Record<string, ListTabDef> = {
  all: { title: CT.all },
  ...Object.fromEntries(ORDER_STATES.map((s) => [s, { title: STATE_TITLES[s], where: eq(o.status, s) }])),
};

/**
 * Cloud-buy orders (/plugin/cloudbuy/order): the list with a tab per state and totals, each order's details (its
 * lines, delivery, purchase document and history, read-only) and the steps of its flow (`order.flow.ts`). The
 * purchase number opens the purchase document for whoever may open it. Orders are the trail of what was bought:
 * none is edited or deleted.
 */
export const cloudbuyOrderResource = defineResource({
  entity: 'CloudbuyOrder',
  table: cloudbuyOrders,
  columns: [
    col.hide(o.id),
    col.text(o.orderNo, CT.orderNo, {
      sortable: true,
      filter: 'text',
      width: 170,
      link: { page: 'CloudbuyOrderInfo', idKey: 'id' },
      form: true,
    }),
    col.text(o.supplierName, CT.supplier, { sortable: true, filter: 'text', width: 180, form: true }),
    col.text(o.summary, CT.summary, { filter: 'text', width: 220 }),
    col.number(o.lineCount, CT.lineCount, { width: 70 }),
    col.number(o.totalQty, CT.totalQty, { decimals: 3, sum: true, width: 100, form: true }),
    col.money(o.totalAmount, CT.totalAmount, {
      sortable: true,
      sum: true,
      filter: 'number',
      width: 110,
      form: true,
    }),
    col.select(o.status, CT.status, ORDER_STATE_OPTIONS, { filter: 'select', width: 90, form: true }),
    col.hide(o.purchaseId),
    col.text(o.purchaseNo, CT.purchaseNo, {
      filter: 'text',
      width: 170,
      link: { page: 'PurchaseEdit', idKey: 'purchase_id' },
      form: true,
    }),
    col.text(o.contactName, CT.contactName, { visible: false, width: 90, form: true }),
    col.text(o.contactPhone, CT.contactPhone, { visible: false, width: 130, form: true }),
    col.text(o.address, CT.address, { visible: false, width: 220, form: { type: 'textarea' } }),
    col.text(o.carrier, CT.carrier, { width: 100, form: true }),
    col.text(o.trackingNo, CT.trackingNo, { filter: 'text', width: 150, form: true }),
    col.text(o.remark, CT.orderRemark, { visible: false, width: 160, form: { type: 'textarea' } }),
    col.text(o.cancelReason, CT.cancelReason, { visible: false, width: 160, form: { type: 'textarea' } }),
    col.datetime(o.confirmedAt, CT.confirmedAt, { visible: false, form: true }),
    col.datetime(o.shippedAt, CT.shippedAt, { sortable: true, visible: false, form: true }),
    col.datetime(o.receivedAt, CT.receivedAt, { visible: false, form: true }),
    col.datetime(o.cancelledAt, CT.cancelledAt, { visible: false, form: true }),
    col.datetime(o.createdAt, CT.createdAt, { sortable: true, filter: 'datetime', form: true }),
    col.datetime(o.updatedAt, ET.updated, { sortable: true, visible: false }),
  ],
  tabs: TABS,
  defaultSort: { key: 'created_at', order: 'desc' },
  lines: orderLines,
  flow: orderFlow,
  deletable: false,
  exportable: true,
  exportAsync: true,
});
