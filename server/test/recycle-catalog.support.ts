import { rawRows, withStore } from '@yanye/framework/server';
import type { Client, Reply, TestApp } from '@yanye/framework/testing';
import { API, type QuoteSheet } from '@yanye/protocol';
import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';

/** What the recycling catalogue's API tests share: its paths, and reading its lists and quotes. */

const BASE = '/v1/seller/recycle/';
export const BRAND = `${BASE}RecycleBrand`;
export const CATEGORY = `${BASE}RecycleCategory`;
export const QUESTION = `${BASE}RecycleQuestion`;
export const ANSWER = `${BASE}RecycleAnswer`;
export const STAFF = `${BASE}RecycleStaff`;
export const POINT = `${BASE}RecycleAddress`;

export type Row = Record<string, unknown>;
export type Option = { value: number; label: string };

/** The data of an accepted call. */
export const ok = <T>(r: Reply<T>, what: string): T => {
  expect(r.status, `${what}: ${r.body.msg}`).toBe(200);
  return r.body.data as T;
};

/** A refusal with its status and a text of its message. */
export const refused = (r: Reply, status: number, text: string, what: string) => {
  expect(r.status, `${what}: ${r.body.msg}`).toBe(status);
  expect(r.body.status).toBe(false);
  expect(r.body.msg, what).toContain(text);
};

/** Reads of the app `t`: lists, a demo row's id, rows as stored, a category's valuation sheet. */
export function catalogReads(t: TestApp) {
  const rows = async (c: Client, path: string, query: Record<string, string | number> = {}) =>
    ok(await c.get<Row[]>(`${path}Manage`, { limit: 500, ...query }), `${path}Manage`);
  return {
    rows,
    /** The id of the row of `path` whose `key` is `value` (a demo row). */
    async idOf(c: Client, path: string, key: string, value: string) {
      const found = (await rows(c, path)).filter((r) => r[key] === value);
      expect(found, `${path} ${key}=${value}`).toHaveLength(1);
      return Number(found[0]!.id);
    },
    stored: (c: Client, query: SQL) =>
      withStore(t.database.db, Number(c.suid), (db) => rawRows<Row>(db.tx, query)),
    sheetOf: async (c: Client, category: number) =>
      ok(await c.get<QuoteSheet>(API.recycle.quoteSheet.path, { category_id: category }), 'sheet'),
  };
}

/** The id of an answer on a valuation sheet, by its question's title and its text. */
export function answerId(sheet: QuoteSheet, question: string, answer: string): number {
  const a = sheet.questions.find((x) => x.title === question)?.answers.find((x) => x.text === answer);
  expect(a, `${question} / ${answer}`).toBeDefined();
  return a!.id;
}
