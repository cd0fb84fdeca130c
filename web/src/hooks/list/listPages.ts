import { type CatalogPage, PAGES, pageByName } from '@yanye/catalog';

/** A list's add and edit forms in the catalogue: its siblings, or its own children (the bank cards' forms). */
export function formPages(page: CatalogPage): { add?: CatalogPage; edit?: CatalogPage } {
  const siblings = PAGES.filter(
    (p) => (p.parent === page.parent || p.parent === page.name) && p.view === 'form',
  );
  return {
    add: siblings.find((p) => !p.path.includes(':id') && p.api.some((a) => a.endsWith('Save'))),
    edit: siblings.find((p) => p.path.endsWith('edit/:id')),
  };
}

/** Where a linked cell goes: the page by route name, its `:id` the row's value; undefined without a value. */
export function linkTo(name: string, id: unknown): { page: string; path: string } | undefined {
  const target = pageByName(name);
  if (!target || id === undefined || id === null || id === '') return undefined;
  return { page: target.path, path: target.path.replace(':id', encodeURIComponent(String(id))) };
}
