import type { Texts } from '@yanye/i18n';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { StoreDb } from '../../platform/tenancy';
import type { Prop } from '../columns/columns';
import type { Field } from '../form/fields';
import type { SaveContext } from '../form/save-context';
import type { ResourceTable, ValuesOf } from './resource-table';

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
   * Reads at once, before the lines are checked, what `prepare` needs of the rows the lines refer to (given the
   * lines as sent, unchecked). The ids it found count as looked up for the lines' reference checks, which then
   * send no statement of their own, and what it read is handed to `prepare`.
   */
  preload?(db: StoreDb, lines: readonly Record<string, unknown>[]): Promise<LinesPreload>;
  /**
   * Turns checked lines into rows (derived quantities and amounts, cross-checks) and answers the header values
   * they imply (totals). Throw an AppError naming the line to refuse. `docId` is the document's on an update;
   * `preloaded` what `preload` read, when it was given one.
   */
  prepare(
    db: StoreDb,
    lines: ValuesOf<L>[],
    ctx: SaveContext,
    docId?: number,
    preloaded?: LinesPreload,
  ): Promise<{ lines: ValuesOf<L>[]; header: H }>;
}

/** What a document's `preload` read of the rows its lines refer to. */
export interface LinesPreload {
  /** Ids of rows found in the store, by the lines' reference column holding them. */
  readonly found: readonly { readonly column: PgColumn; readonly ids: readonly number[] }[];
  /** The rows read, for `prepare`. */
  readonly rows: unknown;
}

/** A document's lines as the engine serves them: their form fields instead of their properties. */
export interface LinesDef extends Omit<LinesDecl, 'columns'> {
  readonly fields: readonly Field[];
}
