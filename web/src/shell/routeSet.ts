import { type CatalogPage, isLinkable, isScreen, pageByName, pagesBelow, pagesFor } from '@yanye/catalog';
import type { ConsoleUser, UnavailableReason } from '@yanye/framework/web';

export type { ConsoleUser };

type Account = Pick<ConsoleUser, 'roles' | 'is_union' | 'industry_type'> &
  Partial<Pick<ConsoleUser, 'is_pingtai'>>;

/** What decides whether the account can open a page, beyond its industry and union flag. */
export interface Grants {
  /** Pages its roles allow (OperatorPermission `path_arr`; the main account's is the store's route set). */
  readonly paths: ReadonlySet<string>;
  /** Of those, the pages whose calls the server all serves (`available_arr`). */
  readonly available: ReadonlySet<string>;
  /** Add-ons the store has installed. */
  readonly plugins: ReadonlySet<string>;
  /** Whether this web app has a screen for the page (a `custom:<key>` may not be built yet). */
  readonly hasScreen: (page: CatalogPage) => boolean;
}

/** Every page the account's industry and union flag could hold, whatever is installed or allowed. */
export function accountCatalogue(user: Account): CatalogPage[] {
  return pagesFor({
    industry: user.industry_type,
    isUnion: user.is_union === 1,
    plugins: 'all',
    isPlatform: user.is_pingtai === true,
  });
}

/**
 * Why the account cannot open a page of its catalogue, or undefined when it can: its add-on is not installed,
 * its roles do not allow it (the pages every user has are always allowed), or it is not open yet (a call it
 * makes is not served, or this web app has no screen for it). A folder is judged by the pages under it.
 */
export function unavailableReason(page: CatalogPage, grants: Grants): UnavailableReason | undefined {
  if (page.pluginKey !== undefined && !grants.plugins.has(page.pluginKey)) return 'notInstalled';
  if (page.view === 'group') {
    const below = pagesBelow(page.name).filter((p) => p.view !== 'group');
    const reasons = below.map((p) => unavailableReason(p, grants));
    if (reasons.includes(undefined)) return undefined;
    return reasons.includes('notBuilt') ? 'notBuilt' : (reasons[0] ?? 'notBuilt');
  }
  if (!grants.paths.has(page.path) && !page.common) return 'noPermission';
  if (!grants.available.has(page.path)) return 'notBuilt';
  if (isScreen(page) && !grants.hasScreen(page)) return 'notBuilt';
  return undefined;
}

/**
 * The pages an account can open: its industry's route set without the union groups it may not see
 * and the plugins its store has not installed, then only the pages its roles allow (the main account's roles
 * allow the whole route set) that work: every call served and a screen to show them. A folder stays when
 * something under it stays. Menus, menu search, quick menus and workbench shortcuts offer these and no other.
 */
export function routeSet(user: Account, grants: Grants): CatalogPage[] {
  const pages = pagesFor({
    industry: user.industry_type,
    isUnion: user.is_union === 1,
    plugins: grants.plugins,
    // A platform account (is_pingtai) sees the review centre and its profile instead of a store's sections.
    isPlatform: user.is_pingtai === true,
  });
  const kept = new Set<string>();
  for (const page of pages) {
    if (page.view === 'group' || unavailableReason(page, grants) !== undefined) continue;
    for (const name of page.trail) kept.add(name);
  }
  return pages.filter((p) => kept.has(p.name));
}

/** A menu entry: a visible page and its visible children. */
export interface MenuNode {
  readonly page: CatalogPage;
  readonly children: readonly MenuNode[];
}

/** The menu tree of a route set: hidden pages and button permissions left out, folders without entries too. */
export function menuTree(pages: readonly CatalogPage[]): MenuNode[] {
  const shown = pages.filter((p) => !p.hidden && p.view !== 'action');
  const byParent = new Map<string | undefined, CatalogPage[]>();
  for (const page of shown) {
    const list = byParent.get(page.parent) ?? [];
    list.push(page);
    byParent.set(page.parent, list);
  }
  const build = (parent: string | undefined): MenuNode[] =>
    (byParent.get(parent) ?? [])
      .map((page): MenuNode => {
        const children = build(page.name);
        // A folder below a section holding one screen is that screen (采购申请 › 采购申请 reads as one entry).
        const only = children[0];
        if (parent !== undefined && children.length === 1 && only && only.children.length === 0) return only;
        return { page, children };
      })
      .filter((node) => node.page.view !== 'group' || node.children.length > 0);
  return build(undefined);
}

/**
 * Where `/` leads: the workbench; for a route set without one (offline pay) its first menu screen, else the
 * first screen it can open at all (the profile), else not found.
 */
export function homePath(pages: readonly CatalogPage[], menu: readonly MenuNode[]): string {
  if (pages.some((p) => p.path === '/dashboard')) return '/dashboard';
  for (const node of menu) {
    const leaf = firstLeaf(node);
    if (leaf) return leaf.path;
  }
  return pages.find(isLinkable)?.path ?? '/404';
}

/** The first page a folder opens: its first entry that is a screen. */
export function firstLeaf(node: MenuNode): CatalogPage | undefined {
  if (node.page.view !== 'group') return node.page;
  for (const child of node.children) {
    const leaf = firstLeaf(child);
    if (leaf && leaf.view !== 'external') return leaf;
  }
  return undefined;
}

/** The menu entry of a page by name, anywhere in the tree. */
export function findNode(nodes: readonly MenuNode[], name: string): MenuNode | undefined {
  for (const n of nodes) {
    if (n.page.name === name) return n;
    const found = findNode(n.children, name);
    if (found) return found;
  }
  return undefined;
}

/** Every entry a user can open from the menu, in menu order (what the menu search looks through). */
export function menuLeaves(nodes: readonly MenuNode[]): CatalogPage[] {
  return nodes.flatMap((n) => (n.page.view === 'group' ? menuLeaves(n.children) : [n.page]));
}

/** The catalogue page a URL path shows, `:id` segments matched, or undefined. */
export function pageForPath(pages: readonly CatalogPage[], pathname: string): CatalogPage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const exact = pages.find((p) => p.path === path);
  if (exact) return exact;
  const parts = path.split('/');
  return pages.find((p) => {
    const want = p.path.split('/');
    return (
      want.length === parts.length &&
      want.every((w, i) => w === parts[i] || (w.startsWith(':') && parts[i] !== ''))
    );
  });
}

/** The page by name, for trails. */
export function pageNamed(name: string): CatalogPage | undefined {
  return pageByName(name);
}
