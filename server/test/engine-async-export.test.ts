import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rawRows, withStore } from '@yanye/framework/server';
import {
  type Client,
  createPlace,
  DB_KINDS,
  readXlsx,
  signedIn,
  startApp,
  startAppAt,
  type TestApp,
} from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/paths';

const rowCount = async (raw: Buffer) => (await readXlsx(raw)).worksheets[0]!.rowCount;

const GOODS_API = '/v1/seller/goods/';

interface Task {
  id: number;
  title: string;
  status: number;
  rows: number;
  excel: string;
}

async function tasks(c: Client): Promise<Task[]> {
  const r = await c.get<Task[]>('/v1/seller/export/ExportManage');
  if (!r.body.status) throw new Error(r.body.msg);
  return r.body.data;
}

async function until<T>(what: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(DB_KINDS)('async export on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp(kind, { workers: true, workerPollMs: 3_600_000 });
    admin = await signedIn(t, 'salt_admin');
  });
  afterAll(() => t?.close());

  it('queues a task, runs it once, and serves the file by its signed link', async () => {
    const r = await admin.post<{ id: number }>(`${GOODS_API}GoodsShowManage`, {
      _down_excel: 2,
      _excel_file_name: '在售含盐商品',
      _excel_down_culumns: 'name,price',
      name: '盐',
    });
    expect(r.body).toMatchObject({ status: true, msg: '导出任务已创建，完成后可在导出列表中下载' });
    expect((await tasks(admin))[0]).toMatchObject({ title: '在售含盐商品', status: 0, excel: '' });

    const worker = t.app.exportWorker!;
    expect(await worker.tick()).toBe(true);
    expect(await worker.tick()).toBe(false);

    const [done] = await tasks(admin);
    const [expected] = await withStore(t.database.db, Number(admin.suid), (db) =>
      rawRows<{ n: number }>(
        db.tx,
        sql`select count(*)::int as n from goods where is_show = 1 and name ilike '%盐%'`,
      ),
    );
    expect(done).toMatchObject({ status: 2, rows: expected!.n });
    expect(done!.excel).toMatch(/^\/files\/export\//);
    const file = await t.app.inject({ url: done!.excel });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('在售含盐商品'));
    expect(await rowCount(file.rawPayload)).toBe(expected!.n + 1);

    const tampered = await t.app.inject({ url: done!.excel.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(tampered.statusCode).toBe(404);
    const clerk = await signedIn(t, 'clerk', 'xinyan');
    expect(await tasks(clerk)).toEqual([]);
  });

  it('runs a task an earlier release queued, once its migration has moved the chosen columns out of the question', async () => {
    const suid = Number(admin.suid);
    const params = {
      query: { name: '盐', _excel_down_culumns: 'name, price' },
      fileName: '升级前的任务',
      lang: 'zh',
    };
    const moved = readFileSync(join(MIGRATIONS_DIR, '0034_export_columns.sql'), 'utf8').split(
      '--> statement-breakpoint',
    );
    const [task] = await withStore(t.database.db, suid, async (db) => {
      const [row] = await rawRows<{ id: number }>(
        db.tx,
        sql`insert into export_tasks (supplier_id, account_id, title, api, params)
            select ${suid}, id, '升级前的任务', ${`${GOODS_API}GoodsShowManage`}, ${JSON.stringify(params)}::jsonb
            from accounts where supplier_id = ${suid} order by id limit 1 returning id::int`,
      );
      for (const statement of moved) await rawRows(db.tx, sql.raw(statement));
      return rawRows<{ params: unknown }>(db.tx, sql`select params from export_tasks where id = ${row!.id}`);
    });
    expect(task!.params).toEqual({
      query: { name: '盐' },
      columns: ['name', 'price'],
      fileName: '升级前的任务',
      lang: 'zh',
    });
    while (await t.app.exportWorker!.tick());
    const [done] = (await tasks(admin)).filter((x) => x.title === '升级前的任务');
    expect(done).toMatchObject({ status: 2 });
    const sheet = (await readXlsx((await t.app.inject({ url: done!.excel })).rawPayload)).worksheets[0]!;
    expect(sheet.getRow(1).cellCount).toBe(2);
    expect((await admin.post('/v1/seller/export/ExportDel', { id: done!.id })).status).toBe(200);
  });

  it('ends a download link when the session that listed it signs out (F10)', async () => {
    const me = await signedIn(t, 'salt_admin');
    await me.post(`${GOODS_API}GoodsShowManage`, { _down_excel: 2, _excel_file_name: '退出后失效' });
    const worker = t.app.exportWorker!;
    while (await worker.tick());
    const [task] = (await tasks(me)).filter((x) => x.title === '退出后失效');
    expect(task!.excel).toMatch(/^\/files\/export\//);
    expect((await t.app.inject({ url: task!.excel })).statusCode).toBe(200);
    // Another session of the same user lists its own link, which lives on.
    const other = await signedIn(t, 'salt_admin');
    const [mine] = (await tasks(other)).filter((x) => x.title === '退出后失效');
    expect(mine!.excel).not.toBe(task!.excel);
    expect((await me.get('/v1/buyer/user/logout')).status).toBe(200);
    const after = await t.app.inject({ url: task!.excel });
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ status: false });
    expect((await t.app.inject({ url: mine!.excel })).statusCode).toBe(200);
    expect((await other.post('/v1/seller/export/ExportDel', { id: mine!.id })).status).toBe(200);
  });

  it('refuses a bad async request at once instead of failing later', async () => {
    const r = await admin.post(`${GOODS_API}GoodsShowManage`, { _down_excel: 2, sort: 'nope' });
    expect(r.status).toBe(400);
    const cols = await admin.post(`${GOODS_API}GoodsShowManage`, {
      _down_excel: 2,
      _excel_down_culumns: 'image',
    });
    expect(cols.status).toBe(400);
  });

  it('expires links after seven days and deletes task and file on ExportDel', async () => {
    const [task] = await tasks(admin);
    t.clock.now += 7 * 24 * 3600 + 1;
    const later = await signedIn(t, 'salt_admin');
    const [expired] = await tasks(later);
    expect(expired!.excel).toBe('');
    expect((await t.app.inject({ url: task!.excel })).statusCode).toBe(404);
    expect((await later.post('/v1/seller/export/ExportDel', { id: task!.id })).status).toBe(200);
    expect(await tasks(later)).toEqual([]);
    expect((await later.post('/v1/seller/export/ExportDel', { id: task!.id })).status).toBe(404);
  });
});

describe.each(DB_KINDS)('async export across restarts on %s', (kind) => {
  it('survives a restart, and a task whose process died is taken up again and completes once', async () => {
    const place = await createPlace(kind, true);
    try {
      const first = await startAppAt(place);
      const admin = await signedIn(first, 'salt_admin');
      const queued = await admin.post<{ id: number }>(`${GOODS_API}GoodsShowManage`, { _down_excel: 2 });
      const crashed = await admin.post<{ id: number }>(`${GOODS_API}GoodsUnShowManage`, { _down_excel: 2 });
      if (!queued.body.status || !crashed.body.status) throw new Error('not queued');
      // The second task was taken by a process that then died: running, lease already lapsed.
      await withStore(first.database.db, Number(admin.suid), (db) =>
        rawRows(
          db.tx,
          sql`update export_tasks set status = 1, attempts = 1, locked_by = 'dead-process', locked_until = 1
               where id = ${crashed.body.status ? crashed.body.data.id : 0}`,
        ),
      );
      await first.close();

      const second = await startAppAt(place, { workers: true });
      try {
        const again = await signedIn(second, 'salt_admin');
        const finished = await until(async () => {
          const list = await tasks(again);
          return list.every((task) => task.status === 2) ? list : undefined;
        });
        expect(finished).toHaveLength(2);
        const attempts = await withStore(second.database.db, Number(again.suid), (db) =>
          rawRows<{ id: number; attempts: number }>(
            db.tx,
            sql`select id::int, attempts from export_tasks order by id`,
          ),
        );
        expect(attempts.map((a) => a.attempts)).toEqual([1, 2]);
      } finally {
        await second.close();
      }
    } finally {
      await place.drop();
    }
  });
});

// Several processes on one PostgreSQL share the queue: every task runs exactly once.
describe.each(DB_KINDS.filter((k) => k === 'postgres'))('async export shared by processes on %s', (kind) => {
  it('runs each task once when two processes take from the queue', async () => {
    const place = await createPlace(kind);
    const a = await startAppAt(place, { workers: true });
    const b = await startAppAt(place, { workers: true });
    try {
      const admin = await signedIn(a, 'salt_admin');
      for (let i = 0; i < 6; i++)
        await admin.post(`${GOODS_API}GoodsShowManage`, { _down_excel: 2, _excel_file_name: `任务${i}` });
      await until(async () => ((await tasks(admin)).every((task) => task.status === 2) ? true : undefined));
      const rows = await withStore(a.database.db, Number(admin.suid), (db) =>
        rawRows<{ attempts: number; locked_by: string; file: string }>(
          db.tx,
          sql`select attempts, locked_by, file from export_tasks`,
        ),
      );
      expect(rows).toHaveLength(6);
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
      expect(new Set(rows.map((r) => r.file)).size).toBe(6);
    } finally {
      await a.close();
      await b.close();
      await place.drop();
    }
  });
});
