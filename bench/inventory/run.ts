// bench/inventory: auditing a 200-line document, and the stock screen over 100,000 materials in 10 warehouses,
// each against the same SQL run directly. See bench/README.md for how to run it and the recorded figures.
// The installed add-ons, into the catalogue before anything reads it (installed/index.ts).
import '@yanye/installed';
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

const DB_NAME = process.env.BENCH_DB ?? 'yanye_bench_inventory';
const MATERIALS = Number(process.env.BENCH_MATERIALS ?? 100_000);
const WAREHOUSES = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const LINES = 200;
const JXC_API = '/v1/jxc/';
/** Which parts to run (`audit,stock`, or `page1`: the stock page 1 alone); last-run.md is written only when both ran. */
const PARTS = new Set((process.env.BENCH_ONLY ?? 'audit,stock').split(',').map((p) => p.trim()));
const ALL_PARTS = ['audit', 'stock'].every((p) => PARTS.has(p));

/** Ten warehouses and 100,000 materials in the salt store, every material held in every warehouse, with ledger. */
async function fill(owner: pg.Client): Promise<{ store: number; kg: number; warehouses: number[] }> {
  const { rows: stores } = await owner.query<{ id: number }>(
    `select id from suppliers where login_name = 'xinyan'`,
  );
  const store = stores[0]!.id;
  const { rows: units } = await owner.query<{ id: number }>(
    `select id from material_units where supplier_id = $1 and name = '千克'`,
    [store],
  );
  const kg = Number(units[0]!.id);
  await owner.query(
    `insert into warehouses (supplier_id, code, name, operator_ids)
     select $1, 'BW' || lpad(g::text, 2, '0'), '基准仓 ' || g, (select jsonb_agg(id) from accounts where supplier_id = $1)
       from generate_series(1, $2) g
     on conflict do nothing`,
    [store, WAREHOUSES],
  );
  const { rows: houses } = await owner.query<{ id: number }>(
    `select id from warehouses where supplier_id = $1 and code like 'BW%' order by id`,
    [store],
  );
  const { rows: have } = await owner.query<{ n: string }>(
    `select count(*) as n from materials where supplier_id = $1 and code like 'B%'`,
    [store],
  );
  if (Number(have[0]!.n) < MATERIALS) {
    const started = performance.now();
    await owner.query(
      `insert into materials (supplier_id, code, name, spec, unit_id, price)
       select $1, 'B' || lpad(g::text, 6, '0'), '基准盐 ' || g, (array['400g','25kg','50kg'])[1 + g % 3], $2, 100 + g % 5000
         from generate_series(1, $3) g
       on conflict do nothing`,
      [store, kg, MATERIALS],
    );
    // Every material in every warehouse, each stock row with the ledger row it sums.
    await owner.query(
      `with s as (
         insert into stocks (supplier_id, warehouse_id, material_id, qty, amount, updated_at)
         select $1, w.id, m.id, (m.id % 1000) + 1, ((m.id % 1000) + 1) * 250, 1790000000 + (m.id * 7 + w.id) % 5000000
           from warehouses w cross join materials m
          where w.supplier_id = $1 and w.code like 'BW%' and m.supplier_id = $1 and m.code like 'B%'
         on conflict do nothing
         returning warehouse_id, material_id, qty, amount, updated_at)
       insert into stock_logs (supplier_id, warehouse_id, material_id, doc_type, doc_id, doc_no, line_id, qty_delta, qty_after, amount_delta, created_at)
       select $1, warehouse_id, material_id, 'inbound', 0, 'BENCH-OPENING', -row_number() over (), qty, qty, amount, updated_at from s`,
      [store],
    );
    await owner.query('analyze materials; analyze stocks; analyze stock_logs');
    console.log(
      `filled ${MATERIALS} materials in ${WAREHOUSES} warehouses in ${Math.round(performance.now() - started)} ms`,
    );
  }
  return { store, kg, warehouses: houses.map((h) => Number(h.id)) };
}

async function main(): Promise<void> {
  await ensureDatabase(DB_NAME);
  const url = urlFor(DB_NAME);
  const config = loadConfig({ LOG_LEVEL: 'warn' });
  const database = await openDatabase({
    url,
    dataDir: 'memory://',
    migrations: CONSOLE_MIGRATIONS,
    afterMigrate: seedDemo,
    poolSize: 10,
  });
  const owner = new pg.Client({ connectionString: url });
  await owner.connect();
  const { store, kg, warehouses } = await fill(owner);

  const app = await buildApp({ config, database, logger: false, workers: false });
  await app.ready();
  const api = await signedInApi(app, config.SIGN_SALT, store);

  const { client: direct, inStoreSession } = await storeConnection(url, store);

  // Audit of a 200-line inbound document: the server's audit against the same statements run directly
  // (the conditional status update, then each line's stock upsert and ledger row, in material order).
  const { rows: picks } = await owner.query<{ id: number }>(
    `select id from materials where supplier_id = $1 and code like 'B%' order by id limit $2`,
    [store, LINES],
  );
  const newDocument = async () => {
    const saved = await api.post(`${JXC_API}inbound/InboundSave`, {
      warehouse_id: warehouses[0],
      business_type: 'other',
      lines: picks.map((m) => ({ material_id: Number(m.id), unit_id: kg, qty: 1, price: 250 })),
    });
    if (!saved.status) throw new Error(saved.msg);
    return Number(saved.data.id);
  };
  const serverDocs: number[] = [];
  const sqlDocs: number[] = [];
  for (let i = 0; i < (PARTS.has('audit') ? RUNS + 3 : 0); i++) {
    serverDocs.push(await newDocument());
    sqlDocs.push(await newDocument());
  }
  const auditDirect = (id: number) =>
    inStoreSession(async () => {
      const done = await direct.query(
        `update inbounds set status = 1, audited_at = $2 where supplier_id = $3 and id = $1 and status = 0
         returning no, warehouse_id`,
        [id, Math.floor(Date.now() / 1000), store],
      );
      const doc = done.rows[0] as { no: string; warehouse_id: number };
      const { rows: lines } = await direct.query<{
        id: number;
        material_id: number;
        base_qty: string;
        amount: number;
      }>(
        `select id, material_id, base_qty, amount from inbound_lines where supplier_id = $1 and doc_id = $2 order by material_id`,
        [store, id],
      );
      for (const l of lines) {
        const s = await direct.query(
          `insert into stocks (supplier_id, warehouse_id, material_id, qty, amount, updated_at) values ($1, $2, $3, $4, $5, $6)
           on conflict (supplier_id, warehouse_id, material_id)
           do update set qty = stocks.qty + excluded.qty, amount = stocks.amount + excluded.amount, updated_at = excluded.updated_at
           returning qty`,
          [store, doc.warehouse_id, l.material_id, l.base_qty, l.amount, Math.floor(Date.now() / 1000)],
        );
        await direct.query(
          `insert into stock_logs (supplier_id, warehouse_id, material_id, doc_type, doc_id, doc_no, line_id, qty_delta, qty_after, amount_delta, created_at)
           values ($1, $2, $3, 'inbound', $4, $5, $6, $7, $8, $9, $10)`,
          [
            store,
            doc.warehouse_id,
            l.material_id,
            id,
            doc.no,
            l.id,
            l.base_qty,
            s.rows[0].qty,
            l.amount,
            Math.floor(Date.now() / 1000),
          ],
        );
      }
    });
  const results: Record<string, PairTiming> = {};
  if (PARTS.has('audit'))
    results[`audit, ${LINES} lines`] = await pair(
      RUNS,
      async () => {
        const r = await api.post(`${JXC_API}inbound/InboundAudit`, { id: serverDocs.shift() });
        if (!r.status) throw new Error(r.msg);
      },
      () => auditDirect(sqlDocs.shift()!),
    );

  // The stock screen: its page, with the joins the engine adds, and its count and sums.
  const select = `select s.id, s.warehouse_id, m.code, m.name, m.spec, m.grade, u.name as unit, s.qty, m.safety_stock, s.amount, s.updated_at
                    from stocks s
                    left join warehouses w on w.supplier_id = s.supplier_id and w.id = s.warehouse_id
                    left join materials m on m.supplier_id = s.supplier_id and m.id = s.material_id
                    left join material_units u on u.supplier_id = m.supplier_id and u.id = m.unit_id`;
  const cases: [string, Record<string, string>, string, unknown[]][] = [
    [
      'stock page 1, newest first',
      { page: '1', limit: '20' },
      `where s.supplier_id = $1 order by s.updated_at desc, s.id desc limit 20`,
      [store],
    ],
    [
      'stock page 1, one warehouse, material name',
      { page: '1', limit: '20', warehouse_id: String(warehouses[3]), material: '基准盐 777' },
      `where s.supplier_id = $1 and s.warehouse_id = $2 and m.name ilike $3 order by s.updated_at desc, s.id desc limit 20`,
      [store, warehouses[3], '%基准盐 777%'],
    ],
    [
      'stock page 500, one warehouse',
      { page: '500', limit: '20', warehouse_id: String(warehouses[5]) },
      `where s.supplier_id = $1 and s.warehouse_id = $2 order by s.updated_at desc, s.id desc limit 20 offset 9980`,
      [store, warehouses[5]],
    ],
  ];
  for (const [label, query, where, values] of cases) {
    const page1 = label === 'stock page 1, newest first';
    if (!PARTS.has('stock') && !(PARTS.has('page1') && page1)) continue;
    const call = () => api.get(`${JXC_API}stock/StockManage`, query);
    // Page 1 is also timed against the stack's floor: the very statement the console sent, on a bare route.
    const bare = page1 ? await bareBaseline(url, await captureSql(/from "stocks"/, call)) : undefined;
    results[label] = await pair(
      RUNS,
      call,
      () => inStoreSession(() => direct.query(`${select} ${where}`, values)),
      bare?.call,
    );
    await bare?.close();
  }
  if (PARTS.has('stock'))
    results['stock count and sums, one warehouse'] = await pair(
      RUNS,
      () => api.get(`${JXC_API}stock/StockManage`, { warehouse_id: String(warehouses[2]), _count_sum: '1' }),
      () =>
        inStoreSession(() =>
          direct.query(
            `select count(*), coalesce(sum(s.qty), 0)::text, coalesce(sum(s.amount), 0)::text from stocks s
             left join warehouses w on w.supplier_id = s.supplier_id and w.id = s.warehouse_id
             left join materials m on m.supplier_id = s.supplier_id and m.id = s.material_id
             left join material_units u on u.supplier_id = m.supplier_id and u.id = m.unit_id
            where s.supplier_id = $1 and s.warehouse_id = $2`,
            [store, warehouses[2]],
          ),
        ),
    );

  const { rows: size } = await owner.query<{ n: string }>(
    `select count(*) as n from stocks where supplier_id = $1`,
    [store],
  );
  const lines = [
    `bench/inventory, ${new Date().toISOString().slice(0, 10)}, ${MATERIALS.toLocaleString('en')} materials in ${WAREHOUSES} warehouses (${Number(size[0]!.n).toLocaleString('en')} stock rows), PostgreSQL, ${RUNS} runs each`,
    '',
    ...pairTable(results),
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
