import { type Client, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Books, data, dayFromToday, docCall, JXC_API, kilogram } from './jxc-support';

/** A sale to a customer (of a lot picked, or by expiry), an audit or an un-audit of one made so far. */
type Step =
  | { readonly kind: 'sale'; readonly customer: number; readonly lot: 0 | 1 | null; readonly qty: number }
  | { readonly kind: 'audit' | 'unaudit'; readonly pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('sale' as const),
    customer: fc.nat({ max: 2 }),
    lot: fc.constantFrom(0 as const, 1 as const, null, null),
    qty: fc.integer({ min: 1, max: 25 }),
  }),
  fc.record({
    kind: fc.constantFrom('audit' as const, 'audit' as const, 'unaudit' as const),
    pick: fc.nat({ max: 40 }),
  }),
);

const day = dayFromToday;

/** A sale as the model keeps it: what its audit took of each lot while it stands. */
interface Sale {
  readonly id: number;
  readonly customer: number;
  readonly lot: 0 | 1 | null;
  readonly qty: number;
  took: [number, number] | null;
}

// A property over random sequences: a model of two lots (FEFO takes the first, which expires first) predicts
// which audits pass; a recall of the first lot then lists exactly the sales whose standing audit took from it,
// with their customers and the quantities taken: what the ledger says, and nothing else.
describe('a recall lists exactly the buyers the ledger says (PGlite)', () => {
  let t: TestApp;
  let admin: Client;
  let books: Books;
  let kg: number;
  let operator: number;
  let buyers: { id: number; name: string }[];
  let run = 0;
  beforeAll(async () => {
    t = await startApp('pglite');
    admin = await signedIn(t, 'salt_admin');
    books = new Books(t, admin);
    kg = await kilogram(admin);
    operator = (await data<{ value: number }[]>(admin.get(`${JXC_API}warehouse/WarehouseOperatorList`)))[0]!
      .value;
    const approved = await data<{ value: number }[]>(
      admin.get(`${JXC_API}customer/CustomerOptions`, { type: 'customer' }),
    );
    buyers = [];
    for (const o of approved.slice(0, 3)) {
      const [row] = await books.query<{ name: string }>(
        sql`select name from customers where id = ${o.value}`,
      );
      buyers.push({ id: o.value, name: row!.name });
    }
  });
  afterAll(() => t?.close());

  it('lists each standing sale of the lot, once, with what it took', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        run++;
        const house = (
          await data<{ id: number }>(
            admin.post(`${JXC_API}warehouse/WarehouseSave`, {
              code: `RP${run}`,
              name: `召回性质仓 ${run}`,
              operator_ids: [operator],
            }),
          )
        ).id;
        const material = (
          await data<{ id: number }>(
            admin.post(`${JXC_API}material/MaterialSave`, {
              code: `RPM${run}`,
              name: `召回性质盐 ${run}`,
              unit_id: kg,
              lot_tracked: 1,
            }),
          )
        ).id;
        const lotNos = [`RP${run}-A`, `RP${run}-B`];
        const receipt = await data<{ id: number }>(
          admin.post(docCall('inbound', 'Save'), {
            warehouse_id: house,
            business_type: 'other',
            lines: lotNos.map((lot_no, i) => ({
              material_id: material,
              unit_id: kg,
              qty: 40,
              price: 300,
              lot_no,
              produced_at: day(-10),
              expires_at: day(30 + i * 30),
            })),
          }),
        );
        await data(admin.post(docCall('inbound', 'Audit'), { id: receipt.id }));
        const lotIds = await Promise.all(
          lotNos.map(async (no) =>
            Number(
              (await books.query<{ id: string }>(sql`select id::text from lots where lot_no = ${no}`))[0]!.id,
            ),
          ),
        );
        const held: [number, number] = [40, 40];
        const sales: Sale[] = [];
        for (const s of steps) {
          if (s.kind === 'sale') {
            const id = (
              await data<{ id: number }>(
                admin.post(docCall('outbound', 'Save'), {
                  warehouse_id: house,
                  business_type: 'sale',
                  operator_id: operator,
                  customer_id: buyers[s.customer]!.id,
                  lines: [
                    {
                      material_id: material,
                      unit_id: kg,
                      qty: s.qty,
                      price: 500,
                      ...(s.lot === null ? {} : { lot_id: lotIds[s.lot] }),
                    },
                  ],
                }),
              )
            ).id;
            sales.push({ id, customer: s.customer, lot: s.lot, qty: s.qty, took: null });
            continue;
          }
          const open = sales.filter((x) => (x.took === null) === (s.kind === 'audit'));
          const sale = open[s.pick % Math.max(1, open.length)];
          if (!sale) continue;
          if (s.kind === 'unaudit') {
            await data(admin.post(docCall('outbound', 'Unaudit'), { id: sale.id, reason: '性质测试' }));
            held[0] += sale.took![0];
            held[1] += sale.took![1];
            sale.took = null;
            continue;
          }
          // The model's audit: the lot picked, or the first lot, then the second.
          const took: [number, number] =
            sale.lot === null
              ? [Math.min(held[0], sale.qty), sale.qty - Math.min(held[0], sale.qty)]
              : sale.lot === 0
                ? [sale.qty, 0]
                : [0, sale.qty];
          const fits = took[0] <= held[0] && took[1] <= held[1];
          const r = await admin.post(docCall('outbound', 'Audit'), { id: sale.id });
          expect(r.body.status, r.body.msg).toBe(fits);
          if (!fits) continue;
          held[0] -= took[0];
          held[1] -= took[1];
          sale.took = took;
        }
        const recalled = await data<{ contacts: number }>(
          admin.post(`${JXC_API}lot/LotRecall`, { id: lotIds[0], reason: '性质测试召回' }),
        );
        const contacts = await data<Record<string, unknown>[]>(
          admin.get(`${JXC_API}recallcontact/RecallContactManage`, { lot_no: lotNos[0]!, limit: 500 }),
        );
        const expected = sales
          .filter((x) => x.took !== null && x.took[0] > 0)
          .map((x): [number, string, number] => [x.id, buyers[x.customer]!.name, x.took![0]]);
        const ids = await books.query<{ outbound_id: string; name: string; qty: string }>(
          sql`select c.outbound_id::text, c.name, c.qty::text from recall_contacts c
                join recalls r on r.id = c.recall_id where r.lot_id = ${lotIds[0]} order by c.outbound_id`,
        );
        expect(ids.map((c) => [Number(c.outbound_id), c.name, Number(c.qty)])).toEqual(
          [...expected].sort((a, b) => a[0] - b[0]),
        );
        expect(recalled.contacts).toBe(expected.length);
        // The recall's contact list says the same.
        expect(contacts).toHaveLength(expected.length);
      }),
      { numRuns: 20, seed: Number(process.env.FC_SEED ?? 20261130) },
    );
  }, 240_000);
});
