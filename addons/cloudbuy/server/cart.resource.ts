import {
  Answer,
  actionSaveContext,
  badInput,
  col,
  defineResource,
  input,
  joinTo,
} from '@yanye/addon-kit/server';
import { eq, sql } from 'drizzle-orm';
import { placeOrder } from './checkout';
import { OFFER_STATUS_OPTIONS, QTY_FIELD } from './offers.resource';
import { checkQuantity } from './rules';
import { cloudbuySettings } from './settings';
import { cloudbuyCart, cloudbuyOffers } from './tables';
import { CLOUDBUY_MESSAGES, CLOUDBUY_TITLES } from './texts';

const c = cloudbuyCart;
const o = cloudbuyOffers;

/** A line's amount at the offer's price now, in cents (what ordering it would cost). */
const amount = sql`round(cloudbuy_offers.price * cloudbuy_cart.qty)`;

/**
 * The cart (/plugin/cloudbuy/cart): the offers the store means to order, a line each, shown at their price now.
 * A line's quantity is changed in its form and checked against the offer's rules; a line is removed by Del; "order"
 * on a line places the order of every line of that line's supplier (`checkout.ts`).
 */
export const cloudbuyCartResource = defineResource({
  entity: 'CloudbuyCart',
  table: cloudbuyCart,
  joins: [joinTo(c.offerId)],
  columns: [
    col.hide(c.offerId),
    col.image(o.image, CLOUDBUY_TITLES.image),
    col.text(o.name, CLOUDBUY_TITLES.goods, { as: 'goods_name', sortable: true, filter: 'text', width: 180 }),
    col.text(o.spec, CLOUDBUY_TITLES.spec, { width: 90 }),
    col.text(o.unit, CLOUDBUY_TITLES.unit, { width: 60 }),
    col.text(o.supplierName, CLOUDBUY_TITLES.supplier, { sortable: true, filter: 'text', width: 180 }),
    col.money(o.price, CLOUDBUY_TITLES.price, { sortable: true, width: 100 }),
    col.number(c.qty, CLOUDBUY_TITLES.qty, {
      decimals: 3,
      sortable: true,
      sum: true,
      width: 100,
      form: QTY_FIELD,
    }),
    col.money(amount, CLOUDBUY_TITLES.amount, { as: 'amount', sortable: true, width: 110 }),
    col.number(o.moq, CLOUDBUY_TITLES.moq, { decimals: 3, visible: false }),
    col.number(o.stock, CLOUDBUY_TITLES.stock, { decimals: 3, visible: false }),
    col.select(o.status, CLOUDBUY_TITLES.offerStatus, OFFER_STATUS_OPTIONS, {
      as: 'offer_status',
      filter: 'select',
      width: 100,
    }),
    col.datetime(c.createdAt, CLOUDBUY_TITLES.addedAt, { sortable: true, filter: 'datetime' }),
  ],
  recordName: 'goods_name',
  defaultSort: { key: 'created_at', order: 'desc' },
  actions: {
    Checkout: {
      fields: [input('remark', CLOUDBUY_TITLES.orderRemark, 'textarea', { max: 200 })],
      async run(ctx, line, asked) {
        const settings = await cloudbuySettings(ctx.db);
        const placed = await placeOrder(
          ctx.db,
          line.offerId,
          asked.remark ?? '',
          actionSaveContext(ctx),
          settings,
        );
        return new Answer(
          { id: line.id, order_id: placed.id, order_no: placed.orderNo, purchase_no: placed.purchaseNo },
          placed.purchaseNo ? CLOUDBUY_MESSAGES.placed : CLOUDBUY_MESSAGES.placedNoPurchase,
          { no: placed.orderNo, purchase: placed.purchaseNo },
        );
      },
    },
  },
  /** A line comes from "add to cart" on the goods list; its form changes the quantity, within the offer's rules. */
  async beforeSave(db, values, id, ctx) {
    if (id === undefined) throw badInput(CLOUDBUY_MESSAGES.addOnly);
    const [row] = await db
      .select({ offer: o })
      .from(c)
      .innerJoin(o, eq(o.id, c.offerId))
      .where(eq(c.id, id))
      .for('update', { of: c });
    if (row && values.qty !== undefined) checkQuantity(row.offer, values.qty);
    return { ...values, updatedAt: ctx.now };
  },
  exportable: true,
  exportAsync: true,
});
