import type { API, OutputOf } from '@yanye/protocol';

/** An export task as `ExportManage` lists it: 0 queued, 1 running, 2 done, 3 failed. */
export type ExportTask = OutputOf<typeof API.exports.exportManage>[number];

export type TaskState = 'download' | 'expired' | 'queued' | 'running' | 'failed';

const BY_STATUS: Readonly<Record<number, TaskState>> = { 0: 'queued', 1: 'running', 3: 'failed' };

/** What the popover offers for a task: a finished one its link, or `失效` once the file is gone. */
export function taskState(task: Pick<ExportTask, 'status' | 'excel'>): TaskState {
  if (task.status === 2) return task.excel ? 'download' : 'expired';
  return BY_STATUS[task.status] ?? 'queued';
}
