import {
  AppError,
  cursorPage,
  dataPaths,
  encodeCursor,
  listRequest,
  type ResourceDef,
  StoreDb,
  type Tx,
} from '@yanye/framework/server';
import { DEFAULT_TIME_ZONE } from '@yanye/protocol';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../src/resources';

// A list page's statement compiled once per shape (engine/list/list-sql.ts) must be, text and values, the statement
// drizzle builds whole for the same request: every resource's lists, each sortable column both ways, with and
// without filters, by number and by cursor either way, for two stores, the second time from the compiled text.

const dialect = new PgDialect();

/** A handle whose statements are written down instead of run (each answers no rows). */
function recording(store: number) {
  const mock = drizzle.mock();
  const sent: { sql: string; params: unknown[] }[] = [];
  const tx = {
    select: mock.select.bind(mock),
    execute: async (query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query);
      sent.push({ sql, params });
      return { rows: [] };
    },
  } as unknown as Tx;
  return { db: new StoreDb(tx, store, true), sent };
}

/** A filter value each kind of filter takes, different for each round so the compiled text is reused. */
function filterValue(kind: string, round: number): string {
  switch (kind) {
    case 'text':
      return round === 0 ? '盐' : 'a_b%';
    case 'select':
      return String(round);
    case 'eqdate':
      return round === 0 ? '1700000000' : '1700000000,1800000000';
    default:
      return round === 0 ? '1,20' : ',5';
  }
}

/** The statements a page sends, compiled (the request as `listRequest` made it) and built whole (no shape). */
async function bothWays(
  def: ResourceDef,
  view: SQL | undefined,
  query: Record<string, string>,
  store: number,
) {
  let req: ReturnType<typeof listRequest>;
  try {
    req = listRequest(def, query, view, DEFAULT_TIME_ZONE);
  } catch (error) {
    // A value some column of this resource does not take (an option that is a word): no page to compare.
    if (error instanceof AppError) return undefined;
    throw error;
  }
  expect(req.shape).toBeDefined();
  const compiled = recording(store);
  await cursorPage(def, compiled.db, req, 'zh');
  const whole = recording(store);
  await cursorPage(def, whole.db, { ...req, shape: undefined }, 'zh');
  return { compiled: compiled.sent, whole: whole.sent };
}

describe('list statements compiled once per shape', () => {
  const lists = RESOURCES.flatMap((def) => dataPaths(def).map(([url, view]) => ({ def, url, view })));

  it.each(lists.map((l) => [l.url, l] as const))('%s: compiled as drizzle builds it', async (_url, l) => {
    const { def, view } = l;
    const sorts = Object.entries(def.columns)
      .filter(([, c]) => c.sortable)
      .map(([key]) => key);
    const filtered = Object.entries(def.columns).filter(([, c]) => c.filter);
    let compared = 0;
    for (const round of [0, 1]) {
      const store = round === 0 ? 3 : 41;
      for (const sort of ['', ...sorts]) {
        for (const order of sort ? ['true', 'false'] : ['']) {
          const filters = Object.fromEntries(
            filtered.map(([key, c]) => [key, filterValue(c.filter!, round)]),
          );
          const base = { sort, order, limit: String(10 + round) };
          const req = listRequest(def, base, view, DEFAULT_TIME_ZONE);
          const at = encodeCursor(req.sortKey, req.ascending, { value: round === 0 ? '7' : null, id: '9' });
          const questions: Record<string, string>[] = [
            { ...base, page: '1' },
            { ...base, page: String(2 + round), ...filters },
            { ...base, _after: at },
            { ...base, _before: at, ...filters },
          ];
          for (const q of questions) {
            const both = await bothWays(def, view, q, store);
            if (!both) continue;
            expect(both.compiled).toEqual(both.whole);
            expect(both.compiled.length).toBeGreaterThan(0);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
