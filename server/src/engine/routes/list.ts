import { PassThrough } from 'node:stream';
import type {} from '@fastify/multipart';
import { IMPORT_MAX_BYTES, SYNC_EXPORT_LIMIT } from '@yanye/protocol';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AppError, badInput } from '../../platform/errors';
import { route } from '../../platform/route';
import { Answer } from '../../platform/route-answer';
import type { ApiRoute, AuditNote } from '../../platform/route-def';
import { listGetContract, listPostContract } from '../contracts';
import { contentDisposition, exportColumns, writeExport, XLSX_TYPE } from '../export';
import { enqueueExport } from '../export-jobs';
import { importRows, templateWorkbook } from '../import';
import { readSheet } from '../import-sheet';
import { countAndSums } from '../list-count';
import { SAID } from '../log-said';
import { listRequest } from '../query';
import type { ResourceDef } from '../resource-decl';
import { batches, cursorPage, pageRows } from '../rows';
import { saveContext } from './context';
import { tableMeta } from './meta';

const FileName = z.string().trim().max(100).optional();

/** Query values as the list reads them: text, as they came (an async export's JSON values too). */
function asText(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

/** GET on a data path: metadata, a page, count and sums, the sync export, the import template. */
export function listRoute(def: ResourceDef, url: string, view: SQL | undefined): ApiRoute {
  return route(
    listGetContract(def, url),
    {
      handler: async ({ db, lang, reply, deps }, input) => {
        const query = asText(input.query as Record<string, unknown>);
        if (query._meta) return tableMeta(def, db, lang);
        if (query._down_excel_import_tpl) {
          if (!def.importable) throw new AppError('NOT_FOUND', 'notFound');
          const name = `${def.title[lang]}-${lang === 'zh' ? '导入模板' : 'import-template'}`;
          const file = await templateWorkbook(def, db, lang);
          return reply.type(XLSX_TYPE).header('content-disposition', contentDisposition(name)).send(file);
        }
        const req = listRequest(def, query, view);
        if (query._down_excel) {
          if (!def.exportable) throw new AppError('NOT_FOUND', 'notFound');
          const name = FileName.safeParse(query._excel_file_name).data || def.title[lang];
          const { count } = await countAndSums(def, db, req);
          if (count > SYNC_EXPORT_LIMIT) throw badInput('exportTooMany', { count, limit: SYNC_EXPORT_LIMIT });
          const columns = await exportColumns(def, query._excel_down_culumns, db, lang);
          const out = new PassThrough();
          reply.type(XLSX_TYPE).header('content-disposition', contentDisposition(name)).send(out);
          const keys = columns.map((c) => c.key);
          const rows = batches(def, db, req, keys, lang);
          await writeExport(out, name, columns, lang, deps.config.TIME_ZONE, rows);
          return reply;
        }
        if (query._count_sum)
          return countAndSums(def, db, req, {
            budgetMs: query._estimate ? deps.config.LIST_COUNT_BUDGET_MS : undefined,
          });
        if (query._cursor) return cursorPage(def, db, req, lang);
        return pageRows(def, db, req, lang);
      },
    },
    // A page, its count or its metadata is a read; the files (the sync export, the template) keep their
    // transaction.
    {
      readOnly: ({ query }) => {
        const q = query as Record<string, unknown>;
        return !q._down_excel && !q._down_excel_import_tpl;
      },
    },
  );
}

/** POST on a data path: a multipart upload imports; a JSON body asks for an async export. */
export function listPostRoute(def: ResourceDef, url: string, view: SQL | undefined): ApiRoute {
  return route(listPostContract(def, url), {
    // An import's sheet is read and parsed (in a worker) before the transaction opens.
    prepare: async (request): Promise<unknown[][] | undefined> => {
      if (!request.isMultipart()) return undefined;
      if (!def.importable) throw new AppError('NOT_FOUND', 'notFound');
      const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
      if (!file) throw badInput('importNoFile');
      return readSheet(await file.toBuffer(), file.filename);
    },
    handler: async ({ db, lang, deps, principal }, input, rows) => {
      if (!rows) {
        if (!def.exportAsync) throw new AppError('NOT_FOUND', 'notFound');
        const query = asText(input.body as Record<string, unknown>);
        // Check the request now, so a wrong sort or filter is refused here rather than failing in the worker.
        listRequest(def, query, view);
        await exportColumns(def, query._excel_down_culumns, db, lang);
        const task = await enqueueExport(db, principal.accountId, url, def.title[lang], query, lang);
        return new Answer(task, 'exportQueued');
      }
      const result = await importRows(def, db, saveContext(deps, principal.accountId, lang), rows);
      return new Answer(result, 'importDone', { ...result });
    },
    audit: (_input, result): AuditNote => {
      const data = result as { id: number } | { inserted: number; updated: number };
      if ('id' in data)
        return {
          target: String(data.id),
          object: def.name,
          said: { text: SAID.exported, params: { title: def.title } },
        };
      return { object: def.name, said: { text: SAID.imported, params: { noun: def.noun, ...data } } };
    },
  });
}
