import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { HEADERS } from '@yanye/protocol';
import type { HttpClient } from './client';

/**
 * Writers that add departments as fast as they can while the database is taken away under them (a restart, its
 * sessions ended), as a merchant's browsers would: each write carries an Idempotency-Key of its own and is sent
 * again with it (signed afresh) after a 503, a failed connection or an "in progress", until it is answered or
 * given up. Departments, because nothing but the key keeps a write from being done twice: their names are not
 * unique, so a write done twice would be two rows.
 */

/** The departments' save (the engine's record call of `jxc/dept/Dept`). */
const SAVE = '/v1/jxc/dept/DeptSave';

/** One write: what was sent, and how it ended. */
export interface Write {
  readonly name: string;
  readonly key: string;
  /** Each answer, in order: an HTTP status, or 0 where the connection failed. */
  readonly answers: number[];
  /** ms since the epoch: sent first, answered ok (or given up). */
  readonly startedAt: number;
  endedAt: number;
  ok: boolean;
}

/** Every answer the load got, in order: when and what (an HTTP status, 0 for a failed connection). */
export interface Answered {
  readonly at: number;
  readonly status: number;
  readonly body: { status?: boolean; code?: string; msg?: string } | undefined;
}

export interface LoadOptions {
  readonly writers: number;
  /** Marks this run's departments (at most 12 characters). */
  readonly prefix?: string;
  /** The pause before a write is sent again. */
  readonly retryMs?: number;
  /** How long a write is tried before it is given up. */
  readonly giveUpMs?: number;
}

export class WriteLoad {
  readonly writes: Write[] = [];
  readonly answered: Answered[] = [];
  readonly prefix: string;
  private stopping = false;
  private running: Promise<void>[] = [];

  constructor(
    private readonly client: HttpClient,
    private readonly o: LoadOptions,
  ) {
    this.prefix = o.prefix ?? `W${randomBytes(3).toString('hex')}`;
  }

  start(): void {
    this.running = Array.from({ length: this.o.writers }, (_, i) => this.writer(i));
  }

  /** Stops sending new writes; the ones under way are finished (answered or given up). */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
  }

  private async writer(i: number): Promise<void> {
    for (let n = 1; !this.stopping; n++) await this.write(`${this.prefix}-${i}-${n}`);
  }

  private async write(name: string): Promise<void> {
    const w: Write = {
      name,
      key: `${name}-${randomBytes(8).toString('hex')}`,
      answers: [],
      startedAt: Date.now(),
      endedAt: 0,
      ok: false,
    };
    this.writes.push(w);
    const giveUpAt = w.startedAt + (this.o.giveUpMs ?? 60_000);
    for (;;) {
      let status = 0;
      let body: Answered['body'];
      try {
        const r = await this.client.post(SAVE, { name, type: 'office' }, { [HEADERS.idempotencyKey]: w.key });
        status = r.status;
        body = r.body as Answered['body'];
      } catch {
        status = 0;
      }
      w.answers.push(status);
      this.answered.push({ at: Date.now(), status, body });
      if (status === 200 && body?.status === true) {
        w.ok = true;
        break;
      }
      const again = status === 0 || status === 503 || body?.code === 'IN_PROGRESS';
      if (!again || Date.now() > giveUpAt) break;
      await sleep(this.o.retryMs ?? 200);
    }
    w.endedAt = Date.now();
  }

  /** What the database holds of the writes (read as its owner), checked against their answers. */
  async check(sql: Rows, store: number): Promise<LoadCheck> {
    const rows = await sql.query<{ name: string; n: number }>(
      `select name, count(*)::int as n from departments where supplier_id = $1 and name like $2 group by name`,
      [store, `${this.prefix}-%`],
    );
    const held = new Map(rows.map((r) => [r.name, r.n]));
    const ok = this.writes.filter((w) => w.ok);
    return {
      writes: this.writes.length,
      ok: ok.length,
      lost: ok.filter((w) => !held.has(w.name)).map((w) => w.name),
      duplicates: rows.filter((r) => r.n > 1).map((r) => `${r.name} ×${r.n}`),
      notOk: this.writes.filter((w) => !w.ok).map((w) => `${w.name}: ${w.answers.join(', ')}`),
      sentAgain: this.writes.filter((w) => w.answers.length > 1).length,
      statuses: this.answered.reduce<Record<string, number>>((m, a) => {
        const k = a.status === 0 ? 'no answer' : String(a.status);
        m[k] = (m[k] ?? 0) + 1;
        return m;
      }, {}),
    };
  }

  /**
   * How long writes failed: from the first answer that was not ok at or after `from` (ms since the epoch) to the
   * first ok after it; undefined when none failed.
   */
  outage(from = 0): { firstFailure: number; firstOkAfter: number | undefined } | undefined {
    const after = this.answered.filter((a) => a.at >= from);
    const first = after.find((a) => a.status !== 200);
    if (!first) return undefined;
    const back = after.find((a) => a.at > first.at && a.status === 200);
    return { firstFailure: first.at, firstOkAfter: back?.at };
  }
}

/** Raw SQL on the database (crash/server.ts's `Sql` is one). */
export interface Rows {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

/** `WriteLoad.check`'s findings. */
export interface LoadCheck {
  readonly writes: number;
  readonly ok: number;
  /** Writes answered ok that the database does not hold. */
  readonly lost: string[];
  /** Names held more than once. */
  readonly duplicates: string[];
  /** Writes never answered ok (given up, or refused), with their answers. */
  readonly notOk: string[];
  /** Writes that were sent more than once. */
  readonly sentAgain: number;
  /** Every answer by its status. */
  readonly statuses: Record<string, number>;
}
