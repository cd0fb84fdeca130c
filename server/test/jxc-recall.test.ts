import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Books, data, dayFromToday, docCall, JXC_API, kilogram } from './jxc-support';

// A recall of a lot in one step (docs/inventory.md, "Lots, expiry and recalls"), through the API.

interface Option {
  value: number;
  label: string;
}

const day = dayFromToday;

describe.each(DB_KINDS)('recalls on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let books: Books;
  let kg: number;
  let house: number;
  let operator: number;
  let buyers: { id: number; name: string; phone: string; address: string }[];

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    books = new Books(t, admin);
    kg = await kilogram(admin);
    operator = (await data<Option[]>(admin.get(`${JXC_API}warehouse/WarehouseOperatorList`)))[0]!.value;
    house = (
      await data<{ id: number }>(
        admin.post(`${JXC_API}warehouse/WarehouseSave`, {
          code: 'RECALL',
          name: '召回测试仓',
          operator_ids: [operator],
        }),
      )
    ).id;
    const approved = await data<Option[]>(
      admin.get(`${JXC_API}customer/CustomerOptions`, { type: 'customer' }),
    );
    buyers = [];
    for (const o of approved.slice(0, 3)) {
      const [row] = await books.query<{ name: string; phone: string; address: string }>(
        sql`select name, phone, address from customers where id = ${o.value}`,
      );
      buyers.push({ id: o.value, ...row! });
    }
  });
  afterAll(() => t?.close());

  const outbound = async (material: number, customer: number, qty: number, lot?: number) =>
    (
      await data<{ id: number }>(
        admin.post(docCall('outbound', 'Save'), {
          warehouse_id: house,
          business_type: 'sale',
          operator_id: operator,
          customer_id: customer,
          lines: [{ material_id: material, unit_id: kg, qty, price: 400, ...(lot ? { lot_id: lot } : {}) }],
        }),
      )
    ).id;

  it('blocks a lot, lists every customer its outbound ledger reached, and records the contacting', async () => {
    const material = (
      await data<{ id: number }>(
        admin.post(`${JXC_API}material/MaterialSave`, {
          code: 'RC1',
          name: '召回测试盐',
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
          ['RC-A', 50, 40],
          ['RC-B', 50, 200],
        ].map(([lot_no, qty, expires]) => ({
          material_id: material,
          unit_id: kg,
          qty,
          price: 300,
          lot_no,
          produced_at: day(-20),
          expires_at: day(Number(expires)),
        })),
      }),
    );
    await data(admin.post(docCall('inbound', 'Audit'), { id: receipt.id }));
    const [a, b] = [
      Number(
        (await books.query<{ id: string }>(sql`select id::text from lots where lot_no = 'RC-A'`))[0]!.id,
      ),
      Number(
        (await books.query<{ id: string }>(sql`select id::text from lots where lot_no = 'RC-B'`))[0]!.id,
      ),
    ];
    const [c1, c2, c3] = buyers as [(typeof buyers)[0], (typeof buyers)[0], (typeof buyers)[0]];
    // By expiry (RC-A), picked RC-A, picked RC-B, and one of RC-A taken back by an un-audit.
    const byExpiry = await outbound(material, c1.id, 5);
    const picked = await outbound(material, c2.id, 3, a);
    const other = await outbound(material, c3.id, 4, b);
    const undone = await outbound(material, c3.id, 2, a);
    for (const id of [byExpiry, picked, other, undone])
      await data(admin.post(docCall('outbound', 'Audit'), { id }));
    await data(admin.post(docCall('outbound', 'Unaudit'), { id: undone, reason: '客户取消' }));
    const draft = await outbound(material, c1.id, 1, a);

    const recalled = await admin.post(`${JXC_API}lot/LotRecall`, { id: a, reason: '供应商通知碘含量超标' });
    expect(recalled.body.msg).toBe('已召回批次 RC-A：批次已封存，2 笔发货的收货人待联系');
    const contacts = await data<Record<string, unknown>[]>(
      admin.get(`${JXC_API}recallcontact/RecallContactManage`, { lot_no: 'RC-A' }),
    );
    const noOf = async (id: number) =>
      (await books.query<{ no: string }>(sql`select no from outbounds where id = ${id}`))[0]!.no;
    expect(contacts.map((r) => [r.doc_no, r.name, r.phone, r.address, Number(r.qty), r.contacted])).toEqual([
      [await noOf(byExpiry), c1.name, c1.phone, c1.address, 5, 0],
      [await noOf(picked), c2.name, c2.phone, c2.address, 3, 0],
    ]);
    // Blocked: a draft picking it and a new pick are refused, and no outbound takes it by expiry.
    expect((await admin.post(docCall('outbound', 'Audit'), { id: draft })).body.msg).toBe(
      '第 1 行：批次 RC-A 已召回封存，不能出库',
    );
    const next = await outbound(material, c1.id, 2);
    await data(admin.post(docCall('outbound', 'Audit'), { id: next }));
    const taken = await books.query<{ lot_no: string }>(
      sql`select l.lot_no from stock_logs g join lots l on l.id = g.lot_id where g.doc_type = 'outbound' and g.doc_id = ${next}`,
    );
    expect(taken).toEqual([{ lot_no: 'RC-B' }]);
    // A second recall of the lot while one is open is refused.
    expect((await admin.post(`${JXC_API}lot/LotRecall`, { id: a, reason: '再次召回' })).body.status).toBe(
      false,
    );
    // The deliveries list says the same, and who has been reached is kept.
    const delivered = await data<Record<string, unknown>[]>(
      admin.get(`${JXC_API}lotdelivery/LotDeliveryManage`, { lot_no: 'RC-A' }),
    );
    // (newest first)
    expect(delivered.map((r) => [r.customer, Number(r.delivered_qty)]).reverse()).toEqual([
      [c1.name, 5],
      [c2.name, 3],
    ]);
    const contactId = Number(contacts[0]!.id);
    await data(
      admin.post(`${JXC_API}recallcontact/RecallContactContacted`, {
        ids: [contactId],
        channel: 'phone',
        note: '已通知退货',
      }),
    );
    const [recall] = await data<Record<string, unknown>[]>(
      admin.get(`${JXC_API}recall/RecallManage`, { lot_no: 'RC-A' }),
    );
    expect(recall).toMatchObject({
      reason: '供应商通知碘含量超标',
      contacts: 2,
      contacted: 1,
      status: 'open',
    });
    await data(admin.post(`${JXC_API}recall/RecallClose`, { id: recall!.id, note: '两家客户均已退回' }));
    const [status] = await books.query<{ status: string }>(sql`select status from lots where id = ${a}`);
    expect(status).toEqual({ status: 'blocked' });
    const logged = await books.query<{ api: string }>(
      sql`select api from operator_logs where api like '%/LotRecall' or api like '%/RecallClose'
            or api like '%/RecallContactContacted' order by id`,
    );
    expect(logged.map((l) => l.api.split('/').pop())).toEqual([
      'LotRecall',
      'RecallContactContacted',
      'RecallClose',
    ]);
  });
});
