import { PassThrough, Writable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import ExcelJS from '@zlooun/exceljs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sheetName } from './text';
import { type Cell, type SheetColumn, xlsxWriter } from './writer';

/** An xlsx of `rows` under `columns`, as the writer streams it, in memory. */
async function write(columns: readonly SheetColumn[], rows: readonly (readonly Cell[])[], name = 'Sheet') {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const sheet = xlsxWriter(out, name, columns);
  for (const [i, row] of rows.entries()) {
    sheet.row(row);
    if (i % 100 === 99) await sheet.flush();
  }
  await sheet.end();
  await ended;
  return { file: Buffer.concat(chunks), rows: sheet.rows };
}

/** Every cell as SheetJS reads it (`undefined` for no cell), row by row. */
function sheetjsRows(file: Buffer): { book: XLSX.WorkBook; sheet: XLSX.WorkSheet; rows: unknown[][] } {
  const book = XLSX.read(file, { cellStyles: true });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: undefined });
  return { book, sheet, rows };
}

async function exceljs(file: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  // ExcelJS reads with saxes, a strict XML parser: loading at all says the XML is well formed.
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

/** The sheet's XML, decoded as UTF-8 that must be valid. */
function sheetXml(file: Buffer): string {
  const part = unzipSync(file)['xl/worksheets/sheet1.xml']!;
  return new TextDecoder('utf-8', { fatal: true }).decode(part);
}

const COLUMNS: SheetColumn[] = [
  { header: '商品名称', width: 31.4 },
  { header: '售价', width: 10, numFmt: '#,##0.00' },
  { header: '库存', width: 12, numFmt: '#,##0.000' },
  { header: '排序', width: 10, numFmt: '#,##0' },
];

describe('xlsxWriter', () => {
  it('writes a bold, frozen header, the column widths, numbers in their formats and text, read back by SheetJS and ExcelJS', async () => {
    const rows: Cell[][] = [
      ['精制盐 500g', 3.5, 1234.5, 7],
      ['海盐', -0.01, 0, 1_000_000_000_000],
      ['', null, undefined, Number.NaN],
      [undefined, Number.POSITIVE_INFINITY, 2.125, 0],
    ];
    const { file, rows: count } = await write(COLUMNS, rows, '商品列表');
    expect(count).toBe(4);

    const { book, sheet, rows: read } = sheetjsRows(file);
    expect(book.SheetNames).toEqual(['商品列表']);
    expect(read).toEqual([
      ['商品名称', '售价', '库存', '排序'],
      ['精制盐 500g', 3.5, 1234.5, 7],
      ['海盐', -0.01, 0, 1_000_000_000_000],
      [''],
      [undefined, undefined, 2.125, 0],
    ]);
    expect(sheet.B2?.z).toBe('#,##0.00');
    expect(sheet.C2?.z).toBe('#,##0.000');
    expect(sheet.D2?.z).toBe('#,##0');
    expect(sheet.C2?.w).toBe('1,234.500');
    expect(sheet['!cols']?.map((c) => c.wch ?? c.width)).toHaveLength(4);

    const ws = await exceljs(file);
    expect(ws.name).toBe('商品列表');
    expect(ws.rowCount).toBe(5);
    expect(ws.getRow(1).values).toEqual([undefined, '商品名称', '售价', '库存', '排序']);
    expect(ws.getCell('A1').font?.bold).toBe(true);
    expect(ws.getCell('A2').font?.bold).toBeFalsy();
    expect(ws.getCell('B2').numFmt).toBe('#,##0.00');
    expect(ws.getCell('C3').numFmt).toBe('#,##0.000');
    expect(ws.getCell('D3').numFmt).toBe('#,##0');
    expect(ws.getCell('D3').value).toBe(1_000_000_000_000);
    expect(ws.getCell('A2').value).toBe('精制盐 500g');
    // Nothing is written for null, undefined, NaN or infinity; ExcelJS reads the empty text cell as no value.
    expect(ws.getRow(4).cellCount).toBe(0);
    expect(sheetXml(file)).toContain('<row r="4"><c r="A4" t="inlineStr"><is><t></t></is></c></row>');
    expect(ws.getCell('B5').value).toBeNull();
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(ws.columns.map((c) => c.width)).toEqual([31.4, 10, 12, 10]);
  });

  it('keeps hostile text as it was, or as close as XML 1.0 allows, in well-formed UTF-8', async () => {
    const long = '盐'.repeat(40_000);
    // A pair straddling the cut: the writer keeps neither half rather than half a character.
    const straddle = `${'a'.repeat(32_766)}😀`;
    const hostile: [input: string, sheetjs: string, excel: string][] = [
      ['<&>"\'', '<&>"\'', '<&>"\''],
      ['a]]>b', 'a]]>b', 'a]]>b'],
      ['\u0000', '\u0000', '_x0000_'],
      [
        'x\u0001\u0008\u000b\u000c\u001f\ufffe\uffffy',
        'x\u0001\u0008\u000b\u000c\u001f\ufffe\uffffy',
        'x_x0001__x0008__x000B__x000C__x001F__xFFFE__xFFFF_y',
      ],
      // Half a surrogate pair has no UTF-8 form: it becomes U+FFFD; a whole pair stays.
      ['\udfff', '\ufffd', '\ufffd'],
      ['a\ud800b\udc00c😀', 'a\ufffdb\ufffdc😀', 'a\ufffdb\ufffdc😀'],
      // Text that reads as Excel's own escape is escaped, so it comes back as typed.
      ['_x0041_ and _x00e9_', '_x0041_ and _x00e9_', '_x005F_x0041_ and _x005F_x00e9_'],
      ['  两头空格  ', '  两头空格  ', '  两头空格  '],
      ['tab\tline\nbreak', 'tab\tline\nbreak', 'tab\tline\nbreak'],
      ['cr\ronly', 'cr\ronly', 'cr\ronly'],
      ['=1+1', '=1+1', '=1+1'],
      [long, long.slice(0, 32_767), long.slice(0, 32_767)],
      [straddle, 'a'.repeat(32_766), 'a'.repeat(32_766)],
    ];
    const { file } = await write(
      [{ header: '<名称 & "说明">', width: 20 }],
      hostile.map(([text]) => [text]),
    );
    const xml = sheetXml(file);
    expect(xml).toContain('&lt;名称 &amp; "说明"&gt;');
    const forbidden = [...xml].filter((ch) => ch < ' ' && !'\t\n\r'.includes(ch));
    expect(forbidden, 'characters XML 1.0 forbids').toEqual([]);

    const { rows } = sheetjsRows(file);
    expect(rows[0]).toEqual(['<名称 & "说明">']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(hostile.map(([, read]) => read));

    // ExcelJS reads inline text as it stands: it does not undo the `_xHHHH_` escape (Excel and SheetJS do).
    const ws = await exceljs(file);
    expect(hostile.map((_, i) => ws.getCell(i + 2, 1).value)).toEqual(hostile.map(([, , read]) => read));
  });

  it('writes a sheet of only its header when there are no rows', async () => {
    const { file, rows } = await write(COLUMNS, []);
    expect(rows).toBe(0);
    expect(sheetjsRows(file).rows).toEqual([['商品名称', '售价', '库存', '排序']]);
    const ws = await exceljs(file);
    expect(ws.rowCount).toBe(1);
    expect(ws.getCell('A1').font?.bold).toBe(true);
  });

  it('streams: a reader that does not read holds the writer back, and all arrives once it does', async () => {
    let taken = 0;
    const out = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        taken += chunk.length;
        setImmediate(done);
      },
    });
    out.cork();
    const sheet = xlsxWriter(out, 'Sheet', [{ header: 'text', width: 10 }]);
    // Text that deflates badly, so the zip grows with what is written.
    const noise = (i: number) =>
      Array.from({ length: 8 }, (_, k) => Math.imul(i + 1, 2_654_435_761 + k).toString(36)).join('');
    let written = 0;
    let waiting = true;
    const producer = (async () => {
      for (let batch = 0; batch < 200; batch++) {
        for (let i = 0; i < 1000; i++) sheet.row([noise(batch * 1000 + i)]);
        written++;
        await sheet.flush();
      }
      waiting = false;
      await sheet.end();
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // 200 batches are about 12 MiB of sheet; held back, a few batches at most are in memory.
    expect(waiting).toBe(true);
    expect(written).toBeLessThan(30);
    expect(taken).toBe(0);
    out.uncork();
    await producer;
    expect(written).toBe(200);
    expect(taken).toBeGreaterThan(1024 * 1024);
  });

  it('fails rather than waits when the reader goes away', async () => {
    const out = new PassThrough();
    const sheet = xlsxWriter(out, 'Sheet', [{ header: 'text', width: 10 }]);
    const run = (async () => {
      for (let batch = 0; batch < 1000; batch++) {
        for (let i = 0; i < 1000; i++) sheet.row([`${batch}-${i}-${Math.random()}`]);
        await sheet.flush();
      }
    })();
    setTimeout(() => out.destroy(), 50);
    await expect(run).rejects.toThrow();
  });
});

describe('sheetName', () => {
  it('makes any name one Excel takes', () => {
    expect(sheetName('商品列表')).toBe('商品列表');
    expect(sheetName('a[b]:c*d?e/f\\g')).toBe('a_b__c_d_e_f_g');
    expect(sheetName('x'.repeat(40))).toBe('x'.repeat(31));
    expect(sheetName(`${'x'.repeat(30)}😀`)).toBe('x'.repeat(30));
    expect(sheetName("'quoted'")).toBe('quoted');
    expect(sheetName('tab\there\u0000')).toBe('tab_here_');
    expect(sheetName('half \ud800')).toBe('half _');
    expect(sheetName('')).toBe('Sheet1');
    expect(sheetName("''")).toBe('Sheet1');
    expect(sheetName('History')).toBe('Sheet1');
  });
});
