import type { Lang } from '@yanye/protocol';
import { eq, getTableColumns } from 'drizzle-orm';
import { AppError, notFound } from '../platform/errors';
import type { TenantDb } from '../platform/tenancy';
import { zodIssueToError } from '../platform/validation';
import { resolveOptions } from './columns';
import { type Field, saveSchema } from './fields';
import type { ResourceDef } from './resource';

/** Option values of select fields, loaded once per request (an import checks thousands of rows). */
export class OptionCache {
  private readonly loaded = new Map<string, { values: Set<string>; byText: Map<string, string | number> }>();

  constructor(
    private readonly db: TenantDb,
    private readonly lang: Lang,
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
    return entry === undefined || entry.values.has(String(value));
  }

  /** Label to value, for imports where people type what they see. */
  async valueOf(f: Field, text: string): Promise<string | number | undefined> {
    return (await this.of(f))?.byText.get(text);
  }
}

/** The table's property key of each field's column. */
export function columnKeys(def: ResourceDef): Map<unknown, string> {
  const keys = new Map<unknown, string>();
  for (const [key, column] of Object.entries(getTableColumns(def.table))) keys.set(column, key);
  return keys;
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
): Promise<Record<string, unknown>> {
  const fields = def.fields ?? [];
  const parsed = saveSchema(fields, id !== undefined).safeParse(body, { reportInput: true });
  if (!parsed.success) throw zodIssueToError(parsed.error.issues[0]);
  const keys = columnKeys(def);
  let values: Record<string, unknown> = {};
  for (const f of fields) {
    const value = (parsed.data as Record<string, unknown>)[f.name];
    if (value === undefined) continue;
    if ((f.type === 'select' || f.type === 'radio') && !(await options.has(f, value))) {
      throw new AppError('BAD_INPUT', 'fieldInvalid', { field: f.name, reason: { key: 'reasonValue' } });
    }
    values[keys.get(f.column)!] = value;
  }
  if (def.beforeSave) values = await def.beforeSave(db, values, id);
  return values;
}

/** Inserts many new records, 500 to a statement. */
export async function insertRecords(
  def: ResourceDef,
  db: TenantDb,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db.tx.insert(def.table).values(rows.slice(i, i + 500).map((r) => db.row(r)) as never);
  }
}

/** Inserts or updates one record; answers its id. */
export async function writeRecord(
  def: ResourceDef,
  db: TenantDb,
  values: Record<string, unknown>,
  id: number | undefined,
): Promise<number> {
  if (id === undefined) {
    const [row] = await db.tx
      .insert(def.table)
      .values(db.row(values) as never)
      .returning({ id: def.table.id });
    return Number(row!.id);
  }
  const [row] = await db.tx
    .update(def.table)
    .set(values as never)
    .where(db.where(def.table, eq(def.table.id, id)))
    .returning({ id: def.table.id });
  if (!row) throw notFound();
  return id;
}
