import type { ApiRoute } from '../../platform/route-def';
import type { ResourceDef } from '../resource/resource-decl';
import { recordPaths } from '../resource/resource-paths';

/**
 * Which calls each options call serves (permissions follow the screens): a form's pickers and an
 * action's dialog ask their options of other calls, and whoever may open the form or run the action may ask them,
 * whatever the catalogue lists. Derived from the resources' declarations, so no page restates a picker's path.
 */
export function optionNeeds(resources: readonly ResourceDef[]): Map<string, Set<string>> {
  const needs = new Map<string, Set<string>>();
  const add = (path: string, by: readonly string[]) => {
    const set = needs.get(path) ?? new Set<string>();
    for (const b of by) set.add(b);
    needs.set(path, set);
  };
  for (const def of resources) {
    const { info, save } = recordPaths(def);
    const form = [...def.fields, ...(def.lines?.fields ?? [])];
    for (const f of form) if (f.optionsApi) add(f.optionsApi.path, [info, save]);
    for (const action of Object.values(def.actions)) {
      for (const f of action.fields ?? []) if (f.optionsApi) add(f.optionsApi.path, [action.path]);
    }
  }
  return needs;
}

/** The routes with what each options call is needed by. */
export function withNeeds(routes: readonly ApiRoute[], resources: readonly ResourceDef[]): ApiRoute[] {
  const needs = optionNeeds(resources);
  return routes.map((r) => {
    const by = needs.get(r.contract.path);
    return by ? { ...r, neededBy: [...new Set([...r.neededBy, ...by])].sort() } : r;
  });
}
