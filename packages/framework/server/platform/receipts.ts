import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { isReceiptTakenOver } from '../db/errors';
import { type AppDb, type Queryable, rawRows } from '../db/handle';
import { requestReceipts } from '../db/schema';
import { filled, once } from '../db/statement-template';
import type { StoreSession } from '../db/store-session';
import type { Deps } from './context';
import { AppError } from './errors';
import type { ReceiptKey } from './receipt-keys';
import { workerGone, workerName } from './worker';

/**
 * Writes done once. A write is claimed under each of its keys before it runs: the sign it came
 * with, per session (per address for a public call), for as long as that sign could be accepted; and the
 * caller's `Idempotency-Key`, per user, for 24 h. The claim commits at once, so a racing twin finds it and
 * waits. A signed-in write settles its claims with its answer inside its own transaction, and only while it
 * still holds them (a claim taken over by a twin makes the write roll back), so exactly one write is done and
 * its answer is kept exactly when it happened. A write that fails lets its claims go, and the repeat runs
 * afresh (a refusal changed nothing). A public write's answer (tokens) is not kept: its repeat is refused.
 *
 * Kept in the database rather than Redis even when REDIS_URL is set: only the database can commit the answer
 * in the same transaction as the write it answers.
 */

/**
 * A claim this old whose write never settled was left by a process that died: it may be taken over (at once
 * when its process ran on this host and is gone). Taking over a write still running is safe, only wasteful:
 * the first write then cannot settle and rolls back, and the taker's is the one done.
 */
export const ABANDONED_AFTER_SECONDS = 180;
/** How long a repeat waits for its racing twin before it is told to look again later. */
const WAIT_MS = 30_000;

/** The first answer of a repeated write, to send again as it was. */
export interface Replay {
  readonly status: number;
  readonly answer: unknown;
}

/** This process, the first part of the holder of each of its claims. */
const PROCESS = workerName();
const OWN: ReadonlySet<string> = new Set([PROCESS]);
/**
 * The holders of this process's writes still running. A claim of this process that none of them holds was left
 * by a write that ended without settling it or letting it go: its database went away meanwhile, so it did not
 * happen (its transaction rolled back) or it happened and settled the claim in its transaction. Its repeat takes
 * it over at once instead of waiting for it to be abandoned.
 */
const RUNNING = new Set<string>();

/** A claim's holder: this process and the one request (`process/random`). */
const newHolder = () => `${PROCESS}/${randomBytes(6).toString('hex')}`;
const processOf = (holder: string) => holder.split('/')[0] ?? holder;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What became of one key: ours to run under, or a first answer to give again. */
type Claimed = { readonly fresh: true } | { readonly fresh: false; readonly replay: Replay };

const whereKey = (k: ReceiptKey) => and(eq(requestReceipts.scope, k.scope), eq(requestReceipts.key, k.key));

/**
 * The two statements every write makes, its claim and its settling: templates (db/statement-template.ts), built
 * once and filled in per write.
 */
const slot = (name: string) => sql.placeholder(name);
const CLAIM = once((db: AppDb) =>
  db
    .insert(requestReceipts)
    .values({
      scope: slot('scope'),
      key: slot('key'),
      fingerprint: slot('fingerprint'),
      expiresAt: slot('expiresAt'),
      state: 'pending',
      claimedAt: slot('claimedAt'),
      holder: slot('holder'),
    })
    .onConflictDoNothing()
    .returning({ key: requestReceipts.key }),
);
async function claimOne(db: AppDb, k: ReceiptKey, holder: string, clock: () => number): Promise<Claimed> {
  const started = Date.now();
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const now = clock();
    const inserted = await rawRows(
      db,
      filled(CLAIM(db), {
        scope: k.scope,
        key: k.key,
        fingerprint: k.fingerprint,
        expiresAt: k.expiresAt,
        claimedAt: now,
        holder,
      }),
    );
    if (inserted.length > 0) return { fresh: true };
    const [row] = await db.select().from(requestReceipts).where(whereKey(k));
    if (!row) continue;
    if (row.expiresAt < now) {
      await db.delete(requestReceipts).where(and(whereKey(k), lt(requestReceipts.expiresAt, now)));
      continue;
    }
    if (row.fingerprint !== k.fingerprint) throw new AppError('KEY_REUSED', 'idempotencyKeyReused');
    if (row.state === 'done') {
      if (row.answer === null) throw new AppError('CONFLICT', 'replayed');
      return { fresh: false, replay: { status: row.httpStatus ?? 200, answer: row.answer } };
    }
    const dead =
      row.holder !== null &&
      (processOf(row.holder) === PROCESS ? !RUNNING.has(row.holder) : workerGone(processOf(row.holder), OWN));
    if (dead || row.claimedAt < now - ABANDONED_AFTER_SECONDS) {
      // Taken from the holder seen, and only from it: of two takers, one wins.
      const holderWas =
        row.holder === null ? isNull(requestReceipts.holder) : eq(requestReceipts.holder, row.holder);
      const taken = await db
        .update(requestReceipts)
        .set({ claimedAt: now, holder })
        .where(and(whereKey(k), eq(requestReceipts.state, 'pending'), holderWas))
        .returning({ key: requestReceipts.key });
      if (taken.length > 0) return { fresh: true };
      continue;
    }
    if (Date.now() - started > WAIT_MS) throw new AppError('IN_PROGRESS', 'requestInProgress');
    await sleep(pause);
  }
}

/** Claims every key of a write, or finds the first answer of a repeat (keys claimed on the way are let go). */
async function claimReceipts(
  db: AppDb,
  keys: readonly ReceiptKey[],
  holder: string,
  clock: () => number,
): Promise<Replay | undefined> {
  const held: ReceiptKey[] = [];
  try {
    for (const k of keys) {
      const claimed = await claimOne(db, k, holder, clock);
      if (!claimed.fresh) {
        await releaseReceipts(db, held, holder);
        return claimed.replay;
      }
      held.push(k);
    }
  } catch (error) {
    await releaseReceipts(db, held, holder);
    throw error;
  }
  return undefined;
}

/**
 * What of an answer may be kept: everything but a secret shown once (`show_once`, an operator's new password),
 * which a replay answers as `null` (the password is not kept anywhere in clear, not even here).
 */
export function keptAnswer(answer: unknown): unknown {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object' || !('show_once' in data)) return answer;
  return { ...(answer as object), data: { ...(data as object), show_once: null } };
}

/**
 * Records the answer of a write that happened, in its transaction (null: an answer that is not kept), while
 * the claims are still this request's: `receipt_settle` (drizzle/repeatable/tenancy.sql) raises YR001 when a
 * twin took a claim over, and the write gives way to the twin. In a store session that can hold a statement
 * (`later`), the settling goes with the write's COMMIT, which its error stops: no message of its own.
 */
async function settleReceipts(
  db: Queryable,
  session: StoreSession | undefined,
  keys: readonly ReceiptKey[],
  holder: string,
  answer: unknown,
): Promise<void> {
  const kept = keptAnswer(answer) ?? null;
  const json = kept === null ? null : JSON.stringify(kept);
  for (const k of keys) {
    const settling = sql`select receipt_settle(${k.scope}, ${k.key}, ${holder}, ${json}::jsonb)`;
    if (session?.later?.(settling)) continue;
    try {
      await db.execute(settling);
    } catch (error) {
      throw isReceiptTakenOver(error) ? new AppError('IN_PROGRESS', 'requestInProgress') : error;
    }
  }
}

/** Lets go of this request's claims of a write that did not happen, so its repeat runs. Best effort. */
async function releaseReceipts(db: AppDb, keys: readonly ReceiptKey[], holder: string): Promise<void> {
  for (const k of keys) {
    await db
      .delete(requestReceipts)
      .where(and(whereKey(k), eq(requestReceipts.state, 'pending'), eq(requestReceipts.holder, holder)))
      .catch(() => undefined);
  }
}

let lastSweep = 0;

/** Forgets answers past their time, and claims past their time no process will settle; once a minute. */
async function sweepReceipts(db: AppDb, now: number): Promise<void> {
  if (now - lastSweep < 60) return;
  lastSweep = now;
  await db
    .delete(requestReceipts)
    .where(
      and(
        lt(requestReceipts.expiresAt, now),
        or(eq(requestReceipts.state, 'done'), lt(requestReceipts.claimedAt, now - ABANDONED_AFTER_SECONDS)),
      ),
    );
}

/**
 * Keeps the answer of a write that happened, in the given transaction (null: not kept, a repeat is refused);
 * with the transaction's store session, it goes with the COMMIT.
 */
export type Keep = (db: Queryable, envelope: unknown, session?: StoreSession) => Promise<void>;

/**
 * Runs a write once under its receipt keys: a repeat answers the first answer again, marked
 * `Idempotent-Replayed`, and does nothing; a write that fails lets its keys go.
 */
export async function doneOnce(
  deps: Deps,
  reply: FastifyReply,
  keys: readonly ReceiptKey[],
  work: (keep: Keep) => Promise<unknown>,
): Promise<unknown> {
  if (keys.length === 0) return work(async () => undefined);
  const db = deps.database.db;
  void sweepReceipts(db, deps.now()).catch(() => undefined);
  const holder = newHolder();
  RUNNING.add(holder);
  try {
    const replay = await claimReceipts(db, keys, holder, deps.now);
    if (replay) {
      reply.header('idempotent-replayed', 'true').status(replay.status);
      return replay.answer;
    }
    try {
      return await work((q, envelope, session) => settleReceipts(q, session, keys, holder, envelope));
    } catch (error) {
      await releaseReceipts(db, keys, holder);
      throw error;
    }
  } finally {
    RUNNING.delete(holder);
  }
}
