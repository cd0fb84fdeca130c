import type { Lang } from '@yanye/protocol';
import { and, asc, eq, getTableColumns, inArray, ne, not, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError, conflict, notFound } from '../platform/errors';
import type { TenantDb } from '../platform/tenancy';
import { zodIssueToError } from '../platform/validation';
import { resolveOptions } from './columns';
import { type Field, formValue, saveSchema } from './fields';
import { checkGroups, type OptionGroup } from './groups';
import { assertInStore, lookUp, referenceIds, referenceOf, referenceOrFail } from './references';
import { conditionSql, type LinesDef, type ResourceDef, type SaveContext } from './resource';

/** Option values of select fields, loaded once per request (an import checks thousands of rows). */
export class OptionCache {
  private readonly loaded = new Map<string, { values: Set<string>; byText: Map<string, string | number> }>();
  /** Ids found in the store, by the column they are ids of. */
  private readonly found = new Map<PgColumn, Set<number>>();
  /** The groups of grouped selects, by field name. */
  private readonly groups = new Map<string, readonly OptionGroup[]>();

  constructor(
    private readonly db: TenantDb,
    readonly lang: Lang,
  ) {}

  private async of(f: Field) {
    let entry = this.loaded.get(f.name);
    if (!entry && f.options) {
      const options = await resolveOptions(f.options, this.db, this.lang);
      const byText = new Map<string, string | number>();
      // Values win over labels: a label that looks like another option's value does not hide it.
      for (const o of options) byText.set(o.label, o.value);
      for (const o of options) byText.set(String(o.value), o.value);
      entry = { values: new Set(options.map((o) => String(o.value))), byText };
      this.loaded.set(f.name, entry);
    }
    return entry;
  }

  async has(f: Field, value: unknown): Promise<boolean> {
    const entry = await this.of(f);
    if (entry === undefined) return true;
    // An open select takes what is typed while it has no options, and none ('') unless it is required.
    if (f.open && (entry.values.size === 0 || (value === '' && !f.required))) return true;
    return entry.values.has(String(value));
  }

  /** Refuses the picks of a grouped select that its groups, as the store has them now, do not allow. */
  async checkGroups(f: Field, picked: readonly unknown[]): Promise<void> {
    if (!f.groups) return;
    let groups = this.groups.get(f.name);
    if (!groups) {
      groups = await f.groups.load(this.db, this.lang);
      this.groups.set(f.name, groups);
    }
    checkGroups(f.title[this.lang], groups, picked);
  }

  /** Label to value, for imports where people type what they see. */
  async valueOf(f: Field, text: string): Promise<string | number | undefined> {
    return (await this.of(f))?.byText.get(text);
  }

  private knownOf(column: PgColumn): Set<number> {
    const ref = referenceOrFail(column);
    const known = this.found.get(ref.id) ?? new Set<number>();
    this.found.set(ref.id, known);
    return known;
  }

  /** Refuses values of a reference column that are no rows of the store (`assertInStore`), naming `field`. */
  async assertInStore(column: PgColumn, values: readonly unknown[], field: string): Promise<void> {
    await assertInStore(this.db, column, values, field, this.knownOf(column));
  }

  /** Looks up at once the ids of many values (a document's lines) that later checks ask for one by one. */
  async prime(column: PgColumn, values: readonly unknown[]): Promise<void> {
    const ids = values.filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0);
    await lookUp(this.db, column, ids, this.knownOf(column));
  }
}

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
async function checkedValues(
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
    let value = (parsed.data as Record<string, unknown>)[f.name];
    // A new record must have a pick of each required group, whether or not it sends any.
    if (value === undefined && !update && f.groups) await options.checkGroups(f, []);
    if (value === undefined) continue;
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
          throw new AppError('BAD_INPUT', 'fieldInvalid', { field: f.name, reason: { key: 'reasonValue' } });
      }
    }
    // A foreign id, whatever the input (a select, a tree, a hidden number): a row of this store, or none.
    if (f.column && referenceOf(f.column)) {
      if (inStore) await options.assertInStore(f.column, picked, f.name);
      else referenceIds(f.column, picked, f.name);
    }
    // A field stored in no column of the table is the resource's to write (`extra`).
    if (!f.column) {
      if (extra) extra[f.name] = value;
      continue;
    }
    // A decimal column takes its number as text, exactly as written (no float rounding on the way); a yes-or-no
    // column takes the form's 1 or 0 as a boolean.
    values[keys.get(f.column)!] = columnValue(f.column, value);
  }
  return values;
}

/**
 * Validates a Save body (create without `id`, update with it) and turns it into column values: the field schemas,
 * option membership, then the resource's own checks. Throws the first problem as an AppError.
 */
export async function prepareValues(
  def: ResourceDef,
  db: TenantDb,
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
  db: TenantDb,
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
  db: TenantDb,
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
  conflict('valueTaken', { field: f.title[lang], value: String(value) });

/** Refuses a value a unique field already has in another of the store's records (served by the resource). */
async function assertUnique(
  def: ResourceDef,
  db: TenantDb,
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
  db: TenantDb,
  values: Record<string, unknown>,
  id: number | undefined,
  ctx: SaveContext,
  options: OptionCache = new OptionCache(db, ctx.lang),
): Promise<Record<string, unknown>> {
  const done = def.beforeSave ? await def.beforeSave(db, values, id, ctx) : values;
  for (const { key, column, field } of referenceColumns(def)) {
    if (key in done) await options.assertInStore(column, [done[key as keyof typeof done]], field);
  }
  return done;
}

/** The table's reference columns, each with its key and the name of the field carrying it (or its own). */
export function referenceColumns(
  def: ResourceDef,
): readonly { key: string; column: PgColumn; field: string }[] {
  let found = referencesOf.get(def);
  if (found) return found;
  found = Object.entries(getTableColumns(def.table))
    .filter(([, column]) => referenceOf(column))
    .map(([key, column]) => ({
      key,
      column,
      field: def.fields.find((f) => f.column === column)?.name ?? column.name,
    }));
  referencesOf.set(def, found);
  return found;
}

const referencesOf = new WeakMap<ResourceDef, readonly { key: string; column: PgColumn; field: string }[]>();

/** Refuses, as not found, a record this store does not have (or, with a scope, no longer serves). */
export async function assertExists(def: ResourceDef, db: TenantDb, id: number): Promise<void> {
  const [row] = await db
    .select({ id: def.table.id })
    .from(def.table)
    .where(and(def.scope, eq(def.table.id, id)));
  if (!row) throw notFound();
}

/**
 * A refusal that names a field by its key, renamed by the field's title in the user's language: the form and
 * the action dialog label fields by title, so the message should too (`字段 运单号 不能为空`).
 */
export function titled(error: unknown, fields: readonly Field[], lang: Lang): unknown {
  if (!(error instanceof AppError) || typeof error.params.field !== 'string') return error;
  const f = fields.find((x) => x.name === error.params.field);
  if (!f) return error;
  return new AppError(
    error.code,
    error.key,
    { ...error.params, field: f.title[lang] },
    error.data,
    error.text,
  );
}

/**
 * The lines of a Save body, each checked against the line fields (a problem names its line, in the caller's
 * language), then turned into rows with the header values they imply (totals).
 */
export async function prepareLines(
  lines: LinesDef,
  db: TenantDb,
  options: OptionCache,
  ctx: SaveContext,
  body: Record<string, unknown>,
): Promise<{ lines: Record<string, unknown>[]; header: Record<string, unknown> }> {
  const { lang } = ctx;
  const raw = body[lines.name];
  if (!Array.isArray(raw) || raw.length < lines.min)
    throw new AppError('BAD_INPUT', 'linesRequired', { min: lines.min });
  if (raw.length > lines.max) throw new AppError('BAD_INPUT', 'linesTooMany', { max: lines.max });
  for (const f of lines.fields) {
    if (f.column && referenceOf(f.column))
      await options.prime(
        f.column,
        raw.map((l) =>
          typeof l === 'object' && l !== null ? (l as Record<string, unknown>)[f.name] : undefined,
        ),
      );
  }
  const rows: Record<string, unknown>[] = [];
  for (const [i, line] of raw.entries()) {
    try {
      if (typeof line !== 'object' || line === null) throw badLine();
      rows.push(
        await checkedValues(lines.table, lines.fields, options, line as Record<string, unknown>, false, true),
      );
    } catch (error) {
      throw lineError(error, i + 1, lang);
    }
  }
  try {
    return await lines.prepare(db, rows, ctx, typeof body.id === 'number' ? body.id : undefined);
  } catch (error) {
    // prepare names the line in `line` (1-based) when it refuses one.
    const line = error instanceof AppError ? Number(error.params.line) : Number.NaN;
    throw Number.isInteger(line) && error instanceof AppError && error.key !== 'lineProblem'
      ? lineError(error, line, lang)
      : error;
  }
}

const badLine = () =>
  new AppError('BAD_INPUT', 'fieldInvalid', { field: 'line', reason: { key: 'reasonType' } });

/** A line's problem said as `第 3 行：…` in the caller's language. */
export function lineError(error: unknown, line: number, lang: Lang): unknown {
  if (!(error instanceof AppError) || error.code !== 'BAD_INPUT' || !error.key) return error;
  return new AppError('BAD_INPUT', 'lineProblem', { line, problem: error.describe(lang) });
}

/** Refuses to change a row that is no longer editable (an audited document). */
export async function assertEditable(def: ResourceDef, db: TenantDb, ids: readonly number[]): Promise<void> {
  if (!def.editableWhen) return;
  const [locked] = await db
    .select({ id: def.table.id })
    .from(def.table)
    .where(and(inArray(def.table.id, [...ids]), not(conditionSql(def, def.editableWhen.condition))))
    .limit(1);
  if (locked) throw conflict(def.editableWhen.message);
}

/** Replaces a document's lines with `rows`, in order. */
export async function writeLines(
  lines: LinesDef,
  db: TenantDb,
  docId: number,
  rows: readonly Record<string, unknown>[],
  replace: boolean,
): Promise<void> {
  if (replace) await db.delete(lines.table).where(eq(lines.table.docId, docId));
  if (rows.length === 0) return;
  await db.insert(lines.table).values(rows.map((r, seq) => ({ ...r, docId, seq })) as never);
}

/** A document's lines as its form shows them: field names, in order. */
export async function readLines(lines: LinesDef, db: TenantDb, docId: number) {
  const keys = columnKeys({ table: lines.table });
  const rows = await db
    .select()
    .from(lines.table)
    .where(eq(lines.table.docId, docId))
    .orderBy(asc(lines.table.seq), asc(lines.table.id));
  return rows.map((row) => {
    const out: Record<string, unknown> = { id: row.id };
    for (const f of lines.fields) out[f.name] = formValue(f, row[keys.get(f.column) ?? '']);
    return out;
  });
}

/** Inserts or updates one record; answers its id. */
export async function writeRecord(
  def: ResourceDef,
  db: TenantDb,
  values: Record<string, unknown>,
  id: number | undefined,
): Promise<number> {
  if (id === undefined) {
    const [row] = await db
      .insert(def.table)
      .values(values as never)
      .returning({ id: def.table.id });
    return Number(row!.id);
  }
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
