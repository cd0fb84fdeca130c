import type { Texts } from '@yanye/i18n';
import { CONTRACTS } from '@yanye/protocol';
import { BASE_APIS, PUBLIC_APIS } from './apis';
import { lazyList, lazySet, onFirstUse } from './installed';
import { sections } from './sections';
import type { Audiencer, CatalogPage, EntityFacts, Industry, PageSpec } from './types';

export { BASE_APIS, PUBLIC_APIS } from './apis';

const DEFAULT_INDUSTRIES: readonly Industry[] = ['salt', 'grain'];

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent === '/' ? '' : parent}/${path}`;
}

function flatten(specs: readonly PageSpec[], parent: CatalogPage | undefined, out: CatalogPage[]): void {
  for (const spec of specs) {
    const page: CatalogPage = {
      path: joinPath(parent?.path ?? '', spec.path),
      name: spec.name,
      title: spec.title,
      view: spec.view,
      api: spec.api ?? [],
      hidden: spec.hidden ?? false,
      icon: spec.icon,
      pluginKey: spec.pluginKey ?? parent?.pluginKey,
      walletType: spec.walletType ?? parent?.walletType,
      audience: spec.audience ?? parent?.audience ?? 'all',
      industries: spec.industries ?? parent?.industries ?? DEFAULT_INDUSTRIES,
      affix: spec.affix ?? false,
      common: spec.common ?? parent?.common ?? false,
      platform: spec.platform ?? parent?.platform ?? false,
      external: spec.external,
      label: spec.label ?? spec.title,
      entity: spec.entity,
      parent: parent?.name,
      trail: [...(parent?.trail ?? []), spec.name],
      listPage: spec.listPage,
    };
    out.push(page);
    if (spec.children) flatten(spec.children, page, out);
  }
}

const shownScreen = (page: CatalogPage | undefined): page is CatalogPage =>
  page !== undefined && !page.hidden && isScreen(page);

/**
 * The menu entry of a hidden screen (see `CatalogPage.listPage`): as declared, else its parent when that is a
 * screen in the menu (a bank card's form under the bank cards), else the only screen in the menu beside it.
 */
function listPageOf(page: CatalogPage, all: readonly CatalogPage[]): string | undefined {
  if (!page.hidden || !isScreen(page)) return undefined;
  if (page.listPage) return page.listPage;
  const parent = all.find((p) => p.name === page.parent);
  if (shownScreen(parent)) return parent.name;
  const beside = all.filter((p) => p.parent === page.parent && shownScreen(p));
  return beside.length === 1 ? beside[0]!.name : undefined;
}

/**
 * The pages and their indexes, built the first time the catalogue is read, from the core's sections and the
 * installed add-ons (installed.ts).
 */
const built = onFirstUse(() => {
  const out: CatalogPage[] = [];
  flatten(sections(), undefined, out);
  const pages = out.map((p) => ({ ...p, listPage: listPageOf(p, out) }));
  /** The pages below each folder or page (those with its name in their trail), in menu order. */
  const below = new Map<string, CatalogPage[]>();
  for (const page of pages)
    for (const name of page.trail) {
      if (name === page.name) continue;
      const list = below.get(name);
      if (list) list.push(page);
      else below.set(name, [page]);
    }
  const pagesOfApi = new Map<string, CatalogPage[]>();
  for (const page of pages)
    for (const api of page.api) {
      const list = pagesOfApi.get(api);
      if (list) list.push(page);
      else pagesOfApi.set(api, [page]);
    }
  return {
    pages,
    byName: new Map(pages.map((p) => [p.name, p])),
    byPath: new Map(pages.map((p) => [p.path, p])),
    below,
    pagesOfApi,
  };
});

/** Every page of the console, in menu order, parents before children. */
export const PAGES: readonly CatalogPage[] = lazyList(() => built().pages);

export function pageByName(name: string): CatalogPage | undefined {
  return built().byName.get(name);
}

/** The pages below a folder or page at any depth, in menu order: looked up, not searched for (the menu asks often). */
export function pagesBelow(name: string): readonly CatalogPage[] {
  return built().below.get(name) ?? [];
}

export function pageByPath(path: string): CatalogPage | undefined {
  return built().byPath.get(path);
}

/** A page the console shows as a screen: not a button's permission, a menu folder or an outside site. */
export function isScreen(page: CatalogPage): boolean {
  return page.view !== 'action' && page.view !== 'group' && page.view !== 'external';
}

/** A screen a link can open as it is: no route parameters to fill (what a quick menu or shortcut may be). */
export function isLinkable(page: CatalogPage): boolean {
  return isScreen(page) && !page.path.includes(':');
}

/** The page's icon, else its section's (a screen deep in a section draws as the section does). */
export function iconOfPage(page: CatalogPage): string | undefined {
  return page.icon ?? pageByName(page.trail[0] ?? '')?.icon;
}

/** Top-level sections (the left rail), in order. */
export const SECTION_PAGES: readonly CatalogPage[] = lazyList(
  onFirstUse(() => built().pages.filter((p) => p.parent === undefined)),
);

function seesAudience(page: CatalogPage, isUnion: boolean): boolean {
  if (page.audience === 'union') return isUnion;
  if (page.audience === 'nonUnion') return !isUnion;
  return true;
}

function hasPlugin(page: CatalogPage, plugins: Audiencer['plugins']): boolean {
  return page.pluginKey === undefined || plugins === 'all' || plugins.has(page.pluginKey);
}

/** A store's account sees the store pages, a platform account the platform's: each with the pages of both. */
function seesKind(page: CatalogPage, isPlatform: Audiencer['isPlatform']): boolean {
  if (isPlatform === 'any') return true;
  return isPlatform === true ? page.platform !== false : page.platform !== true;
}

/**
 * A page belongs to the industries it lists; the platform's own pages serve a platform account whatever its
 * store's industry.
 */
function inIndustry(page: CatalogPage, who: Audiencer): boolean {
  return (page.platform === true && who.isPlatform === true) || page.industries.includes(who.industry);
}

/**
 * The route set of an account: its industry, its union flag, its installed plugins and whether
 * it is the platform's.
 */
export function pagesFor(who: Audiencer): CatalogPage[] {
  return PAGES.filter(
    (p) =>
      inIndustry(p, who) &&
      seesKind(p, who.isPlatform) &&
      seesAudience(p, who.isUnion) &&
      hasPlugin(p, who.plugins),
  );
}

/** The pages every signed-in user of an industry gets, whatever the roles. */
export function commonPagesFor(industry: Industry): CatalogPage[] {
  return PAGES.filter((p) => p.common && p.industries.includes(industry));
}

function apisOf(pages: readonly CatalogPage[]): Set<string> {
  const out = new Set<string>();
  for (const page of pages) for (const api of page.api) out.add(api);
  return out;
}

/** API paths the store's main account (role admin) may call: everything its route set uses, plus the base set. */
export function adminApisFor(who: Audiencer): Set<string> {
  const out = apisOf(pagesFor(who));
  for (const api of BASE_APIS) out.add(api);
  return out;
}

/** API paths any signed-in user of the industry may call, whatever the roles. */
export function baseApisFor(industry: Industry): Set<string> {
  const out = apisOf(commonPagesFor(industry));
  for (const api of BASE_APIS) out.add(api);
  return out;
}

/**
 * Every API path named anywhere: the catalogue's pages, the base and public sets, and every contract (an options
 * call a form needs is no page's own: it is allowed to whoever may use the form).
 */
export const ALL_API_PATHS: ReadonlySet<string> = lazySet(
  onFirstUse(
    () => new Set([...apisOf(built().pages), ...BASE_APIS, ...PUBLIC_APIS, ...CONTRACTS.map((c) => c.path)]),
  ),
);

/** Every page path of the catalogue. */
export const ALL_PAGE_PATHS: ReadonlySet<string> = lazySet(
  onFirstUse(() => new Set(built().pages.map((p) => p.path))),
);

/** An entity as the catalogue knows it: its facts, the title of its group, and every page under the group. */
export interface CatalogEntity extends EntityFacts {
  readonly title: Texts;
  readonly group: CatalogPage;
  readonly pages: readonly CatalogPage[];
}

const entities = onFirstUse(
  () =>
    new Map<string, CatalogEntity>(
      built().pages.flatMap((group) =>
        group.entity
          ? [
              [
                group.entity.name,
                {
                  ...group.entity,
                  title: group.title,
                  group,
                  pages: pagesBelow(group.name),
                },
              ] as const,
            ]
          : [],
      ),
    ),
);

/** The catalogue's entity of that name (`Customer`), or undefined. */
export function entityByName(name: string): CatalogEntity | undefined {
  return entities().get(name);
}

/** The page title that names an API path in logs: the first page that lists it. */
export function apiTitle(api: string): CatalogPage['title'] | undefined {
  return PAGES.find((p) => p.api.includes(api))?.title;
}

/** The pages that list an API path, in menu order (none for a call of the base set, such as quick menus). */
export function pagesByApi(api: string): readonly CatalogPage[] {
  return built().pagesOfApi.get(api) ?? [];
}
