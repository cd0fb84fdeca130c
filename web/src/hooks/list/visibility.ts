import type { TableMeta } from '@yanye/protocol';
import { storage } from '../../lib/storage';

/** Where the visible columns of a route are kept (SPEC.md §3). */
export const visibilityKey = (routeName: string) => `showTableDataRows_${routeName}`;

/** Columns the dialog offers: all but the hidden ones. */
export function choosableColumns(meta: TableMeta): string[] {
  return meta.column_names.filter((name) => meta.rows[name]?.type !== 'hide');
}

/**
 * The visible columns: the saved choice when there is one, else every column the server shows by default
 * (`showTableRow` '1'). A column the user never saw a choice for (added later) shows by its default.
 */
export function visibleColumns(meta: TableMeta, routeName: string): string[] {
  const choosable = choosableColumns(meta);
  const saved = storage.get(visibilityKey(routeName));
  if (saved === null) return choosable.filter((name) => meta.rows[name]?.showTableRow !== '0');
  const chosen = new Set(saved.split(',').filter(Boolean));
  return choosable.filter((name) => chosen.has(name));
}

export function saveVisibleColumns(routeName: string, names: readonly string[]): void {
  storage.set(visibilityKey(routeName), names.join(','));
}

/** Columns an export may hold: the choosable ones but images. */
export function exportableColumns(meta: TableMeta): string[] {
  return choosableColumns(meta).filter((name) => meta.rows[name]?.type !== 'image');
}
