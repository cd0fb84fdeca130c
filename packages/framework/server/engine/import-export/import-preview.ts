import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Writable } from 'node:stream';
import { type Lang, message, T, textOf } from '@yanye/i18n';
import { AppError } from '../../platform/errors';
import type { ImportPreview, ImportResult } from './import-answers';
import { type Cell, xlsxWriter } from './xlsx/writer';

/**
 * An import's preview token (docs/engine.md, "Import preview"): stateless, `<expiry>.<inserted>.<updated>.<mac>`,
 * the MAC (HMAC-SHA-256 under a key derived from the seal key, shared by every process) over the sha-256 of the
 * file's bytes, the list's path, the store, the user and the counts the preview found. The apply sends it back
 * with the file: another file, list or user, a changed count or a token past its expiry is refused.
 */

/** How long a preview may be applied: half an hour. */
export const PREVIEW_TTL_SECONDS = 30 * 60;

const TOKEN = /^(\d{1,12})\.(\d{1,6})\.(\d{1,6})\.([A-Za-z0-9_-]{43})$/;

export interface PreviewFacts {
  /** The sha-256 of the file's bytes, hex. */
  readonly sha256: string;
  readonly path: string;
  readonly supplierId: number;
  readonly accountId: number;
}

export function fileDigest(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const keys = new WeakMap<Buffer, Buffer>();

function tokenKey(sealKey: Buffer): Buffer {
  let key = keys.get(sealKey);
  if (!key) {
    key = createHmac('sha256', sealKey).update('import-preview v1').digest();
    keys.set(sealKey, key);
  }
  return key;
}

function mac(sealKey: Buffer, facts: PreviewFacts, expiry: number, counts: ImportResult): Buffer {
  const said = [
    'v1',
    facts.sha256,
    facts.path,
    facts.supplierId,
    facts.accountId,
    expiry,
    counts.inserted,
    counts.updated,
  ].join('\n');
  return createHmac('sha256', tokenKey(sealKey)).update(said).digest();
}

export function previewToken(
  sealKey: Buffer,
  facts: PreviewFacts,
  counts: ImportResult,
  now: number,
): string {
  const expiry = now + PREVIEW_TTL_SECONDS;
  const signature = mac(sealKey, facts, expiry, counts).toString('base64url');
  return `${expiry}.${counts.inserted}.${counts.updated}.${signature}`;
}

/**
 * The counts a token promised, if it was made by a preview of this very file, list, store and user and has not
 * expired; otherwise the apply is refused in plain words (nothing is written: it is checked before the import).
 */
export function checkPreviewToken(
  sealKey: Buffer,
  token: string,
  facts: PreviewFacts,
  now: number,
): ImportResult {
  const m = TOKEN.exec(token);
  if (!m) throw new AppError('BAD_INPUT', 'importPreviewMismatch');
  const expiry = Number(m[1]);
  const counts = { inserted: Number(m[2]), updated: Number(m[3]) };
  const given = Buffer.from(m[4]!, 'base64url');
  const expected = mac(sealKey, facts, expiry, counts);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError('BAD_INPUT', 'importPreviewMismatch');
  if (expiry < now) throw new AppError('BAD_INPUT', 'importPreviewExpired');
  return counts;
}

/** The apply wrote other counts than its preview promised: refused, so the transaction writes nothing. */
export function checkSameCounts(promised: ImportResult, done: ImportResult): void {
  if (promised.inserted !== done.inserted || promised.updated !== done.updated)
    throw new AppError('CONFLICT', 'importPreviewChanged');
}

const REFUSED_FILE = T('导入有误的行');

/** The name of the workbook of refused rows: the list's title and what it holds. */
export function refusedFileName(title: string, lang: Lang): string {
  return `${title}-${textOf(REFUSED_FILE, lang)}`;
}

/** The title of the reason column added to the refused rows. */
const REASON_HEADER = T('错误原因');

function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return String(value);
}

/**
 * The refused rows of a preview as an xlsx streamed to `out`: the sheet's own header and cells, as read, and a
 * last column saying why (`第3行 售价: 应为数字（abc）`), so the file can be fixed and imported again once the
 * reason column is deleted or left (an import ignores a column it does not know). The rows refused with them
 * (a refused document's other lines) come in their places, their reason blank.
 */
export async function writeRefusedRows(
  out: Writable,
  name: string,
  preview: ImportPreview,
  lang: Lang,
): Promise<void> {
  type Row = ImportPreview['refused'][number] | NonNullable<ImportPreview['together']>[number];
  const rows: Row[] = [...preview.refused, ...(preview.together ?? [])].sort((a, b) => a.row - b.row);
  const width = Math.max(preview.header.length, ...rows.map((r) => r.cells.length));
  const header = Array.from({ length: width }, (_, i) => String(preview.header[i] ?? ''));
  const sheet = xlsxWriter(out, name, [
    ...header.map((h) => ({ header: h, width: Math.min(40, Math.max(10, h.length * 2 + 2)) })),
    { header: textOf(REASON_HEADER, lang), width: 50 },
  ]);
  const cells: Cell[] = new Array(width + 1);
  let n = 0;
  for (const r of rows) {
    for (let i = 0; i < width; i++) cells[i] = cellOf(r.cells[i]);
    cells[width] = !('reason' in r)
      ? undefined
      : r.own
        ? message(lang, 'importRowRule', { row: r.row, rule: r.reason })
        : message(lang, 'importRow', { row: r.row, field: r.column, reason: r.reason });
    sheet.row(cells);
    if (++n % 2000 === 0) await sheet.flush();
  }
  await sheet.end();
}
