// bench/cluster/calls.ts: each call of the mix alone, one after another, with what it cost the server process:
// its writes to sockets (each message to PostgreSQL is one, and the HTTP answer one more) and its CPU, read from
// /proc around each call. On this machine a write to a socket on loopback costs about as much CPU as a small
// query's building and parsing together (it wakes the other side), so the messages a call sends are the first
// thing to read. Linux only.
//
//   npm run build && npm run bench:cluster   # makes and seeds the database `yanye_bench_cluster`
//   npx tsx bench/cluster/calls.ts           # then this, on it (BENCH_CALLS: how many of each, 300)
//
// `BENCH_CALLS_AGAINST=<another checkout, built>` runs that checkout's server beside this one, on the same
// database, and sends each call to the two in turn, in rounds of 25 (BENCH_CALLS in all): this machine's speed
// moves by a quarter from one minute to the next, and only figures taken in turn can be compared.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeSign } from '@yanye/protocol';
import { urlFor } from '../support';
import { CLUSTER_DB, fixture, SALT, serverEnv } from './mix';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DB = CLUSTER_DB;
const N = Number(process.env.BENCH_CALLS ?? 300);
const AGAINST = process.env.BENCH_CALLS_AGAINST;
const ROUND = AGAINST ? 25 : N;

function start(root: string, port: number): ChildProcess {
  return spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: serverEnv(port, urlFor(DB), { WORKERS: 'off' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** A server's write system calls so far. */
const writes = (pid: number) => Number(/syscw: (\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))![1]);
/** A server's CPU time so far, in ms (user and system, in clock ticks of 10 ms). */
const cpu = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

async function ready(port: number) {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {}
    if (tries > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const servers = [
  { name: 'this checkout', port: 8299, process: start(ROOT, 8299) },
  ...(AGAINST ? [{ name: AGAINST, port: 8298, process: start(AGAINST, 8298) }] : []),
];

async function main() {
  for (const s of servers) await ready(s.port);
  const f = await fixture(servers[0]!.port, urlFor(DB));
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
  const call = async (port: number, path: string, params: Record<string, unknown>, post: boolean) => {
    const url = `http://127.0.0.1:${port}${path}`;
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
  const calls: Record<string, (port: number) => Promise<unknown>> = {
    'goods page 1': (port) => call(port, '/v1/seller/goods/GoodsShowManage', query, false),
    'its count and sums': (port) =>
      call(port, '/v1/seller/goods/GoodsShowManage', { ...query, _count_sum: '1' }, false),
    'an inbound save (5 lines)': async (port) => {
      const lines = f.materials.map((m) => ({ material_id: m.id, unit_id: m.unit, qty: 1, price: 250 }));
      const body = {
        warehouse_id: f.warehouse,
        business_type: 'other',
        remark: `calls ${Math.random()}`,
        lines,
      };
      doc = (await call(port, '/v1/jxc/inbound/InboundSave', body, true))!.id!;
    },
    'its audit': (port) => call(port, '/v1/jxc/inbound/InboundAudit', { id: doc }, true),
  };
  const sums = servers.map(() => new Map(Object.keys(calls).map((k) => [k, { writes: 0, cpu: 0 }])));
  // A first round warms each process up; the rest are counted.
  for (let done = -ROUND; done < N; done += ROUND) {
    for (const [s, server] of servers.entries()) {
      const pid = server.process.pid!;
      for (let i = 0; i < ROUND; i++) {
        for (const [name, run] of Object.entries(calls)) {
          const w = writes(pid);
          const c = cpu(pid);
          await run(server.port);
          if (done < 0) continue;
          sums[s]!.get(name)!.writes += writes(pid) - w;
          sums[s]!.get(name)!.cpu += cpu(pid) - c;
        }
      }
    }
  }
  console.log(
    `bench/cluster/calls, ${new Date().toISOString().slice(0, 10)}, ${N} of each, one after another` +
      (AGAINST ? `, in rounds of ${ROUND} taken in turn by the two servers` : '') +
      '\n',
  );
  const head = servers.map((s) => `writes, CPU: ${s.name}`).join(' | ');
  console.log(`| call | ${head} |${AGAINST ? ' CPU against the other |' : ''}`);
  console.log(`|---|${servers.map(() => '---|').join('')}${AGAINST ? '---|' : ''}`);
  for (const name of Object.keys(calls)) {
    const each = sums.map((m) => m.get(name)!);
    const cells = each.map((s) => `${(s.writes / N).toFixed(1)}, ${(s.cpu / N).toFixed(2)} ms`).join(' | ');
    const ratio = AGAINST ? ` ${(each[0]!.cpu / each[1]!.cpu).toFixed(2)}x |` : '';
    console.log(`| ${name} | ${cells} |${ratio}`);
  }
  if (AGAINST) {
    const total = sums.map((m) => [...m.values()].reduce((a, s) => a + s.cpu, 0));
    console.log(`\nthe whole mix: ${(total[0]! / total[1]!).toFixed(2)}x the other's CPU`);
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const s of servers) s.process.kill();
  });
