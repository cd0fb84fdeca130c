import type { Lang } from '@yanye/i18n';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { accounts } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { insertRecord } from '../../platform/insert-rows';
import type { StoreDb } from '../../platform/tenancy';
import { zodIssueToError } from '../../platform/validation';
import { OptionCache } from '../columns/option-cache';
import { referenceColumnOf, referenceColumns, referenceIds, referenceOf } from '../resource/references';
import type { ResourceDef } from '../resource/resource-decl';
import { onField } from './field-refusals';
import { saveSchema } from './field-schemas';
import type { Field } from './fields';
import type { SaveContext } from './save-context';

/** The table's property key of each field's column (kept per table: an import asks for every row). */
export function columnKeys(def: Pick<ResourceDef, 'table'>): Map<unknown, string> {
  let keys = keysOfTable.get(def.table);
  if (keys) return keys;
  keys = new Map<unknown, string>();
  for (const [key, column] of Object.entries(getTableColumns(def.table))) keys.set(column, key);
  keysOfTable.set(def.table, keys);
  return keys;
}

const keysOfTable = new WeakMap<object, Map<unknown, string>>();

/**
 * The property of a row of the resource's own table holding the record's name (`recordName`), or undefined
 * when the column naming it is worked out or joined (a record's Info reads the table alone).
 */
export function recordNameKey(
  def: Pick<ResourceDef, 'table' | 'columns' | 'fields' | 'recordName'>,
): string | undefined {
  if (!def.recordName) return undefined;
  const column =
    def.columns[def.recordName]?.sql ?? def.fields.find((f) => f.name === def.recordName)?.column;
  return column ? columnKeys(def).get(column) : undefined;
}

/** A checked field value as its column stores it. */
function columnValue(column: PgColumn | undefined, value: unknown): unknown {
  if (column?.dataType === 'boolean') return value === 1 || value === '1' || value === true;
  return column?.columnType === 'PgNumeric' && typeof value === 'number' ? String(value) : value;
}

/**
 * Field values of a body checked against `fields` and turned into column values (select options checked).
 * References are checked to be ids, and with `inStore` to be rows of the store too; a record's own fields are
 * looked up after the resource's checks instead (`completeValues`), which may say more (not the warehouse's).
 */
export async function checkedValues(
  table: ResourceDef['table'],
  fields: readonly Field[],
  options: OptionCache,
  body: Record<string, unknown>,
  update: boolean,
  inStore: boolean,
  extra?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const parsed = saveSchema(fields, update).safeParse(body, { reportInput: true });
  if (!parsed.success) throw zodIssueToError(parsed.error.issues[0]);
  const keys = columnKeys({ table });
  const values: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.type === 'lines') continue;
    try {
      await checkedValue(f, (parsed.data as Record<string, unknown>)[f.name]);
    } catch (error) {
      throw onField(error, f.name);
    }
  }
  return values;

  async function checkedValue(f: Field, given: unknown): Promise<void> {
    let value = given;
    // A new record must have a pick of each required group, whether or not it sends any.
    if (value === undefined && !update && f.groups) await options.checkGroups(f, []);
    if (value === undefined) return;
    // A reference the database leaves NULL for none takes the form's none, 0 (a number field's default), as NULL.
    const nullForNone = f.column?.notNull === false && referenceOf(f.column)?.zeroIsNone === false;
    if (nullForNone && (value === 0 || value === '0')) value = null;
    const picked = Array.isArray(value) ? value : [value];
    if (f.type === 'select' || f.type === 'radio') {
      await options.checkGroups(f, picked);
      for (const one of picked) {
        // None is no option, and always allowed where the reference may be empty (an advert linking no goods).
        if (one === null && nullForNone) continue;
        if (!(await options.has(f, one)))
          throw new AppError('BAD_INPUT', 'fieldOption', { field: f.name }, { field: f.name });
      }
    }
    // A foreign id, whatever the input (a select, a tree, a hidden number, a list of ids): a row of this store,
    // or none. Ids kept outside the field's own column are looked up now: no later check sees them.
    const ref = referenceColumnOf(f);
    if (ref) {
      if (inStore || ref !== f.column) await options.assertInStore(ref, picked, f.name);
      else referenceIds(ref, picked, f.name);
    }
    // A field stored in no column of the table is the resource's to write (`extra`).
    if (!f.column) {
      if (extra) extra[f.name] = value;
      return;
    }
    // A decimal column takes its number as text, exactly as written (no float rounding on the way); a yes-or-no
    // column takes the form's 1 or 0 as a boolean.
    values[keys.get(f.column)!] = columnValue(f.column, value);
  }
}

/**
 * Validates a Save body (create without `id`, update with it) and turns it into column values: the field schemas,
 * option membership, then the resource's own checks. Throws the first problem as an AppError.
 */
export async function prepareValues(
  def: ResourceDef,
  db: StoreDb,
  options: OptionCache,
  body: Record<string, unknown>,
  id: number | undefined,
  ctx: SaveContext,
): Promise<Record<string, unknown>> {
  return completeValues(def, db, await checkValues(def, db, options, body, id), id, ctx, options);
}

/**
 * The field checks of a Save body (schemas, option membership), turned into column values; the values of the
 * fields stored in no column go to `extra`, by field name.
 */
export async function checkValues(
  def: ResourceDef,
  db: StoreDb,
  options: OptionCache,
  body: Record<string, unknown>,
  id: number | undefined,
  extra?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const values = await checkFields(def, options, body, id, extra);
  await assertUnique(def, db, values, id, options.lang);
  return values;
}

/** The field checks of `checkValues` without the unique values, which an import looks up for all its rows at once. */
export function checkFields(
  def: ResourceDef,
  options: OptionCache,
  body: Record<string, unknown>,
  id: number | undefined,
  extra?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return checkedValues(def.table, def.fields, options, body, id !== undefined, false, extra);
}

/**
 * Which of the store's records (served by the resource) hold each of `values` in the unique field `f`: one query
 * for a whole import, by value as text.
 */
export async function uniqueHolders(
  def: ResourceDef,
  db: StoreDb,
  f: Field,
  values: readonly unknown[],
): Promise<Map<string, number[]>> {
  const holders = new Map<string, number[]>();
  const column = f.column;
  if (!column || values.length === 0) return holders;
  const wanted = [...new Set(values.map((v) => column.mapToDriverValue(v)).map(String))];
  const rows = await db
    .select({ id: def.table.id, value: column })
    .from(def.table)
    .where(and(def.scope, sql`${column} = any(${sql.param(wanted)}::${sql.raw(column.getSQLType())}[])`));
  for (const row of rows) {
    const key = String(row.value);
    holders.set(key, [...(holders.get(key) ?? []), Number(row.id)]);
  }
  return holders;
}

/** The refusal of a value a unique field already has in another record of the store. */
export const valueTaken = (f: Field, value: unknown, lang: Lang) =>
  new AppError('CONFLICT', 'valueTaken', { field: f.title[lang], value: String(value) }, { field: f.name });

/** Refuses a value a unique field already has in another of the store's records (served by the resource). */
async function assertUnique(
  def: ResourceDef,
  db: StoreDb,
  values: Record<string, unknown>,
  id: number | undefined,
  lang: Lang,
): Promise<void> {
  const keys = columnKeys(def);
  for (const f of def.fields) {
    if (!f.unique || !f.column) continue;
    const value = values[keys.get(f.column)!];
    if (value === undefined || value === '') continue;
    const [same] = await db
      .select({ id: def.table.id })
      .from(def.table)
      .where(and(def.scope, eq(f.column, value), id === undefined ? undefined : ne(def.table.id, id)))
      .limit(1);
    if (same) throw valueTaken(f, value, lang);
  }
}

/**
 * The resource's own checks and derived values of checked column values (`beforeSave`), then every reference
 * among the values to be written, sent or derived, looked up in the store: a refusal names the field that
 * carries it (a column no field carries, by its name).
 */
export async function completeValues(
  def: ResourceDef,
  db: StoreDb,
  values: Record<string, unknown>,
  id: number | undefined,
  ctx: SaveContext,
  options: OptionCache = new OptionCache(db, ctx.lang),
): Promise<Record<string, unknown>> {
  // The caller's own account is a row of the store: its principal check, in the same transaction, found it (and
  // the foreign key stands behind the check). So a record naming who made it asks the store nothing for that.
  for (const { column } of referenceColumns(def))
    if (referenceOf(column)?.table === accounts) options.foundInStore(column, [ctx.accountId]);
  const done = def.beforeSave ? await def.beforeSave(db, values, id, ctx, options) : values;
  await options.assertAllInStore(
    referenceColumns(def)
      .filter(({ key }) => key in done)
      .map(({ key, column, field }) => ({ column, values: [done[key as keyof typeof done]], field })),
  );
  return done;
}

/** Refuses, as not found, a record this store does not have (or, with a scope, no longer serves). */
export async function assertExists(def: ResourceDef, db: StoreDb, id: number): Promise<void> {
  const [row] = await db
    .select({ id: def.table.id })
    .from(def.table)
    .where(and(def.scope, eq(def.table.id, id)));
  if (!row) throw notFound();
}

/** Inserts or updates one record; answers its id. */
export async function writeRecord(
  def: ResourceDef,
  db: StoreDb,
  values: Record<string, unknown>,
  id: number | undefined,
): Promise<number> {
  if (id === undefined) return insertRecord(db, def.table, values as never);
  // An update that names no field changes nothing: the record need only be there.
  if (Object.keys(values).length === 0) {
    await assertExists(def, db, id);
    return id;
  }
  const [row] = await db
    .update(def.table)
    .set(values as never)
    .where(and(def.scope, eq(def.table.id, id)))
    .returning({ id: def.table.id });
  if (!row) throw notFound();
  return id;
}
