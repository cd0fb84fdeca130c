// bench/list: the resource engine against the same SQL run directly, on PostgreSQL with two stores of
// 1,000,000 goods each. See bench/README.md for how to run it and the recorded figures.
// The installed add-ons, into the catalogue before anything reads it (installed/index.ts).
import '@yanye/installed';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { loadConfig, openDatabase } from '@yanye/framework/server';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { seedDemo } from '../../server/src/demo/demo';
import { CONSOLE_MIGRATIONS } from '../../server/src/paths';
import {
  bareBaseline,
  captureSql,
  ensureDatabase,
  type PairTiming,
  pair,
  pairTable,
  report,
  signedInApi,
  storeConnection,
  urlFor,
} from '../support';
import { importLines } from './import';

const DB_NAME = process.env.BENCH_DB ?? 'yanye_bench_list';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
/** Timed imports of the 20,000-row sheet and previews of it, after one of each to warm up. */
const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
/** Which parts to run (`list,export,import`, or `page1`); last-run.md is written only when all of them ran. */
const PARTS = new Set((process.env.BENCH_ONLY ?? 'list,export,import').split(',').map((p) => p.trim()));
const ALL_PARTS = ['list', 'export', 'import'].every((p) => PARTS.has(p));
const GOODS_API = '/v1/seller/goods/';

/** Fills both demo goods stores up to ROWS goods each, as the owner, once (later runs reuse the data). */
async function fill(owner: pg.Client): Promise<{ salt: number; grain: number }> {
  const ids = await owner.query<{ id: number; login_name: string }>(
    `select id, login_name from suppliers where login_name in ('xinyan', 'fenggu')`,
  );
  const salt = ids.rows.find((r) => r.login_name === 'xinyan')!.id;
  const grain = ids.rows.find((r) => r.login_name === 'fenggu')!.id;
  for (const store of [salt, grain]) {
    const { rows } = await owner.query<{ n: string }>(
      'select count(*) as n from goods where supplier_id = $1',
      [store],
    );
    const missing = ROWS - Number(rows[0]!.n);
    if (missing <= 0) continue;
    const cat = await owner.query<{ id: number }>(
      'select id from goods_cats where supplier_id = $1 order by id limit 1',
      [store],
    );
    const started = performance.now();
    await owner.query(
      `insert into goods (supplier_id, cat_id, name, code, spec, unit, price, stock, sales, is_show, sort, created_at)
       select $1, $2,
              (array['精制','海','湖','井矿','低钠','竹','雪花','工业','融雪','畜牧'])[1 + g % 10] || '盐 ' || g,
              'B' || g, (array['400g','500g','1kg','25kg','50kg'])[1 + g % 5], '袋',
              100 + (g::bigint * 7919) % 100000, (g % 1000)::numeric, (g % 97)::numeric,
              case when g % 10 = 3 then 0 else 1 end, g % 100,
              1700000000 + g
         from generate_series(1, $3) g`,
      [store, cat.rows[0]!.id, missing],
    );
    console.log(`store ${store}: inserted ${missing} goods in ${Math.round(performance.now() - started)} ms`);
  }
  // As autovacuum leaves a table that has settled: the visibility map set, so a count over an index is an
  // index-only scan. Without it the figure depended on whether autovacuum had come by since the rows went in
  // (73 ms against 448 ms for the same count on 2026-11-26).
  await owner.query('vacuum (analyze) goods');
  return { salt, grain };
}

async function main(): Promise<void> {
  await ensureDatabase(DB_NAME);
  const url = urlFor(DB_NAME);
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    FILES_DIR: `/tmp/yanye-bench-files-${randomBytes(3).toString('hex')}`,
  });
  const database = await openDatabase({
    url,
    dataDir: 'memory://',
    migrations: CONSOLE_MIGRATIONS,
    afterMigrate: seedDemo,
    poolSize: 10,
  });
  const owner = new pg.Client({ connectionString: url });
  await owner.connect();
  const { salt } = await fill(owner);

  const app = await buildApp({ config, database, logger: false, workers: true, workerPollMs: 3_600_000 });
  await app.ready();
  const api = await signedInApi(app, config.SIGN_SALT, salt);

  // The same SQL the engine runs, on a pooled connection as the application role in the store's transaction.
  const { client: direct, query: inStoreSession } = await storeConnection(url, salt);
  const columns = `id, image, name, cat_id, code, spec, grade, origin, unit, price, market_price, cost_price, stock,
                   sales, sort, is_show, supply_status, created_at`;
  // A search without cased letters (精制) is a LIKE (docs/engine.md, "Counts"); the engine sends the same.
  const where = `supplier_id = $1 and is_show = 1 and name like $2`;
  const filter = { name: '精制', sort: 'price', order: 'true', limit: '20' };

  const results: Record<string, PairTiming> = {};
  for (const [label, pageNo] of [
    ['page 1', 1],
    ['page 2,000', 2000],
  ] as const) {
    // `page1` alone is the quick loop for profiling a request's fixed cost.
    if (!PARTS.has('list') && !(PARTS.has('page1') && pageNo === 1)) break;
    const call = () => api.get(`${GOODS_API}GoodsShowManage`, { ...filter, page: String(pageNo) });
    // Page 1 is also timed against the stack's floor: the very statement the console sent, on a bare route.
    const bare = pageNo === 1 ? await bareBaseline(url, await captureSql(/from "goods"/, call)) : undefined;
    results[label] = await pair(
      RUNS,
      call,
      () =>
        inStoreSession(
          `select ${columns} from goods where ${where} order by price asc, id asc limit 20 offset $3`,
          [salt, '%精制%', (pageNo - 1) * 20],
        ),
      bare?.call,
    );
    await bare?.close();
  }
  const estimates: string[] = [];
  if (PARTS.has('list')) {
    // Page 2,000 reached by "next": the cursor the server gave with page 1,999 (read once by number), then the
    // page after it by key, against the keyset SQL the engine sends (a page and one row more).
    const before = await api.get(`${GOODS_API}GoodsShowManage`, { ...filter, page: '1999', _cursor: '1' });
    const next = (before.json() as { data: { next: string } }).data.next;
    // The bench reads the opaque cursor only to give the SQL the same row key.
    const at = JSON.parse(Buffer.from(next, 'base64url').toString()) as { v: string; i: string };
    const seekSql = `select ${columns}, price::text as sort_key, id as row_id from goods where ${where} and (price, id) > ($3, $4)
                      order by price asc, id asc limit 21`;
    const seekCall = () => api.get(`${GOODS_API}GoodsShowManage`, { ...filter, _cursor: '1', _after: next });
    const byNumber = await api.get(`${GOODS_API}GoodsShowManage`, { ...filter, page: '2000' });
    const bySeek = await seekCall();
    const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id).join();
    if (
      idsOf((byNumber.json() as { data: { id: number }[] }).data) !==
      idsOf((bySeek.json() as { data: { rows: { id: number }[] } }).data.rows)
    )
      throw new Error('page 2,000 by next is not page 2,000 by number');
    results['page 2,000 by next (seek)'] = await pair(RUNS, seekCall, () =>
      inStoreSession(seekSql, [salt, '%精制%', at.v, at.i]),
    );
    const countSql = (w: string) =>
      `select count(*), coalesce(sum(stock), 0)::text, coalesce(sum(sales), 0)::text from goods where ${w}`;
    results['count and sums'] = await pair(
      RUNS,
      () => api.get(`${GOODS_API}GoodsShowManage`, { ...filter, _count_sum: '1' }),
      () => inStoreSession(countSql(where), [salt, '%精制%']),
    );
    results['count and sums, estimate allowed (exact within the budget)'] = await pair(
      RUNS,
      () => api.get(`${GOODS_API}GoodsShowManage`, { ...filter, _count_sum: '1', _estimate: '1' }),
      () => inStoreSession(countSql(where), [salt, '%精制%']),
    );
    // A search with a cased letter is an ILIKE, which no index serves: past the budget, estimated. Its SQL is
    // the exact count the estimate stands for.
    const cased = { code: 'b1', sort: 'price', order: 'true', limit: '20' };
    const casedWhere = `supplier_id = $1 and is_show = 1 and code ilike $2`;
    results['count and sums, code filter b1 (ILIKE), estimated'] = await pair(
      RUNS,
      () => api.get(`${GOODS_API}GoodsShowManage`, { ...cased, _count_sum: '1', _estimate: '1' }),
      () => inStoreSession(countSql(casedWhere), [salt, '%b1%']),
    );
    for (const [label, q, w, v] of [
      ['name 精制', filter, where, '%精制%'],
      ['code b1', cased, casedWhere, '%b1%'],
    ] as const) {
      const answer = await api.get(`${GOODS_API}GoodsShowManage`, { ...q, _count_sum: '1', _estimate: '1' });
      const got = (answer.json() as { data: { count: number; estimated?: boolean } }).data;
      const exact = await inStoreSession(countSql(w), [salt, v]);
      const real = Number((exact.rows[0] as { count: string }).count);
      estimates.push(
        `| ${label} | ${got.estimated ? 'estimated' : 'exact'} ${got.count.toLocaleString('en')} | exact ${real.toLocaleString('en')} | ${(((got.count - real) / real) * 100).toFixed(1)} % |`,
      );
    }
  }

  // Export of 100,000 rows through the async export worker: rows per second and peak memory.
  const exportRun = async () => {
    // BENCH_EXPORT_PRICE widens or narrows the price range (in fen) to export more or fewer rows.
    const price = process.env.BENCH_EXPORT_PRICE ?? '100,11211';
    const queued = await api.post(`${GOODS_API}GoodsShowManage`, { _down_excel: 2, price });
    if (!queued.status) throw new Error(queued.msg);
    // Memory every 10 ms: flat memory means the second half of the run peaks no higher than the first. RSS
    // keeps what the collector has not returned yet; the JS heap plus array buffers is what is live.
    const live = (m: NodeJS.MemoryUsage) => m.heapUsed + m.arrayBuffers;
    const before = process.memoryUsage();
    const samples: NodeJS.MemoryUsage[] = [];
    const sampler = setInterval(() => samples.push(process.memoryUsage()), 10);
    const exportStart = performance.now();
    await app.exportWorker!.tick();
    const exportMs = performance.now() - exportStart;
    clearInterval(sampler);
    const half = Math.floor(samples.length / 2);
    const peak = (part: NodeJS.MemoryUsage[], of: (m: NodeJS.MemoryUsage) => number) =>
      Math.round((Math.max(of(before), ...part.map(of)) - of(before)) / 1048576);
    const growth = (of: (m: NodeJS.MemoryUsage) => number) =>
      `+${peak(samples.slice(0, half), of)} / +${peak(samples.slice(half), of)} MiB`;
    const tasks = await api.get('/v1/seller/export/ExportManage', {});
    const exported = Number((tasks.json() as { data: { rows: number }[] }).data[0]!.rows);
    return `| export | ${exported.toLocaleString('en')} rows in ${(exportMs / 1000).toFixed(2)} s | ${Math.round(exported / (exportMs / 1000)).toLocaleString('en')} rows/s | peak growth, first half / second half: RSS ${growth((m) => m.rss)}, heap + buffers ${growth(live)} |`;
  };

  const exportLine = PARTS.has('export') ? await exportRun() : undefined;
  const imports = PARTS.has('import') ? await importLines(app, api, owner, IMPORT_RUNS) : [];

  const lines = [
    `bench/list, ${new Date().toISOString().slice(0, 10)}, ${ROWS.toLocaleString('en')} goods in each of two stores, PostgreSQL, ${RUNS} runs each`,
    '',
    ...pairTable(results, 'call (sorted by price, name filter 精制)'),
    '',
    ...(estimates.length > 0
      ? [
          '| count with `_estimate=1` | answered | the exact count | off by |',
          '|---|---|---|---|',
          ...estimates,
          '',
        ]
      : []),
    ...[exportLine, ...imports].filter((l) => l !== undefined),
  ];
  if (ALL_PARTS) report(import.meta.url, lines);
  else console.log(lines.join('\n'));

  await direct.end();
  await owner.end();
  await app.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
