import { once } from 'node:events';
import { Writable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import { T } from '@yanye/i18n';
import ExcelJS from '@zlooun/exceljs';
import { describe, expect, it } from 'vitest';
import { goods } from '../../db/schema';
import { col } from '../columns/col';
import { type ExportColumn, writeExport } from './export';

/** writeExport on its own: how values become cells, and that a reader who does not read holds it back. */

const CATS = new Map([
  ['1', '食用盐'],
  ['2', '工业盐'],
]);

const COLUMNS: ExportColumn[] = [
  {
    key: 'name',
    column: col.text(goods.name, T('商品名称', 'Name', 'Nombre', '商品名')).list!,
    labels: undefined,
  },
  {
    key: 'cat',
    column: col.select(goods.catId, T('分类', 'Category', 'Categoría', 'カテゴリ'), []).list!,
    labels: CATS,
  },
  {
    key: 'tags',
    column: col.select(goods.catId, T('标签', 'Tags', 'Etiquetas', 'タグ'), []).list!,
    labels: CATS,
  },
  {
    key: 'price',
    column: col.money(goods.price, T('售价', 'Price', 'Precio', '価格')).list!,
    labels: undefined,
  },
  {
    key: 'stock',
    column: col.number(goods.stock, T('库存', 'Stock', 'Existencias', '在庫'), { decimals: 3 }).list!,
    labels: undefined,
  },
  {
    key: 'created',
    column: col.datetime(goods.createdAt, T('发布时间', 'Published', 'Publicado', '登録日時')).list!,
    labels: undefined,
  },
];

async function* inBatches(rows: Record<string, unknown>[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** A sink that keeps what it is given, and takes nothing while corked; `file` waits until it has it all. */
function sink() {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      setImmediate(done);
    },
  });
  const finished = once(out, 'finish');
  const file = async () => {
    await finished;
    return Buffer.concat(chunks);
  };
  return { out, file };
}

describe('writeExport', () => {
  it('writes cells as the list shows them: labels, yuan, the time in the store’s zone, nothing for null', async () => {
    const { out, file } = sink();
    const rows = [
      { name: '精制盐', cat: 1, tags: [1, 2], price: 1234, stock: 1.5, created: 1_700_000_000 },
      { name: '无分类', cat: 9, tags: [], price: 0, stock: 0, created: 0 },
      { name: null, cat: null, tags: null, price: null, stock: null, created: null },
    ];
    const count = await writeExport(out, '商品/列表', COLUMNS, 'en', 'Asia/Shanghai', inBatches(rows, 2));
    expect(count).toBe(3);

    const book = XLSX.read(await file(), { cellStyles: true });
    expect(book.SheetNames).toEqual(['商品_列表']);
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true })).toEqual([
      ['Name', 'Category', 'Tags', 'Price', 'Stock', 'Published'],
      ['精制盐', '食用盐', '食用盐、工业盐', 12.34, 1.5, '2023-11-15 06:13:20'],
      // Nothing, as the list shows it, is an empty cell: an import of the file clears what it had.
      ['无分类', '9', '', 0, 0, ''],
      ['', '', '', '', '', ''],
    ]);
    expect(sheet.D2?.z).toBe('#,##0.00');
    expect(sheet.E2?.w).toBe('1.500');

    const excel = new ExcelJS.Workbook();
    await excel.xlsx.load((await file()) as unknown as ArrayBuffer);
    const ws = excel.worksheets[0]!;
    expect(ws.getCell('A1').font?.bold).toBe(true);
    expect(ws.getCell('D2').numFmt).toBe('#,##0.00');
    expect(ws.getCell('E2').numFmt).toBe('#,##0.000');
    // A date and time is 20 characters wide; the rest their list width over 7, at least 10 (16 for `auto`).
    expect(ws.columns.map((c) => c.width)).toEqual([16, 16, 16, 16, 16, 20]);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('reads no further batch while the reader is behind, then writes every row', async () => {
    const { out, file } = sink();
    out.cork();
    let pulled = 0;
    const total = 300;
    async function* batches() {
      for (let b = 0; b < total; b++) {
        pulled++;
        yield Array.from({ length: 500 }, (_, i) => ({
          name: `${b}-${i}-${Math.imul(b * 500 + i + 1, 2_654_435_761).toString(36)}`,
          cat: 1,
          tags: [2],
          price: b * 500 + i,
          stock: i / 8,
          created: 1_700_000_000 + b * 500 + i,
        }));
      }
    }
    const done = writeExport(out, 'goods', COLUMNS, 'zh', 'UTC', batches());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pulled).toBeLessThan(60);
    out.uncork();
    expect(await done).toBe(total * 500);
    expect(pulled).toBe(total);
    const book = XLSX.read(await file());
    expect(book.Sheets[book.SheetNames[0]!]!['!ref']).toBe(`A1:F${total * 500 + 1}`);
  });
});
