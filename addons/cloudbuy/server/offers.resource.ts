import {
  Answer,
  col,
  defineResource,
  fromMilli,
  input,
  qtyText,
  regionsText,
  toMilli,
} from '@yanye/addon-kit/server';
import { eq, sql } from 'drizzle-orm';
import { checkQuantity } from './rules';
import { cloudbuyCart, cloudbuyOffers, OFFER_STATUS } from './tables';
import { CLOUDBUY_MESSAGES, CLOUDBUY_TITLES, OFFER_STATES } from './texts';

const o = cloudbuyOffers;

export const OFFER_STATUS_OPTIONS = [
  { value: OFFER_STATUS.active, label: OFFER_STATES.active },
  { value: OFFER_STATUS.stopped, label: OFFER_STATES.stopped },
];

/**
 * How much of the offer the cart holds. Written with names: the list selects from the offers alone, and drizzle
 * writes a one-table select's columns unqualified, which in the subquery would name the cart's own columns.
 */
const inCart = sql`(select c.qty from cloudbuy_cart c
  where c.supplier_id = cloudbuy_offers.supplier_id and c.offer_id = cloudbuy_offers.id)`;

/** A quantity as an order takes it: more than nothing, three decimals at most. */
export const QTY_FIELD = { required: true, decimals: 3, min: 0.001, max: 1_000_000_000 } as const;

/**
 * Cloud-buy goods (/plugin/cloudbuy/goods): the platform's offers this store may order, as last refreshed, with
 * how much of each its cart holds. "Add to cart" adds to the offer's line (one per offer), within the offer's
 * rules (`rules.ts`); the offer's row is locked meanwhile, so two adds at once count one after the other.
 */
export const cloudbuyGoodsResource = defineResource({
  entity: 'CloudbuyGoods',
  table: cloudbuyOffers,
  columns: [
    col.image(o.image, CLOUDBUY_TITLES.image),
    col.text(o.name, CLOUDBUY_TITLES.goods, { sortable: true, filter: 'text', width: 180 }),
    col.text(o.spec, CLOUDBUY_TITLES.spec, { width: 90 }),
    col.text(o.code, CLOUDBUY_TITLES.code, { filter: 'text', width: 110, visible: false }),
    col.text(o.unit, CLOUDBUY_TITLES.unit, { width: 60 }),
    col.text(o.supplierName, CLOUDBUY_TITLES.supplier, { sortable: true, filter: 'text', width: 180 }),
    col.money(o.price, CLOUDBUY_TITLES.price, { sortable: true, filter: 'number', width: 100 }),
    col.money(o.retailPrice, CLOUDBUY_TITLES.retailPrice, { visible: false }),
    col.number(o.moq, CLOUDBUY_TITLES.moq, { decimals: 3, width: 90 }),
    col.number(o.stock, CLOUDBUY_TITLES.stock, { sortable: true, filter: 'number', decimals: 3, width: 110 }),
    col.computed('number', inCart, CLOUDBUY_TITLES.inCart, { as: 'cart_qty', decimals: 3, width: 90 }),
    col.text(o.regions, CLOUDBUY_TITLES.regions, { width: 200, present: (v) => regionsText(v) }),
    col.text(o.remark, CLOUDBUY_TITLES.remark, { width: 200, visible: false }),
    col.select(o.status, CLOUDBUY_TITLES.offerStatus, OFFER_STATUS_OPTIONS, { filter: 'select', width: 100 }),
    col.datetime(o.offeredAt, CLOUDBUY_TITLES.offeredAt, { sortable: true, filter: 'datetime' }),
    col.datetime(o.syncedAt, CLOUDBUY_TITLES.syncedAt, { visible: false }),
  ],
  tabs: {
    all: { title: CLOUDBUY_TITLES.all },
    active: { title: OFFER_STATES.active, where: eq(o.status, OFFER_STATUS.active) },
    stopped: { title: OFFER_STATES.stopped, where: eq(o.status, OFFER_STATUS.stopped) },
  },
  defaultSort: { key: 'offered_at', order: 'desc' },
  actions: {
    AddCart: {
      when: { status: [OFFER_STATUS.active] },
      fields: [input('qty', CLOUDBUY_TITLES.qty, 'number', QTY_FIELD)],
      async run({ db, principal }, offer, asked) {
        const [line] = await db
          .select({ id: cloudbuyCart.id, qty: cloudbuyCart.qty })
          .from(cloudbuyCart)
          .where(eq(cloudbuyCart.offerId, offer.id))
          .for('update');
        const qty = fromMilli(toMilli(line?.qty ?? 0) + toMilli(asked.qty));
        checkQuantity(offer, qty);
        const [saved] = line
          ? await db
              .update(cloudbuyCart)
              .set({ qty })
              .where(eq(cloudbuyCart.id, line.id))
              .returning({ id: cloudbuyCart.id })
          : await db
              .insert(cloudbuyCart)
              .values({ offerId: offer.id, qty, addedBy: principal.accountId })
              .returning({ id: cloudbuyCart.id });
        return new Answer(
          { id: offer.id, cart_id: Number(saved!.id), qty: Number(qty) },
          CLOUDBUY_MESSAGES.added,
          {
            qty: qtyText(qty),
            unit: offer.unit,
          },
        );
      },
    },
  },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
