import { AppError, fromMilli, qtyText, type StoreDb, toMilli } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { formatDate } from '@yanye/protocol';
import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { LOT_TEXTS, refuseLine } from './lots';
import { materialName } from './shortage';
import { inboundLines, lotStocks, lots } from './tables';

// The lot side of moving stock (docs/inventory.md, "Lots, expiry and recalls"), in the audit's transaction. An
// outbound takes from lots after its (warehouse, material) stock row is locked: that lock orders every audit of
// the material, so the lots are read and taken without another audit slipping between. The lots an audit reads are
// share-locked, so a recall and the audit take turns. A lot's stock never goes below zero: a guarded update, and
// the table's check as the second wall.

const MESSAGES = {
  lotsShort: T(
    '库存不足：{material} 在 {warehouse} 可发出的批次共 {available}，需要 {needed}（到期或封存的批次不自动发出）',
  ),
  lotShort: T('库存不足：批次 {lot} 在 {warehouse} 可用 {available}，需要 {needed}'),
};

/** A part of a line's quantity in one lot, with the lot's quantity in the warehouse after it. */
export interface LotPiece {
  readonly lotId: number;
  /** Thousandths of the material's unit; negative when taken out. */
  readonly milli: number;
  readonly after: string;
}

/** An inbound line naming a lot: its number and dates as the save left them. */
export interface InboundLot {
  /** Its place in the document (1-based), which a refusal names. */
  readonly line: number;
  readonly lineId: number;
  readonly materialId: number;
  readonly lotNo: string;
  readonly producedAt: number;
  readonly expiresAt: number;
}

/**
 * Finds or makes the lots an audited inbound document's lines name (a new lot is made by its first audit), and
 * records each line's lot on it. A lot made meanwhile with other dates than a line's refuses the audit, naming
 * the line. Answers each line's lot.
 */
export async function lotsOfInbound(
  db: StoreDb,
  lines: readonly InboundLot[],
  o: {
    accountId: number;
    vendorId: number;
    now: number;
    timeZone: string;
    /** A return may bring goods back into a blocked (recalled) lot; any other inbound may not. */
    intoBlocked: boolean;
  },
): Promise<Map<number, number>> {
  if (lines.length === 0) return new Map();
  // Each lot named once, in one order (material, number) whatever the lines': two receipts naming the same new
  // lots make them in the same order, and wait for each other rather than deadlock.
  const named = new Map<string, InboundLot>();
  const ordered = [...lines].sort(
    (a, b) => a.materialId - b.materialId || (a.lotNo < b.lotNo ? -1 : a.lotNo > b.lotNo ? 1 : 0),
  );
  for (const l of ordered)
    named.set(`${l.materialId}:${l.lotNo}`, named.get(`${l.materialId}:${l.lotNo}`) ?? l);
  await db
    .insert(lots)
    .values(
      [...named.values()].map((l) => ({
        materialId: l.materialId,
        lotNo: l.lotNo,
        producedAt: l.producedAt,
        expiresAt: l.expiresAt,
        vendorId: o.vendorId,
        createdBy: o.accountId,
        createdAt: o.now,
        updatedAt: o.now,
      })),
    )
    .onConflictDoNothing({ target: [lots.supplierId, lots.materialId, lots.lotNo] });
  const found = await db
    .select({
      id: lots.id,
      materialId: lots.materialId,
      lotNo: lots.lotNo,
      producedAt: lots.producedAt,
      expiresAt: lots.expiresAt,
      status: lots.status,
    })
    .from(lots)
    .where(
      and(
        inArray(lots.materialId, [...new Set(lines.map((l) => l.materialId))]),
        inArray(lots.lotNo, [...new Set(lines.map((l) => l.lotNo))]),
      ),
    )
    // Share-locked: a recall blocking one of them waits for this audit, or this audit sees it blocked.
    .for('share');
  const byKey = new Map(found.map((f) => [`${f.materialId}:${f.lotNo}`, f]));
  const lotOfLine = new Map<number, number>();
  const day = (s: number) => formatDate(s, o.timeZone);
  for (const l of lines) {
    const lot = byKey.get(`${l.materialId}:${l.lotNo}`)!;
    if (day(Number(lot.producedAt)) !== day(l.producedAt) || day(Number(lot.expiresAt)) !== day(l.expiresAt))
      throw refuseLine(l.line, LOT_TEXTS.datesDiffer, {
        lot: l.lotNo,
        produced: day(Number(lot.producedAt)),
        expires: day(Number(lot.expiresAt)),
      });
    if (lot.status === 'blocked' && !o.intoBlocked)
      throw refuseLine(l.line, LOT_TEXTS.blockedIn, { lot: l.lotNo });
    lotOfLine.set(l.lineId, Number(lot.id));
  }
  for (const [lineId, lotId] of lotOfLine)
    await db.update(inboundLines).set({ lotId }).where(eq(inboundLines.id, lineId));
  return lotOfLine;
}

/**
 * Puts quantities into lots of a warehouse (one upsert; a lot named by two lines is one row), answering each
 * piece's lot quantity after it, in the pieces' order.
 */
export async function putIntoLots(
  db: StoreDb,
  warehouseId: number,
  pieces: readonly { lotId: number; materialId: number; milli: number }[],
  now: number,
): Promise<LotPiece[]> {
  if (pieces.length === 0) return [];
  const totals = new Map<number, { materialId: number; milli: number }>();
  for (const p of pieces) {
    const t = totals.get(p.lotId) ?? { materialId: p.materialId, milli: 0 };
    t.milli += p.milli;
    totals.set(p.lotId, t);
  }
  const after = await db
    .insert(lotStocks)
    .values(
      [...totals].map(([lotId, t]) => ({
        warehouseId,
        materialId: t.materialId,
        lotId,
        qty: fromMilli(t.milli),
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [lotStocks.supplierId, lotStocks.warehouseId, lotStocks.lotId],
      set: { qty: sql`${lotStocks.qty} + excluded.qty`, updatedAt: now },
    })
    .returning({ lotId: lotStocks.lotId, qty: lotStocks.qty });
  // Each lot's quantity before the document, then piece by piece.
  const balance = new Map(
    after.map((r) => [Number(r.lotId), toMilli(r.qty) - totals.get(Number(r.lotId))!.milli]),
  );
  return pieces.map((p) => {
    const qty = balance.get(p.lotId)! + p.milli;
    balance.set(p.lotId, qty);
    return { lotId: p.lotId, milli: p.milli, after: fromMilli(qty) };
  });
}

/** Who is asking to take stock out: the line, its warehouse and what a refusal names. */
export interface TakeFromLots {
  readonly warehouseId: number;
  readonly warehouseName: string;
  readonly materialId: number;
  /** Thousandths of the material's unit. */
  readonly need: number;
  /** The lot the user picked (checked: of the material, not blocked, expired only with a reason), or none. */
  readonly picked: number | null;
  /** The first second of the store's today: lots that expire before it are not taken unasked. */
  readonly today: number;
  readonly now: number;
}

/**
 * Takes a line's quantity out of lots: the picked lot, or else the lots that expire first (FEFO; a tie by the
 * lot made first), passing over expired and blocked ones. Each piece is a guarded update; a shortage refuses the
 * line, saying what the lots it may take hold.
 */
export async function takeFromLots(db: StoreDb, t: TakeFromLots): Promise<LotPiece[]> {
  const plan: { lotId: number; lotNo: string; milli: number; have: number }[] = [];
  if (t.picked !== null) {
    const [held] = await db
      .select({ qty: lotStocks.qty, lotNo: lots.lotNo })
      .from(lots)
      .leftJoin(lotStocks, and(eq(lotStocks.lotId, lots.id), eq(lotStocks.warehouseId, t.warehouseId)))
      .where(eq(lots.id, t.picked));
    plan.push({
      lotId: t.picked,
      lotNo: held?.lotNo ?? String(t.picked),
      milli: t.need,
      have: held?.qty ? toMilli(held.qty) : 0,
    });
  } else {
    // The lots the warehouse holds of the material are share-locked first: a recall blocking one of them waits
    // for this audit, or this audit reads it blocked once the recall is done (the read below is a statement of its
    // own, after the wait).
    const held = db
      .select({ id: lotStocks.lotId })
      .from(lotStocks)
      .where(
        and(
          eq(lotStocks.warehouseId, t.warehouseId),
          eq(lotStocks.materialId, t.materialId),
          gt(lotStocks.qty, '0'),
        ),
      );
    await db.select({ id: lots.id }).from(lots).where(inArray(lots.id, held)).for('share');
    const open = await db
      .select({ lotId: lotStocks.lotId, qty: lotStocks.qty, lotNo: lots.lotNo })
      .from(lotStocks)
      .innerJoin(lots, eq(lots.id, lotStocks.lotId))
      .where(
        and(
          eq(lotStocks.warehouseId, t.warehouseId),
          eq(lotStocks.materialId, t.materialId),
          gt(lotStocks.qty, '0'),
          eq(lots.status, 'active'),
          gte(lots.expiresAt, t.today),
        ),
      )
      .orderBy(asc(lots.expiresAt), asc(lots.id))
      .for('update', { of: lotStocks });
    let left = t.need;
    for (const lot of open) {
      if (left <= 0) break;
      const have = toMilli(lot.qty);
      const take = Math.min(have, left);
      plan.push({ lotId: Number(lot.lotId), lotNo: lot.lotNo, milli: take, have });
      left -= take;
    }
    if (left > 0) {
      throw new AppError('CONFLICT', MESSAGES.lotsShort, {
        material: await materialName(db, t.materialId),
        warehouse: t.warehouseName,
        available: qtyText(fromMilli(t.need - left)),
        needed: qtyText(fromMilli(t.need)),
      });
    }
  }
  const pieces: LotPiece[] = [];
  for (const p of plan) {
    const qty = fromMilli(p.milli);
    const [after] = await db
      .update(lotStocks)
      .set({ qty: sql`${lotStocks.qty} - ${qty}::numeric`, updatedAt: t.now })
      .where(
        and(
          eq(lotStocks.warehouseId, t.warehouseId),
          eq(lotStocks.lotId, p.lotId),
          sql`${lotStocks.qty} >= ${qty}::numeric`,
        ),
      )
      .returning({ qty: lotStocks.qty });
    if (!after)
      throw new AppError('CONFLICT', MESSAGES.lotShort, {
        lot: p.lotNo,
        warehouse: t.warehouseName,
        available: qtyText(fromMilli(p.have)),
        needed: qtyText(qty),
      });
    pieces.push({ lotId: p.lotId, milli: -p.milli, after: after.qty });
  }
  return pieces;
}
