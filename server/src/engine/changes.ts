import { formatMoney, maskCardNo } from '@yanye/protocol';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { TenantDb } from '../platform/tenancy';
import { resolveOptions } from './columns';
import { type Field, formValue } from './fields';
import { formatDate, formatDateTime } from './format';
import { referenceOf } from './references';
import type { ResourceDef } from './resource';
import { columnKeys } from './save';
import { readLines } from './save-lines';

/**
 * What an edit changed, as the operator log says it: `字段: 旧 → 新` for each field whose value differs, in the
 * form's order, titles and option labels in Chinese (the log is written once, in the console's own language).
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
  db: TenantDb,
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
  if (def.extra) Object.assign(out, await def.extra.read(db, id));
  if (def.lines) out[def.lines.name] = await readLines(def.lines, db, id);
  return out;
}

const short = (text: string) => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > VALUE_CHARS ? `${chars.slice(0, VALUE_CHARS).join('')}…` : chars.join('');
};

const EMPTY = '空';

/** One value as the log shows it: an option's label, money in yuan, a time on the store's clock. */
async function shown(f: Field, value: unknown, db: TenantDb, timeZone: string): Promise<string> {
  if (value === null || value === undefined || value === '') return EMPTY;
  const values = Array.isArray(value) ? value : [value];
  if (f.options) {
    const labels = new Map(
      (await resolveOptions(f.options, db, 'zh')).map((o) => [String(o.value), o.label]),
    );
    return values.length === 0
      ? EMPTY
      : short(values.map((v) => labels.get(String(v)) ?? String(v)).join('、'));
  }
  const named = await referenceName(f, value, db);
  if (named !== undefined) return short(named);
  const byType: Partial<Record<Field['type'], () => string>> = {
    money: () => formatMoney(value),
    // A card number is read back masked, as every list shows it.
    bankcard: () => maskCardNo(String(value)),
    date: () => formatDate(value, timeZone) || EMPTY,
    datetime: () => formatDateTime(value, timeZone) || EMPTY,
    images: () => `${values.length} 张`,
  };
  return byType[f.type]?.() ?? short(values.map(String).join('、'));
}

/** The name of the record a reference points at (a department), when its table names its rows. */
async function referenceName(f: Field, value: unknown, db: TenantDb): Promise<string | undefined> {
  const ref = referenceOf(f.column);
  const name = ref ? getTableColumns(ref.table).name : undefined;
  if (!ref || !name || typeof value !== 'number') return undefined;
  const [row] = await db.select({ name }).from(ref.table).where(eq(ref.id, value));
  return row ? String(row.name) : `#${value}`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * `字段: 旧 → 新；…` of the fields whose values differ between two states of one record, at most ten (then
 * `等 N 项`); a field kept secret by its resource (a password, which its `extra` never reads back) never differs.
 * Empty when nothing changed.
 */
export async function describeChanges(
  def: ResourceDef,
  db: TenantDb,
  before: RecordState,
  after: RecordState,
  timeZone: string,
): Promise<string> {
  const differs = (name: string) => name in after && !same(before[name], after[name]);
  const said: string[] = [];
  for (const f of def.fields.filter((x) => differs(x.name))) {
    const from = await shown(f, before[f.name], db, timeZone);
    const to = await shown(f, after[f.name], db, timeZone);
    said.push(`${f.title.zh}: ${from} → ${to}`);
  }
  const lines = def.lines;
  const count = (state: RecordState) => (lines ? (state[lines.name] as unknown[] | undefined)?.length : 0);
  if (lines && differs(lines.name)) said.push(`${lines.title.zh}: ${count(before)} 行 → ${count(after)} 行`);
  const parts: string[] = [];
  for (const part of said) {
    const length = [...parts, part].join('；').length;
    if (parts.length === MOST_FIELDS || length > MOST_CHARS) break;
    parts.push(part);
  }
  if (said.length > parts.length) parts.push(`等 ${said.length} 项`);
  return parts.join('；');
}
