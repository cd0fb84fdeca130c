import { type CatalogPage, PAGES, pageByName, pageByPath } from '@yanye/catalog';
import type { Lang } from '@yanye/i18n';
import { useCallback, useMemo, useState } from 'react';

/** A page of the role editor's tree: its key is the page's path. */
export interface RoleNode {
  readonly key: string;
  readonly title: string;
  /** A menu folder: it is chosen through the pages under it, never by itself. */
  readonly folder: boolean;
  /** A page every user has (the shop info): always allowed, shown only for the buttons under it. */
  readonly fixed: boolean;
  readonly children: readonly RoleNode[];
}

/** A page that is a menu entry, as opposed to a button's permission or a form opened from a list. */
const isEntry = (p: CatalogPage) => !p.hidden && p.view !== 'action';

/**
 * Can hold the buttons and forms of a section: a list or a bespoke screen, not a form or a site, nor a page
 * everyone has (its own buttons are its children in the catalogue already).
 */
const holdsActions = (p: CatalogPage) =>
  isEntry(p) && !p.common && (p.view === 'list' || p.view.startsWith('custom:'));

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * The list a hidden page (add, edit/:id, del/:id, audit/:id ...) belongs to. The catalogue puts them beside
 * their list, and a folder may hold several lists (on sale, in warehouse, supply): the one whose data call
 * shares the longest stem with the page's first call (`GoodsDel` with `GoodsShowManage`, `BankcardInfo` with
 * `BankcardManage`), the first such on a tie. Undefined when no sibling calls the same API folder: a hidden
 * screen of its own (the certification) stays in its folder.
 */
export function ownerOf(page: CatalogPage, siblings: readonly CatalogPage[]): CatalogPage | undefined {
  const api = page.api[0] ?? '';
  let best: CatalogPage | undefined;
  let bestScore = api.lastIndexOf('/');
  for (const candidate of siblings) {
    if (!holdsActions(candidate)) continue;
    const score = commonPrefix(api, candidate.api[0] ?? '');
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The tree of the pages a role may name, from the store's route set (`pagesFor`): folders as the menu has
 * them, and under each list its hidden pages, so a role can allow seeing a list without deleting from it.
 * A folder holding a single entry is that entry (as in the menu), folders left empty go, and the pages every
 * user has appear only when buttons hang under them.
 */
export function roleTree(pages: readonly CatalogPage[], lang: Lang): RoleNode[] {
  const byParent = new Map<string | undefined, CatalogPage[]>();
  for (const page of pages) {
    const list = byParent.get(page.parent) ?? [];
    list.push(page);
    byParent.set(page.parent, list);
  }
  // Hidden pages move under the list they serve; the rest keep their catalogue parent.
  const under = new Map<string, CatalogPage[]>();
  const place = (parent: string, page: CatalogPage) =>
    under.set(parent, [...(under.get(parent) ?? []), page]);
  for (const [parent, siblings] of byParent) {
    for (const page of siblings) {
      const owner = isEntry(page) || page.view === 'group' ? undefined : ownerOf(page, siblings);
      if (owner) place(owner.name, page);
      else if (parent !== undefined) place(parent, page);
    }
  }
  const build = (page: CatalogPage, top: boolean): RoleNode | undefined => {
    const children = (under.get(page.name) ?? [])
      .map((child) => build(child, false))
      .filter((n) => n !== undefined);
    const folder = page.view === 'group';
    if (folder && children.length === 0) return undefined;
    if (page.common && !children.some((c) => !c.fixed)) return undefined;
    const only = children[0];
    if (folder && !top && children.length === 1 && only) return only;
    const title = isEntry(page) ? page.title[lang] : page.label[lang];
    return { key: page.path, title, folder, fixed: page.common, children };
  };
  return (byParent.get(undefined) ?? []).map((p) => build(p, true)).filter((n) => n !== undefined);
}

/** Every node of the tree, parents before children. */
export function flatNodes(tree: readonly RoleNode[]): RoleNode[] {
  return tree.flatMap((n) => [n, ...flatNodes(n.children)]);
}

/** The pages a check box chooses: neither folders nor the pages everyone has. */
const choosable = (n: RoleNode) => !n.folder && !n.fixed;

/** The parent of each node by key. */
export function parentsOf(tree: readonly RoleNode[]): Map<string, RoleNode> {
  const out = new Map<string, RoleNode>();
  for (const node of flatNodes(tree)) for (const child of node.children) out.set(child.key, node);
  return out;
}

/**
 * The chosen pages after a check box is ticked or cleared: ticking chooses the page, everything under it and
 * the pages above it (a delete button is no use without its list); clearing drops the page and everything
 * under it. Folders are never chosen themselves: they follow what is under them.
 */
export function toggle(
  tree: readonly RoleNode[],
  chosen: ReadonlySet<string>,
  key: string,
  checked: boolean,
): Set<string> {
  const node = flatNodes(tree).find((n) => n.key === key);
  const next = new Set(chosen);
  if (!node) return next;
  const below = flatNodes([node]).filter(choosable);
  if (!checked) {
    for (const n of below) next.delete(n.key);
    return next;
  }
  for (const n of below) next.add(n.key);
  const parents = parentsOf(tree);
  for (let up = parents.get(key); up; up = parents.get(up.key)) if (choosable(up)) next.add(up.key);
  return next;
}

export interface CheckState {
  readonly checked: string[];
  readonly halfChecked: string[];
}

/**
 * What each check box shows: ticked when it and everything under it is chosen, half ticked when some of it is
 * (a list chosen without all its buttons, a folder with some of its pages).
 */
export function checkState(tree: readonly RoleNode[], chosen: ReadonlySet<string>): CheckState {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  const visit = (node: RoleNode): { all: boolean; some: boolean } => {
    // A folder, or a page everyone has, shows only what is chosen under it.
    const derived = !choosable(node);
    let all = derived || chosen.has(node.key);
    let some = !derived && all;
    for (const child of node.children) {
      const c = visit(child);
      all &&= c.all;
      some ||= c.some;
    }
    if (all && some) checked.push(node.key);
    else if (some) halfChecked.push(node.key);
    return { all, some };
  };
  for (const node of tree) visit(node);
  return { checked, halfChecked };
}

/**
 * `path_arr`: the chosen pages, the pages above them in the tree (a button's list) and in the catalogue (the
 * folders the menu needs to reach them, those the tree folds away too): ticked and half-ticked alike, in
 * catalogue order.
 */
export function rolePaths(tree: readonly RoleNode[], chosen: Iterable<string>): string[] {
  const parents = parentsOf(tree);
  const out = new Set<string>();
  const withTrail = (path: string) => {
    for (const name of pageByPath(path)?.trail ?? []) {
      const above = pageByName(name);
      if (above) out.add(above.path);
    }
  };
  for (const path of chosen) {
    if (!pageByPath(path)) continue;
    withTrail(path);
    for (let up = parents.get(path); up; up = parents.get(up.key)) withTrail(up.key);
  }
  return PAGES.filter((p) => out.has(p.path)).map((p) => p.path);
}

/**
 * The pages of a role the tree does not show, kept as they are on save: those of an add-on the store has
 * uninstalled (installed again, the role has them again). Folders and the pages everyone has are not kept:
 * they are derived again from what is chosen.
 */
export function keptPaths(tree: readonly RoleNode[], paths: readonly string[]): string[] {
  const shown = new Set(flatNodes(tree).map((n) => n.key));
  return paths.filter((path) => {
    const page = pageByPath(path);
    return page !== undefined && !shown.has(path) && page.view !== 'group' && !page.common;
  });
}

/** `api_arr`: every call the pages make, once each, derived and never typed (the server checks the same). */
export function roleApis(paths: readonly string[]): string[] {
  return [...new Set(paths.flatMap((p) => pageByPath(p)?.api ?? []))];
}

export interface RoleTree {
  readonly tree: readonly RoleNode[];
  readonly checkState: CheckState;
  readonly expanded: readonly string[];
  readonly setExpanded: (keys: readonly string[]) => void;
  readonly expandAll: () => void;
  readonly collapseAll: () => void;
  /** Ticks or clears a page's check box. */
  readonly toggle: (key: string, checked: boolean) => void;
  /** Chooses every page of the tree, or none. */
  readonly checkAll: (checked: boolean) => void;
  /** How many of the tree's pages are chosen, of how many. */
  readonly count: number;
  readonly total: number;
  /** Pages the role had that this tree does not show (an add-on not installed now): kept as they are. */
  readonly kept: readonly string[];
  /** What the role saves. */
  readonly pathArr: readonly string[];
  readonly apiArr: readonly string[];
}

/**
 * The role editor's page tree without UI: the store's pages as a tree, the chosen ones, and the `path_arr` and
 * `api_arr` they make. `initial` is the role's `path_arr` (undefined while it is read); it is taken once.
 */
export function useRoleTree(o: {
  readonly pages: readonly CatalogPage[];
  readonly lang: Lang;
  readonly initial: readonly string[] | undefined;
}): RoleTree {
  const { pages, lang, initial } = o;
  const tree = useMemo(() => roleTree(pages, lang), [pages, lang]);
  const nodes = useMemo(() => flatNodes(tree), [tree]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>();
  const [kept, setKept] = useState<readonly string[]>([]);
  const [expanded, setExpandedState] = useState<readonly string[]>(() => tree.map((n) => n.key));
  // Taken once the role is read: what is ticked afterwards is the editor's own.
  if (chosen === undefined && initial !== undefined) {
    const inTree = new Set(nodes.filter(choosable).map((n) => n.key));
    setChosen(new Set(initial.filter((p) => inTree.has(p))));
    setKept(keptPaths(tree, initial));
  }
  const current = useMemo(() => chosen ?? new Set<string>(), [chosen]);

  const total = useMemo(() => nodes.filter(choosable).length, [nodes]);
  const state = useMemo(() => checkState(tree, current), [tree, current]);
  const pathArr = useMemo(() => rolePaths(tree, [...current, ...kept]), [tree, current, kept]);
  const apiArr = useMemo(() => roleApis(pathArr), [pathArr]);

  const onToggle = useCallback(
    (key: string, checked: boolean) => setChosen((c) => toggle(tree, c ?? new Set(), key, checked)),
    [tree],
  );
  const checkAll = useCallback(
    (checked: boolean) => setChosen(new Set(checked ? nodes.filter(choosable).map((n) => n.key) : [])),
    [nodes],
  );
  const expandAll = useCallback(
    () => setExpandedState(nodes.filter((n) => n.children.length > 0).map((n) => n.key)),
    [nodes],
  );
  const collapseAll = useCallback(() => setExpandedState([]), []);

  return {
    tree,
    checkState: state,
    expanded,
    setExpanded: setExpandedState,
    expandAll,
    collapseAll,
    toggle: onToggle,
    checkAll,
    count: current.size,
    total,
    kept,
    pathArr,
    apiArr,
  };
}
