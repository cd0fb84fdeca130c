import { filled, once, requestReceipts, statementOf, templateOf } from '@yanye/framework/server';
import { and, eq, gt, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

// A statement template (db/statement-template.ts), filled in, must send what drizzle's own build of the same
// statement with the same values sends, text and values: values mapped as their columns map them (JSON
// written as JSON), constants of the build kept, SQL given at a mark written in place with its own values.

const db = drizzle.mock();
const dialect = new PgDialect();
const p = (name: string) => sql.placeholder(name);

describe('statement templates', () => {
  it('fill an insert with its values as drizzle writes them', () => {
    const t = templateOf(
      db
        .insert(requestReceipts)
        .values({
          scope: p('scope'),
          key: p('key'),
          fingerprint: p('f'),
          state: 'pending',
          claimedAt: p('at'),
          expiresAt: p('exp'),
        })
        .onConflictDoNothing()
        .returning({ key: requestReceipts.key }),
    );
    for (const values of [
      { scope: 'sign:1:a', key: 'it\'s $1 "quoted"', f: 'ff', at: 1_700_000_000, exp: 1_700_000_300 },
      { scope: 'key:2:3', key: 'k', f: '', at: 1, exp: 2 },
    ]) {
      const own = db
        .insert(requestReceipts)
        .values({
          scope: values.scope,
          key: values.key,
          fingerprint: values.f,
          state: 'pending',
          claimedAt: values.at,
          expiresAt: values.exp,
        })
        .onConflictDoNothing()
        .returning({ key: requestReceipts.key })
        .toSQL();
      expect(dialect.sqlToQuery(filled(t, values))).toEqual({
        sql: own.sql,
        params: own.params,
        typings: expect.anything(),
      });
      // Sent as text, without drizzle: the same.
      expect(statementOf(t, values)).toEqual({ text: own.sql, values: own.params });
    }
  });

  it('map a JSON value and a null as the column does, and keep the constants of the build', () => {
    const t = once((d: typeof db) =>
      d
        .update(requestReceipts)
        .set({ state: 'done', httpStatus: 200, answer: p('answer') })
        .where(and(eq(requestReceipts.scope, p('scope')), eq(requestReceipts.state, 'pending'))),
    );
    for (const answer of [{ status: true, msg: '已保存', data: { id: 7 } }, null]) {
      const own = db
        .update(requestReceipts)
        .set({ state: 'done', httpStatus: 200, answer })
        .where(and(eq(requestReceipts.scope, 's'), eq(requestReceipts.state, 'pending')))
        .toSQL();
      const ours = dialect.sqlToQuery(filled(t(db), { answer, scope: 's' }));
      expect([ours.sql, ours.params]).toEqual([own.sql, own.params]);
      expect(statementOf(t(db), { answer, scope: 's' })).toEqual({ text: own.sql, values: own.params });
    }
    // Built once: the second handle gets the first template.
    expect(t(drizzle.mock())).toBe(t(db));
  });

  it('put SQL given at a mark in place, numbering its values after those before it', () => {
    const MARK = '\u0001filter\u0001';
    const t = templateOf(
      db
        .select({ key: requestReceipts.key })
        .from(requestReceipts)
        .where(and(eq(requestReceipts.scope, p('scope')), sql.raw(MARK)))
        .limit(p('limit')),
      [MARK],
    );
    const filter = gt(requestReceipts.expiresAt, 99);
    const own = db
      .select({ key: requestReceipts.key })
      .from(requestReceipts)
      .where(and(eq(requestReceipts.scope, 'x'), filter))
      .limit(20)
      .toSQL();
    const ours = dialect.sqlToQuery(filled(t, { scope: 'x', limit: 20 }, { [MARK]: filter }));
    expect([ours.sql, ours.params]).toEqual([own.sql, own.params]);
  });

  it('refuse to fill a template without one of its values or marks', () => {
    const t = templateOf(
      db
        .select()
        .from(requestReceipts)
        .where(eq(requestReceipts.key, p('key'))),
    );
    expect(() => filled(t, {})).toThrow(/without its value key/);
    const m = templateOf(db.select().from(requestReceipts).where(sql.raw('\u0001m\u0001')), [
      '\u0001m\u0001',
    ]);
    expect(() => filled(m, {})).toThrow(/without its/);
    expect(() => statementOf(m, {})).toThrow(/without its/);
  });
});
