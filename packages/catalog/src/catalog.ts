import { CONTRACTS } from '@yanye/protocol';
import { BASE_APIS, PUBLIC_APIS } from './apis';
import { SECTIONS } from './sections';
import type { Audiencer, CatalogPage, EntityFacts, Industry, PageSpec, Titles } from './types';

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
      external: spec.external,
      label: spec.label ?? spec.title,
      entity: spec.entity,
      parent: parent?.name,
      trail: [...(parent?.trail ?? []), spec.name],
    };
    out.push(page);
    if (spec.children) flatten(spec.children, page, out);
  }
}

function buildPages(): readonly CatalogPage[] {
  const out: CatalogPage[] = [];
  flatten(SECTIONS, undefined, out);
  return out;
}

/** Every page of the console, in menu order, parents before children. */
export const PAGES: readonly CatalogPage[] = buildPages();

const byName = new Map(PAGES.map((p) => [p.name, p]));
const byPath = new Map(PAGES.map((p) => [p.path, p]));

export function pageByName(name: string): CatalogPage | undefined {
  return byName.get(name);
}

export function pageByPath(path: string): CatalogPage | undefined {
  return byPath.get(path);
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
export const SECTION_PAGES: readonly CatalogPage[] = PAGES.filter((p) => p.parent === undefined);

function seesAudience(page: CatalogPage, isUnion: boolean): boolean {
  if (page.audience === 'union') return isUnion;
  if (page.audience === 'nonUnion') return !isUnion;
  return true;
}

function hasPlugin(page: CatalogPage, plugins: Audiencer['plugins']): boolean {
  return page.pluginKey === undefined || plugins === 'all' || plugins.has(page.pluginKey);
}

/** The route set of an account: its industry, its union flag and its installed plugins (SPEC.md §4, §6). */
export function pagesFor(who: Audiencer): CatalogPage[] {
  return PAGES.filter(
    (p) => p.industries.includes(who.industry) && seesAudience(p, who.isUnion) && hasPlugin(p, who.plugins),
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
export const ALL_API_PATHS: ReadonlySet<string> = new Set([
  ...apisOf(PAGES),
  ...BASE_APIS,
  ...PUBLIC_APIS,
  ...CONTRACTS.map((c) => c.path),
]);

/** Every page path of the catalogue. */
export const ALL_PAGE_PATHS: ReadonlySet<string> = new Set(PAGES.map((p) => p.path));

/** An entity as the catalogue knows it: its facts, the title of its group, and every page under the group. */
export interface CatalogEntity extends EntityFacts {
  readonly title: Titles;
  readonly group: CatalogPage;
  readonly pages: readonly CatalogPage[];
}

const entities = new Map<string, CatalogEntity>(
  PAGES.flatMap((group) =>
    group.entity
      ? [
          [
            group.entity.name,
            {
              ...group.entity,
              title: group.title,
              group,
              pages: PAGES.filter((p) => p !== group && p.trail.includes(group.name)),
            },
          ] as const,
        ]
      : [],
  ),
);

/** The catalogue's entity of that name (`Customer`), or undefined. */
export function entityByName(name: string): CatalogEntity | undefined {
  return entities.get(name);
}

/** The page title that names an API path in logs: the first page that lists it. */
export function apiTitle(api: string): CatalogPage['title'] | undefined {
  return PAGES.find((p) => p.api.includes(api))?.title;
}
