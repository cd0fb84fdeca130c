import { LANGS, type Lang, T, type Texts } from '@yanye/i18n';
import { formatMoney, type LogChange, maskCardNo, sameText } from '@yanye/protocol';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { StoreDb } from '../../platform/tenancy';
import { resolveOptions } from '../columns/option-sources';
import { formatDate, formatDateTime } from '../format';
import { referenceOf } from '../resource/references';
import type { ResourceDef } from '../resource/resource-decl';
import { type Field, formValue } from './fields';
import { columnKeys } from './save';
import { readLines } from './save-lines';

/**
 * What an edit changed, as the operator log says it: `字段 旧 → 新` for each field whose value differs, in the
 * form's order, each label and value in every language (the log is read in its reader's).
 */

/** Fields named in one summary; the others are counted. */
const MOST_FIELDS = 10;
/**
 * Characters the changes take at most, so that a summary stays one line of the log and within what its search
 * takes (a filter value is at most 200 characters); the fields that do not fit are counted.
 */
const MOST_CHARS = 170;
/** Characters of a value shown; a longer one is cut with an ellipsis. */
const VALUE_CHARS = 20;

/** A record as its form reads it: each field's value by name, and its lines. */
export type RecordState = Readonly<Record<string, unknown>>;

/** The record's values as its form reads them (Info), or undefined when the store has no such record. */
export async function recordState(
  def: ResourceDef,
  db: StoreDb,
  id: number,
): Promise<RecordState | undefined> {
  const [row] = await db
    .select()
    .from(def.table)
    .where(and(def.scope, eq(def.table.id, id)));
  if (!row) return undefined;
  const keys = columnKeys(def);
  const out: Record<string, unknown> = {};
  for (const f of def.fields) {
    if (f.column) out[f.name] = formValue(f, row[keys.get(f.column) ?? '']);
  }
  // Values of the extra fields in Chinese where they depend on it: compared only, never shown as they are.
  if (def.extra) Object.assign(out, await def.extra.read(db, id, 'zh'));
  if (def.lines) out[def.lines.name] = await readLines(def.lines, db, id);
  return out;
}

const short = (text: string) => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > VALUE_CHARS ? `${chars.slice(0, VALUE_CHARS).join('')}…` : chars.join('');
};

const EMPTY = T('空');
const PICTURES = T('{count} 张');
const REPLACED = T('已更换');
const ON = T('开启');
const OFF = T('关闭');

/** A text made in each language by `make`. */
function each(make: (lang: Lang) => string): Texts {
  return { zh: make('zh'), en: make('en'), es: make('es'), ja: make('ja') };
}

/** A typed value as the log shows it (a name, a number, an address): cut to a line's share, or 空 when blank. */
export function plainValue(value: unknown): Texts {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value) && value.length === 0) return EMPTY;
  return sameText(short(Array.isArray(value) ? value.map(String).join('、') : String(value)));
}

/** A switch as the log shows it: 开启 or 关闭, in each language. */
export function onOff(value: unknown): Texts {
  return value === true || value === 1 || value === '1' ? ON : OFF;
}

/** Pictures as the log shows them: how many (`2 张`), never their addresses. */
export function picturesValue(value: unknown): Texts {
  const count = (Array.isArray(value) ? value : [value]).filter((v) => v !== '' && v != null).length;
  return count === 0 ? EMPTY : each((lang) => PICTURES[lang].replace('{count}', String(count)));
}

/** One value as the log shows it: an option's label, money in yuan, a time on the store's clock. */
export async function shownValue(f: Field, value: unknown, db: StoreDb, timeZone: string): Promise<Texts> {
  if (value === null || value === undefined || value === '') return EMPTY;
  const values = Array.isArray(value) ? value : [value];
  if (f.options) {
    if (values.length === 0) return EMPTY;
    const labels = new Map<Lang, Map<string, string>>();
    for (const lang of LANGS) {
      const options = await resolveOptions(f.options, db, lang);
      labels.set(lang, new Map(options.map((o) => [String(o.value), o.label])));
    }
    const join = (lang: Lang) => (lang === 'zh' || lang === 'ja' ? '、' : ', ');
    return each((lang) =>
      short(values.map((v) => labels.get(lang)?.get(String(v)) ?? String(v)).join(join(lang))),
    );
  }
  const named = await referenceName(f, value, db);
  if (named !== undefined) return sameText(short(named));
  const byType: Partial<Record<Field['type'], () => Texts>> = {
    money: () => sameText(formatMoney(value)),
    // A card number is read back masked, as every list shows it.
    bankcard: () => sameText(maskCardNo(String(value))),
    date: () => (formatDate(value, timeZone) ? sameText(formatDate(value, timeZone)) : EMPTY),
    datetime: () => (formatDateTime(value, timeZone) ? sameText(formatDateTime(value, timeZone)) : EMPTY),
    images: () => picturesValue(values),
    switch: () => onOff(value),
  };
  return byType[f.type]?.() ?? sameText(short(values.map(String).join('、')));
}

/** The name of the record a reference points at (a department), when its table names its rows. */
async function referenceName(f: Field, value: unknown, db: StoreDb): Promise<string | undefined> {
  const ref = referenceOf(f.column);
  const name = ref ? getTableColumns(ref.table).name : undefined;
  if (!ref || !name || typeof value !== 'number') return undefined;
  const [row] = await db.select({ name }).from(ref.table).where(eq(ref.id, value));
  return row ? String(row.name) : `#${value}`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const LINES = T('{count} 行');

/** What an edit changed: the fields named, at most ten and within a line's length, and how many more. */
export interface Changes {
  readonly changes: readonly LogChange[];
  readonly more: number;
}

/**
 * One changed field as the log says it: `旧 → 新`, or `已更换` when the two read alike (a picture for another,
 * two long texts cut to the same start).
 */
function change(field: Texts, from: Texts, to: Texts): LogChange {
  return from.zh === to.zh && from.en === to.en ? { field, to: REPLACED } : { field, from, to };
}

/** A secret or a file given anew, which the log never shows: `App Secret 已更换`. */
export function replaced(field: Texts): LogChange {
  return { field, to: REPLACED };
}

/** Whether a value differs between two states (a field the after state lacks was not sent, and is unchanged). */
const differs = (before: RecordState, after: RecordState, name: string) =>
  name in after && !same(before[name], after[name]);

/**
 * The fields whose values differ between two states, each `字段 旧 → 新` as `shownValue` says it, in the fields'
 * order: a resource's form, or a settings page's.
 */
export async function fieldChanges(
  fields: readonly Field[],
  db: StoreDb,
  before: RecordState,
  after: RecordState,
  timeZone: string,
): Promise<LogChange[]> {
  const said: LogChange[] = [];
  for (const f of fields.filter((x) => differs(before, after, x.name))) {
    const from = await shownValue(f, before[f.name], db, timeZone);
    const to = await shownValue(f, after[f.name], db, timeZone);
    said.push(change(f.title, from, to));
  }
  return said;
}

/**
 * Changes as one line of the log holds them: at most ten, within `MOST_CHARS`, the rest counted in `more`. What a
 * write that is no resource's changed (a profile, the safe settings) is kept by the same measure.
 */
export function withinLine(said: readonly LogChange[]): Changes {
  const kept: LogChange[] = [];
  let length = 0;
  for (const change of said) {
    length += change.field.zh.length + (change.from?.zh.length ?? 0) + change.to.zh.length + 4;
    if (kept.length === MOST_FIELDS || length > MOST_CHARS) break;
    kept.push(change);
  }
  return { changes: kept, more: said.length - kept.length };
}

/** A value of a write that is no resource's (a profile): its label, and how the log shows it (else `plainValue`). */
export interface PlainField {
  readonly name: string;
  readonly title: Texts;
  readonly show?: (value: unknown) => Texts;
}

/** The values that differ between two states, each `标题 旧 → 新`, kept within a line. */
export function plainChanges(
  fields: readonly PlainField[],
  before: RecordState,
  after: RecordState,
): Changes {
  return withinLine(
    fields
      .filter((f) => differs(before, after, f.name))
      .map((f) => {
        const show = f.show ?? plainValue;
        return change(f.title, show(before[f.name]), show(after[f.name]));
      }),
  );
}

/**
 * The fields whose values differ between two states of one record, each `字段 旧 → 新`, at most ten (the rest
 * counted in `more`); a field kept secret by its resource (a password, which its `extra` never reads back) never
 * differs. None when nothing changed.
 */
export async function describeChanges(
  def: ResourceDef,
  db: StoreDb,
  before: RecordState,
  after: RecordState,
  timeZone: string,
): Promise<Changes> {
  const said = await fieldChanges(def.fields, db, before, after, timeZone);
  const lines = def.lines;
  const count = (state: RecordState) =>
    (lines ? (state[lines.name] as unknown[] | undefined)?.length : 0) ?? 0;
  if (lines && differs(before, after, lines.name)) {
    const rows = (n: number) => each((lang) => LINES[lang].replace('{count}', String(n)));
    said.push({ field: lines.title, from: rows(count(before)), to: rows(count(after)) });
  }
  return withinLine(said);
}
