import { rawRows, withStore } from '@yanye/framework/server';
import { type Client, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../src/resources/jxc/ledger-checks';

const JXC_API = '/v1/jxc/';

type Body = { status: boolean; data?: unknown; msg: string };
async function data<T>(reply: Promise<{ body: Body }>): Promise<T> {
  const { body } = await reply;
  if (!body.status) throw new Error(body.msg);
  return body.data as T;
}

// Races need real concurrent sessions: PostgreSQL only (PGlite has one session, which serialises everything).
describe.runIf(process.env.TEST_DATABASE_URL)('inventory under concurrent audits on postgres', () => {
  let t: TestApp;
  let admin: Client;
  let warehouse: number;
  let operator: number;
  let kg: number;
  const materials: number[] = [];
  beforeAll(async () => {
    t = await startApp('postgres');
    admin = await signedIn(t, 'salt_admin');
    const units = await data<{ value: number; label: string }[]>(
      admin.get(`${JXC_API}materialunit/MaterialUnitOptions`),
    );
    kg = units.find((u) => u.label === '千克')!.value;
    // A warehouse and materials of this test's own, so the demo data does not blur the figures.
    warehouse = (
      await data<{ id: number }>(
        admin.post(`${JXC_API}warehouse/WarehouseSave`, { code: 'RACE', name: '并发测试仓' }),
      )
    ).id;
    operator = (await data<{ value: number }[]>(admin.get(`${JXC_API}warehouse/WarehouseOperatorList`)))[0]!
      .value;
    await data(admin.post(`${JXC_API}warehouse/WarehouseSave`, { id: warehouse, operator_ids: [operator] }));
    for (let i = 0; i < 4; i++) {
      const { id } = await data<{ id: number }>(
        admin.post(`${JXC_API}material/MaterialSave`, { code: `RACE${i}`, name: `并发盐 ${i}`, unit_id: kg }),
      );
      materials.push(id);
    }
  });
  afterAll(() => t?.close());

  const inStore = <T>(query: ReturnType<typeof sql>) =>
    withStore(t.database.db, Number(admin.suid), (db) => rawRows<T>(db.tx, query));
  const stockOf = async (materialId: number) => {
    const [row] = await inStore<{ qty: string }>(
      sql`select qty::text from stocks where warehouse_id = ${warehouse} and material_id = ${materialId}`,
    );
    return Number(row?.qty ?? 0);
  };
  const inbound = (lines: [number, number][]) =>
    data<{ id: number }>(
      admin.post(`${JXC_API}inbound/InboundSave`, {
        warehouse_id: warehouse,
        business_type: 'other',
        lines: lines.map(([material, qty]) => ({ material_id: material, unit_id: kg, qty, price: 100 })),
      }),
    );
  const outbound = (lines: [number, number][]) =>
    data<{ id: number }>(
      admin.post(`${JXC_API}outbound/OutboundSave`, {
        warehouse_id: warehouse,
        business_type: 'loss',
        operator_id: operator,
        lines: lines.map(([material, qty]) => ({ material_id: material, unit_id: kg, qty, price: 0 })),
      }),
    );

  it('posts a document once when 20 audits of it race', async () => {
    const { id } = await inbound([[materials[0]!, 100]]);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => admin.post(`${JXC_API}inbound/InboundAudit`, { id })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.status === 409);
    expect(refused).toHaveLength(19);
    expect(new Set(refused.map((r) => r.body.msg))).toEqual(new Set(['不可以重复审核！']));
    expect(await stockOf(materials[0]!)).toBe(100);
    const [{ n }] = (await inStore<{ n: number }>(
      sql`select count(*)::int as n from stock_logs where doc_type = 'inbound' and doc_id = ${id}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('lets 12 of 50 racing outbound audits of 8 take from 100, leaving 4, and refuses the rest clearly', async () => {
    const docs = [];
    for (let i = 0; i < 50; i++) docs.push((await outbound([[materials[0]!, 8]])).id);
    const replies = await Promise.all(
      docs.map((id) => admin.post(`${JXC_API}outbound/OutboundAudit`, { id })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(12);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(38);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.msg).toMatch(/^库存不足：并发盐 0 在 并发测试仓 可用 \d+，需要 8$/);
    }
    expect(await stockOf(materials[0]!)).toBe(4);
    const [{ audited }] = (await inStore<{ audited: number }>(
      sql`select count(*)::int as audited from outbounds where warehouse_id = ${warehouse} and status = 1`,
    )) as [{ audited: number }];
    expect(audited).toBe(12);
  });

  it('issues distinct numbers to 20 documents saved at once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.post<{ id: number }>(`${JXC_API}inbound/InboundSave`, {
          warehouse_id: warehouse,
          business_type: 'other',
          lines: [{ material_id: materials[1], unit_id: kg, qty: 1, price: 1 }],
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const ids = replies.map((r) => (r.body.status ? r.body.data.id : 0));
    const numbers = await inStore<{ no: string }>(sql`select no from inbounds where id in ${ids}`);
    expect(new Set(numbers.map((n) => n.no)).size).toBe(20);
    for (const n of numbers) expect(n.no).toMatch(/^RK\d{8}-\d{4}$/);
  });

  it('never deadlocks when documents touch the same materials in different orders', async () => {
    const [a, b, c, d] = materials as [number, number, number, number];
    const stock = await inbound([
      [a, 1000],
      [b, 1000],
      [c, 1000],
      [d, 1000],
    ]);
    await data(admin.post(`${JXC_API}inbound/InboundAudit`, { id: stock.id }));
    const orders: [number, number][][] = [
      [
        [a, 1],
        [b, 1],
        [c, 1],
        [d, 1],
      ],
      [
        [d, 1],
        [c, 1],
        [b, 1],
        [a, 1],
      ],
      [
        [b, 1],
        [d, 1],
        [a, 1],
        [c, 1],
      ],
      [
        [c, 1],
        [a, 1],
        [d, 1],
        [b, 1],
      ],
    ];
    const docs: { id: number; kind: 'inbound' | 'outbound' }[] = [];
    for (let i = 0; i < 24; i++) {
      const lines = orders[i % orders.length]!;
      docs.push(
        i % 2 === 0
          ? { id: (await outbound(lines)).id, kind: 'outbound' }
          : { id: (await inbound(lines)).id, kind: 'inbound' },
      );
    }
    const replies = await Promise.all(
      docs.map((doc) =>
        admin.post(`${JXC_API}${doc.kind}/${doc.kind === 'inbound' ? 'Inbound' : 'Outbound'}Audit`, {
          id: doc.id,
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(docs.map(() => 200));
    for (const m of [a, b, c, d]) expect(await stockOf(m)).toBe(m === a ? 4 + 1000 : 1000);
    const mismatches = await withStore(t.database.db, Number(admin.suid), (db) => ledgerMismatches(db));
    expect(mismatches).toEqual([]);
  });
});
