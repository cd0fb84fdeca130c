import { type CatalogPage, PAGES, pageByName } from '@yanye/catalog';

/**
 * A list's add and edit forms in the catalogue: its siblings, or its own children (the bank cards' forms), that
 * save the list's entity (the offers of supplied goods sit beside the goods' forms, which are not theirs); and its
 * read-only details page beside it, when it has one.
 */
export function formPages(page: CatalogPage): { add?: CatalogPage; edit?: CatalogPage; info?: CatalogPage } {
  const entity = page.entity ?? (page.parent ? pageByName(page.parent)?.entity : undefined);
  const saves = (p: CatalogPage) => entity === undefined || p.api.includes(`${entity.api}Save`);
  // A bespoke screen that saves the entity (an order taken with a live quote) is its form all the same.
  const isForm = (p: CatalogPage) =>
    p.view === 'form' || (p.view.startsWith('custom:') && entity !== undefined && saves(p));
  const siblings = PAGES.filter(
    (p) => (p.parent === page.parent || p.parent === page.name) && isForm(p) && saves(p),
  );
  // Its read-only page: the generic details (`info/:id`) that read the entity's record and cannot save it.
  const info = PAGES.find(
    (p) =>
      p.parent === page.parent &&
      p.view === 'detail' &&
      entity !== undefined &&
      p.api.includes(`${entity.api}Info`) &&
      !saves(p),
  );
  return {
    add: siblings.find((p) => !p.path.includes(':id') && p.api.some((a) => a.endsWith('Save'))),
    edit: siblings.find((p) => p.path.endsWith('edit/:id')),
    ...(info ? { info } : {}),
  };
}

/** Where a linked cell goes: the page by route name, its `:id` the row's value; undefined without a value. */
export function linkTo(name: string, id: unknown): { page: string; path: string } | undefined {
  const target = pageByName(name);
  if (!target || id === undefined || id === null || id === '') return undefined;
  return { page: target.path, path: target.path.replace(':id', encodeURIComponent(String(id))) };
}
