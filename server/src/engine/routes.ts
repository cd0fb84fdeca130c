import { PassThrough } from 'node:stream';
import type {} from '@fastify/multipart';
import { type ColumnMeta, type FilterMeta, type Lang, message, type TableMeta } from '@yanye/protocol';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../platform/context';
import { AppError, badInput, notFound } from '../platform/errors';
import { Answer, type ApiRoute, userRoute } from '../platform/route';
import type { TenantDb } from '../platform/tenancy';
import { zodIssueToError } from '../platform/validation';
import { resolveOptions } from './columns';
import { contentDisposition, exportColumns, SYNC_EXPORT_LIMIT, writeExport, XLSX_TYPE } from './export';
import { enqueueExport } from './export-jobs';
import { type Field, formMeta, saveSchema } from './fields';
import { IMPORT_MAX_BYTES, importRows, readSheet, templateWorkbook } from './import';
import { batches, countAndSums, escapeLike, listRequest, listSource, selection, toWireRow } from './query';
import { dataPaths, type OptionsDef, type ResourceDef, type SaveContext } from './resource';
import {
  assertEditable,
  columnKeys,
  OptionCache,
  prepareLines,
  prepareValues,
  readLines,
  titled,
  writeLines,
  writeRecord,
} from './save';

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
      link: c.link ? { page: c.link.page, id_key: c.link.idKey } : null,
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
      ...(await Promise.all(
        Object.entries(def.actions ?? {}).map(async ([name, a]) => ({
          name,
          title: a.summary[lang],
          api: `${def.api}${name}`,
          confirm: a.confirm ?? false,
          when: a.when ?? null,
          fields: a.fields ? await formMeta(a.fields, db, lang) : null,
          batch: a.batch ?? false,
        })),
      )),
      ...(def.deletable === false
        ? []
        : [
            {
              name: 'Del',
              title: message(lang, 'delete'),
              api: `${def.api}Del`,
              confirm: true,
              when: def.editableWhen?.condition ?? null,
              fields: null,
            },
          ]),
    ],
    has_form: (def.fields ?? []).length > 0,
    editable_when: def.editableWhen?.condition ?? null,
    ...(def.tabs
      ? { tabs: Object.entries(def.tabs).map(([name, tab]) => ({ name, title: tab.title[lang] })) }
      : {}),
  } satisfies TableMeta;
}

const IdQuery = z.object({ id: z.coerce.number().int().positive().optional(), _meta: z.string().optional() });
const IdList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.coerce.number().int().positive()).min(1).max(1000),
);
const DelBody = z.object({ id: z.coerce.number().int().positive().optional(), ids: IdList.optional() });

/** The rows an action runs on, locked in id order (two batches over the same rows cannot deadlock). */
async function lockRows(
  def: ResourceDef,
  db: TenantDb,
  ids: readonly number[],
): Promise<Record<string, unknown>[]> {
  const rows = await db.tx
    .select()
    .from(def.table)
    .where(db.where(def.table, def.scope, inArray(def.table.id, [...ids])))
    .orderBy(asc(def.table.id))
    .for('update');
  if (rows.length < new Set(ids).size) throw notFound();
  return rows as Record<string, unknown>[];
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
        const { count } = await countAndSums(def, db, req);
        if (count > SYNC_EXPORT_LIMIT) throw badInput('exportTooMany', { count, limit: SYNC_EXPORT_LIMIT });
        const asked = typeof query._excel_down_culumns === 'string' ? query._excel_down_culumns : undefined;
        const columns = await exportColumns(def, asked, db, lang);
        const out = new PassThrough();
        reply.type(XLSX_TYPE).header('content-disposition', contentDisposition(name)).send(out);
        await writeExport(out, name, columns, lang, deps.config.TIME_ZONE, batches(def, db, req));
        return reply;
      }
      if (query._count_sum) return countAndSums(def, db, req);
      const rows = await listSource(def, db, selection(def))
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
      const result = await importRows(
        def,
        db,
        saveContext(deps, principal.accountId, lang),
        readSheet(buffer, file.filename),
      );
      return new Answer(result, 'importDone', { ...result });
    },
    audit: (_input, result) =>
      'id' in result.data
        ? { target: String(result.data.id), summary: `异步导出${def.title.zh}` }
        : { target: '', summary: `导入${def.title.zh}：${message('zh', 'importDone', { ...result.data })}` },
  });
}

function saveContext(deps: Deps, accountId: number, lang: Lang): SaveContext {
  return { now: deps.now(), accountId, lang, timeZone: deps.config.TIME_ZONE };
}

/** What an action asks for, checked like a form's fields (select options included). */
async function actionInput(
  fields: readonly Field[],
  db: TenantDb,
  lang: Lang,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (fields.length === 0) return {};
  const parsed = saveSchema(fields, false).safeParse(body, { reportInput: true });
  if (!parsed.success) throw titled(zodIssueToError(parsed.error.issues[0]), fields, lang);
  const options = new OptionCache(db, lang);
  for (const f of fields) {
    const value = (parsed.data as Record<string, unknown>)[f.name];
    if (value !== undefined && (f.type === 'select' || f.type === 'radio') && !(await options.has(f, value)))
      throw new AppError('BAD_INPUT', 'fieldInvalid', {
        field: f.title[lang],
        reason: { key: 'reasonValue' },
      });
  }
  return parsed.data as Record<string, unknown>;
}

const OptionsQuery = z
  .object({
    keyword: z.string().trim().max(50).default(''),
    /** The labels of these values (a form showing what a record already holds). */
    ids: IdList.optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .catchall(z.string().max(50));

/** `{api}Options`: value and label of the rows other forms may pick, searched by keyword or asked by id. */
function optionsRoute(def: ResourceDef, o: OptionsDef): ApiRoute {
  const label = sql<string>`concat_ws(' ', ${sql.join(
    o.label.map((c) => sql`nullif(${c}, '')`),
    sql`, `,
  )})`;
  return userRoute({
    method: 'GET',
    url: `${def.api}Options`,
    query: OptionsQuery,
    handler: async ({ db }, { query }) => {
      const keyword = query.keyword
        ? or(...o.search.map((c) => ilike(c, `%${escapeLike(query.keyword)}%`)))
        : undefined;
      const narrowed = Object.entries(o.filters ?? {}).map(([name, make]) => {
        const value = query[name];
        return typeof value === 'string' && value !== '' ? make(value) : undefined;
      });
      const rows = await db.tx
        .select({ value: def.table.id, label, ...o.extra })
        .from(def.table)
        .where(
          db.where(
            def.table,
            query.ids ? inArray(def.table.id, query.ids) : and(o.where, keyword, ...narrowed),
          ),
        )
        .orderBy(o.orderBy ?? def.table.id)
        .limit(query.ids ? 1000 : query.limit);
      return rows.map((r) => {
        const out: Record<string, unknown> = { ...r, value: Number(r.value) };
        // Quantities come back as text; the form wants numbers.
        for (const key of Object.keys(o.extra ?? {})) {
          if (typeof out[key] === 'string' && /^-?\d+(\.\d+)?$/.test(out[key] as string))
            out[key] = Number(out[key]);
        }
        return out;
      });
    },
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
          if (query._meta) return { fields: await formMeta(fields, db, lang, def.lines) };
          if (!query.id) throw new AppError('BAD_INPUT', 'fieldRequired', { field: 'id' });
          const [row] = await db.tx
            .select()
            .from(def.table)
            .where(db.where(def.table, def.scope, eq(def.table.id, query.id)));
          if (!row) throw notFound();
          const record = row as Record<string, unknown>;
          const out: Record<string, unknown> = { id: record.id };
          for (const f of fields) out[f.name] = record[keys.get(f.column) ?? ''];
          if (def.lines) out[def.lines.name] = await readLines(def.lines, db, query.id);
          return out;
        },
      }),
      userRoute({
        method: 'POST',
        url: `${def.api}Save`,
        body: z.object({ id: z.coerce.number().int().positive().optional() }).loose(),
        handler: async ({ db, lang, deps, principal }, { body }) => {
          if (body.id !== undefined) await assertEditable(def, db, [body.id]);
          const options = new OptionCache(db, lang);
          const ctx = saveContext(deps, principal.accountId, lang);
          const lines = def.lines ? await prepareLines(def.lines, db, options, ctx, body) : undefined;
          // The import names a refused field by its column; a form names it by its title.
          const values = await prepareValues(def, db, options, body, body.id, ctx).catch((error: unknown) => {
            throw titled(error, fields, lang);
          });
          const id = await writeRecord(def, db, { ...values, ...lines?.header }, body.id);
          if (def.lines && lines) await writeLines(def.lines, db, id, lines.lines, body.id !== undefined);
          return { id };
        },
        audit: ({ body }, result) => ({
          target: String(result.id),
          summary: `${body.id ? '编辑' : '添加'}${def.title.zh}`,
        }),
      }),
    );
  }

  if (def.options) routes.push(optionsRoute(def, def.options));

  if (def.deletable !== false) {
    routes.push(
      userRoute({
        method: 'POST',
        url: `${def.api}Del`,
        body: DelBody,
        handler: async ({ db, deps }, { body }) => {
          const ids = body.ids ?? (body.id ? [body.id] : []);
          if (ids.length === 0) throw new AppError('BAD_INPUT', 'fieldRequired', { field: 'id' });
          await assertEditable(def, db, ids);
          await def.beforeDelete?.(db, ids);
          const which = db.where(def.table, def.scope, inArray(def.table.id, ids));
          // A resource with a recycle bin moves the rows there; the others are gone for good.
          const deleted = def.trash
            ? await db.tx
                .update(def.table)
                .set({ [columnKeys(def).get(def.trash)!]: deps.now() } as never)
                .where(which)
                .returning({ id: def.table.id })
            : await db.tx.delete(def.table).where(which).returning({ id: def.table.id });
          if (deleted.length === 0) throw notFound();
          return { deleted: deleted.length, ids: deleted.map((r) => Number(r.id)) };
        },
        audit: (_input, result) => ({
          target: result.ids.join(','),
          summary: `删除${def.title.zh}${def.trash ? '（移入回收站）' : ''}`,
        }),
      }),
    );
  }

  for (const [name, action] of Object.entries(def.actions ?? {})) {
    const actionFields = action.fields ?? [];
    if (action.batch) {
      routes.push(
        userRoute({
          method: 'POST',
          url: `${def.api}${name}`,
          body: DelBody.loose(),
          handler: async (ctx, { body }) => {
            const ids = body.ids ?? (body.id ? [body.id] : []);
            if (ids.length === 0) throw new AppError('BAD_INPUT', 'fieldRequired', { field: 'ids' });
            const input = await actionInput(actionFields, ctx.db, ctx.lang, body);
            for (const row of await lockRows(def, ctx.db, ids))
              await action.run(ctx, row, { ...input, id: row.id });
            return new Answer({ ids }, 'batchDone', { count: ids.length });
          },
          audit: ({ body }) => ({
            target: (body.ids ?? [body.id]).join(','),
            summary: action.summary.zh,
          }),
        }),
      );
      continue;
    }
    routes.push(
      userRoute({
        method: 'POST',
        url: `${def.api}${name}`,
        body: z.object({ id: z.coerce.number().int().positive() }).loose(),
        handler: async (ctx, { body }) => {
          const input = await actionInput(actionFields, ctx.db, ctx.lang, body);
          const [row] = await lockRows(def, ctx.db, [body.id]);
          return action.run(ctx, row!, { ...input, id: body.id });
        },
        audit: ({ body }) => ({ target: String(body.id), summary: action.summary.zh }),
      }),
    );
  }
  return routes;
}
