import { asc, desc } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceTable } from '../resource/resource-table';
import type { OptionsSource } from './option-sources';

/** Options from a store table: value and label columns, larger `sort` first when given. */
export function tableOptions(
  table: ResourceTable,
  value: PgColumn,
  label: PgColumn,
  sort?: PgColumn,
): OptionsSource {
  return {
    async load(db) {
      const rows = await db
        .select({ value, label })
        .from(table)
        .orderBy(...(sort ? [desc(sort)] : []), asc(value))
        .limit(2000);
      return rows.map((r) => ({ value: r.value as string | number, label: String(r.label) }));
    },
  };
}
