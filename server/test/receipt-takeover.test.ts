import { randomUUID } from 'node:crypto';
import {
  type Deps,
  doneOnce,
  inStore,
  type ReceiptKey,
  rawRows,
  fingerprintOf as receiptFingerprint,
  toAppError,
  withStore,
  workerName,
} from '@yanye/framework/server';
import { BOTH_DB_KINDS, type Client, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A write's claim taken over (platform/receipts.ts): from a process that is gone or died, or from under a write
// still running, which then rolls back.

const SAVE = '/v1/jxc/dept/DeptSave';

/** Departments of a name in the client's store. */
async function countDepts(t: TestApp, name: string, c: Client): Promise<number> {
  const [row] = await withStore(t.database.db, Number(c.suid), (db) =>
    rawRows<{ n: number }>(db.tx, sql`select count(*)::int as n from departments where name = ${name}`),
  );
  return row!.n;
}

/** The claims of a client's access token. */
const claimsOf = (c: Client) =>
  JSON.parse(Buffer.from(c.token.split('.')[1]!, 'base64url').toString()) as { uid: number; suid: number };

const key = () => randomUUID();

/** The fingerprint a department save is claimed under (receipts.ts). */
const fingerprintOf = (body: Record<string, unknown>) => receiptFingerprint('POST', SAVE, {}, body);

describe.each(BOTH_DB_KINDS)("a write's claim taken over, on %s", (kind) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
  });
  afterAll(() => t?.close());

  it('takes over at once a fresh claim whose process on this host is gone', async () => {
    const name = `已停进程-${kind}`;
    const body = { name, type: 'sales' };
    const k = key();
    const { suid, uid } = claimsOf(admin);
    // A process of this host whose pid is past the kernel's limit: no running process.
    const holder = `${workerName().replace(/:\d+:[0-9a-f]+$/, ':4194305:deadbeef')}/0123456789ab`;
    await t.database.db.execute(
      sql`insert into request_receipts (scope, key, fingerprint, state, claimed_at, holder, expires_at)
          values (${`key:${suid}:${uid}`}, ${k}, ${fingerprintOf(body)}, 'pending', ${t.clock.now}, ${holder},
                  ${t.clock.now + 1000})`,
    );
    const started = Date.now();
    const r = await admin.post(SAVE, body, { headers: { 'idempotency-key': k } });
    expect(r.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await countDepts(t, name, admin)).toBe(1);
  });

  it.each([
    ['in a transaction of its own', false],
    ['in a request’s store session, settled with the COMMIT', true],
  ])(
    'rolls a write back when its claim was taken over meanwhile (%s): the taker’s write is the one done',
    async (_, session) => {
      const name = `被接管-${kind}-${session}`;
      const k: ReceiptKey = {
        scope: `key:${admin.suid}:taken-over`,
        key: key(),
        fingerprint: 'f',
        expiresAt: t.clock.now + 1000,
      };
      const deps = { database: t.database, now: () => t.clock.now } as unknown as Deps;
      const reply = { header: () => reply, status: () => reply } as unknown as FastifyReply;
      const write = doneOnce(deps, reply, [k], async (keep) => {
        // Another request takes the claim over while this one runs...
        await t.database.db.execute(
          sql`update request_receipts set holder = 'elsewhere:1:ab/cd' where key = ${k.key}`,
        );
        // ...so this write, done in its transaction, cannot settle, and its department is not kept.
        const insert = sql`insert into departments (supplier_id, name, type) values (${Number(admin.suid)}, ${name}, 'sales')`;
        if (!session)
          return withStore(t.database.db, Number(admin.suid), async (db) => {
            await db.tx.execute(insert);
            await keep(db.tx, { status: true });
          });
        return inStore(t.database, Number(admin.suid), { readOnly: false }, async (db) => {
          await db.tx.execute(insert);
          await keep(db.tx, { status: true }, db.session);
        });
      });
      const refusal = await write.then(
        () => undefined,
        (error: Error) => toAppError(error),
      );
      expect(refusal).toMatchObject({ code: 'IN_PROGRESS' });
      expect(await countDepts(t, name, admin)).toBe(0);
      // The claim stays the taker's, unsettled.
      const [row] = await rawRows<{ state: string; holder: string }>(
        t.database.db,
        sql`select state, holder from request_receipts where key = ${k.key}`,
      );
      expect(row).toEqual({ state: 'pending', holder: 'elsewhere:1:ab/cd' });
    },
  );

  it('takes over a claim left by a process that died, and runs the write', async () => {
    const name = `遗留-${kind}`;
    const body = { name, type: 'sales' };
    const k = key();
    const fingerprint = fingerprintOf(body);
    const { suid, uid } = claimsOf(admin);
    await t.database.db.execute(
      sql`insert into request_receipts (scope, key, fingerprint, state, claimed_at, expires_at)
          values (${`key:${suid}:${uid}`}, ${k}, ${fingerprint}, 'pending',
                  ${t.clock.now - 600}, ${t.clock.now + 1000})`,
    );
    const r = await admin.post(SAVE, body, { headers: { 'idempotency-key': k } });
    expect(r.status).toBe(200);
    expect(r.raw.headers['idempotent-replayed']).toBeUndefined();
    expect(await countDepts(t, name, admin)).toBe(1);
  });
});
