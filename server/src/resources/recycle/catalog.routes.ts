import { type ApiRoute, route } from '@yanye/framework/server';
import { API } from '@yanye/protocol';
import { loadCategories } from './category.resource';
import { questionLabels } from './question.resource';
import { loadSheet, quoteItem } from './quote.service';

type Pick = { readonly value: number; readonly label: string };

/**
 * An options call over a list read whole (a store's few dozen categories or questions), as the engine answers
 * its own: the options of `ids` when asked by id (none for 0), else those whose label holds `keyword`, `limit`
 * at most.
 */
function picked(all: readonly Pick[], query: Readonly<Record<string, string | number | undefined>>): Pick[] {
  if (typeof query.ids === 'string' && query.ids !== '') {
    const ids = new Set(query.ids.split(',').map(Number));
    return all.filter((o) => ids.has(o.value));
  }
  const keyword = typeof query.keyword === 'string' ? query.keyword.trim().toLowerCase() : '';
  return all.filter((o) => o.label.toLowerCase().includes(keyword)).slice(0, Number(query.limit ?? 50));
}

/** The recycling catalogue's own calls (packages/protocol/src/contracts/recycle.ts). */
export const recycleCatalogRoutes: readonly ApiRoute[] = [
  route(API.recycle.quote, { handler: ({ db }, { body }) => quoteItem(db, body) }),
  route(API.recycle.quoteSheet, {
    handler: async ({ db }, { query }) => (await loadSheet(db, query.category_id)).sheet,
  }),
  route(API.recycle.categoryOptions, {
    handler: async ({ db }, { query }) => {
      const tree = await loadCategories(db);
      // `leaf=1`: what an item can be quoted in (enabled leaves); otherwise every enabled category.
      const leaves = query.leaf === '1';
      const offered = tree
        .ordered()
        .filter((c) => tree.enabled(c.id) && (!leaves || tree.isLeaf(c.id)))
        .map((c) => ({ value: c.id, label: tree.label(c.id) }));
      // A value held is named even when it is no longer offered (a disabled category a question still has).
      const all =
        typeof query.ids === 'string'
          ? tree.ordered().map((c) => ({ value: c.id, label: tree.label(c.id) }))
          : offered;
      return picked(all, query);
    },
  }),
  route(API.recycle.questionOptions, {
    handler: async ({ db }, { query }) => picked(await questionLabels(db), query),
  }),
];
