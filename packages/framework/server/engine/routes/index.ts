import type { ApiRoute } from '../../platform/route-def';
import type { ResourceDef } from '../resource/resource-decl';
import { dataPaths } from '../resource/resource-paths';
import { actionRoute } from './actions';
import { listPostRoute, listRoute } from './list-wire';
import { optionsRoute } from './options';
import { printRoute } from './print';
import { delRoute, infoRoute, saveRoute } from './records';

export { tableMeta } from './meta';

/**
 * Every route of a resource: its lists (Manage and views; a POST on them only where it imports or exports in the
 * background), Info, Save, Del, its options, its actions and its print.
 */
export function resourceRoutes(def: ResourceDef): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const [url, view] of dataPaths(def)) {
    routes.push(listRoute(def, url, view));
    if (def.importable || def.exportAsync) routes.push(listPostRoute(def, url, view));
  }
  if (def.fields.length > 0) routes.push(infoRoute(def));
  if (def.fields.length > 0 && def.savable) routes.push(saveRoute(def));
  if (def.options) routes.push(optionsRoute(def, def.options));
  if (def.delLabel) routes.push(delRoute(def));
  for (const action of Object.values(def.actions)) routes.push(actionRoute(def, action));
  if (def.print) routes.push(printRoute(def));
  return routes;
}
