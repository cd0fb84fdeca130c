import { type CatalogPage, commonPagesFor, type Industry, PAGES, pagesFor } from '@yanye/catalog';

/** `/v1/buyer/user/info` as the shell reads it (SPEC.md §7.1). */
export interface ConsoleUser {
  readonly uid: number;
  readonly suid: number;
  readonly username: string;
  readonly nick_name: string;
  readonly real_name: string;
  readonly phone: string;
  readonly logo: string;
  readonly avatar: string;
  readonly store_name: string;
  readonly roles: readonly string[];
  readonly is_union: number;
  readonly industry_type: Industry;
  readonly isbindwxpub: number;
}

/**
 * The pages an account may open (SPEC.md §6): its industry's route set without the union groups it may not see
 * and the plugins its store has not installed; role admin keeps all of it, other roles only the allowed paths
 * and the pages every user has. A folder stays when something under it stays.
 */
export function routeSet(
  user: Pick<ConsoleUser, 'roles' | 'is_union' | 'industry_type'>,
  allowedPaths: ReadonlySet<string>,
  plugins: ReadonlySet<string>,
): CatalogPage[] {
  const industry = user.industry_type;
  const pages = pagesFor({ industry, isUnion: user.is_union === 1, plugins });
  if (user.roles.includes('admin')) return pages;
  const common = new Set(commonPagesFor(industry).map((p) => p.name));
  const kept = new Set<string>();
  for (const page of pages) {
    if (page.view === 'group') continue;
    if (!allowedPaths.has(page.path) && !common.has(page.name)) continue;
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

/** Where `/` leads: the workbench, or for a route set without one (offline pay) its first screen. */
export function homePath(pages: readonly CatalogPage[], menu: readonly MenuNode[]): string {
  if (pages.some((p) => p.path === '/dashboard')) return '/dashboard';
  for (const node of menu) {
    const leaf = firstLeaf(node);
    if (leaf) return leaf.path;
  }
  return '/404';
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
  return PAGES.find((p) => p.name === name);
}
