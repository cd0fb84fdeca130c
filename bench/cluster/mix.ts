// The mix bench/cluster drives (bench/README.md, "bench/cluster"): per connection, in turn, page 1 of the goods
// list, its count and sums, an inbound document of 5 lines saved, and that document audited; every call signed
// with a fresh sign, as the browser sends them. Against the console, or against the bare floor (bare.ts).
import { computeSign } from '@yanye/protocol';
import autocannon from 'autocannon';
import pg from 'pg';

/** The sign salt the bench's servers are started with. */
export const SALT = 'yanye-console-sign';

/** The database the cluster bench makes and seeds, and bench/cluster/calls.ts reuses. */
export const CLUSTER_DB = 'yanye_bench_cluster';

/** The environment of a bench server on `port` against `databaseUrl`, with `extra` (SEED, WORKERS). */
export function serverEnv(
  port: number,
  databaseUrl: string,
  extra: Record<string, string>,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    SIGN_SALT: SALT,
    JWT_SECRET: 'bench-cluster-jwt-secret-0123456789abcdef',
    ADDON_SECRET_KEY: 'bench-cluster-seal-key-0123456789abcdef',
    ...extra,
  };
}

function headers(params: Record<string, unknown>, token: string, store: number) {
  const ts = Math.floor(Date.now() / 1000);
  return {
    timestamp: String(ts),
    sign: computeSign(params, ts, SALT),
    accesstoken: token,
    supplieruid: String(store),
    'content-type': 'application/json',
    lang: 'zh',
  };
}

export interface Fixture {
  token: string;
  store: number;
  warehouse: number;
  /** Materials with their own units. */
  materials: { id: number; unit: number }[];
}

export async function fixture(port: number, dbUrl: string): Promise<Fixture> {
  const login = { username: 'salt_admin', password: 'Demo@2026' };
  const r = await fetch(`http://127.0.0.1:${port}/v1/public/user/login`, {
    method: 'POST',
    headers: headers(login, '', 0),
    body: JSON.stringify(login),
  });
  const body = (await r.json()) as { status: boolean; msg: string; data: { access_token: string } };
  if (!body.status) throw new Error(`sign-in refused: ${body.msg}`);
  const owner = new pg.Client({ connectionString: dbUrl });
  await owner.connect();
  const one = async (q: string, p: unknown[] = []) => (await owner.query<{ id: number }>(q, p)).rows;
  const [store] = await one(`select id from suppliers where login_name = 'xinyan'`);
  const s = store!.id;
  const [warehouse] = await one(`select id from warehouses where supplier_id = $1 order by id limit 1`, [s]);
  const materials = (
    await owner.query<{ id: number; unit_id: number }>(
      `select id, unit_id from materials where supplier_id = $1 and status = 1 order by id limit 5`,
      [s],
    )
  ).rows;
  await owner.end();
  return {
    token: body.data.access_token,
    store: s,
    warehouse: Number(warehouse!.id),
    materials: materials.map((m) => ({ id: Number(m.id), unit: Number(m.unit_id) })),
  };
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  refused: number;
}

/**
 * The calls of the mix a run makes (`BENCH_MIX`: `page`, `count`, `save` for the save and its audit, comma
 * separated; all four by default), to tell one call's CPU from another's.
 */
const MIX = new Set((process.env.BENCH_MIX ?? 'page,count,save').split(','));
function mixed<T>([page, count, save, audit]: T[]): T[] {
  return [
    ...(MIX.has('page') ? [page!] : []),
    ...(MIX.has('count') ? [count!] : []),
    ...(MIX.has('save') ? [save!, audit!] : []),
  ];
}

/** The mix over `ports`, connections spread round-robin; a warm-up first, then the measured run. */
export async function drive(
  ports: number[],
  f: Fixture,
  seconds: number,
  connections: number,
  bare = false,
): Promise<Figures> {
  let refused = 0;
  const why = new Map<string, number>();
  const refuse = (body: string) => {
    refused++;
    const msg = (JSON.parse(body) as { msg?: string }).msg ?? body.slice(0, 80);
    why.set(msg, (why.get(msg) ?? 0) + 1);
  };
  const runs = ports.map((port) => {
    const goodsQuery = { page: '1', price: '0,999999999' };
    const list = new URLSearchParams(goodsQuery).toString();
    const count = new URLSearchParams({ ...goodsQuery, _count_sum: '1' }).toString();
    let n = 0;
    return autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: Math.max(1, Math.round(connections / ports.length)),
      duration: seconds,
      requests: mixed([
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: bare ? `/page?${list}&store=${f.store}` : `/v1/seller/goods/GoodsShowManage?${list}`,
            headers: headers(goodsQuery, f.token, f.store),
          }),
        },
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: bare ? `/count?${list}&store=${f.store}` : `/v1/seller/goods/GoodsShowManage?${count}`,
            headers: headers({ ...goodsQuery, _count_sum: '1' }, f.token, f.store),
          }),
        },
        {
          method: 'POST',
          setupRequest: (req) => {
            const body = {
              warehouse_id: f.warehouse,
              business_type: 'other',
              remark: `bench ${port} ${++n} ${Math.random()}`,
              lines: f.materials.map((m) => ({ material_id: m.id, unit_id: m.unit, qty: 1, price: 250 })),
            };
            return {
              ...req,
              path: bare ? '/save' : '/v1/jxc/inbound/InboundSave',
              headers: headers(body, f.token, f.store),
              body: JSON.stringify(bare ? { ...body, store: f.store } : body),
            };
          },
          onResponse: (_status, body, context) => {
            const saved = JSON.parse(body) as { status: boolean; data?: { id?: number } };
            if (!saved.status) refuse(body);
            (context as { docId?: number }).docId = saved.data?.id;
          },
        },
        {
          method: 'POST',
          setupRequest: (req, context) => {
            const body = { id: (context as { docId?: number }).docId };
            return {
              ...req,
              path: bare ? '/audit' : '/v1/jxc/inbound/InboundAudit',
              headers: headers(body, f.token, f.store),
              body: JSON.stringify(bare ? { ...body, store: f.store } : body),
            };
          },
          onResponse: (_status, body) => {
            if (!(JSON.parse(body) as { status: boolean }).status) refuse(body);
          },
        },
      ]),
    });
  });
  const results = await Promise.all(runs);
  if (why.size > 0) console.log('refused:', Object.fromEntries(why));
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  // Latencies of the processes' runs together: the larger percentile of the two stands for both.
  return {
    rps: total / seconds,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    refused,
  };
}
