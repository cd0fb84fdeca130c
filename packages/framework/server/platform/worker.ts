import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/availability';

/** A background job of this process: several processes may each run one over a shared queue. */
export interface Worker {
  stop(): Promise<void>;
  /** Does one unit of work if one is due; answers whether it did (tests and the loop use it). */
  tick(): Promise<boolean>;
}

/** What a file holds, or '' where there is no such file (not Linux). */
function readOr(path: string, read: (p: string) => string): string {
  try {
    return read(path).trim();
  } catch {
    return '';
  }
}

/**
 * Where process ids mean the same thing: this boot of this machine and this process-id namespace. Containers
 * sharing a host name (host networking, replicas with a fixed `hostname:`) each number their processes from 1,
 * so a pid says nothing of a process of another namespace.
 */
const PID_SPACE = createHash('sha256')
  .update(readOr('/proc/sys/kernel/random/boot_id', (p) => readFileSync(p, 'utf8')))
  .update(readOr('/proc/self/ns/pid', readlinkSync))
  .digest('hex')
  .slice(0, 12);

/**
 * Who holds a claim on a queue row: host and pid space, process, and a random part for two workers in one
 * process.
 */
export function workerName(): string {
  return `${hostname()}#${PID_SPACE}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/**
 * Whether the worker so named is certainly gone: it ran on this host, in this boot and pid namespace, in a
 * process that no longer runs, or in this very process under a name not in `own`, the workers this process has
 * started. A worker of another host, or of a live process, is not known to be gone: its claims
 * lapse with their lease. Lets a restarted process take back at once what a killed one held.
 */
export function workerGone(name: string, own: ReadonlySet<string> = new Set()): boolean {
  const m = /^(.*):(\d+):[0-9a-f]+$/.exec(name);
  if (!m || m[1] !== `${hostname()}#${PID_SPACE}`) return false;
  const pid = Number(m[2]);
  if (pid === process.pid) return !own.has(name);
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: a process of another user runs under that pid; only ESRCH says there is none.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Runs `tick` until it finds nothing due, then sleeps `pollMs`; an error is logged and the loop goes on, so
 * one bad row never stops the queue, and a database that went away stops it only until it is back.
 */
export function pollingWorker(
  name: string,
  tick: () => Promise<boolean>,
  log: FastifyBaseLogger,
  pollMs: number,
): Worker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function loop(): Promise<void> {
    if (stopped) return;
    try {
      while (!stopped && (await tick())) {
        // Drain what is due before sleeping.
      }
    } catch (error) {
      // The database away is told once (app.ts), not at every look for work; the loop goes on until it is back.
      if (!isDatabaseUnavailable(error)) log.error({ err: error }, name);
    }
    if (!stopped) timer = setTimeout(() => (running = loop()), pollMs);
  }

  timer = setTimeout(() => (running = loop()), pollMs);
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
