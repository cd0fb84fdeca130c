import { insertRows, insertStatement, StoreDb, type Tx } from '@yanye/framework/server';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../src/resources';
import { stockLogs } from '../src/resources/jxc/tables';

// An insert compiled once per shape (platform/insert-rows.ts) must send, text and values, what drizzle's own insert
// builds for the same rows: for every document's lines and the stock ledger, rows giving every column or leaving
// the defaulted ones out, several rows and one, the second time from the compiled text.

/** A write's handle whose statements are written down instead of run, with `run` (PostgreSQL's) or without. */
function recording(store: number, withRun: boolean) {
  const mock = drizzle.mock();
  const sent: { sql: string; params: unknown[] }[] = [];
  const record = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    sent.push(query.toSQL());
    return { rows: [] };
  };
  const tx = {
    // What drizzle builds itself (the uncompiled way) is recorded as it would be sent.
    insert: (table: never) => {
      const builder = mock.insert(table);
      return {
        values: (rows: never) => {
          const q = builder.values(rows);
          // biome-ignore lint/suspicious/noThenProperty: the builder is awaited; recording it stands in for running it
          return Object.assign(q, { then: (ok: (v: unknown) => unknown) => record(q).then(ok) });
        },
      };
    },
  } as unknown as Tx;
  const session = withRun
    ? {
        run: async (text: string, values: readonly unknown[]) =>
          void sent.push({ sql: text, params: [...values] }),
      }
    : {};
  return { db: new StoreDb(tx, store, false, { session }), sent };
}

/** A value each kind of column takes; `round` changes it so a compiled text is filled anew. */
function sample(dataType: string, columnType: string, round: number): unknown {
  if (columnType === 'PgNumeric') return `${round + 1}.250`;
  if (dataType === 'number') return 10 + round;
  if (dataType === 'string') return `v${round}'s "text"`;
  if (dataType === 'boolean') return round % 2 === 0;
  if (dataType === 'json') return { round, list: [1, 'a'] };
  return undefined;
}

/** Rows for `table`: every column given, or only those without a default (the defaulted left to the table). */
function rowsFor(table: Parameters<typeof getTableColumns>[0], count: number, full: boolean, round: number) {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([name, c]) => name !== 'supplierId' && name !== 'id' && (full || !c.hasDefault),
  );
  return Array.from({ length: count }, (_, i) =>
    Object.fromEntries(
      columns.map(([name, c]) => [name, c.enumValues?.[0] ?? sample(c.dataType, c.columnType, round + i)]),
    ),
  );
}

const tables = [
  ['stock_logs', stockLogs],
  ...RESOURCES.flatMap((def) => (def.lines ? [[`${def.entity} lines`, def.lines.table] as const] : [])),
] as const;

describe('inserts compiled once per shape', () => {
  for (const [name, table] of tables) {
    for (const full of [true, false]) {
      it(`${name}, ${full ? 'every column given' : 'defaults left out'}: as drizzle builds it`, async () => {
        for (const [round, count] of [
          [0, 3],
          [1, 3],
          [2, 1],
        ] as const) {
          const rows = rowsFor(table, count, full, round);
          const compiled = recording(7, true);
          await insertRows(compiled.db, table as never, rows as never);
          const whole = recording(7, false);
          await insertRows(whole.db, table as never, rows as never);
          expect(compiled.sent).toEqual(whole.sent);
          expect(compiled.sent[0]?.params).toContain(7);
        }
      });
    }
  }

  it('fills a default function for each insert, and leaves SQL values to drizzle', async () => {
    let n = 0;
    const t = pgTable('t', {
      supplierId: integer('supplier_id').notNull(),
      code: text('code').$defaultFn(() => `c${++n}`),
      note: text('note').notNull(),
    });
    const { db, sent } = recording(3, true);
    await insertRows(db, t as never, [{ note: 'a' }, { note: 'b' }] as never);
    await insertRows(db, t as never, [{ note: 'c' }, { note: 'd' }] as never);
    expect(sent[1]!.sql).toBe(sent[0]!.sql);
    expect(sent.map((s) => s.params)).toEqual([
      [3, 'c1', 'a', 3, 'c2', 'b'],
      [3, 'c3', 'c', 3, 'c4', 'd'],
    ]);
    const { db: db2, sent: sent2 } = recording(3, true);
    await insertRows(db2, t as never, [{ note: sql`upper('e')` as unknown as SQL }] as never);
    expect(sent2[0]!.sql).toContain("upper('e')");
  });

  // A record's own row (engine/form/save.ts, writeRecord), answering its id: every resource's table.
  it('compiles a record of each resource with its id answered, as drizzle builds it', () => {
    const mock = drizzle.mock();
    for (const def of RESOURCES) {
      for (const [round, full] of [
        [0, true],
        [1, true],
        [2, false],
      ] as const) {
        const [row] = rowsFor(def.table, 1, full, round);
        const { db } = recording(5, true);
        const ours = insertStatement(db, def.table as never, [row] as never, { returningId: true });
        const own = mock
          .insert(def.table)
          .values({ ...row, supplierId: 5 } as never)
          .returning({ id: def.table.id })
          .toSQL();
        expect([def.entity, ours?.text, ours?.values], def.entity).toEqual([def.entity, own.sql, own.params]);
      }
    }
  });
});
