import { withStore } from '@yanye/framework/server';
import { type Client, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotLedgerMismatches } from '../src/resources/jxc/ledger-checks';
import { Books, data, dayFromToday, docCall, JXC_API, kilogram } from './jxc-support';

const day = dayFromToday;

// Outbound audits racing for the lots of one material (docs/inventory.md, "Lots, expiry and recalls").
describe.runIf(process.env.TEST_DATABASE_URL)('lots under concurrent outbound audits on postgres', () => {
  let t: TestApp;
  let admin: Client;
  let books: Books;
  beforeAll(async () => {
    t = await startApp('postgres');
    admin = await signedIn(t, 'salt_admin');
    books = new Books(t, admin);
  });
  afterAll(() => t?.close());

  it('lets 33 of 40 racing audits of 3 kg take from lots of 30, 40 and 30, by expiry, never below zero', async () => {
    const kg = await kilogram(admin);
    const operator = (
      await data<{ value: number }[]>(admin.get(`${JXC_API}warehouse/WarehouseOperatorList`))
    )[0]!.value;
    const house = (
      await data<{ id: number }>(
        admin.post(`${JXC_API}warehouse/WarehouseSave`, {
          code: 'LRACE',
          name: '批次并发仓',
          operator_ids: [operator],
        }),
      )
    ).id;
    const material = (
      await data<{ id: number }>(
        admin.post(`${JXC_API}material/MaterialSave`, {
          code: 'LRACE',
          name: '批次并发盐',
          unit_id: kg,
          lot_tracked: 1,
        }),
      )
    ).id;
    const receipt = await data<{ id: number }>(
      admin.post(docCall('inbound', 'Save'), {
        warehouse_id: house,
        business_type: 'other',
        lines: [
          ['LATE', 30, 120],
          ['SOON', 30, 20],
          ['MID', 40, 60],
        ].map(([lot_no, qty, expires]) => ({
          material_id: material,
          unit_id: kg,
          qty,
          price: 300,
          lot_no,
          produced_at: day(-30),
          expires_at: day(Number(expires)),
        })),
      }),
    );
    await data(admin.post(docCall('inbound', 'Audit'), { id: receipt.id }));
    const ids = await Promise.all(
      Array.from(
        { length: 40 },
        async () =>
          (
            await data<{ id: number }>(
              admin.post(docCall('outbound', 'Save'), {
                warehouse_id: house,
                business_type: 'loss',
                operator_id: operator,
                lines: [{ material_id: material, unit_id: kg, qty: 3, price: 300 }],
              }),
            )
          ).id,
      ),
    );
    const replies = await Promise.all(ids.map((id) => admin.post(docCall('outbound', 'Audit'), { id })));
    const done = replies.filter((r) => r.body.status);
    expect(done).toHaveLength(33);
    for (const r of replies.filter((x) => !x.body.status))
      expect(r.body.msg).toMatch(/^库存不足：批次并发盐 在 批次并发仓 可发出的批次共 1，需要 3/);
    const left = await books.query<{ lot_no: string; qty: string }>(
      sql`select l.lot_no, s.qty::text from lot_stocks s join lots l on l.id = s.lot_id
           where s.warehouse_id = ${house} order by l.expires_at`,
    );
    // By expiry: SOON and MID emptied first; the last 1 kg is LATE's.
    expect(left.map((r) => [r.lot_no, Number(r.qty)])).toEqual([
      ['SOON', 0],
      ['MID', 0],
      ['LATE', 1],
    ]);
    expect(await books.mismatches()).toEqual([]);
    expect(await withStore(t.database.db, Number(admin.suid), (db) => lotLedgerMismatches(db))).toEqual({
      byLot: [],
      byMaterial: [],
    });
  }, 60_000);
});
