import {
  AMOUNT_FORM,
  AppError,
  COMMON_TITLES,
  DOC_STATUS,
  entityOptions,
  field,
  fromMilli,
  type LinesDecl,
  materials,
  materialUnits,
  nextDocNo,
  type Prop,
  positiveIds,
  type purchaseLines,
  type ResourceDecl,
  type SaveContext,
  type StoreDb,
  toMilli,
  type ValuesOf,
} from '@yanye/framework/server';

import { T } from '@yanye/i18n';

import { formatMoney, qtyDecimalsRefusal } from '@yanye/protocol';

import { asc, eq, inArray } from 'drizzle-orm';

import { type LineRefs, readLineRefs } from './line-refs';

import type { inboundLines, inbounds, outboundLines, purchaseApplyLines } from './tables';
import { INVENTORY_TITLES } from './titles';

/** The pickers documents' forms ask for options. */
export const MATERIAL_OPTIONS = entityOptions('Material');
export const UNIT_OPTIONS = entityOptions('MaterialUnit');
export const WAREHOUSE_OPTIONS = entityOptions('Warehouse');
export const VENDOR_OPTIONS = entityOptions('Customer', { type: 'vendor' });
export const CUSTOMER_OPTIONS = entityOptions('Customer', { type: 'customer' });

/** The warehouse a document is of: named in its list, picked in its form. */
export const WAREHOUSE = { as: 'warehouse', required: true, optionsApi: WAREHOUSE_OPTIONS } as const;

/**
 * The most a document may total, in cents and in thousandths of its base unit: far beyond any real delivery,
 * and within what a number adds exactly (2^53) and the columns hold (bigint, numeric(16, 3)). A red team's 100
 * lines of 1e9 at 1e8 yuan overflowed the total.
 */
const MAX_AMOUNT = 1e12;
const MAX_QTY_MILLI = 1e15;

const MESSAGES = {
  tooMuch: T('单据合计在此行超出上限（金额至多 {amount} 元，数量至多 {qty}）'),
};

export const DOC_STATUS_OPTIONS = [
  { value: DOC_STATUS.unaudited, label: T('未审核') },
  { value: DOC_STATUS.audited, label: T('已审核', 'label') },
];

/** Unaudited documents may be edited and deleted; audited ones are read-only (docs/inventory.md, rule 4). */
export const EDITABLE_DOCS: NonNullable<ResourceDecl['editableWhen']> = {
  condition: { status: [DOC_STATUS.unaudited] },
  message: 'docLocked',
};

/** On create: the number and who made the document. */
export function stampNew(prefix: string) {
  return async <V extends object>(
    db: StoreDb,
    values: V,
    id: number | undefined,
    ctx: SaveContext,
  ): Promise<V> => {
    if (id !== undefined) return values;
    return { ...values, no: await nextDocNo(db, prefix, ctx), createdBy: ctx.accountId };
  };
}

/** The lines of the inventory documents: each table has the line columns of db/schema/jxc.ts. */
export type DocLineTable =
  | typeof purchaseApplyLines
  | typeof purchaseLines
  | typeof inboundLines
  | typeof outboundLines;

/**
 * The lines of documents as they leave the store (printed, sent to the ERP): each with its material's code, name
 * and spec and the name of the unit it was written in, by document and then in the document's order.
 */
export function materialLines(db: StoreDb, lines: DocLineTable, docIds: readonly number[]) {
  return db
    .select({
      docId: lines.docId,
      id: lines.id,
      code: materials.code,
      name: materials.name,
      spec: materials.spec,
      unit: materialUnits.name,
      qty: lines.qty,
      baseQty: lines.baseQty,
      price: lines.price,
      amount: lines.amount,
    })
    .from(lines)
    .innerJoin(materials, eq(materials.id, lines.materialId))
    .innerJoin(materialUnits, eq(materialUnits.id, lines.unitId))
    .where(inArray(lines.docId, [...docIds]))
    .orderBy(asc(lines.docId), asc(lines.seq), asc(lines.id));
}

/** What a document's lines imply of its header: every document has these totals. */
type DocTotals = Pick<ValuesOf<typeof inbounds>, 'totalQty' | 'totalAmount'>;

/**
 * The lines of a document: material, unit, quantity, price and remark. Saving checks that each material is
 * enabled and that the unit converts to the material's own (same base unit), then works out the quantity in
 * the material's unit (stock is kept in it), the amount, and the document's totals.
 */
export function docLines(
  table: DocLineTable,
  o: { priced: boolean; extra?: readonly Prop[] } = { priced: true },
): LinesDecl<DocLineTable, DocTotals> {
  return {
    name: 'lines',
    title: INVENTORY_TITLES.lines,
    table,
    min: 1,
    max: 200,
    columns: [
      field(table.materialId, INVENTORY_TITLES.material, 'select', {
        required: true,
        optionsApi: MATERIAL_OPTIONS,
        // A sheet names a material by its code, as people write it down.
        importBy: { column: materials.code, title: INVENTORY_TITLES.materialCode },
      }),
      field(table.unitId, INVENTORY_TITLES.unit, 'select', { required: true, optionsApi: UNIT_OPTIONS }),
      field(table.qty, INVENTORY_TITLES.qty, 'number', { required: true, decimals: 3, min: 0.001, max: 1e9 }),
      field(table.price, INVENTORY_TITLES.price, 'money', { required: o.priced, ...AMOUNT_FORM }),
      field(table.remark, COMMON_TITLES.remark, 'text', { max: 100 }),
      ...(o.extra ?? []),
    ],
    async preload(db, given) {
      const read = await readLineRefs(
        db,
        [...new Set(positiveIds(given.map((l) => l[table.materialId.name])))],
        [...new Set(positiveIds(given.map((l) => l[table.unitId.name])))],
      );
      return {
        found: [
          { column: table.materialId, ids: [...read.materials.keys()] },
          { column: table.unitId, ids: [...read.units.keys()] },
        ],
        rows: read,
      };
    },
    async prepare(db, lines, _ctx, _docId, preloaded) {
      const materialIds = [...new Set(lines.map((l) => Number(l.materialId)))];
      const unitIds = [...new Set(lines.map((l) => Number(l.unitId)))];
      // What the preload read, and whatever it did not (a line's id it could not read as one): read now.
      const given = preloaded?.rows as LineRefs | undefined;
      const missing = (ids: number[], of: Map<number, unknown> | undefined) =>
        ids.filter((id) => !of?.has(id));
      const more = await readLineRefs(
        db,
        missing(materialIds, given?.materials),
        missing(unitIds, given?.units),
      );
      const materialOf = new Map([...(given?.materials ?? []), ...more.materials]);
      const unitOf = new Map([...(given?.units ?? []), ...more.units]);
      let totalQty = 0;
      let totalAmount = 0;
      const rows = lines.map((l, i): ValuesOf<DocLineTable> => {
        const line = i + 1;
        const material = materialOf.get(Number(l.materialId));
        const unit = unitOf.get(Number(l.unitId));
        if (!material)
          throw new AppError('BAD_INPUT', 'fieldInvalid', {
            line,
            field: table.materialId.name,
            reason: { key: 'reasonValue' },
          });
        if (!unit)
          throw new AppError('BAD_INPUT', 'fieldInvalid', {
            line,
            field: table.unitId.name,
            reason: { key: 'reasonValue' },
          });
        // Each refusal names the line's field at fault, by which an import names the sheet's column.
        if (material.status !== 1)
          throw new AppError('BAD_INPUT', 'materialDisabled', {
            line,
            material: material.name,
            field: table.materialId.name,
          });
        if (unit.baseUnit !== material.baseUnit)
          throw new AppError('BAD_INPUT', 'unitMismatch', {
            line,
            unit: unit.name,
            material: material.name,
            field: table.unitId.name,
          });
        const qty = toMilli(l.qty);
        // A unit counted whole (a bag, a case) takes no fractions of itself.
        if (qty % 10 ** (3 - unit.decimals) !== 0) {
          const said = qtyDecimalsRefusal(unit.name, unit.decimals);
          throw new AppError('BAD_INPUT', said.key, { line, ...said.params, field: table.qty.name });
        }
        const base = Math.round((qty * toMilli(unit.ratio)) / toMilli(material.ratio));
        if (base <= 0)
          throw new AppError('BAD_INPUT', 'fieldInvalid', {
            line,
            field: table.qty.name,
            reason: { key: 'reasonValue' },
          });
        const price = Number(l.price ?? 0);
        const amount = Math.round((qty * price) / 1000);
        totalQty += base;
        totalAmount += amount;
        if (totalAmount > MAX_AMOUNT || totalQty > MAX_QTY_MILLI)
          throw new AppError('BAD_INPUT', MESSAGES.tooMuch, {
            line,
            amount: formatMoney(MAX_AMOUNT),
            qty: (MAX_QTY_MILLI / 1000).toLocaleString('en-US'),
            field: table.qty.name,
          });
        return { ...l, qty: fromMilli(qty), baseQty: fromMilli(base), price, amount };
      });
      const header: DocTotals = { totalQty: fromMilli(totalQty), totalAmount };
      return { lines: rows, header };
    },
  };
}
