import { randomUUID } from 'node:crypto';
import { rawRows, withStore } from '@yanye/framework/server';
import {
  BOTH_DB_KINDS,
  Client,
  createPlace,
  type Reply,
  readOutbox,
  signedIn,
  startApp,
  startAppAt,
  type TestApp,
  xlsx,
} from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SAVE = '/v1/jxc/dept/DeptSave';
const SEND = '/v1/public/verify/verifysend';

/** Departments of a name in the stores of the given clients. */
async function countDepts(t: TestApp, name: string, ...clients: Client[]): Promise<number> {
  let n = 0;
  for (const c of new Set(clients.map((x) => Number(x.suid)))) {
    const [row] = await withStore(t.database.db, c, (db) =>
      rawRows<{ n: number }>(db.tx, sql`select count(*)::int as n from departments where name = ${name}`),
    );
    n += row!.n;
  }
  return n;
}

const key = () => randomUUID();

/** The id a save answered. */
const idOf = (r: Reply) => (r.body.data as { id: number }).id;

describe.each(BOTH_DB_KINDS)('replays and double submits on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
  });
  afterAll(() => t?.close());

  it('answers a write replayed byte for byte with its first answer, and makes one record (F4)', async () => {
    const name = `复放-${kind}`;
    const timestamp = t.clock.now - 5;
    const first = await admin.post<{ id: number }>(SAVE, { name, type: 'sales' }, { timestamp });
    expect(first.status).toBe(200);
    expect(first.raw.headers['idempotent-replayed']).toBeUndefined();
    const again = await admin.post<{ id: number }>(SAVE, { name, type: 'sales' }, { timestamp });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.raw.headers['idempotent-replayed']).toBe('true');
    expect(await countDepts(t, name, admin)).toBe(1);
  });

  it('takes equal writes from two sessions in the same second as two writes', async () => {
    const name = `两会话-${kind}`;
    const other = await signedIn(t, 'salt_admin');
    const timestamp = t.clock.now - 7;
    expect((await admin.post(SAVE, { name, type: 'sales' }, { timestamp })).status).toBe(200);
    expect((await other.post(SAVE, { name, type: 'sales' }, { timestamp })).status).toBe(200);
    expect(await countDepts(t, name, admin, other)).toBe(2);
  });

  it('refuses a replayed public write from the same address and sends one code', async () => {
    const c = new Client(t, '198.18.200.1');
    const timestamp = t.clock.now - 3;
    const phone = '13800010001';
    const before = (await readOutbox(t, 'sms')).filter((m) => m.recipient === phone).length;
    expect((await c.post(SEND, { phone }, { timestamp })).status).toBe(200);
    const again = await c.post(SEND, { phone }, { timestamp, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      status: false,
      code: 'CONFLICT',
      msg: 'This request was already carried out; it was not repeated',
    });
    const after = (await readOutbox(t, 'sms')).filter((m) => m.recipient === phone).length;
    expect(after - before).toBe(1);
  });

  it('does an action once for one Idempotency-Key, also when it is retried later with a new sign', async () => {
    const name = `幂等-${kind}`;
    const headers = { 'idempotency-key': key() };
    const first = await admin.post<{ id: number }>(SAVE, { name, type: 'sales' }, { headers });
    t.clock.now += 20;
    const retry = await admin.post<{ id: number }>(SAVE, { name, type: 'sales' }, { headers });
    expect(retry.status).toBe(200);
    expect(idOf(retry)).toBe(idOf(first));
    expect(retry.raw.headers['idempotent-replayed']).toBe('true');
    expect(await countDepts(t, name, admin)).toBe(1);
  });

  it('keeps a key per user: another user’s equal key is a request of its own', async () => {
    const name = `各自-${kind}`;
    const headers = { 'idempotency-key': key() };
    const grain = await signedIn(t, 'grain_admin');
    expect((await admin.post(SAVE, { name, type: 'sales' }, { headers })).status).toBe(200);
    expect((await grain.post(SAVE, { name, type: 'sales' }, { headers })).status).toBe(200);
    expect(await countDepts(t, name, admin, grain)).toBe(2);
  });

  it('refuses a key sent again with another request (422) and a malformed key (400)', async () => {
    const headers = { 'idempotency-key': key() };
    expect((await admin.post(SAVE, { name: `甲-${kind}`, type: 'sales' }, { headers })).status).toBe(200);
    const other = await admin.post(SAVE, { name: `乙-${kind}`, type: 'sales' }, { headers, lang: 'en' });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      code: 'KEY_REUSED',
      msg: 'This Idempotency-Key was already used for a different request',
    });
    expect(await countDepts(t, `乙-${kind}`, admin)).toBe(0);
    for (const bad of ['short', 'x'.repeat(129), 'has space in it', '键键键键键键键键']) {
      const r = await admin.post(
        SAVE,
        { name: `丙-${kind}`, type: 'sales' },
        { headers: { 'idempotency-key': bad } },
      );
      expect(r.status, bad).toBe(400);
      expect(r.body).toMatchObject({ status: false, code: 'BAD_INPUT' });
    }
    expect(await countDepts(t, `丙-${kind}`, admin)).toBe(0);
  });

  it('keeps no answer of a refused write: the same key runs again once the refusal is gone', async () => {
    const headers = { 'idempotency-key': key() };
    const body = { name: `循环-${kind}`, type: 'sales', parent_id: 999_999_999 };
    const refused = await admin.post(SAVE, body, { headers });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const again = await admin.post(SAVE, body, { headers });
    expect(again.status).toBe(refused.status);
    expect(again.raw.headers['idempotent-replayed']).toBeUndefined();
    expect(await countDepts(t, body.name, admin)).toBe(0);
  });

  it('makes one record of 20 identical saves racing, with one key or byte for byte (F9)', async () => {
    const name = `连点-${kind}`;
    const headers = { 'idempotency-key': key() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.post<{ id: number }>(SAVE, { name, type: 'sales' }, { headers, timestamp: t.clock.now - i }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map(idOf)).size).toBe(1);
    expect(await countDepts(t, name, admin)).toBe(1);

    const twin = `同包-${kind}`;
    const timestamp = t.clock.now - 11;
    const same = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.post<{ id: number }>(SAVE, { name: twin, type: 'sales' }, { timestamp }),
      ),
    );
    expect(same.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await countDepts(t, twin, admin)).toBe(1);
  });

  it('takes an upload’s file into account: two sheets in one second are two imports, one sheet sent twice is one', async () => {
    const U = '/v1/jxc/materialunit/MaterialUnitManage';
    const sheet = (name: string) =>
      xlsx([
        ['单位名称', '基本单位', '换算比例', '小数位数'],
        [name, '否', 1, 0],
      ]);
    const timestamp = t.clock.now - 13;
    const one = await admin.upload(
      U,
      'a.xlsx',
      await sheet(`甲袋${kind[0]}`),
      { _excel_import: '1' },
      { timestamp },
    );
    // One file, sent twice: a sheet made again may differ in its bytes (its creation time is in it).
    const b = await sheet(`乙袋${kind[0]}`);
    const two = await admin.upload(U, 'b.xlsx', b, { _excel_import: '1' }, { timestamp });
    expect([one.status, two.status], `${one.body.msg} / ${two.body.msg}`).toEqual([200, 200]);
    expect(two.raw.headers['idempotent-replayed']).toBeUndefined();
    const again = await admin.upload(U, 'b.xlsx', b, { _excel_import: '1' }, { timestamp });
    expect(again.raw.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(two.body);
    const units = await admin.get<{ name: string }[]>(U, { name: `袋${kind[0]}` });
    expect((units.body.data as { name: string }[]).map((u) => u.name).sort()).toEqual(
      [`乙袋${kind[0]}`, `甲袋${kind[0]}`].sort(),
    );
  });
});

describe.runIf(BOTH_DB_KINDS.includes('postgres'))('receipts across server processes (PostgreSQL)', () => {
  it('answers a key used on one process with the first answer on another', async () => {
    const place = await createPlace('postgres');
    const a = await startAppAt(place);
    const b = await startAppAt(place);
    try {
      const onA = await signedIn(a, 'salt_admin');
      const onB = new Client(b, onA.ip);
      Object.assign(onB, { token: onA.token, suid: onA.suid });
      b.clock.now = a.clock.now;
      const headers = { 'idempotency-key': key() };
      const name = '两进程';
      const answers = await Promise.all([
        onA.post<{ id: number }>(SAVE, { name, type: 'sales' }, { headers }),
        onB.post<{ id: number }>(SAVE, { name, type: 'sales' }, { headers }),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(idOf(answers[0]!)).toBe(idOf(answers[1]!));
      expect(await countDepts(a, name, onA)).toBe(1);
    } finally {
      await a.close();
      await b.close();
      await place.drop();
    }
  });
});
