import { type CatalogPage, pageByName } from '@yanye/catalog';

/**
 * The menu entry a page lights and its breadcrumb passes through: the page itself when the menu shows it; for a
 * hidden screen (add, edit, details), its list (`CatalogPage.listPage`), or the list it was opened from when that
 * is another list of the same folder (a goods edit opened from the goods in the warehouse, a top-up's details
 * from the petrol top-ups). Undefined for a page no menu entry leads to.
 */
export function menuEntryOf(page: CatalogPage, openedFrom?: string): CatalogPage | undefined {
  if (!page.hidden) return page;
  const own = page.listPage ? pageByName(page.listPage) : undefined;
  const from = openedFrom ? pageByName(openedFrom) : undefined;
  if (own && from && from !== own && from.view === 'list' && !from.hidden && from.parent === own.parent)
    return from;
  return own;
}
