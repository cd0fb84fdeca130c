import type { Lang } from '@yanye/protocol';
import { eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AppError, notFound } from '../platform/errors';
import { type ApiRoute, userRoute } from '../platform/route';
import type { TenantDb } from '../platform/tenancy';
import { zodIssueToError } from '../platform/validation';
import { resolveOptions } from './columns';
import { formMeta, saveSchema } from './fields';
import { countAndSums, listRequest, selection, toWireRow } from './query';
import type { ResourceDef } from './resource';

/** The table metadata of API.md §5 that the list screen draws itself from. */
export async function tableMeta(def: ResourceDef, db: TenantDb, lang: Lang) {
  const entries = Object.entries(def.columns);
  const rows: Record<string, unknown> = {};
  for (const [key, c] of entries) {
    rows[key] = {
      name: key,
      title: c.title[lang],
      type: c.type,
      item_width: c.width,
      sum: c.sum,
      money: c.money,
      showTableRow: c.visible ? '1' : '0',
      sort: c.sortable,
      decimal: c.decimals ?? null,
      item_align: c.align,
      options: c.options ? await resolveOptions(c.options, db, lang) : null,
    };
  }
  const topSearch = [];
  for (const [key, c] of entries) {
    if (!c.filter) continue;
    topSearch.push({
      name: key,
      title: c.title[lang],
      type: c.filter,
      money: c.money,
      options: c.options ? await resolveOptions(c.options, db, lang) : null,
      second_name: [],
    });
  }
  return {
    export_type: 'xlsx',
    column_names: entries.map(([key]) => key),
    rows,
    show_sum: entries.some(([, c]) => c.sum),
    show_excel: def.exportable ?? false,
    show_excel_async: def.exportAsync ?? false,
    show_excel_import: def.importable ?? false,
    top_search: topSearch,
    limit: def.limit ?? 20,
  };
}

const IdQuery = z.object({ id: z.coerce.number().int().positive().optional(), _meta: z.string().optional() });
const IdList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.coerce.number().int().positive()).min(1).max(1000),
);
const DelBody = z.object({ id: z.coerce.number().int().positive().optional(), ids: IdList.optional() });

/** The table's property key of each field's column, for inserts and updates. */
function columnKeys(def: ResourceDef): Map<unknown, string> {
  const keys = new Map<unknown, string>();
  for (const [key, column] of Object.entries(getTableColumns(def.table))) keys.set(column, key);
  return keys;
}

async function lockRow(def: ResourceDef, db: TenantDb, id: number): Promise<Record<string, unknown>> {
  const [row] = await db.tx
    .select()
    .from(def.table)
    .where(db.where(def.table, eq(def.table.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row as Record<string, unknown>;
}

function listRoute(def: ResourceDef, url: string, view: SQL | undefined): ApiRoute {
  return userRoute({
    method: 'GET',
    url,
    query: z.record(z.string(), z.unknown()),
    handler: async ({ db, lang }, { query }) => {
      if (query._meta) return tableMeta(def, db, lang);
      const req = listRequest(def, db, query, view);
      if (query._count_sum) return countAndSums(def, db, req.where);
      const rows = await db.tx
        .select(selection(def))
        .from(def.table)
        .where(req.where)
        .orderBy(...req.orderBy)
        .limit(req.limit)
        .offset((req.page - 1) * req.limit);
      return rows.map((r) => toWireRow(def, r));
    },
  });
}

/** Every route of a resource: its lists (Manage and views), Info, Save, Del and its actions. */
export function resourceRoutes(def: ResourceDef): ApiRoute[] {
  const routes = def.manageList === false ? [] : [listRoute(def, `${def.api}Manage`, undefined)];
  for (const [url, view] of Object.entries(def.views ?? {})) routes.push(listRoute(def, url, view.where));
  const fields = def.fields ?? [];
  const keys = columnKeys(def);

  if (fields.length > 0) {
    routes.push(
      userRoute({
        method: 'GET',
        url: `${def.api}Info`,
        query: IdQuery,
        handler: async ({ db, lang }, { query }) => {
          if (query._meta) return { fields: await formMeta(fields, db, lang) };
          if (!query.id) throw new AppError('BAD_INPUT', 'fieldRequired', { field: 'id' });
          const [row] = await db.tx
            .select()
            .from(def.table)
            .where(db.where(def.table, eq(def.table.id, query.id)));
          if (!row) throw notFound();
          const record = row as Record<string, unknown>;
          const out: Record<string, unknown> = { id: record.id };
          for (const f of fields) out[f.name] = record[keys.get(f.column) ?? ''];
          return out;
        },
      }),
      userRoute({
        method: 'POST',
        url: `${def.api}Save`,
        body: z.object({ id: z.coerce.number().int().positive().optional() }).loose(),
        handler: async ({ db }, { body }) => {
          const id = body.id;
          const parsed = saveSchema(fields, id !== undefined).safeParse(body, { reportInput: true });
          if (!parsed.success) throw zodIssueToError(parsed.error.issues[0]);
          let values: Record<string, unknown> = {};
          for (const f of fields) {
            const value = (parsed.data as Record<string, unknown>)[f.name];
            if (value !== undefined) values[keys.get(f.column)!] = value;
          }
          if (def.beforeSave) values = await def.beforeSave(db, values, id);
          if (id === undefined) {
            const [row] = await db.tx
              .insert(def.table)
              .values(db.row(values) as never)
              .returning({ id: def.table.id });
            return { id: Number(row!.id) };
          }
          const [row] = await db.tx
            .update(def.table)
            .set(values as never)
            .where(db.where(def.table, eq(def.table.id, id)))
            .returning({ id: def.table.id });
          if (!row) throw notFound();
          return { id };
        },
        audit: ({ body }, result) => ({
          target: String(result.id),
          summary: `${body.id ? '编辑' : '添加'}${def.title.zh}`,
        }),
      }),
    );
  }

  routes.push(
    userRoute({
      method: 'POST',
      url: `${def.api}Del`,
      body: DelBody,
      handler: async ({ db }, { body }) => {
        const ids = body.ids ?? (body.id ? [body.id] : []);
        if (ids.length === 0) throw new AppError('BAD_INPUT', 'fieldRequired', { field: 'id' });
        await def.beforeDelete?.(db, ids);
        const deleted = await db.tx
          .delete(def.table)
          .where(db.where(def.table, inArray(def.table.id, ids)))
          .returning({ id: def.table.id });
        if (deleted.length === 0) throw notFound();
        return { deleted: deleted.length, ids: deleted.map((r) => Number(r.id)) };
      },
      audit: (_input, result) => ({ target: result.ids.join(','), summary: `删除${def.title.zh}` }),
    }),
  );

  for (const [name, action] of Object.entries(def.actions ?? {})) {
    const body = z.object({ id: z.coerce.number().int().positive() }).and(action.body ?? z.object({}));
    routes.push(
      userRoute({
        method: 'POST',
        url: `${def.api}${name}`,
        body,
        handler: async (ctx, { body: input }) => {
          const row = await lockRow(def, ctx.db, input.id);
          return action.run(ctx, row, input);
        },
        audit: ({ body: input }) => ({ target: String(input.id), summary: action.summary.zh }),
      }),
    );
  }
  return routes;
}
