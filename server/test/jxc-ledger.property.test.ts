import { rawRows, withStore } from '@yanye/framework/server';
import { type Client, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../src/resources/jxc/ledger-checks';

const JXC_API = '/v1/jxc/';

type Body = { status: boolean; data?: unknown; msg: string };
async function data<T>(reply: Promise<{ body: Body }>): Promise<T> {
  const { body } = await reply;
  if (!body.status) throw new Error(body.msg);
  return body.data as T;
}

/** A step of a merchant's day: a document made, or one of the documents made so far audited. */
type Step =
  | {
      readonly kind: 'inbound' | 'outbound';
      readonly negative: boolean;
      readonly lines: readonly [number, number][];
    }
  | { readonly kind: 'audit'; readonly pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('inbound' as const, 'outbound' as const),
    // Mostly the warehouse that refuses negative stock: that is where the guard is tested.
    negative: fc.nat({ max: 3 }).map((n) => n === 0),
    lines: fc.array(fc.tuple(fc.nat({ max: 2 }), fc.integer({ min: 1, max: 30 })), {
      minLength: 1,
      maxLength: 3,
    }),
  }),
  fc.record({ kind: fc.constant('audit' as const), pick: fc.nat({ max: 50 }) }),
);

// A property over random sequences: after every step, each stock row equals the sum of its ledger and is never
// below zero in a warehouse that does not allow it; each audited line is in the ledger once, nothing else is;
// each row's balance after it adds up.
describe('the stock ledger under random documents and audits (PGlite)', () => {
  let t: TestApp;
  let admin: Client;
  let kg: number;
  let operator: number;
  const materials: number[] = [];
  let run = 0;
  beforeAll(async () => {
    t = await startApp('pglite');
    admin = await signedIn(t, 'salt_admin');
    const units = await data<{ value: number; label: string }[]>(
      admin.get(`${JXC_API}materialunit/MaterialUnitOptions`),
    );
    kg = units.find((u) => u.label === '千克')!.value;
    operator = (await data<{ value: number }[]>(admin.get(`${JXC_API}warehouse/WarehouseOperatorList`)))[0]!
      .value;
    for (let i = 0; i < 3; i++) {
      const { id } = await data<{ id: number }>(
        admin.post(`${JXC_API}material/MaterialSave`, {
          code: `PROP${i}`,
          name: `性质测试盐 ${i}`,
          unit_id: kg,
        }),
      );
      materials.push(id);
    }
  });
  afterAll(() => t?.close());

  const inStore = <T>(query: ReturnType<typeof sql>) =>
    withStore(t.database.db, Number(admin.suid), (db) => rawRows<T>(db.tx, query));

  async function warehousePair(): Promise<{ strict: number; loose: number }> {
    run++;
    const make = async (allowNegative: number) =>
      (
        await data<{ id: number }>(
          admin.post(`${JXC_API}warehouse/WarehouseSave`, {
            code: `P${run}${allowNegative}`,
            name: `性质测试仓 ${run}-${allowNegative}`,
            allow_negative: allowNegative,
            operator_ids: [operator],
          }),
        )
      ).id;
    return { strict: await make(0), loose: await make(1) };
  }

  async function invariants(strict: number, docs: readonly { kind: string; id: number }[]): Promise<void> {
    expect(await withStore(t.database.db, Number(admin.suid), (db) => ledgerMismatches(db))).toEqual([]);
    const below = await inStore<{ qty: string }>(
      sql`select qty::text from stocks where warehouse_id = ${strict} and qty < 0`,
    );
    expect(below).toEqual([]);
    // Each ledger row's balance after it is the running sum of its stock's rows up to it (a document with two
    // lines of one material included).
    const drifted = await inStore<{ id: number }>(
      sql`select id from (
            select id, qty_after, sum(qty_delta) over (partition by warehouse_id, material_id order by id) as running
              from stock_logs) l
           where qty_after <> running`,
    );
    expect(drifted).toEqual([]);
    for (const doc of docs) {
      const [row] = await inStore<{ status: number; lines: number; logged: number }>(
        sql`select d.status,
                   (select count(*)::int from ${sql.raw(`${doc.kind}_lines`)} l where l.doc_id = d.id) as lines,
                   (select count(*)::int from stock_logs g where g.doc_type = ${doc.kind} and g.doc_id = d.id) as logged
              from ${sql.raw(`${doc.kind}s`)} d where d.id = ${doc.id}`,
      );
      expect(row!.logged).toBe(row!.status === 1 ? row!.lines : 0);
    }
  }

  it('keeps every stock equal to its ledger, and never negative where not allowed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 16 }), async (steps) => {
        const { strict, loose } = await warehousePair();
        const docs: { kind: 'inbound' | 'outbound'; id: number; audited: boolean }[] = [];
        for (const s of steps) {
          if (s.kind === 'audit') {
            // Mostly a document still open (an audit is what the rules are about), now and then an audited one.
            const open = s.pick % 5 === 0 ? docs : docs.filter((d) => !d.audited);
            const doc = open[s.pick % Math.max(1, open.length)];
            if (!doc) continue;
            const r = await admin.post(
              `${JXC_API}${doc.kind}/${doc.kind === 'inbound' ? 'Inbound' : 'Outbound'}Audit`,
              { id: doc.id },
            );
            // Audited, refused as audited already, or refused for want of stock: never anything else.
            expect([200, 409]).toContain(r.status);
            if (r.status === 200) doc.audited = true;
            if (r.status === 409) expect(r.body.msg).toMatch(/^(不可以重复审核！|库存不足：)/);
          } else {
            const warehouse = s.negative ? loose : strict;
            const body = {
              warehouse_id: warehouse,
              business_type: s.kind === 'inbound' ? 'other' : 'loss',
              ...(s.kind === 'outbound' ? { operator_id: operator } : {}),
              lines: s.lines.map(([m, qty]) => ({ material_id: materials[m], unit_id: kg, qty, price: 250 })),
            };
            const { id } = await data<{ id: number }>(
              admin.post(`${JXC_API}${s.kind}/${s.kind === 'inbound' ? 'Inbound' : 'Outbound'}Save`, body),
            );
            docs.push({ kind: s.kind, id, audited: false });
          }
          await invariants(strict, docs);
        }
      }),
      { numRuns: 40, seed: Number(process.env.FC_SEED ?? 20261122) },
    );
  }, 180_000);
});
