import { parentPort } from 'node:worker_threads';
import { parseSheet, type SheetJob } from './sheet-parse';

/**
 * The sheet worker: a thread of its own, with a heap limit, that reads one uploaded sheet at a time
 * (`sheet-pool.ts` starts it; the build emits it beside main.js as dist/sheet-worker.js).
 */
if (!parentPort) throw new Error('sheet-worker.ts runs as a worker thread');
const port = parentPort;
port.on('message', (job: SheetJob) => {
  port.postMessage(parseSheet(job));
});
