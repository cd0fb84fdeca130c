import { API, type RecordHit } from '@yanye/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, members, orders } from '../src/db/schema';
import { withTenant } from '../src/platform/tenancy';
import { type Client, DB_KINDS, type Reply, signedIn, startApp, type TestApp } from './helpers';

const SEARCH = API.search.recordSearch.path;

const hits = (r: Reply<RecordHit[]>): RecordHit[] => {
  expect(r.body.status, r.body.msg).toBe(true);
  return r.body.data as RecordHit[];
};

describe.each(DB_KINDS)('the page search finds records on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let clerk: Client;
  let grain: Client;
  let order: { id: number; orderSn: string };
  let item: { id: number; name: string; code: string };
  let member: { id: number; phone: string };

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
    grain = await signedIn(t, 'grain_admin');
    const store = Number(admin.suid);
    [order, item, member] = await withTenant(t.database.db, store, async (db) => [
      (await db.select({ id: orders.id, orderSn: orders.orderSn }).from(orders).limit(1))[0]!,
      (await db.select({ id: goods.id, name: goods.name, code: goods.code }).from(goods).limit(1))[0]!,
      (await db.select({ id: members.id, phone: members.phone }).from(members).limit(1))[0]!,
    ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('finds an order by the start of its number, in any case', async () => {
    const found = hits(await admin.get(SEARCH, { q: order.orderSn.slice(0, -1).toLowerCase() }));
    expect(found).toContainEqual(
      expect.objectContaining({
        kind: 'order',
        id: order.id,
        title: order.orderSn,
        sub: expect.stringContaining('¥'),
      }),
    );
    expect(found.filter((h) => h.kind === 'order').length).toBeLessThanOrEqual(5);
  });

  it('finds goods by a part of the name or the start of the code, and a member by the start of the phone', async () => {
    const byName = hits(await admin.get(SEARCH, { q: item.name.slice(1, 3) || item.name }));
    expect(byName).toContainEqual(expect.objectContaining({ kind: 'goods', id: item.id, title: item.name }));
    const byCode = hits(await admin.get(SEARCH, { q: item.code }));
    expect(byCode).toContainEqual(expect.objectContaining({ kind: 'goods', id: item.id }));
    const byPhone = hits(await admin.get(SEARCH, { q: member.phone.slice(0, 9) }));
    expect(byPhone).toContainEqual(
      expect.objectContaining({ kind: 'member', id: member.id, sub: member.phone }),
    );
  });

  it('finds only kinds the user may open, and only in their own store', async () => {
    // The warehouse clerk opens neither orders, goods nor members.
    expect(hits(await clerk.get(SEARCH, { q: order.orderSn }))).toEqual([]);
    // The grain store's admin is shown none of the salt store's orders.
    expect(
      hits(await grain.get(SEARCH, { q: order.orderSn })).filter(
        (h) => h.id === order.id && h.kind === 'order',
      ),
    ).toEqual([]);
  });

  it('reads a wildcard as the character typed, and refuses an empty or overlong search in plain words', async () => {
    expect(hits(await admin.get(SEARCH, { q: '%' }))).toEqual([]);
    expect(hits(await admin.get(SEARCH, { q: '_' }))).toEqual([]);
    for (const q of ['   ', 'x'.repeat(41), 'a\u0000b']) {
      const refused = await admin.get(SEARCH, { q });
      expect(refused.status).toBe(400);
      expect(refused.body.status).toBe(false);
      expect(refused.body.msg).not.toBe('');
    }
  });
});
