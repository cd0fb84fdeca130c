import type { ColumnSetting, TableMeta } from '@yanye/protocol';
import { storage } from '../../lib/storage';

/**
 * Where the visible columns of a route are kept in this browser, in the user's order: the cache of
 * the choice the server keeps (`API.lists`), and the choice itself for a user who made it before the server
 * kept it.
 */
export const visibilityKey = (routeName: string) => `showTableDataRows_${routeName}`;

/** Columns the dialog offers: all but the hidden ones. */
export function choosableColumns(meta: TableMeta): string[] {
  return meta.column_names.filter((name) => meta.rows[name]?.type !== 'hide');
}

/**
 * The visible columns by this browser's choice, in its order, else every column the server shows by default
 * (`showTableRow` '1'). A column the choice does not name (added later) stays hidden, as the user left it.
 */
export function visibleColumns(meta: TableMeta, routeName: string): string[] {
  const choosable = choosableColumns(meta);
  const saved = storage.get(visibilityKey(routeName));
  if (saved === null) return choosable.filter((name) => meta.rows[name]?.showTableRow !== '0');
  const offered = new Set(choosable);
  return [...new Set(saved.split(',').filter((name) => offered.has(name)))];
}

export function saveVisibleColumns(routeName: string, names: readonly string[]): void {
  storage.set(visibilityKey(routeName), names.join(','));
}

/** Forgets this browser's choice (the columns are reset to the list's defaults). */
export function forgetVisibleColumns(routeName: string): void {
  storage.remove(visibilityKey(routeName));
}

/** Columns an export may hold: the choosable ones but images. */
export function exportableColumns(meta: TableMeta): string[] {
  return choosableColumns(meta).filter((name) => meta.rows[name]?.type !== 'image');
}

/** A user's columns of a list as the screen uses them. */
export interface ColumnChoice {
  /** Every choosable column, in the user's order. */
  readonly order: readonly string[];
  /** The columns shown, in that order. */
  readonly shown: readonly string[];
  /** Widths the user set, by column; the others are sized by their kind. */
  readonly widths: Readonly<Record<string, number>>;
}

/**
 * `named` first, in its order, then each choosable column it does not name placed after the column that comes
 * before it in the metadata (a column added to the list since shows up where the list puts it).
 */
function ordered(choosable: readonly string[], named: readonly string[]): string[] {
  const offered = new Set(choosable);
  const out = [...new Set(named.filter((n) => offered.has(n)))];
  choosable.forEach((name, i) => {
    if (out.includes(name)) return;
    const before = choosable
      .slice(0, i)
      .reverse()
      .find((n) => out.includes(n));
    out.splice(before === undefined ? 0 : out.indexOf(before) + 1, 0, name);
  });
  return out;
}

/**
 * The user's columns: the server's setting when there is one (a column it does not name shows by its default),
 * else this browser's visible columns, else the list's defaults.
 */
export function resolveColumns(
  meta: TableMeta,
  routeName: string,
  saved: readonly ColumnSetting[] | undefined,
): ColumnChoice {
  const choosable = choosableColumns(meta);
  if (saved === undefined) {
    const shown = visibleColumns(meta, routeName);
    const order = ordered(choosable, shown);
    return { order, shown: order.filter((n) => shown.includes(n)), widths: {} };
  }
  const named = new Map(saved.map((c) => [c.name, c]));
  const order = ordered(
    choosable,
    saved.map((c) => c.name),
  );
  const shownByDefault = (name: string) => meta.rows[name]?.showTableRow !== '0';
  const shown = order.filter((name) => named.get(name)?.shown ?? shownByDefault(name));
  const widths: Record<string, number> = {};
  for (const c of saved) if (c.width !== null && order.includes(c.name)) widths[c.name] = c.width;
  return { order, shown, widths };
}

/** A choice as the server keeps it: every column in order, shown or not, with its width if set. */
export function settingsOf(choice: ColumnChoice): ColumnSetting[] {
  return choice.order.map((name) => ({
    name,
    shown: choice.shown.includes(name),
    width: choice.widths[name] ?? null,
  }));
}
