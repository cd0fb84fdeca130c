import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EXPORT_TTL_SECONDS } from '@yanye/protocol';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../../db/availability';
import { rawRows } from '../../db/client';
import { exportTasks } from '../../db/schema';
import type { Deps } from '../../platform/context';
import { syncToDisk } from '../../platform/files/durable';
import { withStore } from '../../platform/tenancy';
import { pollingWorker, type Worker, workerName } from '../../platform/worker';
import { listRequest } from '../list/query';
import { batches } from '../list/rows';
import type { ResourceDef } from '../resource/resource-decl';
import { dataPaths } from '../resource/resource-paths';
import { exportColumns, writeExport } from './export';
import { filesDir, removeFile, STATUS } from './export-jobs';
import { MAX_ATTEMPTS, PART, removeOrphans, writerTag } from './export-recovery';

/**
 * The export worker: a task is claimed under a lease, written as a part file, renamed when whole, and marked done
 * only while the lease is still the worker's. What a dead process left is taken back in export-recovery.ts.
 */

/** How long a claim holds without news from its worker, which renews it every RENEW_MS while it writes. */
const LEASE_SECONDS = 120;
const RENEW_MS = 30_000;

/** A task that did not complete, to be put back in the queue (`settleFailed`). */
interface Unsettled {
  readonly supplierId: number;
  readonly id: number;
  readonly error: unknown;
  /** It stopped because the database went away. */
  readonly away: boolean;
  /** Its part file and file, deleted once it is put back. */
  readonly files: readonly string[];
}

/**
 * The export worker: claims one due task at a time (several processes share the queue), writes the file in the
 * task's store, and marks it done only while it still holds the lease, so a task completes once.
 */
export function startExportWorker(
  deps: Deps,
  resources: readonly ResourceDef[],
  log: FastifyInstance['log'],
  pollMs = 1000,
): Worker {
  const me = workerName();
  const paths = new Map(
    resources.flatMap((def) => dataPaths(def).map(([url, view]) => [url, { def, view }] as const)),
  );
  let lastSweep = 0;
  /** Tasks this worker could not put back as the database went away, by id: put back first thing once it is back. */
  const unsettled = new Map<number, Unsettled>();

  async function run(supplierId: number, id: number): Promise<void> {
    const db = deps.database.db;
    const relative = join(
      String(supplierId),
      `${id}-${randomBytes(6).toString('hex')}.${writerTag(me)}.xlsx`,
    );
    const path = join(filesDir(deps), relative);
    const part = path + PART;
    // The lease is renewed while the file is written: a task outlives its lease only when its worker is gone.
    let renewing = false;
    const renew = setInterval(() => {
      if (renewing) return;
      renewing = true;
      withStore(db, supplierId, (store) =>
        store
          .update(exportTasks)
          .set({ lockedUntil: deps.now() + LEASE_SECONDS })
          .where(
            and(eq(exportTasks.id, id), eq(exportTasks.lockedBy, me), eq(exportTasks.status, STATUS.running)),
          ),
      )
        .catch((error) => {
          if (!isDatabaseUnavailable(error)) log.warn({ err: error, task: id }, 'export lease not renewed');
        })
        .finally(() => {
          renewing = false;
        });
    }, RENEW_MS);
    renew.unref();
    try {
      const rows = await withStore(db, supplierId, async (store) => {
        const [task] = await store.select().from(exportTasks).where(eq(exportTasks.id, id));
        if (!task) return undefined;
        if (task.attempts > MAX_ATTEMPTS) throw new Error('too many attempts');
        const target = paths.get(task.api);
        if (!target) throw new Error(`no resource serves ${task.api}`);
        const { query, columns: chosen, fileName, lang } = task.params;
        const req = listRequest(target.def, { ...query, page: '1' }, target.view, deps.config.TIME_ZONE);
        const columns = await exportColumns(target.def, chosen, store, lang);
        const keys = columns.map((c) => c.key);
        await mkdir(dirname(path), { recursive: true });
        const out = new PassThrough();
        const written = pipeline(out, createWriteStream(part));
        const count = await writeExport(
          out,
          fileName,
          columns,
          lang,
          deps.config.TIME_ZONE,
          batches(target.def, store, req, keys, lang),
        );
        await written;
        return count;
      });
      if (rows === undefined) {
        await rm(part, { force: true });
        return;
      }
      // Whole and on disk before it has its name: a crash leaves a part, never a short file under the name.
      await syncToDisk(part);
      await rename(part, path);
      await syncToDisk(dirname(path));
      const now = deps.now();
      const done = await withStore(db, supplierId, (store) =>
        store
          .update(exportTasks)
          .set({
            status: STATUS.done,
            rows,
            file: relative,
            finishedAt: now,
            expiresAt: now + EXPORT_TTL_SECONDS,
            lockedUntil: null,
            error: '',
          })
          .where(
            and(eq(exportTasks.id, id), eq(exportTasks.lockedBy, me), eq(exportTasks.status, STATUS.running)),
          )
          .returning({ id: exportTasks.id }),
      );
      // Lost the lease to another process meanwhile: that one finishes the task; this file is not needed.
      if (done.length === 0) await rm(path, { force: true });
    } catch (error) {
      const away = isDatabaseUnavailable(error);
      if (!away) log.warn({ err: error, task: id }, 'export failed');
      const failed: Unsettled = { supplierId, id, error, away, files: [part, path] };
      // The database away, the task cannot be put back now: it is, by the first tick once it is back.
      await settleFailed(failed).catch((e: unknown) => {
        if (!isDatabaseUnavailable(e)) throw e;
        unsettled.set(id, failed);
      });
    } finally {
      clearInterval(renew);
    }
  }

  /**
   * A task that did not complete goes back to the queue (failed after its last attempt), while it is still this
   * worker's running task: a done whose answer was lost stays done. One stopped by the database going away is
   * queued again at once and does not count as an attempt: nothing was wrong with it.
   */
  async function settleFailed(t: Unsettled): Promise<void> {
    const now = deps.now();
    const settled = await withStore(deps.database.db, t.supplierId, (store) =>
      store
        .update(exportTasks)
        .set(
          t.away
            ? {
                status: STATUS.queued,
                attempts: sql`${exportTasks.attempts} - 1`,
                runAfter: now,
                lockedUntil: null,
              }
            : {
                // Typed: a parameter of unknown type makes the case text, which the smallint column refuses.
                status: sql`case when ${exportTasks.attempts} >= ${MAX_ATTEMPTS} then ${STATUS.failed}::smallint else ${STATUS.queued}::smallint end`,
                runAfter: sql`${now} + 30 * ${exportTasks.attempts}`,
                lockedUntil: null,
                error: String(t.error instanceof Error ? t.error.message : t.error).slice(0, 500),
              },
        )
        .where(
          and(eq(exportTasks.id, t.id), eq(exportTasks.lockedBy, me), eq(exportTasks.status, STATUS.running)),
        )
        .returning({ id: exportTasks.id }),
    );
    unsettled.delete(t.id);
    if (settled.length > 0)
      for (const file of t.files) await rm(file, { force: true }).catch(() => undefined);
  }

  async function sweep(): Promise<void> {
    const now = deps.now();
    const expired = await rawRows<{ supplier_id: number; id: number; file: string }>(
      deps.database.db,
      sql`select supplier_id, id::int as id, file from expired_export_files(${now})`,
    );
    for (const e of expired) {
      await removeFile(deps, e.file);
      await withStore(deps.database.db, e.supplier_id, (store) =>
        store
          .update(exportTasks)
          .set({ file: '' })
          .where(and(eq(exportTasks.id, e.id))),
      );
    }
    await removeOrphans(deps).catch((error) => log.warn({ err: error }, 'export files not swept'));
  }

  async function tick(): Promise<boolean> {
    for (const t of [...unsettled.values()]) await settleFailed(t);
    const now = deps.now();
    if (now - lastSweep > 3600) {
      lastSweep = now;
      await sweep();
    }
    const [claimed] = await rawRows<{ supplier_id: number; id: number }>(
      deps.database.db,
      sql`select supplier_id, id::int as id from claim_export_task(${me}, ${now}, ${LEASE_SECONDS})`,
    );
    if (!claimed) return false;
    await run(claimed.supplier_id, claimed.id);
    return true;
  }

  return pollingWorker('export worker', tick, log, pollMs);
}
