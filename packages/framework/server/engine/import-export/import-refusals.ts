import { type Lang, type MessageKey, message } from '@yanye/i18n';
import type { AppError } from '../../platform/errors';
import { titled } from '../form/field-refusals';
import type { Field } from '../form/fields';
import { escapeHtml } from '../format';
import { importTitle, isBlank, type SheetColumns } from './import-cells';

/**
 * How an import says why it refused a row, in the reader's language: the column (its title in the sheet), the
 * reason, and the refused cell's text, for the preview's list and its file (plain) and for the import's own
 * refusal (HTML-escaped).
 */

/** A refused row's column (its title in the sheet), reason and refused cell's text (its first 50 characters), plain. */
export function rowProblem(
  error: AppError,
  fields: readonly Field[],
  lang: Lang,
  cells: unknown[],
  sheet: SheetColumns,
): { column: string; reason: string; own: boolean; cell: string | undefined } {
  const { byColumn, idColumn } = sheet;
  const idHeader = sheet.names[idColumn];
  const name = String(error.params.field ?? '');
  const f = fields.find((x) => x.name === name);
  const isId = name === 'id' && idHeader !== undefined;
  const field = f ? importTitle(f)[lang] : isId ? idHeader : name;
  const col = f ? byColumn.indexOf(f) : isId ? idColumn : -1;
  const cell = col >= 0 && !isBlank(cells[col]) ? String(cells[col]).slice(0, 50) : undefined;
  // A rule that names its field itself (`售价须在 … 之间`) is said whole, its field by the column's title.
  const own = error.key !== 'fieldRequired' && error.key !== 'fieldInvalid' && typeof error.key === 'string';
  if (own && name !== '') {
    const rule = f
      ? (titled(error, [f], lang) as AppError).describe(lang)
      : message(lang, error.key as MessageKey, { ...error.params, field });
    return { column: field, reason: rule, own: true, cell };
  }
  let reason: string;
  if (error.key === 'fieldRequired') reason = message(lang, 'reasonRequired');
  else if (
    error.key === 'fieldInvalid' &&
    typeof error.params.reason === 'object' &&
    'key' in error.params.reason
  ) {
    reason = message(lang, error.params.reason.key, error.params.reason.params);
  } else reason = error.describe(lang);
  return { column: field, reason, own: false, cell };
}

/**
 * A reason with the refused cell after it (`应为数字（abc）`, `should be a number (abc)`): the brackets are the
 * language's, from its catalogue, so English never shows Chinese full-width ones.
 */
export function withCell(lang: Lang, reason: string, cell: string | undefined): string {
  return cell === undefined ? reason : message(lang, 'importRowCell', { reason, cell });
}

/** A refused row as the import's answer says it: `第N行 字段: 原因（单元格）`, the text HTML-escaped. */
export function rowError(p: ReturnType<typeof rowProblem>, lang: Lang, row: number): string {
  const cell = p.cell === undefined ? undefined : escapeHtml(p.cell);
  const reason = withCell(lang, escapeHtml(p.reason), cell);
  if (p.own) return message(lang, 'importRowRule', { row, rule: reason });
  return message(lang, 'importRow', { row, field: escapeHtml(p.column), reason });
}
