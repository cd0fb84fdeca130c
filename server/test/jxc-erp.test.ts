import { loadConfig, rawRows, withStore } from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  type FakeService,
  fakeService,
  readOutbox,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ERP_ATTEMPTS, retryDelay } from '../src/resources/jxc/erp-delivery';

const SEND = '/v1/jxc/inbound/InboundSend';

describe.each(DB_KINDS)('pushing inbound documents to an ERP over HTTP on %s', (kind) => {
  let t: TestApp;
  let erp: FakeService;
  let admin: Client;
  let failing = true;
  beforeAll(async () => {
    erp = await fakeService(() =>
      failing ? { status: 503, body: { error: 'busy' } } : { status: 201, body: { ok: true } },
    );
    t = await startApp(kind, {
      workers: true,
      workerPollMs: 60_000,
      env: { ERP_MODE: 'http', ERP_URL: `${erp.url}/api/inbound`, ERP_TOKEN: 'erp-secret' },
    });
    admin = await signedIn(t, 'salt_admin');
  });
  afterAll(async () => {
    await t?.close();
    await erp?.close();
  });

  const inStore = <T>(query: ReturnType<typeof sql>) =>
    withStore(t.database.db, Number(admin.suid), (db) => rawRows<T>(db.tx, query));
  const state = async (id: number) => {
    const [row] = await inStore<{
      send_status: string;
      status: string;
      attempts: number;
      last_error: string;
    }>(
      sql`select i.send_status, o.status, o.attempts, o.last_error from inbounds i
            join erp_outbox o on o.supplier_id = i.supplier_id and o.doc_type = 'inbound' and o.doc_id = i.id
           where i.id = ${id}`,
    );
    return row!;
  };

  it('tries again later while the ERP is down, then delivers once, by document number', async () => {
    const [doc] = await inStore<{ id: number; no: string }>(
      sql`select id::int as id, no from inbounds where status = 1 and send_status = 'none' order by id limit 1`,
    );
    expect((await admin.post(SEND, { id: doc!.id })).status).toBe(200);
    expect(await t.app.erpWorker!.tick()).toBe(true);
    expect(await state(doc!.id)).toMatchObject({
      send_status: 'pending',
      status: 'pending',
      attempts: 1,
      last_error: expect.stringContaining('HTTP 503'),
    });
    // Not due again until the delay has passed.
    expect(await t.app.erpWorker!.tick()).toBe(false);
    t.clock.now += retryDelay(1) + 1;
    failing = false;
    expect(await t.app.erpWorker!.tick()).toBe(true);
    expect(await state(doc!.id)).toMatchObject({ send_status: 'sent', status: 'sent' });
    const pushes = erp.requests.filter((r) => JSON.parse(r.body).no === doc!.no);
    expect(pushes).toHaveLength(2);
    expect(pushes[1]!.headers['idempotency-key']).toBe(`xinyan:${doc!.no}`);
    expect(pushes[1]!.headers.authorization).toBe('Bearer erp-secret');
    expect(JSON.parse(pushes[1]!.body)).toMatchObject({
      store: 'xinyan',
      type: 'inbound',
      no: doc!.no,
      lines: expect.any(Array),
    });
    // Nothing recorded locally in HTTP mode.
    expect(await readOutbox(t, 'erp')).toEqual([]);
  });

  it(`gives up after ${MAX_ERP_ATTEMPTS} attempts, says so, and may be pushed again`, async () => {
    failing = true;
    const [doc] = await inStore<{ id: number }>(
      sql`select id::int as id from inbounds where status = 1 and send_status = 'none' order by id limit 1`,
    );
    await admin.post(SEND, { id: doc!.id });
    for (let attempt = 1; attempt <= MAX_ERP_ATTEMPTS; attempt++) {
      expect(await t.app.erpWorker!.tick()).toBe(true);
      t.clock.now += retryDelay(attempt) + 1;
    }
    expect(await state(doc!.id)).toMatchObject({
      send_status: 'failed',
      status: 'failed',
      attempts: MAX_ERP_ATTEMPTS,
    });
    expect(await t.app.erpWorker!.tick()).toBe(false);
    failing = false;
    // Two hours have passed on the server's clock: the session is signed in again.
    admin = await signedIn(t, 'salt_admin');
    expect((await admin.post(SEND, { id: doc!.id })).status).toBe(200);
    expect(await t.app.erpWorker!.tick()).toBe(true);
    expect(await state(doc!.id)).toMatchObject({ send_status: 'sent' });
  });

  it('refuses to start in HTTP mode without the ERP address', () => {
    expect(() => loadConfig({ ERP_MODE: 'http' })).toThrow(/ERP_URL: required when ERP_MODE=http/);
  });
});
