import type { Lang } from '@yanye/i18n';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { StoreDb } from '../../platform/tenancy';
import type { Field } from '../form/fields';
import {
  assertInStore,
  lookUp,
  lookUpAll,
  notInStore,
  referenceIds,
  referenceOrFail,
} from '../resource/references';
import { checkGroups, type OptionGroup } from './groups';
import { resolveOptions } from './option-sources';

/** Option values of select fields, loaded once per request (an import checks thousands of rows). */
export class OptionCache {
  private readonly loaded = new Map<string, { values: Set<string>; byText: Map<string, string | number> }>();
  /** Ids found in the store, by the column they are ids of. */
  private readonly found = new Map<PgColumn, Set<number>>();
  /** The groups of grouped selects, by field name. */
  private readonly groups = new Map<string, readonly OptionGroup[]>();
  /**
   * Ids by name, of the rows of the tables references point at, by the column naming them (null: no row, or
   * several, of that name).
   */
  private readonly named = new Map<PgColumn, Map<string, number | null>>();

  constructor(
    private readonly db: StoreDb,
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

  /**
   * The id of the store's row called `name` in the table a reference column points at (a recycle point by its
   * name, as an export writes it), or holding `name` in the column `by` of that table (a material by its code),
   * for an import; undefined when that table names no rows, or no single row has that name. One query per name,
   * whatever the rows asking.
   */
  async idByName(column: PgColumn, name: string, by?: PgColumn): Promise<number | undefined> {
    const ref = referenceOrFail(column);
    const nameColumn = by ?? getTableColumns(ref.table).name;
    if (!nameColumn) return undefined;
    const byName = this.named.get(nameColumn) ?? new Map<string, number | null>();
    this.named.set(nameColumn, byName);
    if (!byName.has(name)) {
      const rows = await this.db.select({ id: ref.id }).from(ref.table).where(eq(nameColumn, name)).limit(2);
      byName.set(name, rows.length === 1 ? Number(rows[0]!.id) : null);
    }
    return byName.get(name) ?? undefined;
  }

  /**
   * `assertInStore` for several columns at once, in one statement: each value of each column a row of the store,
   * or a refusal naming that column's field (the first in `checks` order).
   */
  async assertAllInStore(
    checks: readonly { column: PgColumn; values: readonly unknown[]; field: string }[],
  ): Promise<void> {
    const asks = checks.map((c) => ({
      column: c.column,
      ids: referenceIds(c.column, c.values, c.field),
      known: this.knownOf(c.column),
      field: c.field,
    }));
    await lookUpAll(this.db, asks);
    for (const a of asks) for (const id of a.ids) if (!a.known.has(id)) throw notInStore(a.field);
  }

  /** Takes `ids` as rows of the store in the table `column` refers to: a caller read them there itself. */
  foundInStore(column: PgColumn, ids: readonly number[]): void {
    const known = this.knownOf(column);
    for (const id of ids) known.add(id);
  }

  /** `prime` for several columns at once, in one statement. */
  async primeAll(columns: readonly { column: PgColumn; values: readonly unknown[] }[]): Promise<void> {
    await lookUpAll(
      this.db,
      columns.map((c) => ({ column: c.column, ids: positiveIds(c.values), known: this.knownOf(c.column) })),
    );
  }

  /** Looks up at once the ids of many values (a document's lines) that later checks ask for one by one. */
  async prime(column: PgColumn, values: readonly unknown[]): Promise<void> {
    await lookUp(this.db, column, positiveIds(values), this.knownOf(column));
  }
}

/**
 * The values that can be ids (whole numbers above 0), read as `referenceIds` reads them: a body's lines come
 * through their contract with ids as digits (`"12"`), which the line checks take, so priming must take them too
 * or each line's check looks its ids up alone. The others are refused by the checks that follow.
 */
export function positiveIds(values: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (const value of values) {
    const id = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ids.push(id);
  }
  return ids;
}
