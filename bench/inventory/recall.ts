// bench/inventory/recall.ts: what a recall of a lot sold to 1,000 customers costs (docs/inventory.md, "Lots,
// expiry and recalls"): the recall itself (block the lot, open the recall, write down 1,000 deliveries to contact),
// timed in a transaction rolled back so each run recalls the same lot, then once for real through the API, and
// the contact list's first page. See bench/README.md.
// The installed add-ons, into the catalogue before anything reads it (installed/index.ts).
import '@yanye/installed';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadConfig, openDatabase, withStore } from '@yanye/framework/server';
import { addDays, DEFAULT_TIME_ZONE, dayStart, formatDate } from '@yanye/protocol';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { seedDemo } from '../../server/src/demo/demo';
import { CONSOLE_MIGRATIONS } from '../../server/src/paths';
import { recallLot } from '../../server/src/resources/jxc/recall';
import { ensureDatabase, quantile, signedInApi, urlFor } from '../support';

const DB_NAME = process.env.BENCH_DB ?? 'yanye_bench_recall';
const BUYERS = Number(process.env.BENCH_BUYERS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const JXC_API = '/v1/jxc/';
const CODE = `RCB${BUYERS}`;

class RolledBack extends Error {}

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
  const { rows: stores } = await owner.query<{ id: number }>(
    `select id from suppliers where login_name = 'xinyan'`,
  );
  const store = stores[0]!.id;
  const app = await buildApp({ config, database, logger: false, workers: false });
  await app.ready();
  const api = await signedInApi(app, config.SIGN_SALT, store);
  const { rows: admins } = await owner.query<{ id: string }>(
    `select id::text from accounts where supplier_id = $1 and is_main order by id limit 1`,
    [store],
  );
  /** The store's own account: the clerk of the documents and who opens the recall. */
  const operator = Number(admins[0]!.id);
  const call = async (path: string, body: Record<string, unknown>) => {
    const r = await api.post(`${JXC_API}${path}`, body);
    if (!r.status) throw new Error(`${path}: ${r.msg}`);
    return r.data;
  };

  // Once per database: a lot of a lot-tracked material, sold to BUYERS customers, one outbound each, through the
  // console's own save and audit (so the ledger is what the console writes).
  const { rows: made } = await owner.query<{ id: string }>(
    `select l.id::text from lots l join materials m on m.supplier_id = l.supplier_id and m.id = l.material_id
      where l.supplier_id = $1 and m.code = $2`,
    [store, CODE],
  );
  let lotId = Number(made[0]?.id ?? 0);
  if (!lotId) {
    const started = performance.now();
    const { rows: units } = await owner.query<{ id: string }>(
      `select id::text from material_units where supplier_id = $1 and name = '千克'`,
      [store],
    );
    const kg = Number(units[0]!.id);
    await owner.query(
      `insert into customers (supplier_id, type, name, contact, phone, address, status)
       select $1, 'customer', '召回基准客户 ' || g, '联系人 ' || g, '139' || lpad(g::text, 8, '0'), '郑州市金水区基准路 ' || g || ' 号', 'approved'
         from generate_series(1, $2) g on conflict do nothing`,
      [store, BUYERS],
    );
    const { rows: buyers } = await owner.query<{ id: string }>(
      `select id::text from customers where supplier_id = $1 and name like '召回基准客户 %' order by id limit $2`,
      [store, BUYERS],
    );
    const material = Number(
      (await call('material/MaterialSave', { code: CODE, name: '召回基准盐', unit_id: kg, lot_tracked: 1 }))
        .id,
    );
    const house = Number(
      (await call('warehouse/WarehouseSave', { code: CODE, name: '召回基准仓', operator_ids: [] })).id,
    );
    await call('warehouse/WarehouseSave', { id: house, operator_ids: [operator] });
    const today = formatDate(Date.now() / 1000, DEFAULT_TIME_ZONE);
    const receipt = Number(
      (
        await call('inbound/InboundSave', {
          warehouse_id: house,
          business_type: 'other',
          lines: [
            {
              material_id: material,
              unit_id: kg,
              qty: BUYERS * 2,
              price: 300,
              lot_no: CODE,
              produced_at: dayStart(addDays(today, -30), DEFAULT_TIME_ZONE),
              expires_at: dayStart(addDays(today, 300), DEFAULT_TIME_ZONE),
            },
          ],
        })
      ).id,
    );
    await call('inbound/InboundAudit', { id: receipt });
    for (const b of buyers) {
      const id = (
        await call('outbound/OutboundSave', {
          warehouse_id: house,
          business_type: 'sale',
          operator_id: operator,
          customer_id: Number(b.id),
          lines: [{ material_id: material, unit_id: kg, qty: 2, price: 500 }],
        })
      ).id;
      await call('outbound/OutboundAudit', { id });
    }
    const { rows: lot } = await owner.query<{ id: string }>(
      `select id::text from lots where supplier_id = $1 and lot_no = $2`,
      [store, CODE],
    );
    lotId = Number(lot[0]!.id);
    await owner.query('analyze stock_logs; analyze outbounds; analyze customers');
    console.log(
      `sold lot ${CODE} to ${buyers.length} customers in ${Math.round(performance.now() - started)} ms`,
    );
  }

  // The recall, rolled back: each run finds the lot as it was.
  const times: number[] = [];
  let contacts = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const started = performance.now();
    try {
      await withStore(database.db, store, async (db) => {
        const answer = await recallLot(db, lotId, '基准召回', operator, Math.floor(Date.now() / 1000));
        contacts = Number((answer.data as { contacts: number }).contacts);
        throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
    if (i >= 3) times.push(performance.now() - started);
  }
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const lines = [
    `Recall of a lot sold to ${contacts} customers (${RUNS} runs, each rolled back, after 3 warm-up runs):`,
    '',
    '| step | p50 | p95 |',
    '|---|---|---|',
    `| recall: block, open, write ${contacts} contacts | ${ms(quantile(times, 0.5))} | ${ms(quantile(times, 0.95))} |`,
  ];
  // Once for real, as the console's button sends it, and the contact list it leaves.
  const { rows: open } = await owner.query(`select 1 from recalls where supplier_id = $1 and lot_id = $2`, [
    store,
    lotId,
  ]);
  if (open.length === 0) {
    let started = performance.now();
    await call('lot/LotRecall', { id: lotId, reason: '基准召回' });
    lines.push(`| the 召回 button's call (once) | ${ms(performance.now() - started)} | |`);
    started = performance.now();
    await api.get(`${JXC_API}recallcontact/RecallContactManage`, { lot_no: CODE, page: '1', limit: '20' });
    lines.push(`| 召回联系, page 1 of ${contacts} | ${ms(performance.now() - started)} | |`);
  }
  console.log(lines.join('\n'));
  writeFileSync(new URL('./recall-last-run.md', import.meta.url), `${lines.join('\n')}\n`);
  await app.close();
  await owner.end();
}

await main();
