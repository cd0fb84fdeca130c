import { type CatalogPage, isLinkable } from '@yanye/catalog';
import type { MessageKey } from '@yanye/i18n';
import { MAX_QUICK_MENUS } from '@yanye/protocol';

/** A quick menu as the server lists it: the page, where it opens, and its title. */
export interface QuickMenu {
  readonly path: string;
  readonly full_path: string;
  readonly name: string;
  readonly title: string;
  readonly icon?: string;
}

export { MAX_QUICK_MENUS };
export const DASHBOARD_PATH = '/dashboard';

/**
 * Why `page` cannot join `menus`, checked here before any request (the server checks the same): the workbench
 * itself, a page already there, or no room left. Undefined when it can.
 */
export function addProblem(
  menus: readonly QuickMenu[],
  page: Pick<CatalogPage, 'path'>,
): MessageKey | undefined {
  if (page.path === DASHBOARD_PATH) return 'quickMenuDashboard';
  if (menus.some((m) => m.path === page.path)) return 'quickMenuDuplicate';
  if (menus.length >= MAX_QUICK_MENUS) return 'quickMenuMax';
  return undefined;
}

/** What `QuickMenuAdds` sends: the list as JSON text, in order. */
export function menuData(menus: readonly QuickMenu[]): string {
  return JSON.stringify(
    menus.map((m) => ({ path: m.path, full_path: m.full_path, name: m.name, title: m.title })),
  );
}

/** Pages a quick menu may open: screens the user can open, without route parameters, in catalogue order. */
export function menuCandidates(pages: readonly CatalogPage[], allowed: ReadonlySet<string>): CatalogPage[] {
  return pages.filter((p) => allowed.has(p.path) && isLinkable(p));
}

/** Moves the menu at `from` one place up (-1) or down (+1); the same list when it cannot move. */
export function moveMenu(menus: readonly QuickMenu[], from: number, by: -1 | 1): QuickMenu[] {
  const to = from + by;
  if (to < 0 || to >= menus.length) return [...menus];
  const next = [...menus];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
