import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SheetJob, SheetOutcome } from './sheet-parse';

/**
 * A few worker threads that read uploaded sheets (`sheet-worker.ts`), so that no file, however hostile, holds the
 * event loop or grows the process past a known bound: each worker has a heap limit and each sheet a wall-clock
 * limit, after which its worker is terminated. Workers are started when needed, reused, and stopped when idle,
 * but for the first (`keep`), which stays ready.
 */
export interface SheetPoolOptions {
  /** Workers reading at once. */
  readonly size: number;
  /** Sheets that may wait for a worker; one more is refused as busy. */
  readonly queue: number;
  /** How long a sheet may take to read, and how long it may wait for a worker. */
  readonly timeoutMs: number;
  /** Each worker's old-generation heap, in MiB (a sheet that needs more is refused as too big). */
  readonly heapMb: number;
  readonly youngMb: number;
  /** An idle worker is stopped after this long, ... */
  readonly idleMs: number;
  /**
   * ... unless it is one of the first `keep`: those stay ready once started (`warm`), so that an import does not
   * wait for a thread to start and load SheetJS (0.25 to 0.5 s, half of a 20,000-row import).
   */
  readonly keep: number;
}

export const SHEET_POOL: SheetPoolOptions = {
  size: 2,
  queue: 4,
  timeoutMs: 20_000,
  heapMb: 256,
  youngMb: 32,
  idleMs: 30_000,
  keep: 1,
};

export type PoolOutcome =
  | SheetOutcome
  | { readonly ok: false; readonly refusal: 'busy' | 'timeout'; readonly detail: string };

interface Waiting {
  readonly job: SheetJob;
  readonly resolve: (outcome: PoolOutcome) => void;
  readonly reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  readonly worker: Worker;
  busy: boolean;
  idle?: NodeJS.Timeout;
}

/**
 * The worker's script: beside the bundle when built (`dist/sheet-worker.js`, see build.mjs). When the server runs
 * from source (tests, `npm run dev`), the TypeScript source, imported through tsx's API by a two-line bootstrap:
 * Node 20 does not apply an `--import` loader given in a worker's execArgv.
 */
function workerScript(): URL {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new URL('./sheet-worker.js', here);
  const manifest = createRequire(here).resolve('tsx/package.json');
  const exports = JSON.parse(readFileSync(manifest, 'utf8')).exports as Record<
    string,
    { import: { default: string } }
  >;
  const api = new URL(exports['./esm/api']!.import.default, pathToFileURL(manifest)).href;
  const source = new URL('./sheet-worker.ts', here).href;
  const boot = `import { tsImport } from ${JSON.stringify(api)};\nawait tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

export class SheetPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Waiting[] = [];

  constructor(private readonly o: SheetPoolOptions = SHEET_POOL) {}

  /** Reads a sheet in a worker: its rows, or why it was refused. Rejects only if a worker failed to run. */
  read(job: SheetJob): Promise<PoolOutcome> {
    return new Promise((resolve, reject) => {
      const w: Waiting = { job, resolve, reject };
      const slot = this.freeSlot();
      if (slot) return this.dispatch(slot, w);
      if (this.waiting.length >= this.o.queue) {
        return resolve({ ok: false, refusal: 'busy', detail: `${this.waiting.length} sheets waiting` });
      }
      w.timer = setTimeout(() => {
        const i = this.waiting.indexOf(w);
        if (i >= 0) this.waiting.splice(i, 1);
        resolve({ ok: false, refusal: 'busy', detail: `no worker free in ${this.o.timeoutMs} ms` });
      }, this.o.timeoutMs);
      this.waiting.push(w);
    });
  }

  /** Starts the workers kept ready (`keep`), if they are not running: the server calls it once it listens. */
  warm(): void {
    while (this.slots.length < Math.min(this.o.keep, this.o.size)) this.freeSlot();
  }

  /** Workers running now (busy or idle). */
  get workers(): number {
    return this.slots.length;
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private freeSlot(): Slot | undefined {
    const idle = this.slots.find((s) => !s.busy);
    if (idle) return idle;
    if (this.slots.length >= this.o.size) return undefined;
    const worker = new Worker(workerScript(), {
      resourceLimits: { maxOldGenerationSizeMb: this.o.heapMb, maxYoungGenerationSizeMb: this.o.youngMb },
    });
    // The pool never keeps the process alive.
    worker.unref();
    const slot: Slot = { worker, busy: false };
    // However it ended (stopped when idle, terminated, crashed), a worker that exits leaves the pool; an error
    // outside a read (none is expected) ends the worker, never the process.
    worker.once('exit', () => this.remove(slot));
    worker.on('error', () => undefined);
    this.slots.push(slot);
    return slot;
  }

  private dispatch(slot: Slot, w: Waiting): void {
    slot.busy = true;
    clearTimeout(slot.idle);
    const { worker } = slot;
    const finish = (outcome: PoolOutcome | Error, stop: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (stop) {
        this.drop(slot);
      } else {
        slot.busy = false;
        slot.idle = setTimeout(() => this.dropIdle(slot), this.o.idleMs).unref();
      }
      if (outcome instanceof Error) w.reject(outcome);
      else w.resolve(outcome);
      this.next();
    };
    const onMessage = (outcome: SheetOutcome) => finish(outcome, false);
    const onError = (error: Error & { code?: string }) =>
      finish(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { ok: false, refusal: 'too-big', detail: `over the worker's ${this.o.heapMb} MiB heap` }
          : error,
        true,
      );
    const onExit = (code: number) => finish(new Error(`sheet worker exited (${code})`), true);
    const timer = setTimeout(
      () => finish({ ok: false, refusal: 'timeout', detail: `not read in ${this.o.timeoutMs} ms` }, true),
      this.o.timeoutMs,
    );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // A copy of the upload, moved (not copied again) to the worker.
    const bytes = new Uint8Array(w.job.bytes);
    worker.postMessage({ ...w.job, bytes }, [bytes.buffer]);
  }

  private remove(slot: Slot): void {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    clearTimeout(slot.idle);
  }

  /** Stops an idle worker, unless it is among the ones kept ready. */
  private dropIdle(slot: Slot): void {
    if (this.slots.indexOf(slot) >= this.o.keep) this.drop(slot);
  }

  private drop(slot: Slot): void {
    this.remove(slot);
    void slot.worker.terminate();
  }

  private next(): void {
    while (this.waiting.length > 0) {
      const slot = this.freeSlot();
      if (!slot) return;
      const w = this.waiting.shift()!;
      clearTimeout(w.timer);
      this.dispatch(slot, w);
    }
  }
}
