import { col, conflict, defineResource } from '@yanye/addon-kit/server';
import { eq, inArray, sql } from 'drizzle-orm';
import { UTILITY_KINDS, type UtilityKind } from '../contract';
import { KIND_OPTIONS } from './order.resources';
import { utilityOrders, utilityProducts } from './tables';
import { BRANDS, UTILITY_MESSAGES, UTILITY_TITLES } from './texts';

const p = utilityProducts;

const BRAND_OPTIONS = BRANDS.map(({ value, label }) => ({ value, label }));
const STATUS_OPTIONS = [
  { value: 1, label: UTILITY_TITLES.onSale },
  { value: 0, label: UTILITY_TITLES.offSale },
];

/**
 * The top-ups the store sells (/plugin/utility/product): a face value of a kind, its price to the member, and
 * the provider's product code each order is sent with. A product with orders is taken off sale, not deleted.
 */
export const productResource = defineResource({
  entity: 'UtilityProduct',
  table: utilityProducts,
  columns: [
    col.select(p.kind, UTILITY_TITLES.kind, KIND_OPTIONS, {
      filter: 'select',
      width: 90,
      form: { required: true },
    }),
    col.select(p.brand, UTILITY_TITLES.brand, BRAND_OPTIONS, {
      filter: 'select',
      width: 110,
      form: { required: true },
    }),
    col.text(p.name, UTILITY_TITLES.productName, {
      filter: 'text',
      width: 180,
      form: { required: true, max: 40 },
    }),
    col.money(p.faceValue, UTILITY_TITLES.faceValue, {
      sortable: true,
      width: 100,
      form: { required: true, min: 100, max: 1_000_000 },
    }),
    col.money(p.price, UTILITY_TITLES.price, {
      sortable: true,
      width: 100,
      form: { required: true, min: 1, max: 1_000_000 },
    }),
    col.text(p.providerCode, UTILITY_TITLES.providerCode, {
      filter: 'text',
      width: 160,
      form: { required: true, max: 40, unique: true },
    }),
    col.select(p.status, UTILITY_TITLES.status, STATUS_OPTIONS, {
      filter: 'select',
      width: 80,
      form: { type: 'radio', required: true, default: 1 },
    }),
    col.number(p.sort, UTILITY_TITLES.sort, {
      sortable: true,
      width: 70,
      form: { decimals: 0, min: 0, max: 9999, default: 0 },
    }),
    col.datetime(p.createdAt, UTILITY_TITLES.createdAt, { sortable: true, visible: false }),
  ],
  options: {
    label: [p.name],
    search: [p.name, p.providerCode],
    where: eq(p.status, 1),
    filters: {
      kind: (value) =>
        (UTILITY_KINDS as readonly string[]).includes(value) ? eq(p.kind, value as UtilityKind) : sql`false`,
    },
    extra: { kind: p.kind, price: p.price, face_value: p.faceValue },
    orderBy: p.sort,
  },
  defaultSort: { key: 'sort', order: 'desc' },
  async beforeSave(db, values, id) {
    let { kind, brand } = values;
    if (id !== undefined && (kind === undefined || brand === undefined)) {
      const [row] = await db.select({ kind: p.kind, brand: p.brand }).from(p).where(eq(p.id, id));
      kind ??= row?.kind;
      brand ??= row?.brand;
    }
    const known = BRANDS.find((b) => b.value === brand);
    if (known && kind !== undefined && known.kind !== kind) throw conflict(UTILITY_MESSAGES.brandKind);
    const code = values.providerCode;
    return code === undefined ? values : { ...values, providerCode: String(code).trim() };
  },
  async beforeDelete(db, ids) {
    const [used] = await db
      .select({ productId: utilityOrders.productId })
      .from(utilityOrders)
      .where(inArray(utilityOrders.productId, [...ids]))
      .limit(1);
    if (!used) return;
    const [row] = await db.select({ name: p.name }).from(p).where(eq(p.id, used.productId));
    throw conflict(UTILITY_MESSAGES.inUse, { name: row?.name ?? String(used.productId) });
  },
  exportable: true,
});
