import { adminApisFor, baseApisFor, commonPagesFor, type Industry, PAGES, pagesFor } from '@yanye/catalog';
import type { Principal } from './context';

// The catalogue is static, so each (industry, union, plugins, platform) set is computed once per process.
const adminSets = new Map<string, Set<string>>();
const storeSets = new Map<string, Set<string>>();
const baseSets = new Map<Industry, Set<string>>();
/** Stores differ in their plugins; past this many combinations the cache starts again rather than grow. */
const MAX_STORE_SETS = 512;

/**
 * APIs the store's main account could call with every add-on installed: its route set (industry, union rules)
 * and the base set. What a role may name.
 */
export function adminApis(industry: Industry, isUnion: boolean): Set<string> {
  const key = `${industry}:${isUnion}`;
  let set = adminSets.get(key);
  if (!set) {
    set = adminApisFor({ industry, isUnion, plugins: 'all' });
    adminSets.set(key, set);
  }
  return set;
}

/**
 * The store as the catalogue sees it: industry, union flag, installed plugins and whether it is the platform
 * (is_pingtai, loaded with the principal). The review calls' handlers check the store once more themselves
 * (platform/platform-guard.ts).
 */
export type StoreShape = Pick<Principal, 'industry' | 'isUnion' | 'plugins' | 'isPlatform'>;

const shapeKey = (who: StoreShape) =>
  `${who.industry}:${who.isUnion}:${who.isPlatform ?? false}:${[...who.plugins].sort().join(',')}`;

/** APIs the store's route set uses now: {@link adminApis} without the pages of add-ons it has not installed. */
export function storeApis(who: StoreShape): Set<string> {
  const key = shapeKey(who);
  let set = storeSets.get(key);
  if (!set) {
    if (storeSets.size >= MAX_STORE_SETS) storeSets.clear();
    set = adminApisFor({
      industry: who.industry,
      isUnion: who.isUnion,
      plugins: who.plugins,
      isPlatform: who.isPlatform ?? false,
    });
    storeSets.set(key, set);
  }
  return set;
}

/** Page paths of the store's route set now, installed add-ons only. */
export function storePaths(who: StoreShape): string[] {
  return pagesFor({
    industry: who.industry,
    isUnion: who.isUnion,
    plugins: who.plugins,
    isPlatform: who.isPlatform ?? false,
  }).map((p) => p.path);
}

/** APIs every signed-in user of the industry may call. */
export function baseApis(industry: Industry): Set<string> {
  let set = baseSets.get(industry);
  if (!set) {
    set = baseApisFor(industry);
    baseSets.set(industry, set);
  }
  return set;
}

/**
 * The one permission rule: the base set for everyone; for the main account everything its route set
 * uses; for an operator the APIs of its roles, never beyond what the store's route set holds. An add-on's APIs
 * belong to the route set only while the store has it installed.
 */
export function canCall(who: Principal, api: string): boolean {
  if (baseApis(who.industry).has(api)) return true;
  if (!storeApis(who).has(api)) return false;
  return who.isMain || who.roleApis.has(api);
}

/**
 * Page paths the user may open: the store's route set for the main account; for an operator, the pages every
 * user has (workbench, profile) and those of its roles, within the route set.
 */
export function allowedPaths(who: Principal): string[] {
  const paths = storePaths(who);
  if (who.isMain) return paths;
  const mine = new Set([...commonPagesFor(who.industry).map((p) => p.path), ...who.rolePaths]);
  return paths.filter((p) => mine.has(p));
}

/**
 * Of `paths`, the pages that work: every call each makes is served (a folder works when something in it does).
 * A page whose calls are still to be built is offered nowhere: no menu, shortcut or quick menu leads to it.
 */
export function workingPaths(paths: readonly string[], served: ReadonlySet<string>): string[] {
  const wanted = new Set(paths);
  const working = new Set<string>();
  for (const page of PAGES) {
    if (page.view === 'group' || !wanted.has(page.path)) continue;
    if (page.api.every((api) => served.has(api))) for (const name of page.trail) working.add(name);
  }
  return PAGES.filter((p) => wanted.has(p.path) && working.has(p.name)).map((p) => p.path);
}
