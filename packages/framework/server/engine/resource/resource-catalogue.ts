import { type CatalogEntity, entityByName, pagesByApi } from '@yanye/catalog';

// The catalogue's side of a resource: its entity by name, and the page that permits each of its calls.

/** The catalogue's entity of that name; a declaration naming none fails at start. */
export function catalogued(name: string): CatalogEntity {
  const entity = entityByName(name);
  if (!entity) throw new Error(`${name}: the catalogue has no entity of that name`);
  return entity;
}

/** The catalogue page that permits a call of the entity: its title and button label. */
export function pageFor(entity: CatalogEntity, path: string) {
  // Under the entity's own page as a rule; beside it where the console has always put the button (stopSupply/:id
  // beside the list of offers).
  const page = entity.pages.find((p) => p.api.includes(path)) ?? pagesByApi(path)[0];
  if (!page) throw new Error(`${entity.name}: no catalogue page lists ${path}, so nobody could call it`);
  return page;
}
