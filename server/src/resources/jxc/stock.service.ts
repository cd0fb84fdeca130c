import {
  fromMilli,
  insertRows,
  once,
  type StoreDb,
  type StoreInsert,
  type Template,
  templateRows,
  toMilli,
  warehouses,
} from '@yanye/framework/server';
import { and, eq, sql } from 'drizzle-orm';

import { shortage } from './shortage';
import { putIntoLots, takeFromLots } from './stock.lots';
import { type STOCK_DOC_TYPES, stockLogs, stocks } from './tables';

/** A document line as it moves stock: in the material's own unit, valued in cents. */
export interface StockLine {
  readonly lineId: number;
  readonly materialId: number;
  /** Quantity in the material's unit, as numeric text. */
  readonly baseQty: string;
  readonly amount: number;
  /** An inbound line's lot; an outbound line's picked lot, or none for the lots that expire first. */
  readonly lotId?: number | null;
  /** The material is lot-tracked: an outbound line takes from its lots (docs/inventory.md, "Lots"). */
  readonly lotTracked?: boolean;
}

export interface StockDoc {
  readonly type: (typeof STOCK_DOC_TYPES)[number];
  readonly id: number;
  readonly no: string;
  readonly warehouseId: number;
  /** The audit round whose rows these are (markAudited answers it). */
  readonly round: number;
  /** The first second of the store's today (lots.ts `todayStart`): an outbound passes over lots expired before it. */
  readonly today?: number;
}

/**
 * Stock rows are locked in one order, material by material, so two documents touching the same materials in
 * different orders wait for each other instead of deadlocking (docs/inventory.md, rule 3).
 */
const inLockOrder = (lines: readonly StockLine[]) =>
  [...lines].sort((a, b) => a.materialId - b.materialId || a.lineId - b.lineId);

export type LedgerRow = StoreInsert<typeof stockLogs>;

/** A ledger row of a line, kept to be written with the document's others. */
export function ledgerRow(
  doc: StockDoc,
  line: Pick<StockLine, 'lineId' | 'materialId'>,
  qtyDelta: string,
  qtyAfter: string,
  amountDelta: number,
  accountId: number | null,
  now: number,
  event: LedgerRow['event'] = 'post',
  lot?: { readonly lotId: number; readonly after: string },
): LedgerRow {
  return {
    lotId: lot?.lotId ?? null,
    lotQtyAfter: lot?.after ?? null,
    warehouseId: doc.warehouseId,
    materialId: line.materialId,
    docType: doc.type,
    docId: doc.id,
    docNo: doc.no,
    lineId: line.lineId,
    event,
    round: doc.round,
    qtyDelta,
    qtyAfter,
    amountDelta,
    accountId,
    createdAt: now,
  };
}

/**
 * Writes a document's ledger rows in one statement. The unique key on (document type, line, lot, event, round)
 * refuses a line (or a line's lot) posted or reversed twice in one round: the second guard of an audit and of an
 * un-audit.
 */
export async function writeLedger(db: StoreDb, rows: readonly LedgerRow[]): Promise<void> {
  await insertRows(db, stockLogs, rows);
}

/** Up to this many materials a document's stock upsert is a template; more are rare (a line limit is 200). */
const TEMPLATE_ROWS = 50;
const stockUpserts = new Map<number, (db: StoreDb) => Template>();

/**
 * The upsert that puts `count` materials into stock, answering each one's quantity after it: a template
 * (db/statement-template.ts) per count, built once, so an audit does not have drizzle write it anew.
 */
function stockUpsert(count: number): (db: StoreDb) => Template {
  let t = stockUpserts.get(count);
  if (!t) {
    const slot = (name: string) => sql.placeholder(name);
    t = once((db: StoreDb) =>
      db.tx
        .insert(stocks)
        .values(
          Array.from({ length: count }, (_, i) => ({
            supplierId: slot('store'),
            warehouseId: slot(`${i}:warehouse`),
            materialId: slot(`${i}:material`),
            qty: slot(`${i}:qty`),
            amount: slot(`${i}:amount`),
            updatedAt: slot('now'),
          })) as never,
        )
        .onConflictDoUpdate({
          target: [stocks.supplierId, stocks.warehouseId, stocks.materialId],
          set: {
            qty: sql`${stocks.qty} + excluded.qty`,
            amount: sql`${stocks.amount} + excluded.amount`,
            updatedAt: slot('now') as never,
          },
        })
        .returning({ materialId: stocks.materialId, qty: stocks.qty }),
    );
    if (count <= TEMPLATE_ROWS) stockUpserts.set(count, t);
  }
  return t;
}

/**
 * Puts an audited inbound document's lines into stock, each with its ledger row, in the caller's transaction:
 * one upsert for the document (a row per material, in lock order, whatever its lines), whose answer (each
 * material's stock after it) gives each line its balance after it.
 */
export async function postInbound(
  db: StoreDb,
  doc: StockDoc,
  lines: readonly StockLine[],
  accountId: number | null,
  now: number,
): Promise<void> {
  const ordered = inLockOrder(lines);
  // One row per material: PostgreSQL updates a row at most once in a statement.
  const totals = new Map<number, { qty: number; amount: number }>();
  for (const line of ordered) {
    const t = totals.get(line.materialId) ?? { qty: 0, amount: 0 };
    t.qty += toMilli(line.baseQty);
    t.amount += line.amount;
    totals.set(line.materialId, t);
  }
  if (totals.size === 0) return;
  const rows = [...totals];
  const values: Record<string, unknown> = { store: db.supplierId, now };
  rows.forEach(([materialId, t], i) => {
    values[`${i}:warehouse`] = doc.warehouseId;
    values[`${i}:material`] = materialId;
    values[`${i}:qty`] = fromMilli(t.qty);
    values[`${i}:amount`] = t.amount;
  });
  const after = await templateRows<{ material_id: unknown; qty: unknown }>(
    db.tx,
    db.session.run,
    stockUpsert(rows.length)(db),
    values,
  );
  const afterOf = after.map((r) => ({ materialId: Number(r.material_id), qty: r.qty }));
  // Each material's balance before the document, then line by line in lock order.
  const balance = new Map(afterOf.map((r) => [r.materialId, toMilli(r.qty) - totals.get(r.materialId)!.qty]));
  const lotted = ordered.filter((l) => l.lotId);
  const pieces = await putIntoLots(
    db,
    doc.warehouseId,
    lotted.map((l) => ({ lotId: l.lotId!, materialId: l.materialId, milli: toMilli(l.baseQty) })),
    now,
  );
  const pieceOf = new Map(lotted.map((l, i) => [l.lineId, pieces[i]!]));
  const ledger = ordered.map((line) => {
    const qty = balance.get(line.materialId)! + toMilli(line.baseQty);
    balance.set(line.materialId, qty);
    const lot = pieceOf.get(line.lineId);
    return ledgerRow(doc, line, line.baseQty, fromMilli(qty), line.amount, accountId, now, 'post', lot);
  });
  await writeLedger(db, ledger);
}

/**
 * Takes an audited outbound document's lines out of stock. Each line is a guarded update (`qty >= n`), so a
 * shortage is refused by the database's own check, never by a read that another audit could overtake; unless
 * the warehouse allows negative stock. The row is locked first only to value what leaves at the moving-average
 * cost. Any refusal rolls the whole audit back.
 */
export async function postOutbound(
  db: StoreDb,
  doc: StockDoc,
  lines: readonly StockLine[],
  accountId: number | null,
  now: number,
): Promise<void> {
  const [warehouse] = await db
    .select({ name: warehouses.name, allowNegative: warehouses.allowNegative })
    .from(warehouses)
    .where(eq(warehouses.id, doc.warehouseId));
  const allowNegative = warehouse?.allowNegative === 1;
  const ledger: LedgerRow[] = [];
  for (const line of inLockOrder(lines)) {
    const where = and(eq(stocks.warehouseId, doc.warehouseId), eq(stocks.materialId, line.materialId));
    const [held] = await db
      .select({ qty: stocks.qty, amount: stocks.amount })
      .from(stocks)
      .where(where)
      .for('update');
    const need = toMilli(line.baseQty);
    const have = held ? toMilli(held.qty) : 0;
    // A lot-tracked material leaves by lot first: its lots hold all of its stock, and never go below zero.
    const pieces = line.lotTracked
      ? await takeFromLots(db, {
          warehouseId: doc.warehouseId,
          warehouseName: warehouse?.name ?? String(doc.warehouseId),
          materialId: line.materialId,
          need,
          picked: line.lotId ?? null,
          today: doc.today ?? now,
          now,
        })
      : undefined;
    // Value leaves at the average cost of what is there; nothing is valued below zero.
    const valued = held && have > 0 ? Math.round((Number(held.amount) * Math.min(need, have)) / have) : 0;
    const taken = held
      ? await db
          .update(stocks)
          .set({
            qty: sql`${stocks.qty} - ${line.baseQty}::numeric`,
            amount: sql`${stocks.amount} - ${valued}`,
            updatedAt: now,
          })
          .where(allowNegative ? where : and(where, sql`${stocks.qty} >= ${line.baseQty}::numeric`))
          .returning({ qty: stocks.qty })
      : allowNegative
        ? // No row yet: another audit may be making one at this moment, so this is an upsert too.
          await db
            .insert(stocks)
            .values({
              warehouseId: doc.warehouseId,
              materialId: line.materialId,
              qty: fromMilli(-need),
              amount: 0,
              updatedAt: now,
            })
            .onConflictDoUpdate({
              target: [stocks.supplierId, stocks.warehouseId, stocks.materialId],
              set: { qty: sql`${stocks.qty} - ${line.baseQty}::numeric`, updatedAt: now },
            })
            .returning({ qty: stocks.qty })
        : [];
    const [after] = taken;
    if (!after) throw await shortage(db, warehouse?.name ?? String(doc.warehouseId), line, held?.qty ?? '0');
    if (!pieces) {
      ledger.push(ledgerRow(doc, line, fromMilli(-need), after.qty, -valued, accountId, now));
      continue;
    }
    // A row per lot taken: the material's balance after each, and the value shared by quantity (the last
    // piece takes what rounding left).
    let balance = toMilli(after.qty) + need;
    let valueLeft = valued;
    pieces.forEach((p, i) => {
      balance += p.milli;
      const value = i === pieces.length - 1 ? valueLeft : Math.round((valued * -p.milli) / need);
      valueLeft -= value;
      ledger.push(
        ledgerRow(doc, line, fromMilli(p.milli), fromMilli(balance), -value, accountId, now, 'post', p),
      );
    });
  }
  await writeLedger(db, ledger);
}
