// What the principal's guard and the store setting cost in the database, beside the page-1 query alone: one
// connection to the bench/list database (run bench/list first: its sign-in leaves the session this reads), each
// variant sent as one simple-protocol round trip, in turns, 3,000 times; medians. See bench/README.md.
import pg from 'pg';
import { urlFor } from '../support';

const RUNS = Number(process.env.BENCH_RUNS ?? 3000);

async function main(): Promise<void> {
  const c = new pg.Client({ connectionString: urlFor(process.env.BENCH_DB ?? 'yanye_bench_list') });
  await c.connect();
  try {
    const session = (
      await c.query<{ supplier_id: number; account_id: string; id: string; seen: string }>(
        `select supplier_id, account_id, id, coalesce(last_seen_at, created_at) as seen from sessions
          where revoked_at is null order by created_at desc limit 1`,
      )
    ).rows[0];
    if (!session) throw new Error('no open session: run `BENCH_ONLY=page1 npm run bench:list` first');
    // The session's own last call as the clock: the guard passes (neither idle nor due to be kept) whenever run.
    const now = Number(session.seen);
    const args = [session.supplier_id, session.account_id, session.id, now] as const;
    const { stamp } = (
      await c.query<{ stamp: string }>('select stamp from auth_principal_state($1, $2, $3, $4)', [...args])
    ).rows[0]!;
    const store = `select set_config('app.supplier_id', '${session.supplier_id}', true)`;
    const guard = `select auth_check(${args[0]}, ${args[1]}, '${args[2]}', ${args[3]}, '${stamp}')`;
    const query = `select id, name, price from goods where supplier_id = ${session.supplier_id} and is_show = 1
                     and name ilike '%精制%' order by price asc, id asc limit 20`;
    const variants: Record<string, string> = {
      'select 1 (a round trip)': 'select 1',
      'the guard alone': guard,
      'the page-1 query': query,
      'store setting, query': `${store}; ${query}`,
      'store setting, guard, query': `${store}; ${guard}; ${query}`,
    };
    const times: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((n) => [n, []]));
    for (let r = 0; r < RUNS; r++) {
      for (const [name, text] of Object.entries(variants)) {
        const started = performance.now();
        await c.query(text);
        times[name]!.push(performance.now() - started);
      }
    }
    console.log(`bench/list/guard, ${RUNS} turns, median per round trip`);
    for (const [name, list] of Object.entries(times)) {
      list.sort((a, b) => a - b);
      console.log(`${name.padEnd(30)} ${Math.round(list[list.length >> 1]! * 1000)} µs`);
    }
  } finally {
    await c.end();
  }
}

await main();
