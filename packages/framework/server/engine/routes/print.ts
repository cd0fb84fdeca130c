import { T, textOf } from '@yanye/i18n';
import { PRINT_BATCH_MAX, printPath, resourceCalls } from '@yanye/protocol';
import { suppliers } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/route';
import type { ApiRoute } from '../../platform/route-def';
import { formatDateTime } from '../format';
import { batchIds, contentDisposition, inAskedOrder, printFileName } from '../print/layout';
import { renderDocuments } from '../print/pdf';
import { printDocuments } from '../print/read';
import { PRINT_TEXTS } from '../print/texts';
import type { ResourceDef } from '../resource/resource-decl';

const MORE = T('-等{count}张');

/** The ids a print call asks for: `id`, or `ids` (a comma list), refused in plain words when none or too many. */
function askedIds(query: { id?: number; ids?: string }): number[] {
  if (query.ids !== undefined) {
    const ids = batchIds(query.ids);
    if (!ids)
      throw new AppError(
        'BAD_INPUT',
        'fieldInvalid',
        { field: 'ids', reason: { key: 'reasonValue' } },
        { field: 'ids' },
      );
    if (ids.length > PRINT_BATCH_MAX)
      throw new AppError(
        'BAD_INPUT',
        PRINT_TEXTS.tooMany,
        { max: PRINT_BATCH_MAX, count: ids.length },
        { field: 'ids' },
      );
    return ids;
  }
  if (query.id !== undefined) return [query.id];
  throw new AppError('BAD_INPUT', PRINT_TEXTS.noneChosen, {}, { field: 'ids' });
}

/**
 * `{api}Print?id=` or `?ids=3,1,2`: the resource's documents as one PDF, in the order asked, each from a new
 * page (docs/printing.md). Read in a short read-only transaction of the store, drawn outside it (subsetting a
 * CJK font takes a moment); an id the store does not have, or another store's, is refused as not found, naming
 * it. Permitted by the catalogue page that lists the path, as every call is.
 */
export function printRoute(def: ResourceDef): ApiRoute {
  const print = def.print!;
  return route(
    resourceCalls.print(printPath(def.api)),
    {
      async outside(stage) {
        const ids = askedIds(stage.input.query);
        const timeZone = stage.deps.config.TIME_ZONE;
        const { docs, storeName } = await stage.inStore(async ({ db }) => {
          const [store] = await db.select({ name: suppliers.storeName }).from(suppliers);
          const read = await printDocuments(def, db, ids, { lang: stage.lang, timeZone });
          return { docs: inAskedOrder(ids, read), storeName: store?.name ?? '' };
        });
        const missing = ids.filter((id) => !docs.some((d) => d.id === id));
        if (missing.length > 0)
          throw new AppError(
            'NOT_FOUND',
            PRINT_TEXTS.notFound,
            { ids: missing.join(', ') },
            { field: 'ids' },
          );
        const { pdf } = await renderDocuments(print.paper, docs, {
          storeName,
          printedAt: formatDateTime(stage.deps.now(), timeZone),
          lang: stage.lang,
        });
        const more = (count: number) => textOf(MORE, stage.lang, { count });
        return {
          pdf,
          name: printFileName(
            docs.map((d) => d.no),
            more,
          ),
        };
      },
      async handler({ reply }, _input, _prepared, drawn) {
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(drawn.name))
          .header('cache-control', 'no-store')
          .send(drawn.pdf);
      },
    },
    { readOnly: true },
  );
}
