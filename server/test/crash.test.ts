import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPlace, DB_KINDS, type DbKind, type DbPlace, readXlsx } from '@yanye/framework/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, data, HttpClient, type InFlight } from './crash/client';
import { openSql, removeBuild, ServerProcess, type Sql } from './crash/server';

/**
 * Nothing is lost on a crash (docs/security.md): the real server, a child process, is killed with SIGKILL in the
 * middle of an import, of an async export and of a burst of audits, then started again on the same database
 * (PostgreSQL, and PGlite on disk, which then recovers by itself). Whatever the moment of the kill:
 *  - the import wrote all its rows or none;
 *  - the export task is taken up again and completes with a whole, readable file, or is marked failed; no file
 *    is offered, or left behind, half-written;
 *  - every document is audited with all its ledger rows or not audited without any, every audit answered 200
 *    before the kill is there, and every stock row equals the sum of its ledger rows.
 * The moment of each kill is aimed (the import's inserts seen in pg_stat_activity, or a share of its timed length
 * on PGlite; the export's part file on disk; some of the audits answered) and jittered; a summary of where each
 * kill landed is printed. PostgreSQL runs when TEST_DATABASE_URL is set (a database of its own, dropped after).
 */

const JXC_API = '/v1/jxc/';
const MATERIALS = `${JXC_API}material/MaterialManage`;
const EXPORTS = '/v1/seller/export/ExportManage';
/** Materials put in by SQL before the first start: the list the export writes is big whatever the import did. */
const BULK_MATERIALS = 4000;
/** Rows of the import that gets killed. */
const IMPORT_ROWS: Record<DbKind, number> = { postgres: 5000, pglite: 2500 };
/** Rounds of audits killed mid-way, and the documents of each. */
const AUDIT_ROUNDS: Record<DbKind, number> = { postgres: 2, pglite: 1 };
const DOCS_PER_ROUND = 20;
const LINES_PER_DOC = 8;

const random = (min: number, max: number) => min + Math.random() * (max - min);

interface Task {
  id: number;
  title: string;
  status: number;
  rows: number;
  excel: string;
}

interface Doc {
  readonly kind: 'inbound' | 'outbound';
  readonly id: number;
}

/** Waits for `what` to answer something, polling; undefined after `ms`. */
async function poll<T>(what: () => Promise<T | undefined> | T | undefined, ms: number, every = 10) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > end) return undefined;
    await sleep(every);
  }
}

/** Whether the request got its answer before `deadline` resolved: the answer, or undefined. */
async function answeredBy<T>(
  request: InFlight<T>,
  deadline: Promise<unknown>,
): Promise<Answer<T> | undefined> {
  return Promise.race([request.answer.catch(() => undefined), deadline.then(() => undefined)]);
}

describe.each(DB_KINDS)('a server killed with SIGKILL on %s', (kind) => {
  let place: DbPlace;
  let filesDir: string;
  let server: ServerProcess;
  let storeId = 0;
  /** PostgreSQL only: a connection of the test's own, open all along (a PGlite folder has one user at a time). */
  let live: Sql | undefined;
  const admin = new HttpClient('');
  const summary: string[] = [];
  const note = (line: string) => summary.push(line);

  // What the checks at the end hold the database to.
  const importPrefix = `CRASHIMP${Math.floor(Math.random() * 1e6)}-`;
  let importAnswered: Answer | undefined;
  const confirmed = new Set<string>();
  const docKey = (d: Doc) => `${d.kind}:${d.id}`;

  const start = async () => {
    server = await ServerProcess.start({ place, filesDir });
    admin.base = server.base;
    await admin.login('salt_admin');
  };
  /** SIGKILL, then the same server on the same database and files, signed in again. */
  const crashAndRestart = async (what: string) => {
    await server.kill();
    const t = performance.now();
    await start();
    note(`${what}: restarted in ${Math.round(performance.now() - t)} ms`);
    if (live) await deepChecks(live);
  };

  beforeAll(async () => {
    place = await createPlace(kind, true);
    filesDir = mkdtempSync(join(tmpdir(), 'yanye-crash-files-'));
    // A big list to export, written before the server first starts.
    const sql = await openSql(place);
    try {
      const [store] = await sql.query<{ id: number }>(`select id from suppliers where login_name = 'xinyan'`);
      storeId = store!.id;
      await sql.query(
        `insert into materials (supplier_id, code, name, unit_id)
         select $1, 'BULK' || lpad(g::text, 5, '0'), '批量盐 ' || g,
                (select id from material_units where supplier_id = $1 and name = '千克')
           from generate_series(1, ${BULK_MATERIALS}) g`,
        [storeId],
      );
    } finally {
      await sql.close();
    }
    if (kind === 'postgres') live = await openSql(place);
    await start();
    expect(admin.suid).toBe(String(storeId));
  });

  afterAll(async () => {
    if (summary.length > 0) console.log(`crash test on ${kind}:\n  ${summary.join('\n  ')}`);
    await server?.kill();
    await live?.close();
    await place?.drop();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
    removeBuild();
  });

  /** The database's own word, as its owner: the invariants every crash must leave intact. */
  async function deepChecks(sql: Sql): Promise<void> {
    // The import: all its rows or none.
    const [imported] = await sql.query<{ n: number }>(
      `select count(*)::int as n from materials where supplier_id = $1 and code like $2`,
      [storeId, `${importPrefix}%`],
    );
    expect([0, IMPORT_ROWS[kind]], 'rows of the killed import').toContain(imported!.n);
    if (importAnswered?.status === 200) expect(imported!.n).toBe(IMPORT_ROWS[kind]);

    // Every stock row is the sum of its ledger rows, and every ledger row has its stock row (all stores).
    const mismatches = await sql.query(
      `select coalesce(s.supplier_id, l.supplier_id) as store, coalesce(s.warehouse_id, l.warehouse_id) as warehouse,
              coalesce(s.material_id, l.material_id) as material, s.qty::text as qty, l.sum::text as ledger
         from stocks s
         full join (select supplier_id, warehouse_id, material_id, sum(qty_delta) as sum
                      from stock_logs group by 1, 2, 3) l
           on l.supplier_id = s.supplier_id and l.warehouse_id = s.warehouse_id and l.material_id = s.material_id
        where s.qty is distinct from coalesce(l.sum, 0)`,
    );
    expect(mismatches, 'stock rows that differ from their ledger').toEqual([]);

    // Every document (all stores): audited with each line posted (a row per lot it took from, for a lot-tracked
    // material: lines are counted, not rows), or not audited without any standing.
    for (const table of ['inbound', 'outbound'] as const) {
      const wrong = await sql.query(
        `select d.supplier_id, d.id, d.status, d.lines, coalesce(l.posted, 0) as posted
           from (select d.supplier_id, d.id, d.status, count(x.id)::int as lines
                   from ${table}s d join ${table}_lines x on x.supplier_id = d.supplier_id and x.doc_id = d.id
                  group by 1, 2, 3) d
           left join (select supplier_id, doc_id,
                             (count(distinct case when event = 'post' then line_id || ':' || round end)
                              - count(distinct case when event = 'reverse' then line_id || ':' || round end))::int as posted
                        from stock_logs where doc_type = $1 group by 1, 2) l
             on l.supplier_id = d.supplier_id and l.doc_id = d.id
          where coalesce(l.posted, 0) <> case when d.status = 1 then d.lines else 0 end`,
        [table],
      );
      expect(wrong, `${table} documents half audited`).toEqual([]);
    }
    const audited = await sql.query<{ kind: Doc['kind']; id: number }>(
      `select 'inbound' as kind, id::int from inbounds where supplier_id = $1 and status = 1
        union all select 'outbound', id::int from outbounds where supplier_id = $1 and status = 1`,
      [storeId],
    );
    const done = new Set(audited.map(docKey));
    for (const key of confirmed) expect(done, `audit answered 200 but lost: ${key}`).toContain(key);

    // Only a finished export task names a file.
    const tasks = await sql.query<{ id: number; status: number; file: string }>(
      `select id::int, status, file from export_tasks where supplier_id = $1`,
      [storeId],
    );
    for (const t of tasks) {
      if (t.status === 2) expect(t.file, `task ${t.id} done without a file`).not.toBe('');
      else expect(t.file, `task ${t.id} (status ${t.status}) names a file`).toBe('');
    }
  }

  /** The files under FILES_DIR: each one must be the whole file of a finished task. */
  async function checkFiles(tasks: readonly { id: number; status: number; file: string; rows: number }[]) {
    const offered = new Map(tasks.filter((t) => t.status === 2).map((t) => [t.file, t]));
    const files = readdirSync(filesDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(filesDir.length + 1));
    for (const file of files) {
      const task = offered.get(file);
      expect(task, `a file no finished task names (left by a killed worker?): ${file}`).toBeDefined();
      const book = await readXlsx(readFileSync(join(filesDir, file)));
      expect(book.worksheets[0]!.rowCount, `rows of ${file}`).toBe(task!.rows + 1);
    }
    for (const t of offered.values()) {
      expect(files, `task ${t.id}'s file is missing`).toContain(t.file);
      expect(statSync(join(filesDir, t.file)).size).toBeGreaterThan(0);
    }
  }

  it('keeps an import killed in flight whole or leaves no row of it', async () => {
    const rows = IMPORT_ROWS[kind];
    const csv = `code,name,unit_id\n${Array.from(
      { length: rows },
      (_, i) => `${importPrefix}${String(i).padStart(5, '0')},崩溃导入 ${i},千克`,
    ).join('\n')}\n`;
    // PGlite shows nothing from outside while it works: time a small import first, to aim within the big one (the
    // estimate is long, as the small one's fixed costs are counted per row).
    let aim = 0;
    if (!live) {
      const small = `code,name,unit_id\n${Array.from({ length: 250 }, (_, i) => `CAL${i},校准 ${i},千克`).join('\n')}\n`;
      const t = performance.now();
      const r = await admin.upload(MATERIALS, 'cal.csv', Buffer.from(small)).answer;
      expect(r.body.status, r.body.msg).toBe(true);
      aim = ((performance.now() - t) * rows) / 250;
    }

    // A new second: an upload signs only its timestamp, and the same sign in the same session is a replay.
    await sleep(1005 - (Date.now() % 1000));
    const started = performance.now();
    const request = admin.upload(MATERIALS, 'crash.csv', Buffer.from(csv));
    await request.sent;
    let moment: string;
    if (live) {
      // PostgreSQL: kill once the rows are being written (the import's inserts, in its open transaction).
      const writing = await poll(async () => {
        const [row] = await live!.query(
          `select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
              and query ilike 'insert into "materials"%' and state in ('active', 'idle in transaction')`,
        );
        return row ? true : undefined;
      }, 60_000);
      expect(writing, 'the import never started writing').toBe(true);
      await sleep(random(0, 40));
      moment = 'while inserting';
    } else {
      await sleep(random(0.1, 0.4) * aim);
      moment = `at ${Math.round(performance.now() - started)} ms (estimate ${Math.round(aim)} ms)`;
    }
    importAnswered = await answeredBy(request, sleep(0));
    await server.kill();
    importAnswered ??= await answeredBy(request, sleep(200));
    expect(
      importAnswered?.headers['idempotent-replayed'],
      'the import was answered as a replay',
    ).toBeUndefined();
    note(
      `import of ${rows} rows killed ${moment}, ${importAnswered ? `after its answer (${importAnswered.status})` : 'before its answer'}`,
    );

    await crashAndRestart('import');
    const { count } = await data(
      admin.get<{ count: number }>(MATERIALS, { code: importPrefix, _count_sum: 1 }),
    );
    expect([0, rows]).toContain(count);
    if (importAnswered?.status === 200) expect(count).toBe(rows);
    note(`import: ${count} of ${rows} rows after the restart`);
  });

  it('retries an export killed while writing its file to a whole file, or fails it, never offering a part', async () => {
    const materials = async () =>
      (await data(admin.get<{ count: number }>(MATERIALS, { _count_sum: 1 }))).count;
    let killedMidWrite = false;
    for (let attempt = 1; attempt <= 3 && !killedMidWrite; attempt++) {
      const title = `崩溃导出${attempt}`;
      const { id } = await data(
        admin.post<{ id: number }>(MATERIALS, { _down_excel: 2, _excel_file_name: title }),
      );
      const dir = join(filesDir, String(storeId));
      const filesOf = () => {
        try {
          return readdirSync(dir).filter((f) => f.startsWith(`${id}-`));
        } catch {
          return [];
        }
      };
      // Kill while the worker writes: its part file is there (on PGlite a call would wait for the export to end).
      const seen = await poll(() => (filesOf().length > 0 ? filesOf() : undefined), 30_000, 2);
      expect(seen, 'the export never started writing its file').toBeDefined();
      await sleep(random(0, 60));
      const whole = filesOf().filter((f) => !f.endsWith('.part'));
      await server.kill();
      killedMidWrite = whole.length === 0;
      note(`export ${id} killed ${killedMidWrite ? 'while writing' : 'too late (its file was whole)'}`);

      await crashAndRestart('export');
      const expected = await materials();
      // Right after the restart: nothing but a finished task offers a link.
      for (const t of await data(admin.get<Task[]>(EXPORTS))) {
        if (t.excel !== '') expect(t.status, `task ${t.id} offers a link`).toBe(2);
      }
      const settled = await poll(
        async () => {
          const [t] = (await data(admin.get<Task[]>(EXPORTS))).filter((x) => x.id === id);
          return t && t.status >= 2 ? t : undefined;
        },
        30_000,
        100,
      );
      expect(
        settled,
        `export task ${id} neither retried nor failed after the restart (stuck running?)\n${server.tail()}`,
      ).toBeDefined();
      if (settled!.status === 2) {
        expect(settled!.excel).toMatch(/^\/files\/export\//);
        const download = await admin.fetchRaw(settled!.excel);
        expect(download.status).toBe(200);
        const book = await readXlsx(download.raw);
        expect(book.worksheets[0]!.rowCount).toBe(expected + 1);
        expect(settled!.rows).toBe(expected);
        note(`export ${id}: done after the restart, ${expected} rows, readable`);
      } else {
        expect(settled!.status).toBe(3);
        expect(settled!.excel).toBe('');
        note(`export ${id}: marked failed after the restart`);
      }
    }
    if (live) {
      const tasks = await live.query<{ id: number; status: number; file: string; rows: number }>(
        `select id::int, status, file, rows from export_tasks where supplier_id = $1`,
        [storeId],
      );
      await checkFiles(tasks);
    }
  });

  it('leaves every document audited with its ledger rows or untouched when audits are killed mid-way', async () => {
    // A warehouse and materials of this test's own, stocked by one audited inbound document.
    const units = await data(
      admin.get<{ value: number; label: string }[]>(`${JXC_API}materialunit/MaterialUnitOptions`),
    );
    const kg = units.find((u) => u.label === '千克')!.value;
    const { id: warehouse } = await data(
      admin.post<{ id: number }>(`${JXC_API}warehouse/WarehouseSave`, { code: 'CRASH', name: '崩溃测试仓' }),
    );
    const [operator] = await data(
      admin.get<{ value: number }[]>(`${JXC_API}warehouse/WarehouseOperatorList`),
    );
    await data(
      admin.post(`${JXC_API}warehouse/WarehouseSave`, { id: warehouse, operator_ids: [operator!.value] }),
    );
    const materials: number[] = [];
    for (let i = 0; i < LINES_PER_DOC; i++) {
      const { id } = await data(
        admin.post<{ id: number }>(`${JXC_API}material/MaterialSave`, {
          code: `CRASHM${i}`,
          name: `崩溃盐 ${i}`,
          unit_id: kg,
        }),
      );
      materials.push(id);
    }
    const save = async (kindOf: Doc['kind'], qty: () => number): Promise<Doc> => {
      const lines = materials.map((m) => ({ material_id: m, unit_id: kg, qty: qty(), price: 100 }));
      const body =
        kindOf === 'inbound'
          ? { warehouse_id: warehouse, business_type: 'other', lines }
          : { warehouse_id: warehouse, business_type: 'loss', operator_id: operator!.value, lines };
      const path = kindOf === 'inbound' ? 'inbound/InboundSave' : 'outbound/OutboundSave';
      const { id } = await data(admin.post<{ id: number }>(`${JXC_API}${path}`, body));
      return { kind: kindOf, id };
    };
    const audit = (d: Doc) =>
      admin.postNow(`${JXC_API}${d.kind}/${d.kind === 'inbound' ? 'InboundAudit' : 'OutboundAudit'}`, {
        id: d.id,
      });
    const opening = await save('inbound', () => 100_000);
    await data(audit(opening).answer);
    confirmed.add(docKey(opening));

    for (let round = 1; round <= AUDIT_ROUNDS[kind]; round++) {
      const saving = performance.now();
      const batch: Doc[] = [];
      for (let i = 0; i < DOCS_PER_ROUND; i++) {
        // Outbound documents take more than some inbound ones bring: a few may be refused for short stock.
        batch.push(await save(i % 2 === 0 ? 'inbound' : 'outbound', () => Math.ceil(random(1, 40))));
      }
      batch.sort(() => Math.random() - 0.5);
      const sending = performance.now();
      const requests = batch.map((d) => ({ doc: d, request: audit(d) }));
      await Promise.all(requests.map((r) => r.request.sent.catch(() => undefined)));
      // Kill once a few audits are answered (1 to half of them), so that some are done and some are not.
      const enough = Math.ceil(random(0, batch.length / 2));
      let answeredSoFar = 0;
      await Promise.race([
        new Promise<void>((resolve) => {
          for (const r of requests)
            r.request.answer
              .catch(() => undefined)
              .then(() => {
                if (++answeredSoFar >= enough) resolve();
              });
        }),
        sleep(10_000),
      ]);
      await sleep(random(0, 15));
      const killedAt = performance.now();
      await server.kill();
      // What came back before the process died (an answer in the socket's buffer still counts).
      const deadline = sleep(200);
      const replies = await Promise.all(requests.map((r) => answeredBy(r.request, deadline)));
      let answered = 0;
      for (const [i, reply] of replies.entries()) {
        if (reply) answered++;
        if (reply?.status === 200) confirmed.add(docKey(requests[i]!.doc));
      }
      note(
        `audits round ${round}: ${batch.length} documents saved in ${Math.round(sending - saving)} ms, killed ` +
          `${Math.round(killedAt - sending)} ms after sending their audits, ${answered} answered`,
      );
      await crashAndRestart(`audits round ${round}`);

      // The documents left unaudited can be audited now: nothing of the killed attempt is in their way.
      const statuses = new Map<string, number>();
      for (const d of ['inbound', 'outbound'] as const) {
        const list = await data(
          admin.get<{ id: number; status: number }[]>(
            `${JXC_API}${d}/${d === 'inbound' ? 'InboundManage' : 'OutboundManage'}`,
            { limit: 500 },
          ),
        );
        for (const row of list) statuses.set(`${d}:${row.id}`, row.status);
      }
      for (const key of confirmed) expect(statuses.get(key), `confirmed audit ${key}`).toBe(1);
      const open = batch.filter((d) => statuses.get(docKey(d)) !== 1);
      note(
        `audits round ${round}: ${batch.length - open.length} audited, ${open.length} not, after the restart`,
      );
      for (const d of open) {
        const reply = await audit(d).answer;
        expect([200, 409], `audit of ${docKey(d)} after the restart: ${reply.body.msg}`).toContain(
          reply.status,
        );
        if (reply.status === 200) confirmed.add(docKey(d));
      }
    }
  });

  it('passes the database checks after the crashes, and stops cleanly', async () => {
    await server.stop();
    const sql = await openSql(place);
    try {
      await deepChecks(sql);
      const tasks = await sql.query<{ id: number; status: number; file: string; rows: number }>(
        `select id::int, status, file, rows from export_tasks where supplier_id = $1`,
        [storeId],
      );
      expect(
        tasks.filter((t) => t.status < 2),
        'export tasks never settled',
      ).toEqual([]);
      await checkFiles(tasks);
    } finally {
      await sql.close();
    }
  });
});
