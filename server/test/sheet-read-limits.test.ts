import { performance } from 'node:perf_hooks';
import { parseSheet } from '@yanye/framework/server';
import { describe, expect, it } from 'vitest';
import { asciiZip, makeZip, NS, sheetOf, workbook, xml } from './hostile-files';

/** How the worker reads a sheet within its limits: the rows there are, not the cells a sheet declares. */
const read = (bytes: Buffer, csv = false) => parseSheet({ bytes, csv, maxRows: 50_000 });

describe('reading a sheet (in the worker) within limits', () => {
  it('reads the rows of a sheet declaring a billion cells, not the billion', () => {
    const file = sheetOf(
      '<dimension ref="A1:XFD1048576"/><sheetData>' +
        '<row r="1"><c r="A1" t="inlineStr"><is><t>商品名称</t></is></c><c r="B1" t="inlineStr"><is><t>售价</t></is></c></row>' +
        '<row r="2"><c r="A2" t="inlineStr"><is><t>盐</t></is></c><c r="B2"><v>3</v></c></row>' +
        '</sheetData>',
    );
    const started = performance.now();
    expect(read(file)).toEqual({
      ok: true,
      rows: [
        ['商品名称', '售价'],
        ['盐', 3],
      ],
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a sheet whose cells really span a billion: 50,000 rows reaching column XFD', () => {
    const rows: string[] = [];
    for (let r = 1; r <= 50_001; r++)
      rows.push(`<row r="${r}"><c r="A${r}"><v>1</v></c><c r="XFD${r}"><v>2</v></c></row>`);
    const result = read(sheetOf(`<sheetData>${rows.join('')}</sheetData>`));
    expect(result).toMatchObject({ ok: false, refusal: 'too-big' });
  });

  it('does not expand XML entities', () => {
    const lol = Array.from({ length: 10 }, () => '&lol;').join('');
    const file = makeZip(
      workbook({
        data: xml(
          `<!DOCTYPE w [<!ENTITY lol "lol"><!ENTITY lol2 "${lol}${lol}${lol}">]><worksheet xmlns="${NS}"><sheetData>` +
            '<row r="1"><c r="A1" t="inlineStr"><is><t>&lol2;</t></is></c></row></sheetData></worksheet>',
        ),
      }),
    );
    expect(read(file)).toEqual({ ok: true, rows: [['&lol2;']] });
  });

  it('refuses zips that are not a workbook SheetJS reads without inflating again, and a zip behind a BOM', () => {
    const plain = makeZip([{ name: 'a.txt', data: Buffer.from('hello') }]);
    expect(read(plain)).toMatchObject({ ok: false, refusal: 'corrupt' });
    const numbers = makeZip([
      ...workbook({ data: xml('<worksheet/>') }),
      { name: 'Index/Document.iwa', data: Buffer.from('x') },
    ]);
    expect(read(numbers)).toMatchObject({ ok: false, refusal: 'corrupt' });
    // A zip of ASCII bytes only, behind a UTF-8 BOM: decoded as CSV text, SheetJS would still unzip it.
    const ascii = asciiZip(
      workbook({
        data: xml(
          `<worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData></worksheet>`,
        ),
      }),
    );
    expect(read(ascii)).toEqual({ ok: true, rows: [[1]] });
    expect(ascii.every((b) => b < 0x80)).toBe(true);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), ascii]);
    expect(read(bom, true)).toMatchObject({ ok: false, refusal: 'corrupt' });
  });

  it('reads a csv', () => {
    expect(read(Buffer.from('商品名称,售价\n盐,3\n'), true)).toEqual({
      ok: true,
      rows: [
        ['商品名称', '售价'],
        ['盐', 3],
      ],
    });
  });
});
