import type { Writable } from 'node:stream';
import { columnName, HEADER_STYLE, packageParts, SHEET_END, SHEET_PART, sheetStart } from './package';
import { hasEdgeSpace, MAX_CELL_CHARS, sheetName, xmlText } from './text';
import { zipStream } from './zip';

/**
 * A streaming xlsx writer of one sheet, written by hand for speed: ExcelJS builds a row model and an XML tree for
 * every cell (its `get xml` was a quarter of the export's profile), where this appends each row's XML to a string
 * and hands it to the zip in chunks. Strings are inline (`t="inlineStr"`), so nothing is kept for the end and
 * memory stays flat however many rows there are.
 */

export interface SheetColumn {
  readonly header: string;
  /** Width in characters. */
  readonly width: number;
  /** The number format of the column's numbers (`#,##0.00`); without it, General. */
  readonly numFmt?: string;
}

/**
 * A cell: a number (written with its column's format), text, or no cell at all (null, undefined, NaN). Empty text
 * is a cell of its own: an import of the file reads it as a value cleared, where a missing cell leaves one alone.
 */
export type Cell = string | number | null | undefined;

export interface XlsxWriter {
  /** Adds a row, its cells in column order. */
  row(cells: readonly Cell[]): void;
  /** Hands on what was added and waits while the reader is behind: call it every batch of rows. */
  flush(): Promise<void>;
  /** Closes the sheet and the package; resolves once the whole file is written to `out` and `out` is ended. */
  end(): Promise<void>;
  /** Data rows added so far. */
  readonly rows: number;
}

/** Bytes of XML collected before they go to the zip: large writes, few stream calls. */
const CHUNK = 256 * 1024;
/** The most UTF-8 bytes a UTF-16 unit of text takes. */
const MAX_BYTES_PER_UNIT = 3;
/** Fast deflate: files come out a little larger, written much faster. */
const SHEET_LEVEL = 1;

const TEXT_CELL = '" t="inlineStr"><is><t>';
const SPACED_TEXT_CELL = '" t="inlineStr"><is><t xml:space="preserve">';
const TEXT_END = '</t></is></c>';

/** A writer of an xlsx to `out` (which it ends), with a bold, frozen header row of the columns' headers. */
export function xlsxWriter(out: Writable, name: string, columns: readonly SheetColumn[]): XlsxWriter {
  const formats = [...new Set(columns.flatMap((c) => (c.numFmt ? [c.numFmt] : [])))];
  const zip = zipStream(out);
  for (const [path, xml] of packageParts(sheetName(name), formats)) zip.addPart(path, xml);
  const sheet = zip.openPart(SHEET_PART, SHEET_LEVEL);

  const refs = columns.map((_, i) => `<c r="${columnName(i)}`);
  const numberTail = columns.map((c) => (c.numFmt ? `" s="${2 + formats.indexOf(c.numFmt)}"><v>` : '"><v>'));
  const count = columns.length;
  let rowNumber = 1;
  const header = columns.map(
    (c, i) =>
      `${refs[i]}1" s="${HEADER_STYLE}${hasEdgeSpace(c.header) ? SPACED_TEXT_CELL : TEXT_CELL}${xmlText(c.header, MAX_CELL_CHARS)}${TEXT_END}`,
  );
  // Each row is encoded into a buffer as it is made: one long string of many rows would be a rope of millions of
  // pieces, and flattening it cost more than all the rest of the writing.
  let chunk = Buffer.allocUnsafe(CHUNK);
  let used = 0;
  let behind = false;
  const push = () => {
    if (used === 0) return;
    behind = !sheet.write(chunk.subarray(0, used)) || behind;
    chunk = Buffer.allocUnsafe(CHUNK);
    used = 0;
  };
  const put = (xml: string) => {
    if (used + xml.length * MAX_BYTES_PER_UNIT > CHUNK) {
      push();
      if (xml.length * MAX_BYTES_PER_UNIT > CHUNK) {
        behind = !sheet.write(Buffer.from(xml)) || behind;
        return;
      }
    }
    used += chunk.write(xml, used);
  };
  put(`${sheetStart(columns.map((c) => c.width))}<row r="1">${header.join('')}</row>`);

  return {
    get rows() {
      return rowNumber - 1;
    },
    row(cells) {
      rowNumber++;
      const r = String(rowNumber);
      let line = `<row r="${r}">`;
      for (let i = 0; i < count; i++) {
        const v = cells[i];
        if (typeof v === 'number') {
          if (Number.isFinite(v)) line += `${refs[i]}${r}${numberTail[i]}${v}</v></c>`;
        } else if (typeof v === 'string') {
          line += `${refs[i]}${r}${hasEdgeSpace(v) ? SPACED_TEXT_CELL : TEXT_CELL}${xmlText(v, MAX_CELL_CHARS)}${TEXT_END}`;
        }
      }
      put(`${line}</row>`);
    },
    async flush() {
      push();
      if (!behind) return;
      await sheet.room();
      behind = false;
    },
    async end() {
      put(SHEET_END);
      push();
      await sheet.end();
    },
  };
}
