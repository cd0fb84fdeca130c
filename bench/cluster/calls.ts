// bench/cluster/calls.ts: each call of the mix alone, one after another, with what it cost the server process:
// its writes to sockets (each message to PostgreSQL is one, and the HTTP answer one more) and its CPU, read from
// /proc around each call. On this machine a write to a socket on loopback costs about as much CPU as a small
// query's building and parsing together (it wakes the other side), so the messages a call sends are the first
// thing to read. Linux only.
//
//   npm run build && npm run bench:cluster   # makes and seeds the database `yanye_bench_cluster`
//   npx tsx bench/cluster/calls.ts           # then this, on it (BENCH_CALLS: how many of each, 300)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeSign } from '@yanye/protocol';
import { urlFor } from '../support';
import { fixture, SALT } from './mix';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 8299;
const DB = 'yanye_bench_cluster';
const N = Number(process.env.BENCH_CALLS ?? 300);

const server = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: urlFor(DB),
    WORKERS: 'off',
    LOG_LEVEL: 'warn',
    SIGN_SALT: SALT,
    JWT_SECRET: 'bench-cluster-jwt-secret-0123456789abcdef',
    ADDON_SECRET_KEY: 'bench-cluster-seal-key-0123456789abcdef',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

/** The server's write system calls so far. */
const writes = () => Number(/syscw: (\d+)/.exec(readFileSync(`/proc/${server.pid}/io`, 'utf8'))![1]);
/** The server's CPU time so far, in ms (user and system, in clock ticks of 10 ms). */
const cpu = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

async function main() {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) break;
    } catch {}
    if (tries > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const f = await fixture(PORT, urlFor(DB));
  const headers = (params: Record<string, unknown>) => {
    const ts = Math.floor(Date.now() / 1000);
    return {
      timestamp: String(ts),
      sign: computeSign(params, ts, SALT),
      accesstoken: f.token,
      supplieruid: String(f.store),
      'content-type': 'application/json',
      lang: 'zh',
    };
  };
  const call = async (path: string, params: Record<string, unknown>, post: boolean) => {
    const url = `http://127.0.0.1:${PORT}${path}`;
    const r = post
      ? await fetch(url, { method: 'POST', headers: headers(params), body: JSON.stringify(params) })
      : await fetch(`${url}?${new URLSearchParams(params as Record<string, string>)}`, {
          headers: headers(params),
        });
    const body = (await r.json()) as { status: boolean; msg: string; data?: { id?: number } };
    if (!body.status) throw new Error(`${path}: ${body.msg}`);
    return body.data;
  };
  const query = { page: '1', price: '0,999999999' };
  let doc = 0;
  const calls: Record<string, () => Promise<unknown>> = {
    'goods page 1': () => call('/v1/seller/goods/GoodsShowManage', query, false),
    'its count and sums': () =>
      call('/v1/seller/goods/GoodsShowManage', { ...query, _count_sum: '1' }, false),
    'an inbound save (5 lines)': async () => {
      const lines = f.materials.map((m) => ({ material_id: m.id, unit_id: m.unit, qty: 1, price: 250 }));
      const body = {
        warehouse_id: f.warehouse,
        business_type: 'other',
        remark: `calls ${Math.random()}`,
        lines,
      };
      doc = (await call('/v1/jxc/inbound/InboundSave', body, true))!.id!;
    },
    'its audit': () => call('/v1/jxc/inbound/InboundAudit', { id: doc }, true),
  };
  const sums = new Map(Object.keys(calls).map((k) => [k, { writes: 0, cpu: 0 }]));
  // A first round warms the process up; the second is counted.
  for (const counted of [false, true]) {
    for (let i = 0; i < N; i++) {
      for (const [name, run] of Object.entries(calls)) {
        const w = writes();
        const c = cpu();
        await run();
        if (!counted) continue;
        sums.get(name)!.writes += writes() - w;
        sums.get(name)!.cpu += cpu() - c;
      }
    }
  }
  console.log(
    `bench/cluster/calls, ${new Date().toISOString().slice(0, 10)}, ${N} of each, one after another\n`,
  );
  console.log('| call | writes to sockets | server CPU (one at a time) |\n|---|---|---|');
  for (const [name, s] of sums)
    console.log(`| ${name} | ${(s.writes / N).toFixed(1)} | ${(s.cpu / N).toFixed(2)} ms |`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => server.kill());
