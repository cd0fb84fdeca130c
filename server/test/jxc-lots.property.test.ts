import { withStore } from '@yanye/framework/server';
import { type Client, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotLedgerMismatches } from '../src/resources/jxc/ledger-checks';
import { Books, data, dayFromToday, docCall, JXC_API, kilogram } from './jxc-support';

/** A step of a warehouse's day with lots: a receipt into a lot, an issue (by expiry or of a lot), an audit or an un-audit. */
type Step =
  | { readonly kind: 'in'; readonly lot: number; readonly qty: number }
  | { readonly kind: 'out'; readonly lot: number | null; readonly qty: number }
  | { readonly kind: 'audit' | 'unaudit'; readonly pick: number };

/** Four lots: the first expired, the others a month apart. */
const LOTS = ['L0', 'L1', 'L2', 'L3'];
const EXPIRES = [-5, 30, 60, 90];

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('in' as const),
    lot: fc.nat({ max: 3 }),
    qty: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({
    kind: fc.constant('out' as const),
    lot: fc.option(fc.nat({ max: 3 }), { freq: 3 }),
    qty: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({ kind: fc.constantFrom('audit' as const, 'unaudit' as const), pick: fc.nat({ max: 50 }) }),
);

const day = dayFromToday;

// A property over random sequences: after every step each lot's stock equals the sum of its ledger rows and is
// never below zero, each row's lot balance is the running sum of its lot's rows, the material's stock is the sum
// of its lots', and an issue by expiry never took from an expired lot.
describe('lot ledgers under random receipts, issues, audits and un-audits (PGlite)', () => {
  let t: TestApp;
  let admin: Client;
  let books: Books;
  let kg: number;
  let operator: number;
  let run = 0;
  beforeAll(async () => {
    t = await startApp('pglite');
    admin = await signedIn(t, 'salt_admin');
    books = new Books(t, admin);
    kg = await kilogram(admin);
    operator = (await data<{ value: number }[]>(admin.get(`${JXC_API}warehouse/WarehouseOperatorList`)))[0]!
      .value;
  });
  afterAll(() => t?.close());

  async function invariants(material: number): Promise<void> {
    expect(await books.mismatches()).toEqual([]);
    expect(await withStore(t.database.db, Number(admin.suid), (db) => lotLedgerMismatches(db))).toEqual({
      byLot: [],
      byMaterial: [],
    });
    const drifted = await books.query<{ id: number }>(
      sql`select id from (
            select id, lot_qty_after, sum(qty_delta) over (partition by warehouse_id, lot_id order by id) as running
              from stock_logs where material_id = ${material}) l
           where lot_qty_after <> running or lot_qty_after < 0`,
    );
    expect(drifted).toEqual([]);
    // What left unpicked left from lots not yet expired.
    const expiredTaken = await books.query<{ id: number }>(
      sql`select g.id from stock_logs g
            join outbound_lines o on o.id = g.line_id
            join lots l on l.id = g.lot_id
           where g.material_id = ${material} and g.doc_type = 'outbound' and g.event = 'post'
             and o.lot_id = 0 and l.lot_no = 'L0'`,
    );
    expect(expiredTaken).toEqual([]);
  }

  it('keeps every lot equal to its ledger and never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        run++;
        const house = (
          await data<{ id: number }>(
            admin.post(`${JXC_API}warehouse/WarehouseSave`, {
              code: `LP${run}`,
              name: `批次性质仓 ${run}`,
              operator_ids: [operator],
            }),
          )
        ).id;
        const material = (
          await data<{ id: number }>(
            admin.post(`${JXC_API}material/MaterialSave`, {
              code: `LPM${run}`,
              name: `批次性质盐 ${run}`,
              unit_id: kg,
              lot_tracked: 1,
            }),
          )
        ).id;
        const lotIds = new Map<number, number>();
        const docs: { kind: 'inbound' | 'outbound'; id: number; audited: boolean }[] = [];
        for (const s of steps) {
          if (s.kind === 'audit' || s.kind === 'unaudit') {
            const open = docs.filter((d) => d.audited === (s.kind === 'unaudit'));
            const doc = open[s.pick % Math.max(1, open.length)];
            if (!doc) continue;
            const body = s.kind === 'audit' ? { id: doc.id } : { id: doc.id, reason: '性质测试' };
            const r = await admin.post(docCall(doc.kind, s.kind === 'audit' ? 'Audit' : 'Unaudit'), body);
            // Done, or refused for want of stock (of the material or of a lot): nothing else.
            if (r.body.status) doc.audited = s.kind === 'audit';
            else expect(r.body.msg).toMatch(/^(库存不足：|不能反审核：)/);
          } else if (s.kind === 'in') {
            const { id } = await data<{ id: number }>(
              admin.post(docCall('inbound', 'Save'), {
                warehouse_id: house,
                business_type: 'other',
                lines: [
                  {
                    material_id: material,
                    unit_id: kg,
                    qty: s.qty,
                    price: 200 + s.lot,
                    lot_no: LOTS[s.lot],
                    produced_at: day(EXPIRES[s.lot]! - 100),
                    expires_at: day(EXPIRES[s.lot]!),
                  },
                ],
              }),
            );
            docs.push({ kind: 'inbound', id, audited: false });
          } else if (s.kind === 'out') {
            // A lot is picked only once a receipt of it was audited (it exists from then on).
            if (s.lot !== null && !lotIds.has(s.lot)) {
              const [row] = await books.query<{ id: string }>(
                sql`select id::text from lots where material_id = ${material} and lot_no = ${LOTS[s.lot]}`,
              );
              if (!row) continue;
              lotIds.set(s.lot, Number(row.id));
            }
            const r = await admin.post(docCall('outbound', 'Save'), {
              warehouse_id: house,
              business_type: 'loss',
              operator_id: operator,
              lines: [
                {
                  material_id: material,
                  unit_id: kg,
                  qty: s.qty,
                  price: 300,
                  ...(s.lot === null ? {} : { lot_id: lotIds.get(s.lot), lot_reason: '性质测试' }),
                },
              ],
            });
            docs.push({ kind: 'outbound', id: (r.body.data as { id: number }).id, audited: false });
          }
          await invariants(material);
        }
      }),
      { numRuns: 25, seed: Number(process.env.FC_SEED ?? 20261129) },
    );
  }, 240_000);
});
