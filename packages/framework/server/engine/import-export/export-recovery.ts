import { createHash } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ne, sql } from 'drizzle-orm';
import { type AppDb, rawRows } from '../../db/client';
import { exportTasks } from '../../db/schema';
import type { Deps } from '../../platform/context';
import { withStore } from '../../platform/tenancy';
import { workerGone } from '../../platform/worker';
import { filesDir, removeFile, STATUS } from './export-jobs';

/**
 * What a dead process left of the exports it was writing: its tasks, taken back when a process of its host starts,
 * and its files, found by the writer's tag in their names or, unnamed by any task, swept once a day old.
 */

/** How many times a task is tried before it is failed. */
export const MAX_ATTEMPTS = 3;
/** A file under FILES_DIR that no task names is deleted once it is this old (a part left by a dead process). */
const ORPHAN_SECONDS = 24 * 3600;

/**
 * Which worker wrote a file, in its name: `<task>-<random>.<tag>.xlsx`, written as `….xlsx.part` and renamed when
 * whole, so a file without `.part` is complete, and a restarted process can delete what a killed one left.
 */
export function writerTag(worker: string): string {
  return createHash('sha256').update(worker).digest('hex').slice(0, 12);
}

/** The ending of a file still being written. */
export const PART = '.part';

/** Files no task names and nobody has touched for a day: parts and files of processes that died writing them. */
export async function removeOrphans(deps: Deps): Promise<void> {
  // Files age by the wall clock, whatever the server's clock says (the tests move it).
  const now = Date.now() / 1000;
  const root = filesDir(deps);
  const folders = await readdir(root).catch(() => [] as string[]);
  for (const folder of folders.filter((name) => /^[1-9]\d{0,8}$/.test(name))) {
    const files = await readdir(join(root, folder)).catch(() => [] as string[]);
    if (files.length === 0) continue;
    const named = await withStore(deps.database.db, Number(folder), (store) =>
      store.select({ file: exportTasks.file }).from(exportTasks).where(ne(exportTasks.file, '')),
    );
    const kept = new Set(named.map((t) => t.file));
    for (const file of files) {
      const relative = join(folder, file);
      if (kept.has(relative)) continue;
      const info = await stat(join(root, relative)).catch(() => undefined);
      if (info?.isFile() && info.mtimeMs / 1000 < now - ORPHAN_SECONDS) await removeFile(deps, relative);
    }
  }
}

/**
 * On start, as the database's owner (every store's tasks): a task still marked running by a worker of this host
 * whose process is gone (killed, crashed, the machine restarted) is queued again at once, or failed if it has had
 * its attempts (an export that kills its process each time must not do so forever), and the part file that worker
 * was writing is deleted. Tasks of other hosts wait for their lease to lapse. Answers the tasks taken back.
 */
export async function releaseDeadExportTasks(
  owner: AppDb,
  deps: Pick<Deps, 'config'>,
  now: number,
): Promise<{ queued: number; failed: number }> {
  const held = await rawRows<{ supplier_id: number; id: number; locked_by: string }>(
    owner,
    sql`select supplier_id, id::int as id, locked_by from export_tasks
         where status = ${STATUS.running} and locked_by is not null`,
  );
  let queued = 0;
  let failed = 0;
  for (const task of held.filter((t) => workerGone(t.locked_by))) {
    const dir = join(filesDir(deps), String(task.supplier_id));
    const tag = writerTag(task.locked_by);
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files) {
      if (
        file.startsWith(`${task.id}-`) &&
        (file.endsWith(`.${tag}.xlsx${PART}`) || file.endsWith(`.${tag}.xlsx`))
      )
        await rm(join(dir, file), { force: true }).catch(() => undefined);
    }
    const [row] = await rawRows<{ status: number }>(
      owner,
      sql`update export_tasks
             set status = case when attempts >= ${MAX_ATTEMPTS} then ${STATUS.failed}::smallint
                               else ${STATUS.queued}::smallint end,
                 run_after = ${now}, locked_until = null,
                 error = 'the process writing it stopped'
           where supplier_id = ${task.supplier_id} and id = ${task.id}
             and status = ${STATUS.running} and locked_by = ${task.locked_by}
       returning status`,
    );
    if (row?.status === STATUS.failed) failed++;
    else if (row) queued++;
  }
  return { queued, failed };
}
