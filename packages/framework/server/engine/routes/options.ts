import { and, ilike, inArray, or, sql } from 'drizzle-orm';
import { route } from '../../platform/route';
import type { ApiRoute } from '../../platform/route-def';
import { escapeLike } from '../list/query';
import { optionsContract } from '../resource/contracts';
import type { ResourceDef } from '../resource/resource-decl';
import type { OptionsDef } from '../resource/resource-lists';

/** Ids asked for by label: positive ones only (0 is "none", which has no label to look up). */
function wantedIds(text: string | undefined): number[] | undefined {
  if (text === undefined || text === '') return undefined;
  return text
    .split(',')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0)
    .slice(0, 1000);
}

/** An option as a form gets it: value, label, and the values `extra` names for sibling fields. */
interface OptionRow {
  value: number;
  label: string;
  [extra: string]: unknown;
}

/** `{api}Options`: value and label of the rows other forms may pick, searched by keyword or asked by id. */
export function optionsRoute(def: ResourceDef, o: OptionsDef): ApiRoute {
  const label = sql<string>`concat_ws(' ', ${sql.join(
    o.label.map((c) => sql`nullif(${c}, '')`),
    sql`, `,
  )})`;
  return route(
    optionsContract(def),
    {
      handler: async ({ db }, input) => {
        const query = input.query as Record<string, string | number | undefined>;
        const keyword = typeof query.keyword === 'string' ? query.keyword.trim() : '';
        const ids = wantedIds(typeof query.ids === 'string' ? query.ids : undefined);
        if (ids?.length === 0) return [];
        const search = keyword ? or(...o.search.map((c) => ilike(c, `%${escapeLike(keyword)}%`))) : undefined;
        const narrowed = Object.entries(o.filters ?? {}).map(([name, make]) => {
          const value = query[name];
          return typeof value === 'string' && value !== '' ? make(value) : undefined;
        });
        const rows = await db
          .select({ value: def.table.id, label, ...o.extra })
          .from(def.table)
          .where(ids ? inArray(def.table.id, ids) : and(o.where, search, ...narrowed))
          .orderBy(o.orderBy ?? def.table.id)
          .limit(ids ? 1000 : Number(query.limit ?? 50));
        return rows.map((r) => {
          const out: OptionRow = { ...r, value: Number(r.value) };
          // Quantities come back as text; the form wants numbers.
          for (const key of Object.keys(o.extra ?? {})) {
            const extra = out[key];
            if (typeof extra === 'string' && /^-?\d+(\.\d+)?$/.test(extra)) out[key] = Number(extra);
          }
          return out;
        });
      },
    },
    { readOnly: true },
  );
}
