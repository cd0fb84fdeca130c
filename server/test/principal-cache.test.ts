import { rawRows, withStore } from '@yanye/framework/server';
import {
  Client,
  createPlace,
  DB_KINDS,
  signedIn,
  startApp,
  startAppAt,
  type TestApp,
} from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const GOODS = '/v1/seller/goods/GoodsShowManage';
const STOCK = '/v1/jxc/stock/StockManage';

/**
 * A principal the server keeps between requests is checked against the database in the request's first round
 * trip (platform/principal.ts): a change made behind this server's back (another process, or by hand) counts on
 * the very next request.
 */
describe.each(DB_KINDS)('cached principal on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(() => t?.close());

  /** Runs `statement` in the store of `c`, as another process would. */
  const behindTheBack = (c: Client, statement: ReturnType<typeof sql>) =>
    withStore(t.database.db, Number(c.suid), (db) => db.tx.execute(statement));

  it('refuses a session revoked behind the server’s back on the very next list call', async () => {
    const c = await signedIn(t, 'salt_admin');
    expect((await c.get(GOODS)).status).toBe(200);
    expect((await c.get(GOODS)).status).toBe(200);
    await behindTheBack(c, sql`update sessions set revoked_at = ${t.clock.now} where revoked_at is null`);
    expect((await c.get(GOODS)).status).toBe(401);
  });

  it('refuses a disabled account at once', async () => {
    const c = await signedIn(t, 'clerk', 'xinyan');
    expect((await c.get(STOCK)).status).toBe(200);
    expect((await c.get(STOCK)).status).toBe(200);
    await behindTheBack(c, sql`update accounts set status = 0 where username = 'clerk'`);
    expect((await c.get(STOCK)).status).toBe(401);
    await behindTheBack(c, sql`update accounts set status = 1 where username = 'clerk'`);
  });

  it('applies a permission taken from a role, and one given back, at once', async () => {
    const c = await signedIn(t, 'clerk', 'xinyan');
    expect((await c.get(STOCK)).status).toBe(200);
    const [role] = await withStore(t.database.db, Number(c.suid), (db) =>
      rawRows<{ id: number; api_arr: string[] }>(
        db.tx,
        sql`select r.id, r.api_arr from roles r join account_roles ar on ar.role_id = r.id
              join accounts a on a.id = ar.account_id where a.username = 'clerk'`,
      ),
    );
    await behindTheBack(c, sql`update roles set api_arr = '[]' where id = ${role!.id}`);
    expect((await c.get(STOCK)).status).toBe(403);
    await behindTheBack(
      c,
      sql`update roles set api_arr = ${JSON.stringify(role!.api_arr)} where id = ${role!.id}`,
    );
    expect((await c.get(STOCK)).status).toBe(200);
  });

  it('bumps the store’s principal version on whatever a principal is made of, and on nothing else', async () => {
    const c = await signedIn(t, 'salt_admin');
    const version = async () =>
      (
        await withStore(t.database.db, Number(c.suid), (db) =>
          rawRows<{ v: string | null }>(db.tx, sql`select max(version) as v from auth_versions`),
        )
      )[0]!.v;
    const changes = [
      sql`update accounts set status = status where username = 'clerk'`,
      sql`update account_roles set role_id = role_id`,
      sql`update roles set api_arr = api_arr`,
      sql`update safe_settings set ip_allow_on = ip_allow_on`,
      sql`update suppliers set status = status`,
    ];
    for (const change of changes) {
      const before = await version();
      await behindTheBack(c, change);
      expect(Number(await version()), String(change.queryChunks[0])).toBeGreaterThan(Number(before));
    }
    // A session's own last call, or a store's name, is no part of anyone's principal.
    const before = await version();
    await behindTheBack(c, sql`update sessions set last_seen_at = last_seen_at`);
    await behindTheBack(c, sql`update suppliers set store_name = store_name`);
    expect(await version()).toBe(before);
    // The application role reads its store's version and cannot set it.
    await expect(behindTheBack(c, sql`update auth_versions set version = 0`)).rejects.toThrow();
  });

  it('still signs out a session idle past the store’s limit, and keeps the last call of one in use', async () => {
    const c = await signedIn(t, 'salt_admin');
    expect((await c.get(GOODS)).status).toBe(200);
    // Five minutes, the shortest limit a store may set (a check in the database too).
    await behindTheBack(c, sql`update safe_settings set session_idle_minutes = 5`);
    t.clock.now += 90;
    expect((await c.get(GOODS)).status).toBe(200);
    t.clock.now += 290;
    expect((await c.get(GOODS)).status).toBe(200);
    t.clock.now += 310;
    const r = await c.get(GOODS);
    expect(r.status).toBe(401);
    expect(r.body.msg).toContain('长时间未操作');
    await behindTheBack(c, sql`update safe_settings set session_idle_minutes = 120`);
  });
});

describe.runIf(DB_KINDS.includes('postgres'))('cached principal, two servers on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let place: Awaited<ReturnType<typeof createPlace>>;
  beforeAll(async () => {
    place = await createPlace('postgres');
    a = await startAppAt(place);
    b = await startAppAt(place);
    b.clock.now = a.clock.now;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await place?.drop();
  });

  it('ends on one server a session signed out on the other', async () => {
    const onA = await signedIn(a, 'salt_admin');
    expect((await onA.get(GOODS)).status).toBe(200);
    expect((await onA.get(GOODS)).status).toBe(200);
    const onB = new Client(b, onA.ip);
    onB.token = onA.token;
    onB.suid = onA.suid;
    expect((await onB.get(GOODS)).status).toBe(200);
    expect((await onB.get('/v1/buyer/user/logout')).status).toBe(200);
    expect((await onA.get(GOODS)).status).toBe(401);
  });
});
