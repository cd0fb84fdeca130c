import { type Column, type FilterKind, type Options, rawRows, regionName } from '@yanye/framework/server';
import { type Client, type Reply, readXlsx, sheetRows, type TestApp } from '@yanye/framework/testing';
import { type ColumnMeta, type CountAnswer, type FieldMeta, groupCardNo, isLuhn } from '@yanye/protocol';
import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';

// The reads and expectations resources.contract.test.ts makes of every resource: pages of rows, sample values
// of each field kind, what a filter keeps, and how a refusal must look.
export const sheet = async (raw: Buffer) => sheetRows(await readXlsx(raw));

/**
 * The contract every resource keeps, run over every registered resource (a new entity is covered by registering
 * it): its metadata, pages, count and sums, each filter and sort it declares, export, template and an import
 * round trip, save validation, and its store wall and permissions. Bespoke behaviour has its own tests.
 */

export type Row = Record<string, unknown> & { id?: unknown };
export type Query = Record<string, string | number>;

/** A test of a capability the resource has; one it lacks has no test (not a skipped one). */
export const itIf = (has: unknown): ((name: string, fn: () => Promise<void>) => void) =>
  has ? it : () => undefined;

export function ok<T>(
  reply: { status: number; body: { status: boolean; msg: string; data?: unknown } },
  what: string,
): T {
  if (!reply.body.status) throw new Error(`${what}: ${reply.status} ${reply.body.msg}`);
  return reply.body.data as T;
}

export const unique = () => `契约${Math.random().toString(36).slice(2, 8)}`;

/** A card number no save has used yet, its last digit the Luhn check digit, typed in groups of four. */
export function cardNo(): string {
  const body = `622202${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
  const check = [...'0123456789'].find((d) => isLuhn(`${body}${d}`))!;
  return groupCardNo(`${body}${check}`);
}

export const present = (v: unknown) => v !== null && v !== undefined && v !== '';
export const idOf = (r: Row) => Number(r.id);
/** Ids in id order: two reads of the same set compare equal whatever their order. */
export const idSet = (rows: readonly Row[]) => rows.map(idOf).sort((a, b) => a - b);

/** The most rows a page holds, and the most of one set the suite reads, page after page. */
export const PAGE = 500;
export const WHOLE = 2000;

export async function countOf(c: Client, path: string, query: Query = {}): Promise<CountAnswer> {
  return ok<CountAnswer>(await c.get(path, { ...query, _count_sum: 1 }), `${path} ${JSON.stringify(query)}`);
}

/** The rows of a list or filtered set in its order, a page of 500 at a time, the first WHOLE at most. */
export async function pagesOf(c: Client, path: string, query: Query = {}): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < WHOLE; page++) {
    const got = ok<Row[]>(await c.get(path, { ...query, page, limit: PAGE }), `${path} page ${page}`);
    rows.push(...got);
    if (got.length < PAGE) break;
  }
  return rows;
}

/**
 * The same rows by cursor (docs/engine.md, "Pages by key"): forward by `next` from page 1, then back by `prev`
 * from the last page read; each way the pages must be the ones read forward.
 */
export const idsOf = (rows: readonly Row[]) => rows.map((r) => r.id);
/** Pages by cursor are small, so that most demo lists take several, and the first CURSOR_ROWS rows are read so. */
export const CURSOR_PAGE = 40;
export const CURSOR_ROWS = 400;

export async function cursorPagesOf(c: Client, path: string, query: Query = {}): Promise<Row[]> {
  type Page = { rows: Row[]; prev: string | null; next: string | null };
  const read = async (more: Query) =>
    ok<Page>(await c.get(path, { ...query, ...more, limit: CURSOR_PAGE, _cursor: 1 }), `${path} by cursor`);
  const pages = [await read({ page: 1 })];
  while (pages.length * CURSOR_PAGE < CURSOR_ROWS && pages.at(-1)!.next)
    pages.push(await read({ _after: pages.at(-1)!.next! }));
  const back = [pages.at(-1)!];
  while (back[0]!.prev) back.unshift(await read({ _before: back[0]!.prev }));
  expect(
    back.map((p) => p.rows.map((r) => r.id)),
    `${path} back by prev`,
  ).toEqual(pages.map((p) => p.rows.map((r) => r.id)));
  return pages.flatMap((p) => p.rows);
}

/** The count and sums of a list or filtered set, and its rows. */
export async function rowsOf(c: Client, path: string, query: Query = {}) {
  return { counted: await countOf(c, path, query), rows: await pagesOf(c, path, query) };
}

/** The wall clock of unix seconds in the store's time zone, as the screens and sheets write it. */
export function wallClock(seconds: unknown, timeZone: string): string {
  const n = Number(seconds);
  if (!(n > 0)) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(n * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The declared options of a column or field, in Chinese; undefined when read from the store's data. */
export function declaredOptions(
  options: Options | undefined,
): { value: string | number; label: string }[] | undefined {
  if (!options || 'load' in options) return undefined;
  return options.map((o) => ({ value: o.value, label: typeof o.label === 'string' ? o.label : o.label.zh }));
}

/** A cell of an export, as the list shows the value: money in yuan, labels for options, dates on the wall clock. */
export function shownCell(c: Column, meta: ColumnMeta, value: unknown, timeZone: string): unknown {
  if (!present(value)) return '';
  const option = meta.options?.find((o) => String(o.value) === String(value));
  if (option) return option.label;
  if (c.type === 'datetime') return wallClock(value, timeZone);
  if (c.type === 'date' || c.type === 'eqdate') return wallClock(value, timeZone).slice(0, 10);
  if (c.type === 'number') return c.money ? Number(value) / 100 : Number(value);
  return String(value);
}

/** Rows of a sheet with empty cells as '' and exactly `width` cells. */
export const padded = (rows: unknown[][], width: number) =>
  rows.map((r) => Array.from({ length: width }, (_, i) => (present(r[i]) ? r[i] : '')));

/** A cell an import takes for a field, as a person would type it. */
export function sample(f: FieldMeta): unknown {
  const label = f.options?.[0]?.label;
  const byType: Record<FieldMeta['type'], () => unknown> = {
    text: () => unique().slice(0, f.rules.max ?? 60),
    textarea: () => unique(),
    richtext: () => `<p>${unique()}</p>`,
    phone: () => '13800138000',
    bankcard: () => cardNo(),
    number: () => Math.min(Math.max(f.rules.min ?? 0, 1), f.rules.max ?? 1),
    money: () => 12.5,
    // A select picked from an options call (a collector's points) has nothing to type here: left blank.
    select: () => label ?? '',
    radio: () => label,
    switch: () => '是',
    image: () => '',
    images: () => '',
    file: () => '',
    date: () => '2026-01-01',
    datetime: () => '2026-01-01 09:00:00',
    tree: () => 0,
    lines: () => undefined,
    region: () => '北京市 市辖区 东城区',
  };
  return byType[f.type]();
}

/** A stored value as a person would type it in a sheet: what an imported cell must come back as. */
export function typedAs(f: FieldMeta, value: unknown, timeZone: string): unknown {
  if (Array.isArray(value)) return value.map((v) => typedAs(f, v, timeZone)).join('、');
  if (f.type === 'money') return Number(value) / 100;
  if (f.type === 'switch') return Number(value) === 1 ? '是' : '否';
  if (f.type === 'date') return wallClock(value, timeZone).slice(0, 10);
  if (f.type === 'datetime') return wallClock(value, timeZone);
  if (f.type === 'region') return regionName(String(value));
  const option = f.options?.find((o) => String(o.value) === String(value));
  return option ? option.label : value;
}

/** A value a Save takes for a field: the right type, within its rules. */
export function formValue(f: FieldMeta): unknown {
  const first = f.options?.[0]?.value;
  const byType: Record<FieldMeta['type'], () => unknown> = {
    text: () => unique().slice(0, f.rules.max ?? 60),
    textarea: () => unique(),
    richtext: () => `<p>${unique()}</p>`,
    phone: () => '13800138000',
    bankcard: () => cardNo(),
    number: () => Math.min(Math.max(f.rules.min ?? 0, 1), f.rules.max ?? 1),
    money: () => 1250,
    select: () => (f.multiple ? (first === undefined ? [] : [first]) : (first ?? 1)),
    radio: () => first ?? 1,
    switch: () => 1,
    image: () => '',
    images: () => [],
    file: () => '',
    date: () => 1_767_225_600,
    datetime: () => 1_767_225_600,
    tree: () => 0,
    lines: () => [],
    region: () => '110101',
  };
  return byType[f.type]();
}

/** Another value a Save takes for a field than `current` (a record's own id is no parent of its own). */
export function otherValue(f: FieldMeta, current: unknown, id: number): unknown {
  const n = Number(current);
  const other = f.options?.find((o) => String(o.value) !== String(current) && Number(o.value) !== id)?.value;
  const byType: Partial<Record<FieldMeta['type'], () => unknown>> = {
    text: () => unique().slice(0, f.rules.max ?? 60),
    textarea: () => unique(),
    richtext: () => `<p>${unique()}</p>`,
    phone: () => (current === '13900139000' ? '13800138000' : '13900139000'),
    number: () => (n + 1 <= (f.rules.max ?? n + 1) ? n + 1 : (f.rules.min ?? 0)),
    money: () => n + 100,
    select: () => (f.multiple ? current : (other ?? current)),
    radio: () => other ?? current,
    switch: () => 1 - n,
    date: () => n + 86_400,
    datetime: () => n + 86_400,
    region: () => (current === '110101' ? '110102' : '110101'),
  };
  return (byType[f.type] ?? (() => current))();
}

export const DAY = 86_400;

/** Whether a value is within `lo,hi` (either side may be empty), the end widened by `tail`. */
export function inRange(value: unknown, sent: string, tail = 0, single = false): boolean {
  if (!present(value)) return false;
  const [lo = '', hi = single ? lo : ''] = sent.split(',');
  const n = Number(value);
  if (lo !== '' && n < Number(lo)) return false;
  if (hi === '') return true;
  return tail ? n < Number(hi) + tail : n <= Number(hi);
}

/**
 * Whether a row's value satisfies a filter sent as `sent`, as the list protocol has it: text by substring (wildcards
 * taken literally), select by equality, number `min,max`, date and datetime `start,end`, eqdate whole days. Keyed by
 * every filter kind the engine offers: a new kind does not compile here until it has a matcher and probes.
 */
export const matches: Readonly<Record<FilterKind, (value: unknown, sent: string) => boolean>> = {
  text: (v, sent) =>
    String(v ?? '')
      .toLowerCase()
      .includes(sent.toLowerCase()),
  select: (v, sent) => present(v) && String(v) === sent,
  number: (v, sent) => inRange(v, sent),
  date: (v, sent) => inRange(v, sent),
  datetime: (v, sent) => inRange(v, sent),
  eqdate: (v, sent) => inRange(v, sent, DAY, !sent.includes(',')),
};

/** What the filter bar sends for a row's value: a few probes, each a different use of the filter. */
export const probes: Readonly<Record<FilterKind, (v: unknown) => string[]>> = {
  // All but its start, a short part of its middle, and wildcards (which match only themselves).
  text: (v) => {
    const text = String(v);
    return text.length <= 2 ? [text, '%_'] : [text.slice(1), text.slice(1, 3), '%_'];
  },
  select: (v) => [String(v)],
  number: (v) => [`${v},${v}`, `${v},`, `,${v}`],
  date: (v) => [`${v},${v}`, `${v},`, `,${v}`],
  datetime: (v) => [`${v},${v}`, `${v},`, `,${v}`],
  eqdate: (v) => [`${v}`, `${v},${v}`, `${v},`],
};

/** A value of `key` to filter by: one that picks some rows but not all, where the rows allow. */
export function filterBy(rows: readonly Row[], key: string, kind: FilterKind): unknown {
  // Longer texts first: their parts tell a substring from a prefix or the whole.
  const values = [...new Set(rows.map((r) => r[key]).filter(present))].sort(
    (a, b) => String(b).length - String(a).length,
  );
  const picks = (v: unknown) => rows.filter((r) => matches[kind](r[key], probes[kind](v)[0]!)).length;
  return values.find((v) => picks(v) > 0 && picks(v) < rows.length) ?? values[0];
}

/** The sort position of each text as the database orders it (its collation, whatever the server's locale). */
export async function collation(t: TestApp, texts: readonly string[]): Promise<Map<string, number>> {
  const distinct = [...new Set(texts)];
  if (distinct.length === 0) return new Map();
  const values: SQL = sql.join(
    distinct.map((v) => sql`(${v}::text)`),
    sql`, `,
  );
  const rows = await rawRows<{ v: string }>(
    t.database.db,
    sql`select v from (values ${values}) as t(v) order by v`,
  );
  return new Map(rows.map((r, i) => [r.v, i]));
}

export function expectRefused(status: number, body: { code?: unknown }, what: string): void {
  expect(status, what).toBe(403);
  expect(body.code, what).toBe('NO_PERMISSION');
}
export const refusedReply = (r: Reply, what: string) =>
  expectRefused(r.status, r.body as { code?: unknown }, what);
export const refusedFile = (r: LightMyRequestResponse, what: string) =>
  expectRefused(r.statusCode, r.json<{ code?: unknown }>(), what);
