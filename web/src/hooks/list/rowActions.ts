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

/** The actions a row offers: those the user may call and whose condition the row meets. */
export function actionsFor(row: Row, actions: readonly RowAction[]): RowAction[] {
  return actions.filter((a) => rowMatches(row, a.when));
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
