import { pageByName } from '@yanye/catalog';
import type { RowAction, RowCondition, RowLink } from '@yanye/protocol';
import type { Row } from './row';

/** Whether a row satisfies a condition of the metadata (every named field holds one of its values). */
export function rowMatches(row: Row, condition: RowCondition | null): boolean {
  if (!condition) return true;
  return Object.entries(condition).every(([key, values]) =>
    values.some((v) => String(v) === String(row[key])),
  );
}

/** One way of a two-way action (下架 on goods on sale). */
export type ActionWay = NonNullable<RowAction['ways']>['by'][number];

/** The way a two-way action goes on a row (by the row's value of its column); undefined for any other action. */
export function wayOf(action: RowAction, row: Row | undefined): ActionWay | undefined {
  const ways = action.ways;
  if (!ways || !row) return undefined;
  return ways.by.find((w) => String(w.value) === String(row[ways.key]));
}

/** A two-way action said one way: its button (下架), its question and its confirming button (下架商品). */
function goingWay(action: RowAction, way: ActionWay | undefined): RowAction {
  return way ? { ...action, title: way.title, summary: way.summary } : action;
}

/**
 * What a call of an action on rows says besides them: a two-way action the way its button said (the server then
 * refuses a row gone the other way meanwhile, rather than turn it back).
 */
export function wayBody(action: RowAction, rows: readonly Row[]): { readonly way?: string | number } {
  const way = wayOf(action, rows[0]);
  return way ? { way: way.value } : {};
}

/**
 * The actions a row offers: those the user may call and whose condition the row meets, a two-way action in the
 * row's way (下架 on goods on sale, 上架 on goods in the warehouse).
 */
export function actionsFor(row: Row, actions: readonly RowAction[]): RowAction[] {
  return actions.filter((a) => rowMatches(row, a.when)).map((a) => goingWay(a, wayOf(a, row)));
}

/** A button over the selected rows: an action and the rows it runs on. */
export interface BatchOffer {
  readonly key: string;
  readonly action: RowAction;
  readonly rows: readonly Row[];
}

/**
 * The buttons over a list's selected rows: each batch action on all of them, and a two-way action once for each
 * way the rows shown go (下架 over goods on sale), on the selected rows going that way; a button with no row to run
 * on is there, but idle.
 */
export function batchOffers(
  actions: readonly RowAction[],
  shown: readonly Row[],
  selected: readonly Row[],
): BatchOffer[] {
  return actions.flatMap((action) => {
    const ways = action.ways?.by;
    if (!ways) return [{ key: action.name, action, rows: selected }];
    const goes = (way: ActionWay) => (row: Row) => wayOf(action, row) === way;
    return ways
      .filter((way) => shown.some(goes(way)) || selected.some(goes(way)))
      .map((way) => ({
        key: `${action.name}:${String(way.value)}`,
        action: goingWay(action, way),
        rows: selected.filter(goes(way)),
      }));
  });
}

/** A page a row opens (设置供货), with the row's id in its address. */
export interface RowPageLink {
  readonly name: string;
  readonly label: string;
  readonly to: string;
}

/** A row link of the metadata with its page's address (`:id` still in it). */
export type LinkTarget = RowLink & { readonly path: string };

/** The pages rows link to that the user may open (a union account never sees the supply pages). */
export function openableLinks(
  links: readonly RowLink[],
  canOpen: (pagePath: string) => boolean,
): LinkTarget[] {
  return links.flatMap((l) => {
    const target = pageByName(l.page);
    return target && canOpen(target.path) ? [{ ...l, path: target.path }] : [];
  });
}

/** The pages a row opens: the links whose condition it meets, its id in their addresses. */
export function linksFor(row: Row, links: readonly LinkTarget[]): RowPageLink[] {
  return links
    .filter((l) => rowMatches(row, l.when))
    .map((l) => ({
      name: l.name,
      label: l.title,
      to: l.path.replace(':id', encodeURIComponent(String(row.id))),
    }));
}
