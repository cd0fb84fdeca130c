import { AppError, materials, type StoreDb } from '@yanye/framework/server';
import { type MessageParams, T, type Texts, textWith } from '@yanye/i18n';
import { addDays, dayStart, formatDate } from '@yanye/protocol';
import { and, inArray } from 'drizzle-orm';
import { inboundLines, lots } from './tables';

// Lots on a document's lines, as a save checks them (docs/inventory.md, "Lots, expiry and recalls"): an inbound
// line of a lot-tracked material names its lot and dates; an outbound line may pick a lot, never a blocked one,
// and an expired one only with a reason. The audit takes the same checks again (stock.lots.ts), since a lot may
// be blocked or expire between the save and the audit.

export const LOT_TEXTS = {
  lotRequired: T('物料“{material}”按批次管理，请填写批号'),
  producedRequired: T('批次 {lot} 是新批次，请填写生产日期'),
  expiresRequired: T('物料“{material}”未设保质期，请填写到期日期'),
  expiresBeforeProduced: T('到期日期不能早于生产日期'),
  notLotTracked: T('物料“{material}”不按批次管理，请不要填写批次或日期'),
  datesDiffer: T('批号 {lot} 已登记：生产日期 {produced}，到期 {expires}，与所填不同'),
  otherMaterial: T('批次 {lot} 不是物料“{material}”的批次'),
  blocked: T('批次 {lot} 已召回封存，不能出库'),
  blockedIn: T('批次 {lot} 已召回封存：只有退货入库可以收回它'),
  expiredNeedsReason: T('批次 {lot} 已于 {expires} 到期，出库须写明原因'),
  trackedHasStock: T('物料“{material}”还有库存，不能更改是否按批次管理：请先出清库存'),
};

/** What a save needs of a line's material to check its lot. */
export interface LotMaterial {
  readonly name: string;
  readonly lotTracked: boolean;
  readonly shelfLifeDays: number;
}

/** The lot facts of the materials `ids`, in one statement. */
export async function lotMaterials(
  db: StoreDb,
  ids: readonly number[],
  lock = false,
): Promise<Map<number, LotMaterial>> {
  if (ids.length === 0) return new Map();
  const read = db
    .select({
      id: materials.id,
      name: materials.name,
      lotTracked: materials.lotTracked,
      shelfLifeDays: materials.shelfLifeDays,
    })
    .from(materials)
    .where(inArray(materials.id, [...ids]));
  // At an audit, share-locked: a switch of lot tracking (material.resource.ts) waits for it, or it for the switch.
  const rows = lock ? await read.for('share') : await read;
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { name: r.name, lotTracked: r.lotTracked === 1, shelfLifeDays: Number(r.shelfLifeDays) },
    ]),
  );
}

/**
 * A refusal of line `line` (1-based), said as `第 3 行：…`. Worded here rather than by the engine, which names the
 * line only of a save's refusals: an audit refuses lines too. `field` names the line's field at fault, by which an
 * import names the sheet's column.
 */
export const refuseLine = (line: number, text: Texts, params: MessageParams = {}, field?: string) =>
  new AppError('BAD_INPUT', 'lineProblem', {
    line,
    problem: textWith(text, params),
    ...(field ? { field } : {}),
  });

/** The line fields of a lot, by which a refusal names the one at fault. */
const LOT_FIELDS = {
  lotNo: inboundLines.lotNo.name,
  producedAt: inboundLines.producedAt.name,
  expiresAt: inboundLines.expiresAt.name,
};

const blank = (v: unknown) => v === undefined || v === null || v === '' || v === 0;

/** An inbound line's lot as a save leaves it: the number trimmed, both dates given or worked out. */
interface InboundLotValues {
  materialId?: unknown;
  lotNo?: unknown;
  producedAt?: unknown;
  expiresAt?: unknown;
}

/**
 * Checks the lots of an inbound document's lines (rows as the line fields checked them), answering each with its
 * dates filled in: a lot already known lends its own; a new lot's expiry is its production date plus the
 * material's shelf life, when the line leaves it blank. Lines of other materials must name no lot.
 */
export async function inboundLots<L extends InboundLotValues>(
  db: StoreDb,
  rows: readonly L[],
  timeZone: string,
  atAudit = false,
): Promise<L[]> {
  const of = await lotMaterials(db, [...new Set(rows.map((r) => Number(r.materialId)))], atAudit);
  const named = rows.flatMap((r) => {
    const m = of.get(Number(r.materialId));
    return m?.lotTracked && typeof r.lotNo === 'string' && r.lotNo.trim() !== ''
      ? [{ materialId: Number(r.materialId), lotNo: r.lotNo.trim() }]
      : [];
  });
  const known = named.length
    ? await db
        .select({
          materialId: lots.materialId,
          lotNo: lots.lotNo,
          producedAt: lots.producedAt,
          expiresAt: lots.expiresAt,
        })
        .from(lots)
        .where(
          and(
            inArray(lots.materialId, [...new Set(named.map((n) => n.materialId))]),
            inArray(lots.lotNo, [...new Set(named.map((n) => n.lotNo))]),
          ),
        )
    : [];
  const knownOf = new Map(known.map((k) => [`${k.materialId}:${k.lotNo}`, k]));
  const day = (seconds: number) => formatDate(seconds, timeZone);
  return rows.map((r, i) => {
    const line = i + 1;
    const m = of.get(Number(r.materialId));
    const lotNo = typeof r.lotNo === 'string' ? r.lotNo.trim() : '';
    if (!m?.lotTracked) {
      // Named by the first of the lot's cells filled in.
      const given = lotNo !== '' ? 'lotNo' : !blank(r.producedAt) ? 'producedAt' : 'expiresAt';
      if (lotNo !== '' || !blank(r.producedAt) || !blank(r.expiresAt))
        throw refuseLine(line, LOT_TEXTS.notLotTracked, { material: m?.name ?? '' }, LOT_FIELDS[given]);
      return { ...r, lotNo: '', producedAt: null, expiresAt: null };
    }
    if (lotNo === '') throw refuseLine(line, LOT_TEXTS.lotRequired, { material: m.name }, LOT_FIELDS.lotNo);
    const lot = knownOf.get(`${Number(r.materialId)}:${lotNo}`);
    if (lot) {
      const produced = Number(lot.producedAt);
      const expires = Number(lot.expiresAt);
      const producedDiffers = !blank(r.producedAt) && day(Number(r.producedAt)) !== day(produced);
      const expiresDiffers = !blank(r.expiresAt) && day(Number(r.expiresAt)) !== day(expires);
      if (producedDiffers || expiresDiffers)
        throw refuseLine(
          line,
          LOT_TEXTS.datesDiffer,
          { lot: lotNo, produced: day(produced), expires: day(expires) },
          producedDiffers ? LOT_FIELDS.producedAt : LOT_FIELDS.expiresAt,
        );
      return { ...r, lotNo, producedAt: produced, expiresAt: expires };
    }
    if (blank(r.producedAt))
      throw refuseLine(line, LOT_TEXTS.producedRequired, { lot: lotNo }, LOT_FIELDS.producedAt);
    // Each date is its day's first second on the store's clock, whatever time of it was sent.
    const startOf = (seconds: number) => dayStart(day(seconds), timeZone) ?? seconds;
    const produced = startOf(Number(r.producedAt));
    let expires = blank(r.expiresAt) ? undefined : startOf(Number(r.expiresAt));
    if (expires === undefined && m.shelfLifeDays > 0)
      expires = dayStart(addDays(day(produced), m.shelfLifeDays), timeZone);
    if (expires === undefined)
      throw refuseLine(line, LOT_TEXTS.expiresRequired, { material: m.name }, LOT_FIELDS.expiresAt);
    if (expires < produced) throw refuseLine(line, LOT_TEXTS.expiresBeforeProduced, {}, LOT_FIELDS.expiresAt);
    return { ...r, lotNo, producedAt: produced, expiresAt: expires };
  });
}

/** The first second of the store's today: a lot whose expiry is before it has expired. */
export function todayStart(now: number, timeZone: string): number {
  return dayStart(formatDate(now, timeZone), timeZone) ?? now;
}

/** An outbound line's lot pick, as a save or an audit checks it. */
export interface LotPick {
  readonly materialId: number;
  readonly lotId: number | null;
  readonly lotReason: string;
}

/** What a lot is, as a pick is checked against it. */
export interface LotFacts {
  readonly id: number;
  readonly materialId: number;
  readonly lotNo: string;
  readonly expiresAt: number;
  readonly status: 'active' | 'blocked';
}

/**
 * The lots `ids`, in one statement; `lock`ed against a change of state (a recall) until the transaction ends, as an
 * audit reads them.
 */
export async function readLots(
  db: StoreDb,
  ids: readonly number[],
  lock = false,
): Promise<Map<number, LotFacts>> {
  if (ids.length === 0) return new Map();
  const read = db
    .select({
      id: lots.id,
      materialId: lots.materialId,
      lotNo: lots.lotNo,
      expiresAt: lots.expiresAt,
      status: lots.status,
    })
    .from(lots)
    .where(inArray(lots.id, [...ids]));
  const rows = lock ? await read.for('share') : await read;
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        materialId: Number(r.materialId),
        lotNo: r.lotNo,
        expiresAt: Number(r.expiresAt),
        status: r.status,
      },
    ]),
  );
}

/**
 * Checks outbound lines' picks: a picked lot is of the line's material (which is lot-tracked), not blocked, and
 * when it has expired, the line says why. `lotOf` holds the picked lots (readLots).
 */
export function checkPicks(
  picks: readonly LotPick[],
  lotOf: ReadonlyMap<number, LotFacts>,
  materialOf: ReadonlyMap<number, LotMaterial>,
  today: number,
  timeZone: string,
): void {
  picks.forEach((p, i) => {
    if (p.lotId === null) return;
    const line = i + 1;
    const lot = lotOf.get(p.lotId);
    const m = materialOf.get(p.materialId);
    if (!lot || !m)
      throw refuseLine(line, LOT_TEXTS.otherMaterial, { lot: p.lotId, material: m?.name ?? '' });
    if (!m.lotTracked) throw refuseLine(line, LOT_TEXTS.notLotTracked, { material: m.name });
    if (lot.materialId !== p.materialId)
      throw refuseLine(line, LOT_TEXTS.otherMaterial, { lot: lot.lotNo, material: m.name });
    if (lot.status === 'blocked') throw refuseLine(line, LOT_TEXTS.blocked, { lot: lot.lotNo });
    if (lot.expiresAt < today && p.lotReason.trim() === '')
      throw refuseLine(line, LOT_TEXTS.expiredNeedsReason, {
        lot: lot.lotNo,
        expires: formatDate(lot.expiresAt, timeZone),
      });
  });
}
