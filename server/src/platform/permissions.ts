import { adminApisFor, baseApisFor, type Industry } from '@yanye/catalog';
import type { Principal } from './context';

// The catalogue is static, so each (industry, union) set is computed once per process.
const adminSets = new Map<string, Set<string>>();
const baseSets = new Map<Industry, Set<string>>();

/** APIs the store's main account may call: its route set (industry, union rules) and the base set. */
export function adminApis(industry: Industry, isUnion: boolean): Set<string> {
  const key = `${industry}:${isUnion}`;
  let set = adminSets.get(key);
  if (!set) {
    set = adminApisFor({ industry, isUnion, plugins: 'all' });
    adminSets.set(key, set);
  }
  return set;
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
 * The one permission rule (API.md §4): the base set for everyone; for the main account everything its route set
 * uses; for an operator the APIs of its roles, never beyond what the store's route set holds.
 */
export function canCall(who: Principal, api: string): boolean {
  if (baseApis(who.industry).has(api)) return true;
  const storeApis = adminApis(who.industry, who.isUnion);
  if (!storeApis.has(api)) return false;
  return who.isMain || who.roleApis.has(api);
}
