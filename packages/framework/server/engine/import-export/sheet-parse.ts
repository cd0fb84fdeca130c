import * as XLSX from '@e965/xlsx';
import { inflateZip, looksLikeZip, SHEET_ZIP_LIMITS, ZipRefused } from './zip-guard';

/**
 * Reads the first sheet of an uploaded spreadsheet into rows of cells. It runs in the sheet worker
 * (`sheet-worker.ts`, started by `sheet-pool.ts`), never on the server's event loop, and imports nothing of ours
 * but the zip guard, so the worker stays small.
 */

/** Cells of the sheet's used range (rows × columns) handed back: 50,000 rows of 50 columns. */
export const MAX_CELLS = 2_500_000;
/** Characters of text in all cells together (a shared string is counted each time a cell shows it). */
export const MAX_TEXT = 32 * 1024 * 1024;

export interface SheetJob {
  readonly bytes: Uint8Array;
  /** Read as CSV text (UTF-8 or GB18030) rather than as a workbook. */
  readonly csv: boolean;
  /** Data rows allowed below the header. */
  readonly maxRows: number;
}

export type SheetRefusal = 'corrupt' | 'too-big' | 'empty';

export type SheetOutcome =
  | { readonly ok: true; readonly rows: unknown[][] }
  | { readonly ok: false; readonly refusal: SheetRefusal; readonly detail: string };

class Refused extends Error {
  constructor(
    readonly refusal: SheetRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

/** SheetJS's own reader of an unzipped package (exported by the module, not by its type declarations). */
const sheetjs = XLSX as unknown as {
  parse_zip(zip: unknown, opts: XLSX.ParsingOptions): XLSX.WorkBook;
  CFB: {
    utils: {
      cfb_new(): unknown;
      cfb_add(zip: unknown, name: string, content: Buffer, opts: { unsafe: boolean }): unknown;
    };
  };
};

/** CSV from Excel in China is often GB18030; UTF-8 (with or without BOM) otherwise. */
function csvText(buf: Uint8Array): string {
  const utf8 = new TextDecoder('utf-8').decode(buf);
  if (!utf8.includes('\uFFFD')) return utf8.replace(/^\uFEFF/, '');
  return new TextDecoder('gb18030').decode(buf);
}

/** How SheetJS names a package part: case and slash direction do not matter. */
const partName = (name: string) => name.toLowerCase().replace(/\\/g, '/').replace(/^\//, '');

/**
 * An xlsx (or xlsm, xlsb) package: inflated by the guard, then handed to SheetJS as a container of the inflated
 * parts, so SheetJS inflates nothing. Packages SheetJS would read by another road (Numbers, whose parts are
 * compressed again inside, or a zip wrapping another zip) are refused.
 */
function readPackage(bytes: Uint8Array, options: XLSX.ParsingOptions): XLSX.WorkBook {
  const entries = inflateZip(bytes, SHEET_ZIP_LIMITS);
  const names = new Set(entries.map((e) => partName(e.name)));
  if (!names.has('[content_types].xml') || names.has('index/document.iwa')) {
    throw new Refused('corrupt', 'not an Office Open XML package');
  }
  const zip = sheetjs.CFB.utils.cfb_new();
  for (const e of entries) {
    const content = Buffer.from(e.data.buffer, e.data.byteOffset, e.data.byteLength);
    sheetjs.CFB.utils.cfb_add(zip, e.name, content, { unsafe: true });
  }
  return sheetjs.parse_zip(zip, options);
}

function readWorkbook(job: SheetJob): XLSX.WorkBook {
  const options: XLSX.ParsingOptions = {
    dense: true,
    sheetRows: job.maxRows + 2,
    cellDates: false,
    sheets: 0,
  };
  // By its bytes, whatever its name: SheetJS would unzip anything starting like a zip.
  if (looksLikeZip(job.bytes)) return readPackage(job.bytes, options);
  if (job.csv) {
    const text = csvText(job.bytes);
    // SheetJS sniffs a string too: a zip behind a UTF-8 BOM would be unzipped as text.
    const head = [0, 1, 2, 3].map((i) => text.charCodeAt(i));
    if (head.every((c) => c <= 0xff) && looksLikeZip(Uint8Array.from(head))) {
      throw new Refused('corrupt', 'a zip behind a byte-order mark');
    }
    return XLSX.read(text, { ...options, type: 'string' });
  }
  const buffer = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  return XLSX.read(buffer, { ...options, type: 'buffer' });
}

interface Extent {
  s: { r: number; c: number };
  e: { r: number; c: number };
}

/**
 * The range the sheet's cells really fill, from its declared start (the header row) to the last row and widest
 * row read. The range the file declares (`<dimension ref="A1:XFD1048576">`) is not trusted: sheet_to_json would
 * walk every cell of it.
 */
function usedRange(sheet: XLSX.WorkSheet, maxRows: number): Extent | undefined {
  const declared = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : undefined;
  let lastRow = -1;
  let lastCol = -1;
  const data = sheet['!data'] as unknown[][] | undefined;
  if (data) {
    const rows = Math.min(data.length, maxRows);
    for (let r = 0; r < rows; r++) {
      const row = data[r];
      if (!row || row.length === 0) continue;
      lastRow = r;
      lastCol = Math.max(lastCol, row.length - 1);
    }
  } else {
    for (const key of Object.keys(sheet)) {
      if (key.startsWith('!')) continue;
      const at = XLSX.utils.decode_cell(key);
      if (at.r >= maxRows) continue;
      lastRow = Math.max(lastRow, at.r);
      lastCol = Math.max(lastCol, at.c);
    }
  }
  if (lastRow < 0) return undefined;
  const s = { r: Math.min(declared?.s.r ?? 0, lastRow), c: Math.min(declared?.s.c ?? 0, lastCol) };
  return { s, e: { r: lastRow, c: lastCol } };
}

function readRows(job: SheetJob): unknown[][] {
  let workbook: XLSX.WorkBook;
  try {
    workbook = readWorkbook(job);
  } catch (error) {
    if (error instanceof Refused || error instanceof ZipRefused || error instanceof RangeError) throw error;
    throw new Refused('corrupt', (error as Error).message);
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new Refused('empty', 'no sheet');
  const range = usedRange(sheet, job.maxRows + 2);
  if (!range) throw new Refused('empty', 'no cells');
  const cells = (range.e.r - range.s.r + 1) * (range.e.c - range.s.c + 1);
  if (cells > MAX_CELLS) throw new Refused('too-big', `${cells} cells`);
  sheet['!ref'] = XLSX.utils.encode_range(range);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: false,
  });
  if (rows.length - 1 > job.maxRows) throw new Refused('too-big', `${rows.length - 1} rows`);
  let text = 0;
  for (const row of rows) {
    for (const cell of row) {
      if (typeof cell === 'string') text += cell.length;
    }
    if (text > MAX_TEXT) throw new Refused('too-big', `over ${MAX_TEXT} characters`);
  }
  return rows;
}

/** The first sheet's rows, or why the file is refused. Never throws. */
export function parseSheet(job: SheetJob): SheetOutcome {
  try {
    return { ok: true, rows: readRows(job) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal, detail: error.message };
    if (error instanceof ZipRefused) {
      return {
        ok: false,
        refusal: error.verdict === 'too-big' ? 'too-big' : 'corrupt',
        detail: error.message,
      };
    }
    // A string or array past what V8 allows is a sheet too big; any other failure, a damaged file.
    const message = error instanceof Error ? error.message : String(error);
    const tooBig = error instanceof RangeError && !/call stack/i.test(message);
    return { ok: false, refusal: tooBig ? 'too-big' : 'corrupt', detail: message };
  }
}
