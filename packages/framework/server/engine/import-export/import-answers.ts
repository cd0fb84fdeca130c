// What an import answers: its counts, and a dry run's refusals (import.ts, import-documents.ts).

export interface ImportResult {
  readonly inserted: number;
  readonly updated: number;
}

/** A refused row as the preview shows it: its sheet row, the column's title, why (plain text, not escaped). */
export interface RowProblem {
  readonly row: number;
  readonly column: string;
  readonly reason: string;
}

/**
 * What a dry run found: the rows it would add and update, every refused row (its cells and why, for the
 * workbook of refused rows) and the sheet's header.
 */
export interface ImportPreview extends ImportResult {
  /** `own`: the reason names its column itself (`售价须在 … 之间`). */
  readonly refused: readonly (RowProblem & { readonly own: boolean; readonly cells: unknown[] })[];
  readonly header: readonly unknown[];
  /**
   * Rows refused with another (the other lines of a document refused), which the workbook of refused rows
   * carries too, so that it can be fixed and imported again whole.
   */
  readonly together?: readonly { readonly row: number; readonly cells: unknown[] }[];
}
