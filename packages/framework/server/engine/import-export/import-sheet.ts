import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@yanye/protocol';
import { AppError } from '../../platform/errors';
import { SheetPool } from './sheet-pool';
import { checkZip, looksLikeZip, SHEET_ZIP_LIMITS } from './zip-guard';

/** An uploaded file to import, as rows of cells: its type and size checked here, its contents read in a worker. */

type Extension = (typeof IMPORT_EXTENSIONS)[number];

function extension(fileName: string): Extension {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(ext)) throw new AppError('BAD_INPUT', 'importType');
  return ext as Extension;
}

/** The threads that read uploaded sheets (engine/import-export/sheet-pool.ts): two at a time, four waiting, 20 s each. */
const sheets = new SheetPool();

/** Starts the sheet reader kept ready for imports; the server calls it once it listens (not in tests). */
export function warmSheetReaders(): void {
  sheets.warm();
}

/**
 * The first sheet as rows of cells; refuses other file types, damaged files, bombs and oversized sheets. The
 * file is read in a worker thread (heap and time limits), an xlsx inflated by the zip guard counting the bytes
 * that really come out; here only the cheap checks run: the file's size and what a zip declares.
 */
export async function readSheet(buf: Buffer, fileName: string): Promise<unknown[][]> {
  const ext = extension(fileName);
  if (buf.length > IMPORT_MAX_BYTES) throw new AppError('TOO_LARGE', 'importTooBig');
  if (ext === 'xlsx' || looksLikeZip(buf)) {
    const verdict = checkZip(buf, SHEET_ZIP_LIMITS);
    if (verdict === 'not-zip') throw new AppError('BAD_INPUT', 'importCorrupt');
    if (verdict === 'too-big') throw new AppError('TOO_LARGE', 'importTooBig');
  }
  const outcome = await sheets.read({ bytes: buf, csv: ext === 'csv', maxRows: IMPORT_MAX_ROWS });
  if (outcome.ok) return outcome.rows;
  switch (outcome.refusal) {
    case 'corrupt':
      throw new AppError('BAD_INPUT', 'importCorrupt');
    case 'empty':
      throw new AppError('BAD_INPUT', 'importEmpty');
    case 'too-big':
      throw new AppError('TOO_LARGE', 'importTooBig');
    case 'timeout':
      throw new AppError('TOO_LARGE', 'importTooSlow');
    case 'busy':
      throw new AppError('TOO_MANY_REQUESTS', 'importBusy');
  }
}
