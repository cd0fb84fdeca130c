import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type AppDb, type Queryable, rawRows } from './handle';
import { goods, members } from './schema';

/**
 * The pinyin the page search finds goods and members by (docs/shell.md, "Pinyin"): each character's reading is a
 * row of `pinyin_chars`, filled here from pinyin-pro when the database is prepared, and the database's triggers
 * keep the names' pinyin from them (drizzle/repeatable/tenancy.sql). The table is made from the library rather
 * than kept as a data file, so an upgrade of the library is all it takes for the database to read as it does.
 */

/** The version of pinyin-pro, part of what a prepared database is (`preparedStamp`): a new one refills the table. */
export function pinyinSource(): string {
  const { version } = createRequire(import.meta.url)('pinyin-pro/package.json') as { version: string };
  return `pinyin-pro ${version}`;
}

/**
 * Each CJK Unified Ideograph (U+4E00 to U+9FFF) the library knows, to its most common reading without tones,
 * `ü` written `v` as it is typed (`绿` → `lv`). The library, whose dictionary is large, is loaded only here.
 */
async function pinyinReadings(): Promise<Record<string, string>> {
  const { pinyin } = await import('pinyin-pro');
  const readings: Record<string, string> = {};
  for (let code = 0x4e00; code <= 0x9fff; code++) {
    const ch = String.fromCodePoint(code);
    const py = pinyin(ch, { toneType: 'none', v: true });
    // A character the library has no reading for comes back as it is.
    if (py !== ch) readings[ch] = py;
  }
  return readings;
}

/**
 * Fills `pinyin_chars` when it holds other readings than the library's (a new database, one made before the
 * table was, a new version of the library), then has the database make its lookup of them and bring every goods'
 * and member's pinyin in line (`pinyin_rebuild`), all in one transaction. The readings' digest is kept as the
 * table's comment, so a database already current is left as it is. Run as the database owner, under the
 * migration lock, once the tenancy script has made the functions and triggers.
 */
export async function preparePinyin(owner: AppDb): Promise<void> {
  const readings = JSON.stringify(await pinyinReadings());
  const digest = createHash('sha256').update(readings).digest('hex');
  const [kept] = await rawRows<{ digest: string | null }>(
    owner,
    sql`select obj_description('pinyin_chars'::regclass, 'pg_class') as digest`,
  );
  if (kept?.digest === digest) return;
  await owner.transaction(async (tx) => {
    await tx.execute(sql`delete from pinyin_chars`);
    // One statement for the twenty thousand rows: the readings travel as one JSON parameter.
    await tx.execute(
      sql`insert into pinyin_chars (ch, py) select key, value from json_each_text(${readings}::json)`,
    );
    await tx.execute(sql`select pinyin_rebuild()`);
    await tx.execute(sql.raw(`comment on table pinyin_chars is '${digest}'`));
  });
}

/**
 * The tables whose names keep their pinyin, by property: what a bulk insert fills itself (`withPinyin`) and the
 * triggers fill otherwise (`pinyin_keep`, tenancy.sql).
 */
const PINYIN_COLUMNS: ReadonlyMap<PgTable, { readonly name: string; readonly pinyin: string }> = new Map([
  [goods, { name: 'name', pinyin: 'namePy' }],
  [members, { name: 'nickName', pinyin: 'nickPy' }],
] as [PgTable, { name: string; pinyin: string }][]);

/** Spaces as the database's `[\s\u3000]` reads them: ASCII white space and the ideographic space. */
const SPACES = /[ \t\n\r\v\f\u3000]+/g;

/**
 * A text's pinyin as `app_pinyin` (tenancy.sql) makes it from the same readings: spaces left out, ASCII letters
 * lower-cased (as the database's `lower()` does under its C collation), each character its reading or itself;
 * the full pinyin, a space, the initials. server/test/record-search.test.ts holds the two to each other.
 */
export function pinyinText(text: string, readings: ReadonlyMap<string, string>): string {
  let full = '';
  let initials = '';
  for (const ch of text.replace(SPACES, '').replace(/[A-Z]/g, (c) => c.toLowerCase())) {
    const py = readings.get(ch) ?? ch;
    full += py;
    initials += py.slice(0, [...py][0]?.length ?? 0);
  }
  return full === '' ? '' : `${full} ${initials}`;
}

/** The readings of `pinyin_chars`, read once a process: the table changes only as the database is prepared. */
let kept: Promise<ReadonlyMap<string, string>> | undefined;

function readingsOf(db: Queryable): Promise<ReadonlyMap<string, string>> {
  kept ??= rawRows<{ ch: string; py: string }>(db, sql`select ch, py from pinyin_chars`).then(
    (rows) => new Map(rows.map((r) => [r.ch, r.py])),
    (error: unknown) => {
      kept = undefined;
      throw error;
    },
  );
  return kept;
}

/**
 * Rows for a bulk insert into `table` with their names' pinyin, when the table keeps one: computed here, a few
 * microseconds a name, rather than by the insert trigger, which costs an import of 20,000 goods about a quarter
 * of its time. A row that gives its pinyin, or a table without one, is left as it is.
 */
export async function withPinyin(
  table: PgTable,
  db: Queryable,
  rows: readonly Record<string, unknown>[],
): Promise<readonly Record<string, unknown>[]> {
  const columns = PINYIN_COLUMNS.get(table);
  if (!columns || rows.length === 0) return rows;
  const readings = await readingsOf(db);
  return rows.map((row) => {
    const name = row[columns.name];
    if (typeof name !== 'string' || row[columns.pinyin] !== undefined) return row;
    return { ...row, [columns.pinyin]: pinyinText(name, readings) };
  });
}
