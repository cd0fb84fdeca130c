import { xlsx } from '@yanye/framework/testing';
import fc from 'fast-check';
import { HOSTILE_NUMBERS, hostileText } from './hostile';

/**
 * Garbage for the import calls: files that are no spreadsheet, spreadsheets whose cells are hostile under the
 * template's own header (so the rows reach the field checks), and multipart requests missing their parts.
 */

export interface Upload {
  readonly fileName: string;
  readonly content: Buffer;
  readonly fields: Record<string, string>;
}

const IMPORT = { _excel_import: '1' };

/** A CSV cell, quoted or (now and then) not, so a stray quote or comma breaks the row as it may. */
function csvCell(value: string, quote: boolean): string {
  return quote ? `"${value.replaceAll('"', '""')}"` : value;
}

const cell = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS.filter(Number.isFinite)), weight: 2 },
  { arbitrary: fc.constantFrom('是', '否', '启用', '1', '2026-11-22 10:00', '45000', ''), weight: 2 },
);

/** Rows of hostile cells under `header`, with an id column now and then (an update). */
function rows(header: readonly string[]): fc.Arbitrary<unknown[][]> {
  return fc
    .tuple(
      fc.boolean(),
      fc.array(fc.array(cell, { minLength: header.length, maxLength: header.length + 1 }), {
        minLength: 1,
        maxLength: 4,
      }),
    )
    .map(([withId, body]) => [
      withId ? ['id', ...header] : [...header],
      ...body.map((r, i) => (withId ? [i % 2 === 0 ? i + 1 : 'x', ...r] : r)),
    ]);
}

/** The uploads for one import call; `header` is its template's first row. */
export async function uploadsFor(header: readonly string[], seed: number, runs: number): Promise<Upload[]> {
  const out: Upload[] = [
    { fileName: 'a.xlsx', content: Buffer.from('not a spreadsheet at all'), fields: IMPORT },
    {
      fileName: 'a.xlsx',
      content: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 7)]),
      fields: IMPORT,
    },
    { fileName: 'a.csv', content: Buffer.alloc(0), fields: IMPORT },
    { fileName: 'a.exe', content: Buffer.from('MZ'), fields: IMPORT },
    { fileName: '\u0000.csv', content: Buffer.from('a,b\n1,2\n'), fields: { _excel_import: 'x\u0000' } },
    {
      fileName: 'a.xls',
      content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      fields: IMPORT,
    },
  ];
  const samples = fc.sample(fc.tuple(rows(header), fc.boolean()), { numRuns: runs, seed });
  for (const [i, [sheet, quote]] of samples.entries()) {
    if (i % 2 === 0) {
      const text = sheet.map((r) => r.map((c) => csvCell(String(c), quote)).join(',')).join('\r\n');
      out.push({ fileName: 'fuzz.csv', content: Buffer.from(text), fields: IMPORT });
    } else {
      // The XML of an xlsx cannot hold every code unit; what exceljs writes of them is the server's to read.
      out.push({ fileName: 'fuzz.xlsx', content: await xlsx(sheet), fields: IMPORT });
    }
  }
  return out;
}
