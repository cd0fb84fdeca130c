import type { Texts } from '@yanye/i18n';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TenantDb } from '../platform/tenancy';
import type { Prop } from './columns';
import type { Field } from './fields';
import type { ResourceTable, ValuesOf } from './resource-table';
import type { SaveContext } from './save-context';

// The lines of a document (an order's goods), declared by their properties and served as form fields.

/** A table of document lines: each row names its document and its place among the lines. */
export type LineTable = ResourceTable & { readonly docId: PgColumn; readonly seq: PgColumn };

/**
 * The lines of a document, edited with it and saved in its transaction (replaced as a whole on update): rows of
 * `L`, implying the header values `H` (totals).
 */
export interface LinesDecl<L extends LineTable = LineTable, H = ValuesOf<ResourceTable>> {
  /** The Save body's and Info answer's key. */
  readonly name: string;
  readonly title: Texts;
  readonly table: L;
  /** A line's properties: their form facets are the line's fields. */
  readonly columns: readonly Prop[];
  readonly min: number;
  readonly max: number;
  /**
   * Turns checked lines into rows (derived quantities and amounts, cross-checks) and answers the header values
   * they imply (totals). Throw an AppError naming the line to refuse. `docId` is the document's on an update.
   */
  prepare(
    db: TenantDb,
    lines: ValuesOf<L>[],
    ctx: SaveContext,
    docId?: number,
  ): Promise<{ lines: ValuesOf<L>[]; header: H }>;
}

/** A document's lines as the engine serves them: their form fields instead of their properties. */
export interface LinesDef extends Omit<LinesDecl, 'columns'> {
  readonly fields: readonly Field[];
}
