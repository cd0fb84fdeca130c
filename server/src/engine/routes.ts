import { PassThrough } from 'node:stream';
import type {} from '@fastify/multipart';
import { type ColumnMeta, type FilterMeta, type Lang, message, type TableMeta } from '@yanye/protocol';
import { eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AppError, badInput, notFound } from '../platform/errors';
import { Answer, type ApiRoute, userRoute } from '../platform/route';
import type { TenantDb } from '../platform/tenancy';
import { resolveOptions } from './columns';
import { contentDisposition, exportColumns, SYNC_EXPORT_LIMIT, writeExport, XLSX_TYPE } from './export';
import { enqueueExport } from './export-jobs';
import { formMeta } from './fields';
import { IMPORT_MAX_BYTES, importRows, readSheet, templateWorkbook } from './import';
import { batches, countAndSums, listRequest, selection, toWireRow } from './query';
import { dataPaths, type ResourceDef } from './resource';
import { columnKeys, OptionCache, prepareValues, writeRecord } from './save';

/** The table metadata of API.md §5 that the list screen draws itself from. */
export async function tableMeta(def: ResourceDef, db: TenantDb, lang: Lang) {
  const entries = Object.entries(def.columns);
  const rows: Record<string, ColumnMeta> = {};
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
  const topSearch: FilterMeta[] = [];
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
    actions: [
      ...Object.entries(def.actions ?? {}).map(([name, a]) => ({
        name,
        title: a.summary[lang],
        api: `${def.api}${name}`,
        confirm: false,
      })),
      ...(def.deletable === false
        ? []
        : [{ name: 'Del', title: message(lang, 'delete'), api: `${def.api}Del`, confirm: true }]),
    ],
    has_form: (def.fields ?? []).length > 0,
  } satisfies TableMeta;
}

const IdQuery = z.object({ id: z.coerce.number().int().positive().optional(), _meta: z.string().optional() });
const IdList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.coerce.number().int().positive()).min(1).max(1000),
);
const DelBody = z.object({ id: z.coerce.number().int().positive().optional(), ids: IdList.optional() });

async function lockRow(def: ResourceDef, db: TenantDb, id: number): Promise<Record<string, unknown>> {
  const [row] = await db.tx
    .select()
    .from(def.table)
    .where(db.where(def.table, eq(def.table.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row as Record<string, unknown>;
}

const FileName = z.string().trim().max(100).optional();

function listRoute(def: ResourceDef, url: string, view: SQL | undefined): ApiRoute {
  return userRoute({
    method: 'GET',
    url,
    query: z.record(z.string(), z.unknown()),
    handler: async ({ db, lang, reply, deps }, { query }) => {
      if (query._meta) return tableMeta(def, db, lang);
      if (query._down_excel_import_tpl) {
        if (!def.importable) throw new AppError('NOT_FOUND', 'notFound');
        const name = `${def.title[lang]}-${lang === 'zh' ? '导入模板' : 'import-template'}`;
        const file = await templateWorkbook(def, db, lang);
        return reply.type(XLSX_TYPE).header('content-disposition', contentDisposition(name)).send(file);
      }
      const req = listRequest(def, db, query, view);
      if (query._down_excel) {
        if (!def.exportable) throw new AppError('NOT_FOUND', 'notFound');
        const name = FileName.safeParse(query._excel_file_name).data || def.title[lang];
        const { count } = await countAndSums(def, db, req.where);
        if (count > SYNC_EXPORT_LIMIT) throw badInput('exportTooMany', { count, limit: SYNC_EXPORT_LIMIT });
        const asked = typeof query._excel_down_culumns === 'string' ? query._excel_down_culumns : undefined;
        const columns = await exportColumns(def, asked, db, lang);
        const out = new PassThrough();
        reply.type(XLSX_TYPE).header('content-disposition', contentDisposition(name)).send(out);
        await writeExport(out, name, columns, lang, deps.config.TIME_ZONE, batches(def, db, req));
        return reply;
      }
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

/**
 * POST on a data path: a multipart upload imports (API.md §5); a JSON body asks for an async export.
 */
function listPostRoute(def: ResourceDef, url: string, view: SQL | undefined): ApiRoute {
  return userRoute({
    method: 'POST',
    url,
    handler: async ({ db, lang, request, deps, principal }) => {
      if (!request.isMultipart()) {
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (String(body._down_excel) !== '2' || !def.exportAsync) throw new AppError('NOT_FOUND', 'notFound');
        // Check the request now, so a wrong sort or filter is refused here rather than failing in the worker.
        const query = Object.fromEntries(
          Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        );
        listRequest(def, db, query, view);
        await exportColumns(def, query._excel_down_culumns, db, lang);
        const task = await enqueueExport(db, principal.accountId, url, def.title[lang], query, lang);
        return new Answer(task, 'exportQueued');
      }
      if (!def.importable) throw new AppError('NOT_FOUND', 'notFound');
      const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
      if (!file) throw badInput('importNoFile');
      const buffer = await file.toBuffer();
      const result = await importRows(def, db, lang, deps.config.TIME_ZONE, readSheet(buffer, file.filename));
      return new Answer(result, 'importDone', { ...result });
    },
    audit: (_input, result) =>
      'id' in result.data
        ? { target: String(result.data.id), summary: `异步导出${def.title.zh}` }
        : { target: '', summary: `导入${def.title.zh}：${message('zh', 'importDone', { ...result.data })}` },
  });
}

/** Every route of a resource: its lists (Manage and views), Info, Save, Del and its actions. */
export function resourceRoutes(def: ResourceDef): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const [url, view] of dataPaths(def))
    routes.push(listRoute(def, url, view), listPostRoute(def, url, view));
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
        handler: async ({ db, lang }, { body }) => {
          const values = await prepareValues(def, db, new OptionCache(db, lang), body, body.id);
          return { id: await writeRecord(def, db, values, body.id) };
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
