import { type Client, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Books, data, docCall, JXC_API, kilogram, kiloMaterial, operatorOf, saveDoc } from './jxc-support';

const NOT_AUDITED = '单据未审核，不能反审核';
const TWICE = '不可以重复审核！';

// Races need real concurrent sessions: PostgreSQL only (PGlite has one session, which serialises everything).
describe.runIf(process.env.TEST_DATABASE_URL)('un-audits racing audits on postgres', () => {
  let t: TestApp;
  let admin: Client;
  let books: Books;
  let kg: number;
  let warehouse: number;
  let operator: number;
  let vendor: number;
  let seq = 0;
  const material = async () => {
    seq++;
    return kiloMaterial(admin, kg, `UNR${seq}`, `并发反审核盐 ${seq}`);
  };
  beforeAll(async () => {
    t = await startApp('postgres');
    admin = await signedIn(t, 'salt_admin');
    books = new Books(t, admin);
    kg = await kilogram(admin);
    // A warehouse of this test's own that refuses negative stock.
    warehouse = (
      await data<{ id: number }>(
        admin.post(`${JXC_API}warehouse/WarehouseSave`, { code: 'UNRACE', name: '反审核并发仓' }),
      )
    ).id;
    const [anyone] = await data<{ value: number }[]>(admin.get(`${JXC_API}warehouse/WarehouseOperatorList`));
    await data(
      admin.post(`${JXC_API}warehouse/WarehouseSave`, { id: warehouse, operator_ids: [anyone!.value] }),
    );
    operator = await operatorOf(admin, warehouse);
    const vendors = await data<{ value: number }[]>(
      admin.get(`${JXC_API}customer/CustomerOptions`, { type: 'vendor' }),
    );
    vendor = vendors[0]!.value;
  });
  afterAll(() => t?.close());

  // An un-audit says why.
  const post = (kind: 'inbound' | 'outbound' | 'purchase', action: string, id: number) =>
    admin.post(docCall(kind, action), action === 'Unaudit' ? { id, reason: '竞争测试' } : { id });

  it('reverses a document once when 20 un-audits of it race; the others are told it is not audited', async () => {
    const salt = await material();
    const id = await saveDoc(admin, 'inbound', { warehouse, kg }, [[salt, 100, 250]]);
    await data(post('inbound', 'Audit', id));
    const replies = await Promise.all(Array.from({ length: 20 }, () => post('inbound', 'Unaudit', id)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.status !== 200);
    expect(new Set(refused.map((r) => `${r.status} ${r.body.msg}`))).toEqual(new Set([`409 ${NOT_AUDITED}`]));
    expect(await books.stock(warehouse, salt)).toEqual({ qty: 0, amount: 0 });
    expect((await books.ledger('inbound', id)).map((r) => r.event)).toEqual(['post', 'reverse']);
  });

  it('keeps a document’s ledger exact when its audits and un-audits race', async () => {
    const salt = await material();
    const id = await saveDoc(admin, 'inbound', { warehouse, kg }, [[salt, 40, 300]]);
    await data(post('inbound', 'Audit', id));
    const calls = Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? 'Unaudit' : 'Audit'));
    const replies = await Promise.all(calls.map((action) => post('inbound', action, id)));
    const ok = (action: string) => calls.filter((a, i) => a === action && replies[i]!.status === 200).length;
    for (const [i, r] of replies.entries())
      if (r.status !== 200) expect(r.body.msg, calls[i]).toBe(calls[i] === 'Audit' ? TWICE : NOT_AUDITED);
    const status = await books.status('inbound', id);
    // Each audit that went through was after an un-audit that did, and the other way round.
    expect(status).toBe(1 + ok('Audit') - ok('Unaudit'));
    const ledger = await books.ledger('inbound', id);
    expect(ledger.filter((r) => r.event === 'post')).toHaveLength(1 + ok('Audit'));
    expect(ledger.filter((r) => r.event === 'reverse')).toHaveLength(ok('Unaudit'));
    expect(await books.stock(warehouse, salt)).toEqual({ qty: 40 * status, amount: 12_000 * status });
    expect(await books.mismatches()).toEqual([]);
  });

  it('never lets a receipt’s un-audit and outbound audits taking its stock go below zero', async () => {
    for (let round = 0; round < 4; round++) {
      const salt = await material();
      const first = await saveDoc(admin, 'inbound', { warehouse, kg }, [[salt, 100, 200]]);
      const second = await saveDoc(admin, 'inbound', { warehouse, kg }, [[salt, 30, 200]]);
      await data(post('inbound', 'Audit', first));
      await data(post('inbound', 'Audit', second));
      const outs: number[] = [];
      for (let i = 0; i < 10; i++)
        outs.push(await saveDoc(admin, 'outbound', { warehouse, kg, operator }, [[salt, 10, 0]]));
      const calls = [
        ...outs.map((id) => () => post('outbound', 'Audit', id)),
        () => post('inbound', 'Unaudit', first),
        () => post('inbound', 'Unaudit', second),
      ];
      // The un-audits go in at different places each round.
      calls.splice(round * 3, 0, calls.pop()!);
      const replies = await Promise.all(calls.map((c) => c()));
      for (const r of replies.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(409);
        expect(r.body.msg).toMatch(
          /^(库存不足：|不能反审核：并发反审核盐 \d+ 在 反审核并发仓 的库存已被出库)/,
        );
      }
      const kept =
        (await books.status('inbound', first)) * 100 + (await books.status('inbound', second)) * 30;
      let taken = 0;
      for (const id of outs) taken += (await books.status('outbound', id)) * 10;
      const stock = await books.stock(warehouse, salt);
      expect(stock.qty).toBe(kept - taken);
      expect(stock.qty).toBeGreaterThanOrEqual(0);
      expect(await books.mismatches()).toEqual([]);
    }
  });

  it('lets either a purchase order’s un-audit or its receipt win a race, never both', async () => {
    for (let i = 0; i < 5; i++) {
      const salt = await material();
      const { id } = await data<{ id: number }>(
        admin.post(`${JXC_API}purchase/PurchaseSave`, {
          vendor_id: vendor,
          warehouse_id: warehouse,
          lines: [{ material_id: salt, unit_id: kg, qty: 50, price: 180 }],
        }),
      );
      await data(post('purchase', 'Audit', id));
      const [back, receipt] = await Promise.all([
        post('purchase', 'Unaudit', id),
        post('purchase', 'Receive', id),
      ]);
      expect([back.status, receipt.status].filter((s) => s === 200)).toHaveLength(1);
      const receipts = await books.query<{ no: string }>(
        sql`select no from inbounds where purchase_id = ${id}`,
      );
      if (back.status === 200) {
        expect(receipt.body.msg).toBe('采购订单未审核，不能入库');
        expect(receipts).toEqual([]);
        expect(await books.status('purchase', id)).toBe(0);
      } else {
        expect(back.body.msg).toBe(
          `采购订单已有入库单 ${receipts[0]!.no}，不能反审核：请先删除这些入库单（已审核的先反审核）`,
        );
        expect(await books.status('purchase', id)).toBe(1);
      }
    }
  });

  it('lets either a customer’s un-audit or a draft naming it win a race, never both', async () => {
    const salt = await material();
    for (let i = 0; i < 5; i++) {
      const { id } = await data<{ id: number }>(
        admin.post(`${JXC_API}customer/CustomerSave`, { name: `并发客户 ${i}`, type: 'customer' }),
      );
      await data(admin.post(`${JXC_API}customer/CustomerAudit`, { id, result: 'approved' }));
      const draft = {
        warehouse_id: warehouse,
        business_type: 'sale',
        operator_id: operator,
        customer_id: id,
        lines: [{ material_id: salt, unit_id: kg, qty: 1, price: 0 }],
      };
      const [back, saved] = await Promise.all([
        admin.post(`${JXC_API}customer/CustomerUnaudit`, { id, reason: '竞争测试' }),
        admin.post(`${JXC_API}outbound/OutboundSave`, draft),
      ]);
      expect([back.status, saved.status].filter((s) => s === 200)).toHaveLength(1);
      const [customer] = await books.query<{ status: string }>(
        sql`select status from customers where id = ${id}`,
      );
      const drafts = await books.query<{ id: number }>(
        sql`select id from outbounds where customer_id = ${id} and status = 0`,
      );
      expect(customer!.status === 'pending' ? drafts : []).toEqual([]);
      expect(drafts.length).toBe(saved.status === 200 ? 1 : 0);
    }
  });
});
