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
  private readonly values = new Map<string, Set<string>>();

  constructor(
    private readonly db: TenantDb,
    private readonly lang: Lang,
  ) {}

  async has(f: Field, value: unknown): Promise<boolean> {
    if (!f.options) return true;
    let set = this.values.get(f.name);
    if (!set) {
      set = new Set((await resolveOptions(f.options, this.db, this.lang)).map((o) => String(o.value)));
      this.values.set(f.name, set);
    }
    return set.has(String(value));
  }

  /** Label to value, for imports where people type what they see. */
  async valueOf(f: Field, text: string): Promise<string | number | undefined> {
    if (!f.options) return undefined;
    const options = await resolveOptions(f.options, this.db, this.lang);
    return options.find((o) => o.label === text || String(o.value) === text)?.value;
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
