import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPlace, type DbPlace } from '@yanye/framework/testing';
import { API, type LiveEvent } from '@yanye/protocol';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, HttpClient } from './crash/client';
import { openSql, removeBuild, ServerProcess, type Sql } from './crash/server';
import { type LoadCheck, WriteLoad } from './crash/write-load';

/**
 * The console keeps going when its database goes away (docs/operations.md, "When the database goes away"): the
 * real server, a child process on a PostgreSQL database of its own, has its sessions ended under it
 * (`pg_terminate_backend`, as a failover, a pooler's restart or an administrator does) while writers add
 * departments with Idempotency-Keys and a live stream is open, then the database refuses connections for a
 * while. The process lives; a write is answered ok or 503 (and sent again with its key), every write answered
 * ok is there exactly once; the stream brings what was written after the cut; the log says away and back once
 * each; the next requests, the stream and the export worker carry on by themselves.
 */

const MATERIALS = '/v1/jxc/material/MaterialManage';
const EXPORTS = '/v1/seller/export/ExportManage';
const DEPTS = API.jxc.deptTree.path;
const AWAY_MESSAGE = {
  zh: '服务暂时不可用，请稍后重试',
  en: 'The service is briefly unavailable; please try again in a moment',
};

/** Polls `what` until it answers something; undefined after `ms`. */
async function until<T>(what: () => Promise<T | undefined> | T | undefined, ms: number, every = 50) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > end) return undefined;
    await sleep(every);
  }
}

/** The live stream, opened over HTTP as the browser does; the events it brought so far. */
async function openStream(client: HttpClient) {
  const abort = new AbortController();
  const response = await fetch(`${client.base}${API.live.liveStream.path}`, {
    signal: abort.signal,
    headers: client.headers({}),
  });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: LiveEvent[] = [];
  const reader = response
    .body!.pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  let ended = false;
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        if (value.event === 'live') events.push(JSON.parse(value.data) as LiveEvent);
      }
    } catch {
      // Aborted.
    }
    ended = true;
  })();
  return {
    events,
    get ended() {
      return ended;
    },
    close: () => abort.abort(),
  };
}

const expectExactlyOnce = (check: LoadCheck) => {
  expect(check.lost, 'writes answered ok that are not there').toEqual([]);
  expect(check.duplicates, 'writes done twice').toEqual([]);
  expect(check.notOk, 'writes never answered ok').toEqual([]);
  // Ok, or 503 (sent again); never a 500, never a connection closed without an answer.
  expect(Object.keys(check.statuses).filter((s) => s !== '200' && s !== '503')).toEqual([]);
};

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the console when its database goes away (PostgreSQL)',
  () => {
    let place: DbPlace;
    let filesDir: string;
    let server: ServerProcess;
    let sql: Sql;
    /** A connection to the cluster's own database, where the test's database is altered from. */
    let cluster: Sql;
    let store = 0;
    let dbName = '';
    const admin = new HttpClient('');
    const summary: string[] = [];
    let log: { lines: string[]; stop(): void };
    let errors: { lines: string[]; stop(): void };

    /** Ends every session of the console on its database (not the test's own). */
    const endSessions = async () =>
      (
        await sql.query<{ ended: boolean }>(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
        )
      ).length;
    /** An order as the storefront writes it: its trigger raises a live event. */
    const order = (sn: string) =>
      sql.query(
        `insert into orders (supplier_id, order_sn, buyer_name, order_status, goods_amount, pay_amount, pay_time)
       values ($1, $2, '断线顾客', 'pay', 1000, 1000, extract(epoch from now())::bigint)`,
        [store, sn],
      );
    const orderEvent = (stream: { events: LiveEvent[] }, sn: string) =>
      until(() => stream.events.find((e) => e.params.no === sn), 20_000);
    const awayLines = () => log.lines.filter((l) => l.includes('the database went away'));
    const backLines = () => log.lines.filter((l) => l.includes('the database is back'));

    beforeAll(async () => {
      place = await createPlace('postgres');
      filesDir = mkdtempSync(join(tmpdir(), 'yanye-away-files-'));
      server = await ServerProcess.start({ place, filesDir, timeoutMs: 120_000 });
      log = server.collectLines(/the database (went away|is back)/);
      errors = server.collectLines(/"level":(50|60)/);
      admin.base = server.base;
      await admin.login('salt_admin');
      store = Number(admin.suid);
      sql = await openSql(place);
      cluster = await openSql({ ...place, url: process.env.TEST_DATABASE_URL });
      const [row] = await sql.query<{ name: string }>('select current_database() as name');
      dbName = row!.name;
    }, 180_000);

    afterAll(async () => {
      log?.stop();
      errors?.stop();
      if (summary.length > 0) console.log(`database away (PostgreSQL):\n  ${summary.join('\n  ')}`);
      await cluster?.query(`alter database ${dbName} allow_connections true`).catch(() => undefined);
      await cluster?.close();
      await server?.stop().catch(() => undefined);
      await sql?.close();
      await place?.drop();
      if (filesDir) rmSync(filesDir, { recursive: true, force: true });
      removeBuild();
    });

    it('lives through its sessions ended under writes and a stream: each write ok once, the events after the cut brought', async () => {
      const stream = await openStream(admin);
      const load = new WriteLoad(admin, { writers: 6, giveUpMs: 20_000 });
      load.start();
      await until(() => (load.writes.filter((w) => w.ok).length >= 30 ? true : undefined), 30_000);

      const ended = await endSessions();
      expect(ended).toBeGreaterThan(0);
      await order('CUT-1');
      await sleep(400);
      const endedAgain = await endSessions();
      await order('CUT-2');
      await sleep(2000);
      await load.stop();

      expect(server.running, server.tail()).toBe(true);
      const check = await load.check(sql, store);
      expectExactlyOnce(check);
      expect(await orderEvent(stream, 'CUT-1'), 'the event written after the first cut').toBeDefined();
      expect(await orderEvent(stream, 'CUT-2'), 'the event written after the second cut').toBeDefined();
      expect(stream.ended).toBe(false);
      // Told once a cut, not once a request.
      expect(awayLines()).toHaveLength(backLines().length);
      expect(awayLines().length).toBeGreaterThanOrEqual(1);
      expect(awayLines().length).toBeLessThanOrEqual(2);
      // The next requests are served.
      await data(admin.get(DEPTS));
      stream.close();
      summary.push(
        `sessions ended twice (${ended} and ${endedAgain}) under 6 writers: ${check.writes} writes, ${check.ok} ok, ` +
          `${check.sentAgain} sent again; answers ${JSON.stringify(check.statuses)}; ` +
          `log: ${awayLines().length} away, ${backLines().length} back`,
      );
    });

    it('answers 503 in the reader’s language while it cannot connect, says so at /healthz, and carries on by itself', async () => {
      const stream = await openStream(admin);
      const before = { away: awayLines().length, back: backLines().length };
      // An export queued as the database goes: the worker takes it up when it is back.
      const { id: task } = await data(
        admin.post<{ id: number }>(MATERIALS, { _down_excel: 2, _excel_file_name: '断线导出' }),
      );
      const load = new WriteLoad(admin, { writers: 3, giveUpMs: 20_000 });
      load.start();
      await sleep(300);

      // The database takes no connections, and the console's are ended: it is away until allowed again.
      await cluster.query(`alter database ${dbName} allow_connections false`);
      await endSessions();
      const wentAt = Date.now();
      await order('AWAY-1');

      const save = await admin.post('/v1/jxc/dept/DeptSave', { name: '断线时的部门', type: 'office' });
      expect(save.status).toBe(503);
      expect(save.body).toEqual({ status: false, msg: AWAY_MESSAGE.zh, data: null, code: 'UNAVAILABLE' });
      expect(save.headers['retry-after']).toBe('1');
      const en = new HttpClient(server.base);
      Object.assign(en, { token: admin.token, suid: admin.suid, lang: 'en' });
      const read = await en.get(DEPTS);
      expect(read.status).toBe(503);
      expect(read.body.msg).toBe(AWAY_MESSAGE.en);
      const health = await admin.fetchRaw('/healthz');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: false, code: 'UNAVAILABLE', data: { db: 'away' } });
      await sleep(1500);
      expect(server.running, server.tail()).toBe(true);

      await cluster.query(`alter database ${dbName} allow_connections true`);
      const allowedAt = Date.now();
      const healthy = await until(
        async () => ((await admin.fetchRaw('/healthz')).status === 200 ? Date.now() : undefined),
        20_000,
      );
      expect(healthy, 'the console did not come back by itself').toBeDefined();
      await sleep(500);
      await load.stop();

      const check = await load.check(sql, store);
      expectExactlyOnce(check);
      const outage = load.outage(wentAt - 1000);
      expect(outage?.firstOkAfter).toBeDefined();
      expect(await orderEvent(stream, 'AWAY-1'), 'the event written while it was away').toBeDefined();
      expect(stream.ended).toBe(false);
      const done = await until(async () => {
        const [t] = (await data(admin.get<{ id: number; status: number }[]>(EXPORTS))).filter(
          (x) => x.id === task,
        );
        return t && t.status >= 2 ? t : undefined;
      }, 30_000);
      expect(done?.status, 'the export queued as the database went').toBe(2);
      // Once away, once back, however many requests were refused meanwhile.
      expect(awayLines().length - before.away).toBe(1);
      expect(backLines().length - before.back).toBe(1);
      expect(JSON.parse(awayLines().at(-1)!)).toMatchObject({ level: 50, database: 'away' });
      expect(JSON.parse(backLines().at(-1)!)).toMatchObject({ database: 'back' });
      stream.close();
      summary.push(
        `no connections for ${((allowedAt - wentAt) / 1000).toFixed(1)} s under 3 writers: ${check.writes} writes, ` +
          `${check.ok} ok, ${check.sentAgain} sent again; answers ${JSON.stringify(check.statuses)}; ` +
          `healthy ${((healthy! - allowedAt) / 1000).toFixed(1)} s after connections were allowed, writes ok again ` +
          `${(((outage?.firstOkAfter ?? allowedAt) - allowedAt) / 1000).toFixed(1)} s after`,
      );
    });

    it('starts on a database that takes connections only a while later, waiting for it', async () => {
      await cluster.query(`alter database ${dbName} allow_connections false`);
      let saidWaiting: () => void = () => undefined;
      const waiting = new Promise<void>((resolve) => {
        saidWaiting = resolve;
      });
      const starting = ServerProcess.start({
        place,
        filesDir,
        timeoutMs: 120_000,
        onLine: (line) => {
          if (line.includes('waiting for the database')) saidWaiting();
        },
      });
      // The database comes back once the server has found it away and said so (a slow start may take seconds).
      await Promise.race([waiting, starting]);
      await cluster.query(`alter database ${dbName} allow_connections true`);
      const second = await starting;
      try {
        const waited = second
          .tail(200)
          .split('\n')
          .filter((l) => l.includes('waiting for the database'));
        expect(waited).toHaveLength(1);
        expect(JSON.parse(waited[0]!)).toMatchObject({ level: 40 });
        const other = new HttpClient(second.base);
        await other.login('salt_admin');
        await data(other.get(DEPTS));
      } finally {
        await second.stop();
      }
    });

    it('has logged nothing worse than the database going away', () => {
      expect(errors.lines.filter((l) => !l.includes('the database went away'))).toEqual([]);
    });
  },
);
