import { PAGES, pageByName } from '@yanye/catalog';
import { rawRows, withStore } from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import type { HistoryEntry } from '@yanye/protocol';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const HISTORY = '/v1/seller/operator/RecordHistory';
const CUSTOMER = '/v1/jxc/customer/Customer';
const INBOUND = '/v1/jxc/inbound/Inbound';
const ORDER = '/v1/seller/order/Order';

interface Page {
  rows: HistoryEntry[];
  next: number | null;
}

describe.each(DB_KINDS)("a record's history on %s", (kind) => {
  let t: TestApp;
  let admin: Client;
  let grain: Client;
  let clerk: Client;
  let seq = 0;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
  });
  afterAll(() => t?.close());

  const rows = async <T extends Record<string, unknown>>(who: Client, q: SQL) =>
    withStore(t.database.db, Number(who.suid), (db) => rawRows<T>(db.tx, q));
  const history = async (
    who: Client,
    object: string,
    id: number,
    more: Record<string, unknown> = {},
    lang = 'zh',
  ) => {
    const r = await who.get<Page>(HISTORY, { object, id, ...more }, { lang });
    expect(r.status, r.body.msg).toBe(200);
    return r.body.data as Page;
  };
  /** A new customer of the store, waiting for review (so it may be deleted). */
  const customer = async (who: Client) => {
    seq++;
    const r = await who.post<{ id: number }>(`${CUSTOMER}Save`, {
      name: `历史测试客户${seq}`,
      type: 'customer',
      phone: '13800138000',
      credit_limit: 0,
    });
    expect(r.body.status, r.body.msg).toBe(true);
    return (r.body.data as { id: number }).id;
  };

  it('lists a record edited twice newest first, each entry with its changes, who and when', async () => {
    const id = await customer(admin);
    expect((await admin.post(`${CUSTOMER}Save`, { id, phone: '13900139000' })).body.status).toBe(true);
    expect((await admin.post(`${CUSTOMER}Save`, { id, contact: '王经理' })).body.status).toBe(true);

    const zh = await history(admin, 'Customer', id);
    expect(zh.next).toBeNull();
    expect(zh.rows.map((r) => r.sentence)).toEqual([
      `修改了客户「历史测试客户${seq}」`,
      `修改了客户「历史测试客户${seq}」`,
      `添加了客户「历史测试客户${seq}」`,
    ]);
    const [second, first, created] = zh.rows;
    expect(second!.changes).toEqual([{ field: '联系人', from: '空', to: '王经理' }]);
    expect(first!.changes).toEqual([{ field: '电话', from: '13800138000', to: '13900139000' }]);
    expect(created!.changes).toEqual([]);
    expect(second!.id).toBeGreaterThan(first!.id);
    expect(first!.created_at).toBeGreaterThan(0);
    for (const r of zh.rows) expect(r.by).toContain('salt_admin');

    // In the reader's language: the sentence and the field's label.
    const en = await history(admin, 'Customer', id, {}, 'en');
    expect(en.rows[1]!.sentence).toBe(`Changed customer “历史测试客户${seq}”`);
    expect(en.rows[1]!.changes[0]).toMatchObject({ from: '13800138000', to: '13900139000' });
    expect(en.rows[1]!.changes[0]!.field).not.toBe('电话');

    // Paged by key: one at a time, the next page after the last entry shown.
    const one = await history(admin, 'Customer', id, { limit: 1 });
    expect(one.rows.map((r) => r.id)).toEqual([second!.id]);
    expect(one.next).toBe(second!.id);
    const two = await history(admin, 'Customer', id, { limit: 2, after: one.next });
    expect(two.rows.map((r) => r.id)).toEqual([first!.id, created!.id]);
    expect(two.next).toBeNull();
  });

  it("never shows another store's entries", async () => {
    const id = await customer(admin);
    expect((await admin.post(`${CUSTOMER}Save`, { id, phone: '13700137000' })).body.status).toBe(true);
    expect((await history(admin, 'Customer', id)).rows).toHaveLength(2);
    // The grain store asks for the salt store's record by its id: nothing of the salt store's shows.
    expect(await history(grain, 'Customer', id)).toEqual({ rows: [], next: null });
    // And its own record's history holds only its own writes.
    const own = await customer(grain);
    const mine = await history(grain, 'Customer', own);
    expect(mine.rows).toHaveLength(1);
    expect(mine.rows[0]!.by).toContain('grain_admin');
    expect(await history(admin, 'Customer', own)).toEqual({ rows: [], next: null });
  });

  it('refuses a user who may not read the record, saying so, and answers nothing else', async () => {
    const id = await customer(admin);
    const r = await clerk.get(HISTORY, { object: 'Customer', id });
    expect(r.status).toBe(403);
    expect(r.body.status).toBe(false);
    expect((r.body as { code?: string }).code).toBe('NO_PERMISSION');
    expect(r.body.msg).toContain('无操作权限');
    expect(r.body.msg).toContain('客户');
    expect(r.body.data).toBeNull();
    const en = await clerk.get(HISTORY, { object: 'Customer', id }, { lang: 'en' });
    expect(en.body.msg).toMatch(/permission/i);
    // The clerk reads the documents of the warehouse, and their history with them.
    const [doc] = await rows<{ id: number }>(admin, sql`select id from inbounds order by id limit 1`);
    expect((await clerk.get(HISTORY, { object: 'Inbound', id: doc!.id })).status).toBe(200);
    // What no catalogue entity is, and what is no id, are refused as bad input.
    expect((await admin.get(HISTORY, { object: 'NoSuchThing', id })).status).toBe(400);
    expect((await admin.get(HISTORY, { object: 'Customer', id: 'abc' })).status).toBe(400);
    expect((await admin.get(HISTORY, { object: 'Customer', id, limit: 1000 })).status).toBe(400);
    expect((await admin.get(HISTORY, { object: '', id })).status).toBe(400);
  });

  it('shows a write of several records on each of them, and not on a record whose id is a prefix', async () => {
    // A customer (made here, so deletable) whose id begins with another customer's id: 1 and 12, 3 and 31.
    const existing = new Set(
      (await rows<{ id: number }>(admin, sql`select id from customers`)).map((r) => Number(r.id)),
    );
    let batch: number[] = [];
    let prefix: number | undefined;
    for (let i = 0; i < 300 && prefix === undefined; i++) {
      const id = await customer(admin);
      existing.add(id);
      const shorter = [...existing].find((p) => p !== id && String(id).startsWith(String(p)));
      if (shorter !== undefined) {
        prefix = shorter;
        batch = [id];
      }
    }
    expect(prefix).toBeDefined();
    const other = await customer(admin);
    batch.push(other);
    const del = await admin.post(`${CUSTOMER}Del`, { ids: batch });
    expect(del.body.status, del.body.msg).toBe(true);

    for (const id of batch) {
      const [latest] = (await history(admin, 'Customer', id)).rows;
      expect(latest!.sentence).toMatch(/^删除了客户「历史测试客户\d+、历史测试客户\d+」$/);
    }
    const shorter = await history(admin, 'Customer', prefix!);
    expect(shorter.rows.some((r) => r.sentence.startsWith('删除了'))).toBe(false);
    // The log keeps the list whole, each id an element of it.
    const [kept] = await rows<{ target: string }>(
      admin,
      sql`select target from operator_logs where api = ${`${CUSTOMER}Del`} order by id desc limit 1`,
    );
    expect(kept!.target).toBe(batch.join(','));
  });

  it('answers for every entity of the catalogue: its history, or a refusal, never a failure', async () => {
    const entities = PAGES.flatMap((p) => (p.entity ? [p.entity.name] : []));
    expect(entities.length).toBeGreaterThan(50);
    const seen = new Map<number, number>();
    for (const object of entities) {
      for (const who of [admin, clerk]) {
        const r = await who.get<Page>(HISTORY, { object, id: 1 });
        expect([200, 403], `${object}: ${r.body.msg}`).toContain(r.status);
        seen.set(r.status, (seen.get(r.status) ?? 0) + 1);
      }
    }
    expect(seen.get(200)).toBeGreaterThan(20);
    expect(seen.get(403)).toBeGreaterThan(20);
  });

  it("shows a document's audit and un-audit, with the reason given", async () => {
    const [doc] = await rows<{ id: number; no: string }>(
      admin,
      sql`select id, no from inbounds where status = 0 order by id limit 1`,
    );
    expect((await admin.post(`${INBOUND}Audit`, { id: doc!.id })).body.status).toBe(true);
    const reason = '数量录错，重新录入';
    const un = await admin.post(`${INBOUND}Unaudit`, { id: doc!.id, reason });
    expect(un.body.status, un.body.msg).toBe(true);

    const [unaudit, audit] = (await history(admin, 'Inbound', doc!.id)).rows;
    expect(unaudit!.sentence).toBe(`反审核入库单「${doc!.no}」`);
    expect(unaudit!.changes).toEqual([{ field: '反审核原因', to: reason }]);
    expect(audit!.sentence).toBe(`审核入库单「${doc!.no}」`);
    const en = (await history(admin, 'Inbound', doc!.id, {}, 'en')).rows[0]!;
    expect(en.changes[0]!.to).toBe(reason);
    expect(en.sentence).toContain(doc!.no);
    expect(en.sentence).not.toMatch(/[审核]/);
  });

  it('lets whoever may open a bespoke page of a record read its history: an order, read by its own call', async () => {
    // An order the demo shipped: the log names it `Order`, the entity of the order list.
    const [sent] = await rows<{ target: string }>(
      admin,
      sql`select target from operator_logs where object = 'Order' and api = ${`${ORDER}Send`} order by id limit 1`,
    );
    const id = Number(sent!.target);
    const [shipped] = (await history(admin, 'Order', id)).rows;
    expect(shipped!.sentence).toMatch(/^发货「\d+」$/);
    // The order's page reads it by `/v1/seller/order/info`, and no page calls the engine's `OrderInfo`: the page
    // is what lets a user read the order's history. The clerk may not open it, until their role holds it.
    expect((await clerk.get(HISTORY, { object: 'Order', id })).status).toBe(403);
    const page = pageByName('OrderInfo')!;
    await withStore(t.database.db, Number(clerk.suid), (db) =>
      db.tx.execute(
        sql`update roles set api_arr = api_arr || ${JSON.stringify(page.api)}::jsonb,
                             path_arr = path_arr || ${JSON.stringify([page.path])}::jsonb
             where name = '仓管员'`,
      ),
    );
    const read = await clerk.get<Page>(HISTORY, { object: 'Order', id });
    expect(read.status, read.body.msg).toBe(200);
    expect((read.body.data as Page).rows[0]!.id).toBe(shipped!.id);
  });
});
