import { LANGS, type Lang, T, type Texts, textOf } from '@yanye/i18n';
import type { LogSentence } from '@yanye/protocol';
import { and, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuditNote } from '../../platform/route-def';
import type { StoreDb } from '../../platform/tenancy';
import { recordNameKey } from '../form/save';
import { listSource } from '../list/query';
import type { ResourceDef } from './resource-decl';

/**
 * The operator log's sentences of what the engine's calls do (added, changed, deleted, an action, an import, an
 * export), with the records named as people know them (`修改了客户「张三」`), in every language.
 */
export const SAID = {
  created: T('添加了{noun}「{name}」'),
  changed: T('修改了{noun}「{name}」'),
  deleted: T('删除了{noun}「{name}」'),
  binned: T('删除了{noun}「{name}」（移入回收站）'),
  /** An action's title says what was done and to what (`审核入库单`). */
  acted: T('{action}「{name}」'),
  imported: T('导入了{noun}：新增 {inserted} 条，更新 {updated} 条'),
  exported: T('导出了「{title}」（后台导出）'),
};

/** Names given in one sentence; the rest are counted. */
const MOST_NAMES = 3;

const MORE_NAMES = T('{names} 等 {count} 个');

/**
 * Where a resource's records get their names (`recordName`, declared once: the tag of a record's page and the
 * question before an action say the same): the column, its property key on the table's rows, and how the list
 * shows it (a card number masked).
 */
function nameSource(def: ResourceDef) {
  if (!def.recordName) return undefined;
  const listed = def.columns[def.recordName];
  const column = (listed?.sql ?? def.fields.find((f) => f.name === def.recordName)?.column) as
    | PgColumn
    | undefined;
  if (!column) return undefined;
  // A name kept on another table (an application's applicant, on its résumé) has no key on the row: it is read
  // through the list's joins.
  return { column, key: recordNameKey(def), present: listed?.present };
}

/** How a record is named in a sentence: its name as the list shows it, or `#id` when it has none. */
function nameOf(def: ResourceDef, value: unknown, id: number): string {
  const present = nameSource(def)?.present;
  const shown = present ? present(value, 'zh') : value;
  const text = typeof shown === 'string' ? shown.replace(/\s+/g, ' ').trim() : '';
  return text || `#${id}`;
}

/**
 * The names of rows as the table gives them (selected whole, keyed by property); a name kept on another table is
 * read through the list's joins.
 */
export async function namesOfRows(
  def: ResourceDef,
  db: StoreDb,
  rows: readonly Record<string, unknown>[],
): Promise<string[]> {
  const source = nameSource(def);
  if (source && !source.key)
    return namesOf(
      def,
      db,
      rows.map((r) => Number(r.id)),
    );
  return rows.map((r) => nameOf(def, source?.key ? r[source.key] : undefined, Number(r.id)));
}

/**
 * The name of record `id` from the values a save has just written (keyed by property), or undefined when they
 * hold no text for its name column (an update that left the name alone): then it is read (`namesOf`). What was
 * written is what the row holds, so the log's name is the same without a statement to read it back.
 */
export function nameWritten(
  def: ResourceDef,
  values: Record<string, unknown>,
  id: number,
): string | undefined {
  const key = nameSource(def)?.key;
  if (!key || typeof values[key] !== 'string') return undefined;
  return nameOf(def, values[key], id);
}

/** The names of the store's records `ids`, in the order of `ids`; read before they are deleted. */
export async function namesOf(def: ResourceDef, db: StoreDb, ids: readonly number[]): Promise<string[]> {
  const source = nameSource(def);
  if (!source || ids.length === 0) return ids.map((id) => `#${id}`);
  const rows = await listSource(def, db, { id: def.table.id, name: source.column }).where(
    and(def.scope, inArray(def.table.id, [...ids])),
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r.name]));
  return ids.map((id) => nameOf(def, byId.get(id), id));
}

/**
 * `张三`, `张三、李四`, or `张三、李四、王五 等 5 个` (each language joining its own way); a name may be a text of
 * each language (a page's title).
 */
export function namesText(names: readonly (string | Texts)[]): Texts {
  const shown = names.slice(0, MOST_NAMES);
  const join = (lang: Lang, sep: string) => shown.map((n) => (typeof n === 'string' ? n : n[lang])).join(sep);
  const joined: Texts = {
    zh: join('zh', '、'),
    en: join('en', ', '),
    es: join('es', ', '),
    ja: join('ja', '、'),
  };
  if (names.length <= MOST_NAMES) return joined;
  const count = names.length;
  return Object.fromEntries(
    LANGS.map((lang) => [lang, textOf(MORE_NAMES, lang, { names: joined[lang], count })]),
  ) as Texts;
}

/** The log's note of something done to records `names` of a resource: `said` with its object and names. */
export function recordNote(
  def: ResourceDef,
  ids: readonly number[],
  names: readonly string[],
  said: Omit<LogSentence, 'params'> & { readonly params?: LogSentence['params'] },
): AuditNote {
  return {
    target: ids.join(','),
    object: def.name,
    objectName: names.join('、'),
    said: { ...said, params: { noun: def.noun, name: namesText(names), ...said.params } },
  };
}
