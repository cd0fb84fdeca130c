import { RECORD_CALLS } from '@yanye/protocol';
import { PAGES, pageByName } from './catalog';
import { onFirstUse } from './installed';
import type { CatalogPage, EntityFacts } from './types';

/**
 * A bespoke screen of one record: its details or its edit form, at the paths the catalogue gives them. A bespoke
 * screen at another path with an id (a template's send form, a waybill's label) does something with a record
 * rather than show it, and has no history tab.
 */
const RECORD_SCREEN = /\/(info|edit)\/:id$/;

/** The groups above a page that serve an entity, nearest first, the page itself included. */
function entitiesAbove(page: CatalogPage): EntityFacts[] {
  const found: EntityFacts[] = [];
  for (let p: CatalogPage | undefined = page; p; p = p.parent ? pageByName(p.parent) : undefined)
    if (p.entity) found.push(p.entity);
  return found;
}

/** Every entity of the catalogue, by its `Info` call. */
const byInfoCall = onFirstUse(
  () =>
    new Map<string, EntityFacts>(
      PAGES.flatMap((p) => (p.entity ? [[`${p.entity.api}${RECORD_CALLS.info}`, p.entity] as const] : [])),
    ),
);

/**
 * The catalogue entity one record of which a page shows, so that its history tab lists what the operator log
 * holds of the record (the log names it by the entity, its `object`); undefined for a page of no single record.
 * The generic form and details read the record by its entity's `{api}Info`, of the page's group or a group above.
 * A bespoke details or edit screen reads it its own way (an order by `/v1/seller/order/info`, a member by
 * `MemberDetail`): it shows a record of the nearest entity above it, or, standing beside the list that serves
 * its entity rather than under it (a utility top-up's details), of the entity whose `Info` it calls.
 */
export function recordEntityOf(page: CatalogPage): EntityFacts | undefined {
  const above = entitiesAbove(page);
  if (page.view === 'form' || page.view === 'detail')
    return above.find((e) => page.api.includes(`${e.api}${RECORD_CALLS.info}`));
  if (!page.view.startsWith('custom:') || !RECORD_SCREEN.test(page.path)) return undefined;
  return above[0] ?? page.api.map((api) => byInfoCall().get(api)).find((e) => e !== undefined);
}

/** The pages of each entity's records, by its name. */
const recordPages = onFirstUse(() => {
  const out = new Map<string, CatalogPage[]>();
  for (const page of PAGES) {
    const entity = recordEntityOf(page);
    if (entity) out.set(entity.name, [...(out.get(entity.name) ?? []), page]);
  }
  return out;
});

/**
 * The pages of the entity's records (its add and edit forms, its details, generic or bespoke). Who may open one
 * of them may read what was done to the records: the server's check of a record's history.
 */
export function recordPagesOf(name: string): readonly CatalogPage[] {
  return recordPages().get(name) ?? [];
}
