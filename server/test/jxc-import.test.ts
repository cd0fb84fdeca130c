import {
  type Client,
  DB_KINDS,
  readXlsx,
  sheetRows,
  signedIn,
  startApp,
  type TestApp,
  xlsx,
} from '@yanye/framework/testing';
import { addDays, DEFAULT_TIME_ZONE, formatDate } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Books, data, docCall, JXC_API, kilogram } from './jxc-support';

// Inbound documents imported from one sheet, one row a line (docs/engine.md, "Importing documents"): each
// document saved as its form saves it, lots and all; any refused row, named by its row and column, saves nothing.

const LIST = docCall('inbound', 'Manage');
const HEADER = [
  '单据分组',
  '仓库',
  '业务类型',
  '备注',
  '物料编码',
  '单位',
  '数量',
  '单价',
  '备注（明细）',
  '批号',
  '生产日期',
  '到期日期',
];

interface Preview {
  inserted: number;
  updated: number;
  refused: number;
  problems: { row: number; column: string; reason: string }[];
  token: string | null;
}

/** A sheet as an English console's user writes it: the options by their English labels. */
const EN: Readonly<Record<string, string>> = { 其他入库: 'Other', 退货入库: 'Customer return' };
const inEnglish = (rows: unknown[][]) => rows.map((r) => r.map((c) => (typeof c === 'string' && EN[c]) || c));

/** An Excel date cell of a day (ExcelJS writes a Date as the day's serial). */
const excelDay = (day: string) => new Date(`${day}T00:00:00Z`);

describe.each(DB_KINDS)('inbound import on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let books: Books;
  const house = '导入测试仓';
  const upload = (rows: unknown[][], fields: Record<string, string>, lang: 'zh' | 'en' = 'zh') =>
    xlsx([HEADER, ...(lang === 'en' ? inEnglish(rows) : rows)]).then((file) =>
      admin.upload<Preview>(LIST, 'inbound.xlsx', file, fields, { lang }),
    );
  const preview = (rows: unknown[][], lang: 'zh' | 'en' = 'zh') => upload(rows, { _dry: '1' }, lang);
  const apply = (rows: unknown[][], lang: 'zh' | 'en' = 'zh') => upload(rows, { _excel_import: '1' }, lang);
  /** The store's inbound documents and their lines, as text: what "nothing saved" compares. */
  const snapshot = async () =>
    JSON.stringify([
      await books.query(sql`select id, no from inbounds order by id`),
      await books.query(sql`select id, lot_no from inbound_lines order by id`),
    ]);
  /** A sheet's line: `[group, material code, kilograms, lot, produced, expires]`, the header from the first. */
  const line = (
    group: string,
    code: string,
    qty: number,
    lot = '',
    produced: unknown = '',
    expires: unknown = '',
  ) => [group, house, '其他入库', '导入的入库单', code, '千克', qty, 3.5, '', lot, produced, expires];

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    books = new Books(t, admin);
    const kg = await kilogram(admin);
    await data(admin.post(`${JXC_API}warehouse/WarehouseSave`, { code: 'IMPW', name: house }));
    const material = (code: string, name: string, lot: 0 | 1, shelf = 0) =>
      data(
        admin.post(`${JXC_API}material/MaterialSave`, {
          code,
          name,
          unit_id: kg,
          lot_tracked: lot,
          shelf_life_days: shelf,
        }),
      );
    await material('IMP-LOT', '导入批次盐', 1, 180);
    await material('IMP-PLAIN', '导入散盐', 0);
    // A code of digits is a code, never an id.
    await material('90001', '导入数字码盐', 0);
  });
  afterAll(() => t?.close());

  it('offers a template of the group, header and line columns, lots included, and skips its example', async () => {
    const tpl = await admin.download(LIST, { _down_excel_import_tpl: 1 });
    expect(tpl.statusCode).toBe(200);
    const [header, example] = sheetRows(await readXlsx(tpl.rawPayload));
    expect(header).toEqual(HEADER);
    expect(example).toHaveLength(HEADER.length);
    const rules = sheetRows(await readXlsx(tpl.rawPayload), 1);
    expect(rules.find((r) => r[0] === '到期日期')?.[2]).toContain('保质期');
    const en = await admin.download(LIST, { _down_excel_import_tpl: 1 }, { lang: 'en' });
    const [enHeader] = sheetRows(await readXlsx(en.rawPayload));
    expect(enHeader).toContain('Document group');
    expect(enHeader).toContain('Lot number');
    const left = await admin.upload(LIST, 'tpl.xlsx', tpl.rawPayload, { _excel_import: '1' });
    expect(left.body.msg).toBe('文件中没有数据行');
  });

  it('imports two documents as drafts, numbered as saved, their lines carrying lots and dates', async () => {
    const before = await data<{ id: number }>(
      admin.post(docCall('inbound', 'Save'), {
        warehouse_id: (
          await books.query<{ id: string }>(sql`select id::text from warehouses where code = 'IMPW'`)
        )[0]!.id,
        business_type: 'other',
        lines: [
          { material_id: await materialId('IMP-PLAIN'), unit_id: await kilogram(admin), qty: 1, price: 100 },
        ],
      }),
    );
    const [last] = await books.query<{ no: string }>(sql`select no from inbounds where id = ${before.id}`);
    const rows = [
      // Two lots of the lot-tracked material: a text date with the expiry left to the shelf life, and Excel dates.
      line('A', 'IMP-LOT', 10, 'L-01', '2026-01-10'),
      [
        'A',
        '',
        '',
        '',
        'IMP-LOT',
        '千克',
        5,
        3.5,
        '第二批',
        'L-02',
        excelDay('2026-02-03'),
        excelDay('2026-12-31'),
      ],
      line('A', 'IMP-PLAIN', 2),
      // The second document's header once, on its first row; its next row leaves the group blank too.
      line('B', '90001', 7),
      ['', '', '', '', 'IMP-PLAIN', '千克', 1.5, 2, '', '', '', ''],
    ];
    // One file, previewed then applied with its token (a file written again differs in its timestamps).
    const file = await xlsx([HEADER, ...rows]);
    const p = await admin.upload<Preview>(LIST, 'inbound.xlsx', file, { _dry: '1' });
    const { token } = p.body.data as Preview;
    expect(p.body.data).toMatchObject({ inserted: 2, updated: 0, refused: 0, problems: [] });
    expect(p.body.msg).toBe('预览：可新增 2 条，可更新 0 条，0 条有误');
    const r = await admin.upload(LIST, 'inbound.xlsx', file, {
      _excel_import: '1',
      _preview: token!,
    });
    expect(r.body, r.body.msg).toMatchObject({ status: true, data: { inserted: 2, updated: 0 } });

    const docs = await books.query<{
      id: string;
      no: string;
      status: number;
      remark: string;
      total_qty: string;
    }>(
      sql`select id::text, no, status, remark, total_qty::text from inbounds where id > ${before.id} order by id`,
    );
    expect(docs.map((d) => [d.status, d.remark, Number(d.total_qty)])).toEqual([
      [0, '导入的入库单', 17],
      [0, '导入的入库单', 8.5],
    ]);
    // The preview took no number: the import's follow the last document saved.
    const seq = (no: string) => Number(no.split('-').pop());
    expect(docs.map((d) => seq(d.no))).toEqual([seq(last!.no) + 1, seq(last!.no) + 2]);
    const lines = await books.query<{
      lot_no: string;
      produced_at: string | null;
      expires_at: string | null;
      remark: string;
    }>(
      sql`select lot_no, produced_at::text, expires_at::text, remark from inbound_lines
           where doc_id = ${docs[0]!.id} order by seq`,
    );
    const day = (s: string | null) => (s === null ? null : formatDate(Number(s), DEFAULT_TIME_ZONE));
    expect(lines.map((l) => [l.lot_no, day(l.produced_at), day(l.expires_at), l.remark])).toEqual([
      ['L-01', '2026-01-10', addDays('2026-01-10', 180), ''],
      ['L-02', '2026-02-03', '2026-12-31', '第二批'],
      ['', null, null, ''],
    ]);
  });

  async function materialId(code: string): Promise<number> {
    const [row] = await books.query<{ id: string }>(sql`select id::text from materials where code = ${code}`);
    return Number(row!.id);
  }

  it('refuses a lot-tracked line without its lot, naming the row and column, in either language, saving nothing', async () => {
    const before = await snapshot();
    const rows = [line('A', 'IMP-PLAIN', 1), line('B', 'IMP-PLAIN', 2), line('B', 'IMP-LOT', 3)];
    const zh = await apply(rows);
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('第4行 批号: 物料“导入批次盐”按批次管理，请填写批号');
    const en = await apply(rows, 'en');
    expect(en.body.msg).toContain(
      'Row 4, Lot number: Material “导入批次盐” is tracked by lot: enter its lot number',
    );
    const p = await preview(rows);
    expect(p.body.data).toEqual({
      inserted: 1,
      updated: 0,
      refused: 1,
      problems: [{ row: 4, column: '批号', reason: '物料“导入批次盐”按批次管理，请填写批号' }],
      token: null,
    });
    // The refused rows' file carries the whole document refused, the reason on its row.
    const file = await admin.uploadForFile(LIST, 'inbound.xlsx', await xlsx([HEADER, ...rows]), {
      _dry: 'refused',
    });
    const back = sheetRows(await readXlsx(file.rawPayload));
    expect(back.map((r) => r[0])).toEqual([...HEADER.slice(0, 1), 'B', 'B']);
    expect(String(back[2]![HEADER.length])).toMatch(/^第4行 批号/);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a lot on a material that keeps none, and names what no row of the store is', async () => {
    const before = await snapshot();
    const stray = await apply([line('A', 'IMP-PLAIN', 1, 'X-1', '2026-01-01')]);
    expect(stray.body.msg).toContain('第2行 批号: 物料“导入散盐”不按批次管理，请不要填写批次或日期（X-1）');
    const nowhere = line('B', 'IMP-PLAIN', 1);
    nowhere[1] = '没有这个仓';
    const unknown = await apply([line('A', 'NOPE', 1), nowhere]);
    expect(unknown.body.msg).toContain('第2行 物料编码: 不是可选的值（NOPE）');
    expect(unknown.body.msg).toContain('第3行 仓库: 不是可选的值（没有这个仓）');
    expect(await snapshot()).toBe(before);
  });

  it("refuses another store's warehouse and material, by id, name or code, saving nothing", async () => {
    const grain = await signedIn(t, 'grain_admin');
    const theirs = await data<{ id: number }>(
      grain.post(`${JXC_API}warehouse/WarehouseSave`, { code: 'GRW', name: '别家的仓' }),
    );
    const kg = await kilogram(grain);
    await data(
      grain.post(`${JXC_API}material/MaterialSave`, { code: 'GRAIN-ONLY', name: '别家的盐', unit_id: kg }),
    );
    const before = await snapshot();
    const byId = line('A', 'IMP-PLAIN', 1);
    byId[1] = theirs.id;
    const byName = line('B', 'IMP-PLAIN', 1);
    byName[1] = '别家的仓';
    const r = await apply([byId, byName, line('C', 'GRAIN-ONLY', 1)]);
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain(`第2行 仓库: 不是可选的值（${theirs.id}）`);
    expect(r.body.msg).toContain('第3行 仓库: 不是可选的值（别家的仓）');
    expect(r.body.msg).toContain('第4行 物料编码: 不是可选的值（GRAIN-ONLY）');
    expect(await snapshot()).toBe(before);
  });

  it('refuses a document whose rows disagree on its header, naming the row', async () => {
    const before = await snapshot();
    const other = line('A', 'IMP-PLAIN', 2);
    other[2] = '退货入库';
    const r = await apply([line('A', 'IMP-PLAIN', 1), other]);
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('第3行 业务类型: 与本单第 2 行的“其他入库”不一致（退货入库）');
    const en = await apply([line('A', 'IMP-PLAIN', 1), other], 'en');
    expect(en.body.msg).toContain(
      'Row 3, Business type: differs from “Other” in row 2 of the same document (Customer return)',
    );
    expect(await snapshot()).toBe(before);
  });
});
