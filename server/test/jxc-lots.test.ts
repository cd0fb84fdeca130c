import { withStore } from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { DEFAULT_TIME_ZONE, formatDate } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotLedgerMismatches } from '../src/resources/jxc/ledger-checks';
import { Books, data, dayFromToday, docCall, JXC_API, kilogram, operatorOf } from './jxc-support';

// Lots, shelf life and out by expiry (docs/inventory.md, "Lots, expiry and recalls"), through the API.

interface Option {
  value: number;
  label: string;
}

const day = dayFromToday;

describe.each(DB_KINDS)('lots on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let books: Books;
  let kg: number;
  let house: number;
  let operator: number;
  let seq = 0;
  /** A lot-tracked material of the test's own, counted in kilograms. */
  const lotMaterial = async (shelfLifeDays = 0) => {
    seq++;
    const { id } = await data<{ id: number }>(
      admin.post(`${JXC_API}material/MaterialSave`, {
        code: `LOT${seq}`,
        name: `批次测试盐 ${seq}`,
        unit_id: kg,
        lot_tracked: 1,
        shelf_life_days: shelfLifeDays,
      }),
    );
    return id;
  };
  type Line = Record<string, unknown> & { material_id: number; qty: number };
  const inbound = (lines: Line[], lang = 'zh') =>
    admin.post(
      docCall('inbound', 'Save'),
      {
        warehouse_id: house,
        business_type: 'other',
        lines: lines.map((l) => ({ unit_id: kg, price: 300, ...l })),
      },
      { lang },
    );
  const outbound = (lines: Line[]) =>
    admin.post(docCall('outbound', 'Save'), {
      warehouse_id: house,
      business_type: 'loss',
      operator_id: operator,
      lines: lines.map((l) => ({ unit_id: kg, price: 300, ...l })),
    });
  const audit = (k: 'inbound' | 'outbound', id: number, lang = 'zh') =>
    admin.post(docCall(k, 'Audit'), { id }, { lang });
  /** An inbound of lots `[lot no, kilograms, expiry in days from today]`, saved and audited. */
  const receive = async (material: number, lots: [string, number, number][]) => {
    const { id } = await data<{ id: number }>(
      inbound(
        lots.map(([lot_no, qty, expires]) => ({
          material_id: material,
          qty,
          lot_no,
          produced_at: day(expires - 365),
          expires_at: day(expires),
        })),
      ),
    );
    await data(audit('inbound', id));
    return id;
  };
  const lotStock = async (material: number) =>
    Object.fromEntries(
      (
        await books.query<{ lot_no: string; qty: string }>(
          sql`select l.lot_no, s.qty::text from lot_stocks s join lots l on l.id = s.lot_id
               where s.material_id = ${material} and s.warehouse_id = ${house} order by l.lot_no`,
        )
      ).map((r) => [r.lot_no, Number(r.qty)]),
    );
  const lotId = (material: number, lotNo: string) => books.lotId(material, lotNo);
  const lotsBalanced = async () => {
    expect(await books.mismatches()).toEqual([]);
    const lots = await withStore(t.database.db, Number(admin.suid), (db) => lotLedgerMismatches(db));
    expect(lots).toEqual({ byLot: [], byMaterial: [] });
  };

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    books = new Books(t, admin);
    kg = await kilogram(admin);
    house = (
      await data<{ id: number }>(
        admin.post(`${JXC_API}warehouse/WarehouseSave`, { code: 'LOTS', name: '批次测试仓' }),
      )
    ).id;
    operator = (await data<Option[]>(admin.get(`${JXC_API}warehouse/WarehouseOperatorList`)))[0]!.value;
    await data(admin.post(`${JXC_API}warehouse/WarehouseSave`, { id: house, operator_ids: [operator] }));
    expect(await operatorOf(admin, house)).toBe(operator);
  });
  afterAll(() => t?.close());

  it('refuses an inbound line of a lot-tracked material without its lot, naming the line, and saves nothing', async () => {
    const salt = await lotMaterial();
    const before = await books.query<{ n: number }>(sql`select count(*)::int as n from inbounds`);
    const plain = await data<{ id: number }>(
      admin.post(`${JXC_API}material/MaterialSave`, {
        code: `PLAIN${seq}`,
        name: '不分批次的盐',
        unit_id: kg,
      }),
    );
    const refused = await inbound([
      { material_id: plain.id, qty: 5 },
      { material_id: salt, qty: 10 },
    ]);
    expect(refused.body.status).toBe(false);
    expect(refused.body.msg).toBe(`第 2 行：物料“批次测试盐 ${seq}”按批次管理，请填写批号`);
    const en = await inbound([{ material_id: salt, qty: 10, lot_no: 'A1' }], 'en');
    expect(en.body.status).toBe(false);
    expect(en.body.msg).toMatch(/^Line 1: .*A1.*production date/i);
    // A lot on a material that keeps none is refused too, not dropped.
    const stray = await inbound([{ material_id: plain.id, qty: 5, lot_no: 'X', produced_at: day(-3) }]);
    expect(stray.body.msg).toBe('第 1 行：物料“不分批次的盐”不按批次管理，请不要填写批次或日期');
    // A date no clock can write is refused as the field's, not a crash.
    const far = await inbound([{ material_id: salt, qty: 1, lot_no: 'FAR', produced_at: 9e12 }]);
    expect(far.status).toBe(400);
    expect(far.body.msg).toMatch(/^第 1 行：生产日期/);
    const after = await books.query<{ n: number }>(sql`select count(*)::int as n from inbounds`);
    expect(after).toEqual(before);
  });

  it('works out a lot’s expiry from the shelf life, makes the lot on audit, and holds its dates after', async () => {
    const rice = await lotMaterial(180);
    const { id } = await data<{ id: number }>(
      inbound([{ material_id: rice, qty: 40, lot_no: 'R-0601', produced_at: day(-10) }]),
    );
    const info = await data<{ lines: { lot_no: string; produced_at: number; expires_at: number }[] }>(
      admin.get(docCall('inbound', 'Info'), { id }),
    );
    expect(info.lines[0]).toMatchObject({ lot_no: 'R-0601', produced_at: day(-10), expires_at: day(170) });
    // Not yet audited: no lot is made by a draft.
    expect(await books.query(sql`select 1 from lots where material_id = ${rice}`)).toHaveLength(0);
    await data(audit('inbound', id));
    expect(await lotStock(rice)).toEqual({ 'R-0601': 40 });
    // A second delivery of the same lot lends the lot's dates; other dates are refused, naming them.
    const again = await data<{ id: number }>(inbound([{ material_id: rice, qty: 10, lot_no: 'R-0601' }]));
    await data(audit('inbound', again.id));
    expect(await lotStock(rice)).toEqual({ 'R-0601': 50 });
    const other = await inbound([{ material_id: rice, qty: 1, lot_no: 'R-0601', produced_at: day(-9) }]);
    expect(other.body.msg).toBe(
      `第 1 行：批号 R-0601 已登记：生产日期 ${formatDate(day(-10), DEFAULT_TIME_ZONE)}，到期 ${formatDate(day(170), DEFAULT_TIME_ZONE)}，与所填不同`,
    );
    await lotsBalanced();
  });

  it('takes out by expiry (FEFO): the lot that expires first, then the next, passing over expired ones', async () => {
    const salt = await lotMaterial();
    await receive(salt, [
      ['LATE', 30, 200],
      ['SOON', 20, 15],
      ['GONE', 50, -2],
      ['MID', 25, 90],
    ]);
    const first = await data<{ id: number }>(outbound([{ material_id: salt, qty: 12 }]));
    await data(audit('outbound', first.id));
    expect(await lotStock(salt)).toEqual({ GONE: 50, LATE: 30, MID: 25, SOON: 8 });
    // One line across two lots: a ledger row for each, with each lot's balance after it.
    const second = await data<{ id: number }>(outbound([{ material_id: salt, qty: 20 }]));
    await data(audit('outbound', second.id));
    expect(await lotStock(salt)).toEqual({ GONE: 50, LATE: 30, MID: 13, SOON: 0 });
    const rows = await books.query<{
      lot_no: string;
      qty_delta: string;
      lot_qty_after: string;
      qty_after: string;
    }>(
      sql`select l.lot_no, s.qty_delta::text, s.lot_qty_after::text, s.qty_after::text from stock_logs s
           join lots l on l.id = s.lot_id where s.doc_type = 'outbound' and s.doc_id = ${second.id} order by s.id`,
    );
    expect(
      rows.map((r) => [r.lot_no, Number(r.qty_delta), Number(r.lot_qty_after), Number(r.qty_after)]),
    ).toEqual([
      ['SOON', -8, 0, 105],
      ['MID', -12, 13, 93],
    ]);
    // What is left that may go unasked is 43: more is refused, saying so; the expired lot's 50 stay.
    const more = await data<{ id: number }>(outbound([{ material_id: salt, qty: 44 }]));
    const refused = await audit('outbound', more.id);
    expect(refused.body.msg).toBe(
      `库存不足：批次测试盐 ${seq} 在 批次测试仓 可发出的批次共 43，需要 44（到期或封存的批次不自动发出）`,
    );
    expect(await books.status('outbound', more.id)).toBe(0);
    await lotsBalanced();
  });

  it('takes an expired lot only when picked with a reason, and a blocked lot never', async () => {
    const salt = await lotMaterial();
    await receive(salt, [
      ['OLD', 10, -1],
      ['NEW', 10, 300],
    ]);
    const old = await lotId(salt, 'OLD');
    const noReason = await outbound([{ material_id: salt, qty: 2, lot_id: old }]);
    expect(noReason.body.msg).toBe(
      `第 1 行：批次 OLD 已于 ${formatDate(day(-1), DEFAULT_TIME_ZONE)} 到期，出库须写明原因`,
    );
    const withReason = await data<{ id: number }>(
      outbound([{ material_id: salt, qty: 2, lot_id: old, lot_reason: '临期处理给饲料厂' }]),
    );
    await data(audit('outbound', withReason.id));
    expect(await lotStock(salt)).toEqual({ NEW: 10, OLD: 8 });
    // Blocked (a recall): refused when picked, on save and at the audit of a draft saved before, and passed
    // over by FEFO.
    const fresh = await lotId(salt, 'NEW');
    const draft = await data<{ id: number }>(outbound([{ material_id: salt, qty: 1, lot_id: fresh }]));
    const byExpiry = await data<{ id: number }>(outbound([{ material_id: salt, qty: 1 }]));
    await books.query(sql`update lots set status = 'blocked' where id = ${fresh}`);
    expect((await outbound([{ material_id: salt, qty: 1, lot_id: fresh }])).body.msg).toBe(
      '第 1 行：批次 NEW 已召回封存，不能出库',
    );
    expect((await audit('outbound', draft.id)).body.msg).toBe('第 1 行：批次 NEW 已召回封存，不能出库');
    expect((await audit('outbound', byExpiry.id)).body.msg).toMatch(/可发出的批次共 0，需要 1/);
    expect(await lotStock(salt)).toEqual({ NEW: 10, OLD: 8 });
    // Goods of a blocked lot come back only by a return: a purchase into it is refused at its audit.
    const intoBlocked = await data<{ id: number }>(inbound([{ material_id: salt, qty: 1, lot_no: 'NEW' }]));
    expect((await audit('inbound', intoBlocked.id)).body.msg).toBe(
      '第 1 行：批次 NEW 已召回封存：只有退货入库可以收回它',
    );
    const returned = await data<{ id: number }>(
      admin.post(docCall('inbound', 'Save'), {
        warehouse_id: house,
        business_type: 'return',
        lines: [{ material_id: salt, unit_id: kg, qty: 1, price: 300, lot_no: 'NEW' }],
      }),
    );
    await data(audit('inbound', returned.id));
    expect(await lotStock(salt)).toEqual({ NEW: 11, OLD: 8 });
    // A lot of another material is no pick for this one.
    const other = await lotMaterial();
    await receive(other, [['X1', 5, 100]]);
    expect((await outbound([{ material_id: salt, qty: 1, lot_id: await lotId(other, 'X1') }])).body.msg).toBe(
      `第 1 行：批次 X1 不是物料“批次测试盐 ${seq - 1}”的批次`,
    );
    await lotsBalanced();
  });

  it('puts an outbound’s lots back on un-audit, and refuses to take back a receipt whose lot was issued', async () => {
    const salt = await lotMaterial();
    const receipt = await receive(salt, [
      ['P1', 10, 30],
      ['P2', 10, 60],
    ]);
    const out = await data<{ id: number }>(outbound([{ material_id: salt, qty: 15 }]));
    await data(audit('outbound', out.id));
    expect(await lotStock(salt)).toEqual({ P1: 0, P2: 5 });
    const refused = await admin.post(docCall('inbound', 'Unaudit'), { id: receipt, reason: '录错' });
    expect(refused.body.msg).toBe('不能反审核：批次 P1 在 批次测试仓 的库存已被出库，可用 0，冲回需要 10');
    await data(admin.post(docCall('outbound', 'Unaudit'), { id: out.id, reason: '录错' }));
    expect(await lotStock(salt)).toEqual({ P1: 10, P2: 10 });
    await data(admin.post(docCall('inbound', 'Unaudit'), { id: receipt, reason: '录错' }));
    expect(await lotStock(salt)).toEqual({ P1: 0, P2: 0 });
    // Audited again, the outbound takes the same lots by expiry as a new round.
    await data(audit('inbound', receipt));
    await data(audit('outbound', out.id));
    expect(await lotStock(salt)).toEqual({ P1: 0, P2: 5 });
    await lotsBalanced();
  });

  it('changes a material’s lot tracking only while it is held nowhere', async () => {
    const salt = await lotMaterial();
    await receive(salt, [['H1', 3, 50]]);
    const refused = await admin.post(`${JXC_API}material/MaterialSave`, { id: salt, lot_tracked: 0 });
    expect(refused.body.msg).toBe(`物料“批次测试盐 ${seq}”还有库存，不能更改是否按批次管理：请先出清库存`);
    const out = await data<{ id: number }>(outbound([{ material_id: salt, qty: 3 }]));
    await data(audit('outbound', out.id));
    await data(admin.post(`${JXC_API}material/MaterialSave`, { id: salt, lot_tracked: 0 }));
  });

  it('offers a warehouse’s lots of a material to pick, those that expire first on top, blocked ones not', async () => {
    const salt = await lotMaterial();
    await receive(salt, [
      ['B', 4, 80],
      ['A', 4, 20],
      ['C', 4, 120],
    ]);
    await books.query(sql`update lots set status = 'blocked' where lot_no = 'C' and material_id = ${salt}`);
    const options = await data<Option[]>(
      admin.get(`${JXC_API}lot/LotOptions`, { material_id: salt, warehouse_id: house }),
    );
    expect(options.map((o) => o.label)).toEqual(['A', 'B']);
  });
});
