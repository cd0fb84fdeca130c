import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { type AppDb, rawRows } from './handle';

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
