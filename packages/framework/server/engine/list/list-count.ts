import type { CountAnswer } from '@yanye/protocol';
import { and, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { rawRows } from '../../db/client';
import type { StoreDb } from '../../platform/tenancy';
import type { ResourceDef } from '../resource/resource-decl';
import { type ListRequest, listSource } from './query';

/**
 * A list's count and sums (`_count_sum=1`): exact, or, with a budget, exact within it and otherwise estimated from
 * a sample of the table's pages (docs/engine.md, "Counts").
 */

/**
 * `listSource` over a sample of `percent` of the table's pages (`TABLESAMPLE SYSTEM`): the count's estimate. The
 * handle cannot see the store through a sampled table, so the store's condition is written here (row-level
 * security holds the same line underneath, joins included).
 */
function sampleSource<T extends Record<string, PgColumn | SQL | SQL.Aliased>>(
  def: ResourceDef,
  db: StoreDb,
  select: T,
  percent: number,
) {
  const sampled = sql`${def.table} tablesample system (${sql.raw(percent.toFixed(6))})`;
  let query = db.select(select).from(sampled).$dynamic();
  for (const join of def.joins ?? []) query = query.leftJoin(join.table, join.on) as unknown as typeof query;
  const store = (def.table as unknown as { supplierId?: PgColumn }).supplierId;
  if (!store) throw new Error(`${def.name}: a list's table is a store's table`);
  const scope = eq(store, db.supplierId);
  return { where: (where: SQL | undefined) => query.where(and(scope, where)) };
}

/** How a count is asked for: exact whatever it takes (the default), or exact within a budget, else estimated. */
export interface CountOptions {
  /**
   * Milliseconds the exact count may take before an estimate answers instead; 0 estimates at once. Undefined:
   * always exact (`_count_sum=1` without `_estimate=1`, and the sync export's limit).
   */
  readonly budgetMs?: number | undefined;
  /** About how many of its table's pages an estimate samples (`SAMPLE_PAGES`; a test samples fewer). */
  readonly samplePages?: number;
}

/** The pages of its table an estimate reads, about: a 1 % sample of a million-row table's pages. */
const SAMPLE_PAGES = 1000;

/** PostgreSQL's "canceling statement due to statement timeout". */
const QUERY_CANCELED = '57014';

/**
 * Count and sums over the whole filtered set; with tabs, also how many rows each tab holds, all in one scan of
 * the set without the open tab's filter.
 *
 * With a budget (`_estimate=1`), the exact figures are read within it (a `statement_timeout` of the budget:
 * `withinBudget`); past it, the same figures are read from a sample of the table's pages (`TABLESAMPLE SYSTEM`,
 * about `SAMPLE_PAGES` of them) and scaled up to the store (`estimate`), marked `estimated`. A sample says little
 * of a filter few rows meet: the browser shows an estimate as "约 N" with the exact figure one click away.
 */
export async function countAndSums(
  def: ResourceDef,
  db: StoreDb,
  req: Pick<ListRequest, 'where' | 'untabbed' | 'tab'>,
  o: CountOptions = {},
): Promise<CountAnswer> {
  const { budgetMs } = o;
  const exactly = async () => (await countOver(def, db, req)).answer;
  if (budgetMs === undefined) return exactly();
  if (budgetMs > 0) {
    const exact = await withinBudget(db, budgetMs, exactly);
    if (exact) return exact;
  }
  return estimate(def, db, req, o.samplePages ?? SAMPLE_PAGES);
}

const sqlState = (error: unknown): unknown =>
  (error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;

/**
 * `read`'s answer if PostgreSQL gives it within `ms`, else undefined (the statement cancelled by its
 * `statement_timeout`). A read on PostgreSQL runs each statement in the implicit transaction of its own message
 * (db/store-session.ts), where no savepoint can be made: there the timeout travels as a local setting in the
 * message's prefix (`StoreSession.locally`), in front of the count, so it costs no message of its own and a
 * cancelled statement leaves nothing behind. In a transaction (a write, PGlite's reads), the timeout is set in a
 * savepoint, which the cancelled statement rolls back.
 */
async function withinBudget<T>(db: StoreDb, ms: number, read: () => Promise<T>): Promise<T | undefined> {
  const timeout = String(Math.ceil(ms));
  const cancelled = (error: unknown) => {
    if (sqlState(error) !== QUERY_CANCELED) throw error;
    return undefined;
  };
  const { locally } = db.session;
  try {
    if (locally) return await locally('statement_timeout', timeout, read);
    return await db.tx.transaction(async (sp) => {
      await sp.execute(sql`select set_config('statement_timeout', ${timeout}, true)`);
      const answer = await read();
      await sp.execute(sql`set local statement_timeout to default`);
      return answer;
    });
  } catch (error) {
    return cancelled(error);
  }
}

/**
 * The figures from a sample of the table's pages, scaled to the store. The sample's share of the store's rows
 * meeting the filter is the estimate's: scaled by the store's rows as the planner counts them (its statistics
 * of the store column), which leaves out how many of the store's pages the sample happened to take (a table
 * holds many stores); scaled by the sample's fraction where the planner says nothing.
 */
async function estimate(
  def: ResourceDef,
  db: StoreDb,
  req: Pick<ListRequest, 'where' | 'untabbed' | 'tab'>,
  samplePages: number,
): Promise<CountAnswer> {
  const [stats] = await rawRows<{ pages: number | string | null }>(
    db.tx,
    sql`select relpages as pages from pg_class where oid = to_regclass(${getTableName(def.table)})`,
  );
  // `relpages` is what the last VACUUM or ANALYZE saw: a table never analysed says 0 and is read whole.
  const pages = Number(stats?.pages ?? 0);
  if (pages <= samplePages) return { ...(await countOver(def, db, req)).answer, estimated: true };
  const percent = (samplePages / pages) * 100;
  const { answer, base } = await countOver(def, db, req, percent);
  const storeRows = await plannedRows(def, db);
  const scale = base > 0 && storeRows > 0 ? storeRows / base : 100 / percent;
  // Two significant digits, as far as a sample goes (it is off by a few per cent): 89,379 → 89,000.
  const scaled = (n: number) => {
    const x = n * scale;
    const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(x) || 1)) - 1);
    return Math.round(x / unit) * unit;
  };
  const each = (figures: Readonly<Record<string, number>>) =>
    Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, scaled(v)]));
  return {
    count: scaled(answer.count),
    totalrow: each(answer.totalrow),
    ...(answer.tabs ? { tabs: each(answer.tabs) } : {}),
    estimated: true,
  };
}

/** How many rows of the store the planner expects the list's table to hold (0 when it cannot say). */
async function plannedRows(def: ResourceDef, db: StoreDb): Promise<number> {
  const store = (def.table as unknown as { supplierId?: PgColumn }).supplierId;
  if (!store) return 0;
  const [plan] = await rawRows<Record<string, unknown>>(
    db.tx,
    sql`explain (format json) select 1 from ${def.table} where ${store} = ${db.supplierId}`,
  );
  const json = Object.values(plan ?? {})[0];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as
    | { Plan?: { 'Plan Rows'?: number } }[]
    | undefined;
  return Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * Count, sums and tabs' counts over the filtered set; or over a sample of `percent` of the table's pages, with
 * `base` the store's rows the sample took (the filter then counts inside the aggregates).
 */
async function countOver(
  def: ResourceDef,
  db: StoreDb,
  req: Pick<ListRequest, 'where' | 'untabbed' | 'tab'>,
  percent?: number,
): Promise<{ answer: CountAnswer; base: number }> {
  const sums = Object.entries(def.columns).filter(([, c]) => c.sum);
  const tabs = def.tabs ? Object.entries(def.tabs) : [];
  const open = tabs.length > 0 ? req.tab : undefined;
  const where = tabs.length > 0 ? req.untabbed : req.where;
  const sampled = percent !== undefined;
  // An aggregate over the rows meeting `also` too; a sample's also meets the filter here rather than in WHERE.
  const over = (what: SQL, also: SQL | undefined) => {
    const condition = sampled ? and(where, also) : also;
    return condition ? sql`${what} filter (where ${condition})` : what;
  };
  const select: Record<string, SQL> = { count: sql<number>`${over(sql`count(*)`, open)}` };
  for (const [key, c] of sums)
    select[key] = sql<string>`coalesce(${over(sql`sum(${c.sql})`, open)}, 0)::text`;
  tabs.forEach(([, tab], i) => {
    select[`__tab${i}`] = over(sql`count(*)`, tab.where).mapWith(Number);
  });
  if (sampled) select.__base = sql<number>`count(*)`;
  const [row] = sampled
    ? await sampleSource(def, db, select, percent).where(undefined)
    : await listSource(def, db, select).where(where);
  const totalrow: Record<string, number> = {};
  for (const [key] of sums) totalrow[key] = Number(row?.[key] ?? 0);
  const counted = { count: Number(row?.count ?? 0), totalrow };
  const answer =
    tabs.length === 0
      ? counted
      : {
          ...counted,
          tabs: Object.fromEntries(tabs.map(([name], i) => [name, Number(row?.[`__tab${i}`] ?? 0)])),
        };
  return { answer, base: Number(row?.__base ?? 0) };
}
