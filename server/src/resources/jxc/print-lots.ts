import { formatDate, qtyText, type StoreDb, toMilli } from '@yanye/framework/server';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { inboundLines, lots, outboundLines, type STOCK_DOC_TYPES, stockLogs } from './tables';

// The lots a document's lines moved, as its printout names them (docs/printing.md, docs/inventory.md).

interface Piece {
  readonly lotNo: string;
  readonly expiresAt: number | null;
  readonly milli: number;
}

/** A lot as printed: its number and expiry day (`L240101 (2027-01-05)`). */
export const lotText = (lotNo: string, expiresAt: number | null, timeZone: string): string =>
  expiresAt ? `${lotNo} (${formatDate(expiresAt, timeZone)})` : lotNo;

/** A line's lots: the one lot it took, or each lot with what it took of it. */
function linePrint(pieces: readonly Piece[], timeZone: string): string {
  if (pieces.length === 1) return lotText(pieces[0]!.lotNo, pieces[0]!.expiresAt, timeZone);
  return pieces
    .map((p) => `${lotText(p.lotNo, p.expiresAt, timeZone)} ×${qtyText(String(Math.abs(p.milli) / 1000))}`)
    .join('; ');
}

/**
 * The lots each line of the documents `docIds` moved and still stands by (the posted rows no un-audit or return
 * took back), by line id. A line of a draft has none here: its printout names the lot it was given, if any.
 */
export async function ledgerLots(
  db: StoreDb,
  docType: (typeof STOCK_DOC_TYPES)[number],
  docIds: readonly number[],
  timeZone: string,
): Promise<Map<number, string>> {
  if (docIds.length === 0) return new Map();
  const rows = await db
    .select({
      lineId: stockLogs.lineId,
      lotNo: lots.lotNo,
      expiresAt: lots.expiresAt,
      qty: stockLogs.qtyDelta,
    })
    .from(stockLogs)
    .innerJoin(lots, eq(lots.id, stockLogs.lotId))
    .where(
      and(
        eq(stockLogs.docType, docType),
        inArray(stockLogs.docId, [...docIds]),
        eq(stockLogs.event, 'post'),
        isNotNull(stockLogs.lotId),
        sql`not exists (select 1 from stock_logs r where r.supplier_id = ${stockLogs.supplierId}
          and r.doc_type = ${stockLogs.docType} and r.line_id = ${stockLogs.lineId}
          and r.lot_id = ${stockLogs.lotId} and r.event = 'reverse' and r.round = ${stockLogs.round})`,
      ),
    )
    .orderBy(asc(stockLogs.lineId), asc(stockLogs.id));
  const byLine = new Map<number, Piece[]>();
  for (const r of rows) {
    const line = Number(r.lineId);
    const piece = { lotNo: r.lotNo, expiresAt: Number(r.expiresAt) || null, milli: toMilli(r.qty) };
    byLine.set(line, [...(byLine.get(line) ?? []), piece]);
  }
  return new Map([...byLine].map(([line, pieces]) => [line, linePrint(pieces, timeZone)]));
}

/**
 * The lots the lines themselves name, by line id: an inbound line's lot and expiry, an outbound line's picked
 * lot. What a draft prints; an audited document prints what its ledger moved (`ledgerLots`).
 */
export async function ownLots(
  db: StoreDb,
  docType: 'inbound' | 'outbound',
  lineIds: readonly number[],
  timeZone: string,
): Promise<Map<number, string>> {
  if (lineIds.length === 0) return new Map();
  const rows =
    docType === 'inbound'
      ? await db
          .select({ id: inboundLines.id, lotNo: inboundLines.lotNo, expiresAt: inboundLines.expiresAt })
          .from(inboundLines)
          .where(and(inArray(inboundLines.id, [...lineIds]), sql`${inboundLines.lotNo} <> ''`))
      : await db
          .select({ id: outboundLines.id, lotNo: lots.lotNo, expiresAt: lots.expiresAt })
          .from(outboundLines)
          .innerJoin(lots, eq(lots.id, outboundLines.lotId))
          .where(inArray(outboundLines.id, [...lineIds]));
  return new Map(
    rows.map((r) => [Number(r.id), lotText(r.lotNo, Number(r.expiresAt) || null, timeZone)] as const),
  );
}
