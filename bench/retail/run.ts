// bench/retail: the workbench counters, the order list with its tabs and the sales trend over a million orders,
// each against the same SQL run directly. See bench/README.md for how to run it and the recorded figures.
// The installed add-ons, into the catalogue before anything reads it (installed/index.ts).
import '@yanye/installed';
import { performance } from 'node:perf_hooks';
import { loadConfig, openDatabase } from '@yanye/framework/server';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { seedDemo } from '../../server/src/demo/demo';
import { currentPeriods } from '../../server/src/modules/reports/sales';
import { CONSOLE_MIGRATIONS } from '../../server/src/paths';
import {
  ensureDatabase,
  pair,
  pairTable,
  report,
  signedInApi,
  storeConnection,
  type Timing,
  urlFor,
} from '../support';

const DB_NAME = process.env.BENCH_DB ?? 'yanye_bench_retail';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const ORDER_API = '/v1/seller/order/';
const DAY = 86_400;

/** A million orders over two years in the salt store: most finished, a few thousand waiting in each counter. */
async function fill(owner: pg.Client, now: number): Promise<number> {
  const { rows: stores } = await owner.query<{ id: number }>(
    `select id from suppliers where login_name = 'xinyan'`,
  );
  const store = stores[0]!.id;
  const { rows: have } = await owner.query<{ n: string }>(
    `select count(*) as n from orders where supplier_id = $1 and order_sn like 'B%'`,
    [store],
  );
  if (Number(have[0]!.n) >= ORDERS) return store;
  const started = performance.now();
  await owner.query(
    `insert into orders (supplier_id, order_sn, buyer_name, buyer_phone, shop_id, freight_mode, order_status,
                         goods_amount, pay_amount, pay_time, created_at, updated_at)
     select $1, 'B' || lpad(g::text, 9, '0'), '买家' || (g % 5000), '138' || lpad((g % 100000000)::text, 8, '0'),
            (select coalesce(min(id), 0) from shops where supplier_id = $1) * (g % 2), 1 + (g % 4 = 0)::int,
            (case when g % 1000 < 3 then 'submit' when g % 1000 < 6 then 'pay' when g % 1000 < 9 then 'send'
                  when g % 1000 < 60 then 'cancel' else 'finish' end),
            1000 + g % 90000, 1000 + g % 90000,
            case when g % 1000 < 3 then null else $2 - (g::bigint * 63) % (730 * ${DAY}) end,
            $2 - (g::bigint * 63) % (730 * ${DAY}) - 60, $2
       from generate_series(1, $3) g`,
    [store, now, ORDERS],
  );
  await owner.query('analyze orders');
  console.log(`filled ${ORDERS} orders in ${Math.round(performance.now() - started)} ms`);
  return store;
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
  const now = Math.floor(Date.now() / 1000);
  const store = await fill(owner, now);

  const app = await buildApp({ config, database, logger: false, workers: false });
  await app.ready();
  const api = await signedInApi(app, config.SIGN_SALT, store);

  const {
    client: direct,
    inStoreSession: transaction,
    query: inStoreSession,
  } = await storeConnection(url, store);
  // A refusal would time an error answer: stop instead (the client throws on a status other than 200).
  const ok = async (call: Promise<{ json(): unknown }>) => {
    const r = (await call).json() as { status: boolean; msg: string };
    if (!r.status) throw new Error(r.msg);
  };

  const results: Record<string, { server: Timing; sql: Timing }> = {};
  results['OrderCount submit,pay (workbench, menu badges)'] = await pair(
    RUNS,
    () => ok(api.get(`${ORDER_API}OrderCount`, { order_status: 'submit,pay' })),
    () =>
      inStoreSession(
        `select count(*) filter (where order_status = 'submit'), count(*) filter (where order_status = 'pay')
           from orders where supplier_id = $1 and order_status in ('submit', 'pay')`,
        [store],
      ),
  );
  const columns = `o.id, o.order_sn, o.buyer_name, o.buyer_phone, o.shop_id, o.freight_mode, o.order_status,
                   o.goods_amount, o.freight_amount, o.discount_amount, o.pay_amount, o.refunded_amount, o.address,
                   o.remark, o.express_company, o.express_no, o.pay_time, o.created_at`;
  results['order list, tab 待发货, page 1'] = await pair(
    RUNS,
    () => ok(api.get(`${ORDER_API}OrderManage`, { _tab: 'pay', page: '1', limit: '20' })),
    () =>
      inStoreSession(
        `select ${columns} from orders o where o.supplier_id = $1 and o.order_status = 'pay'
          order by o.created_at desc, o.id desc limit 20`,
        [store],
      ),
  );
  results['order list, all, page 1'] = await pair(
    RUNS,
    () => ok(api.get(`${ORDER_API}OrderManage`, { page: '1', limit: '20' })),
    () =>
      inStoreSession(
        `select ${columns} from orders o where o.supplier_id = $1 order by o.created_at desc, o.id desc limit 20`,
        [store],
      ),
  );
  results['order count, sums and every tab’s count'] = await pair(
    RUNS,
    () => ok(api.get(`${ORDER_API}OrderManage`, { _count_sum: '1', _tab: 'pay' })),
    () =>
      inStoreSession(
        `select count(*) filter (where order_status = 'pay'), sum(pay_amount) filter (where order_status = 'pay'),
                sum(refunded_amount) filter (where order_status = 'pay'), count(*),
                count(*) filter (where order_status = 'submit'), count(*) filter (where order_status = 'pay'),
                count(*) filter (where order_status = 'send'),
                count(*) filter (where order_status in ('receive', 'finish')),
                count(*) filter (where order_status = 'cancel')
           from orders where supplier_id = $1`,
        [store],
      ),
  );
  const period = { start: String(now - 30 * DAY), end: String(now) };
  results['sales by day, 30 days'] = await pair(
    RUNS,
    () => ok(api.get('/v1/seller/report/SalesTrend', period)),
    () =>
      inStoreSession(
        `select to_char(to_timestamp(pay_time) at time zone $4, 'YYYY-MM-DD'), count(*), sum(pay_amount), sum(refunded_amount)
           from orders where supplier_id = $1 and pay_time is not null and pay_time >= $2 and pay_time <= $3 group by 1`,
        [store, now - 30 * DAY, now, config.TIME_ZONE],
      ),
  );
  // The server asks twice (today, this month so far), in one transaction; so does the SQL side.
  const { today, month } = currentPeriods(now, config.TIME_ZONE);
  const totals = `select count(*), coalesce(sum(pay_amount), 0), coalesce(sum(refunded_amount), 0),
                         count(distinct nullif(buyer_phone, '')) from orders
                   where supplier_id = $1 and pay_time is not null and pay_time >= $2 and pay_time <= $3`;
  results['workbench sales, today and this month'] = await pair(
    RUNS,
    () => ok(api.get('/v1/seller/report/SalesSummary', {})),
    () =>
      transaction(async () => {
        await direct.query(totals, [store, today.start, today.end]);
        await direct.query(totals, [store, month.start, month.end]);
      }),
  );

  const lines = [
    `bench/retail, ${new Date().toISOString().slice(0, 10)}, ${ORDERS.toLocaleString('en')} orders in one store, PostgreSQL, ${RUNS} runs each`,
    '',
    ...pairTable(results),
  ];
  report(import.meta.url, lines);

  await direct.end();
  await owner.end();
  await app.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
