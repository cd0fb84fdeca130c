import { createHmac, type KeyObject, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { T } from '@yanye/i18n';
import { API, EXPORT_STATUS } from '@yanye/protocol';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ExportParams, exportTasks, sessions } from '../../db/schema';
import type { Deps } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import type { ApiRoute } from '../../platform/route-def';
import { type StoreDb, withStore } from '../../platform/tenancy';
import { contentDisposition, XLSX_TYPE } from './export';

/** The states of an export task. */
export const STATUS = EXPORT_STATUS;

export function filesDir(deps: Pick<Deps, 'config'>): string {
  return resolve(deps.config.FILES_DIR ?? join(deps.config.DATA_DIR, 'files'));
}

/** Queues an export of a list for the worker: what it reads, under which title and file name. */
export async function enqueueExport(
  db: StoreDb,
  accountId: number,
  api: string,
  fileName: string,
  params: Omit<ExportParams, 'fileName'>,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(exportTasks)
    .values({ accountId, api, title: fileName, params: { ...params, fileName } })
    .returning({ id: exportTasks.id });
  return { id: Number(row!.id) };
}

// Download links: /files/export/<store>.<task>.<expires>.<session>.<hmac>, good until the file expires and
// while the session that listed it lasts (signing out ends them: F10); no sign or token needed, because a new
// window cannot send headers and the link itself is the permission.
function linkMac(key: KeyObject, payload: string): string {
  return createHmac('sha256', key).update(`export:${payload}`).digest('base64url');
}

export function downloadLink(
  deps: Deps,
  principal: { readonly supplierId: number; readonly sessionId: string },
  id: number,
  expiresAt: number,
): string {
  const payload = `${principal.supplierId}.${id}.${expiresAt}.${principal.sessionId}`;
  return `/files/export/${payload}.${linkMac(deps.jwtKey, payload)}`;
}

interface Link {
  readonly supplierId: number;
  readonly id: number;
  readonly sessionId: string;
}

function readLink(deps: Deps, token: string): Link | undefined {
  const m = /^(\d{1,9})\.(\d{1,15})\.(\d{1,12})\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return undefined;
  const [, s, i, e, sid, mac] = m;
  const expected = Buffer.from(linkMac(deps.jwtKey, `${s}.${i}.${e}.${sid}`));
  const given = Buffer.from(mac!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (Number(e) < deps.now()) return undefined;
  return { supplierId: Number(s), id: Number(i), sessionId: sid! };
}

/** What the operator log says of a task deleted, by its title. */
const TASK_DELETED = T('删除了导出任务「{title}」');

/** The title of each task deleted, by the answer, for its operator-log row; never sent. */
const taskTitles = new WeakMap<object, string>();

/** ExportManage and ExportDel: the signed-in user's own tasks. */
export function exportTaskRoutes(): ApiRoute[] {
  return [
    route(API.exports.exportManage, {
      handler: async ({ db, principal, deps }, { query }) => {
        const rows = await db
          .select()
          .from(exportTasks)
          .where(eq(exportTasks.accountId, principal.accountId))
          .orderBy(desc(exportTasks.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit);
        const now = deps.now();
        return rows.map((t) => ({
          id: t.id,
          title: t.title,
          status: t.status,
          rows: t.rows,
          created_at: t.createdAt,
          expires_at: t.expiresAt,
          excel:
            t.status === STATUS.done && t.file && t.expiresAt && t.expiresAt > now
              ? downloadLink(deps, principal, t.id, t.expiresAt)
              : '',
        }));
      },
    }),
    route(API.exports.exportDel, {
      handler: async ({ db, principal, deps }, { body }) => {
        const [row] = await db
          .delete(exportTasks)
          .where(and(eq(exportTasks.id, body.id), eq(exportTasks.accountId, principal.accountId)))
          .returning({ file: exportTasks.file, title: exportTasks.title });
        if (!row) throw notFound();
        if (row.file) await removeFile(deps, row.file);
        const answer = { id: body.id };
        taskTitles.set(answer, row.title);
        return answer;
      },
      audit: (_input, result) => {
        const title = taskTitles.get(result) ?? `#${result.id}`;
        return {
          target: String(result.id),
          objectName: title,
          said: { text: TASK_DELETED, params: { title } },
        };
      },
    }),
  ];
}

export async function removeFile(deps: Deps, file: string): Promise<void> {
  const root = filesDir(deps);
  const path = resolve(root, file);
  if (path.startsWith(root + sep)) await rm(path, { force: true });
}

/** Serves a finished export to whoever holds its signed link. */
export function registerExportDownloads(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { token: string } }>('/files/export/:token', async (request, reply) => {
    const link = readLink(deps, request.params.token);
    if (!link) throw new AppError('NOT_FOUND', 'exportExpired');
    const [task] = await withStore(deps.database.db, link.supplierId, (db) =>
      db
        .select({ file: exportTasks.file, title: exportTasks.title })
        .from(exportTasks)
        .innerJoin(sessions, eq(sessions.id, link.sessionId))
        .where(
          and(eq(exportTasks.id, link.id), eq(exportTasks.status, STATUS.done), isNull(sessions.revokedAt)),
        ),
    );
    const path = task?.file ? resolve(filesDir(deps), task.file) : '';
    if (!task || !path.startsWith(filesDir(deps) + sep) || !existsSync(path)) {
      throw new AppError('NOT_FOUND', 'exportExpired');
    }
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', contentDisposition(task.title))
      .send(createReadStream(path));
  });
}
