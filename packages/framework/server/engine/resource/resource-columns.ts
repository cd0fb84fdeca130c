import type { PgColumn } from 'drizzle-orm/pg-core';
import { col } from '../columns/col';
import { statusColumn } from '../columns/column-kind';
import type { Column, Prop } from '../columns/columns';
import { type Field, fieldOf } from '../form/fields';
import type { ResourceDecl } from './resource-decl';
import type { LinesDecl, LinesDef } from './resource-lines';

// A declaration's properties turned into the resource's list columns and form fields: keyed once each, led by
// the record's id, with one status column kept per list.

/** The list columns by key and the form fields of some properties, refusing two of either keyed alike. */
export function keyed(entity: string, props: readonly Prop[]) {
  const columns: Record<string, Column> = {};
  const fields: Field[] = [];
  for (const p of props) {
    if (p.list) {
      if (columns[p.key]) throw new Error(`${entity}: two columns are keyed ${p.key}; give one \`as\``);
      columns[p.key] = p.list;
    }
    const f = fieldOf(p);
    if (f) {
      if (fields.some((x) => x.name === f.name)) throw new Error(`${entity}: two fields are named ${f.name}`);
      fields.push(f);
    }
  }
  return { columns, fields };
}

/**
 * The columns with one `status` at most, the list's state kept in sight (`statusColumn`); other selects named as a
 * state are plain selects. A column holding cents is `money` however it was built (a computed column made money
 * after `col.computed`, as a ledger's income is).
 */
export function withOneStatus(
  columns: Record<string, Column>,
  flowStatus: PgColumn | undefined,
): Record<string, Column> {
  const flowKey = Object.entries(columns).find(([, c]) => flowStatus && c.sql === flowStatus)?.[0];
  const status = statusColumn(columns, flowKey);
  const kindOf = (key: string, c: Column): Column['kind'] =>
    key === status ? 'status' : c.kind === 'status' ? 'select' : c.money ? 'money' : c.kind;
  return Object.fromEntries(Object.entries(columns).map(([key, c]) => [key, { ...c, kind: kindOf(key, c) }]));
}

/**
 * The declared properties led by the record's id, the first column of every list, unless the declaration keys a
 * column `id` itself. A resource that lists nothing (no Manage list, no views) has no columns to lead.
 */
export function withIdColumn(decl: ResourceDecl): readonly Prop[] {
  const lists = decl.manageList !== false || Object.keys(decl.views ?? {}).length > 0;
  const saysId = decl.columns.some((p) => p.list && p.key === 'id');
  return lists && !saysId ? [col.id(decl.table.id), ...decl.columns] : decl.columns;
}

/** A document's lines as served: their properties' form fields. */
export function linesOf(entity: string, decl: LinesDecl | undefined): LinesDef | undefined {
  if (!decl) return undefined;
  const { columns, ...rest } = decl;
  return { ...rest, fields: keyed(entity, columns).fields };
}
