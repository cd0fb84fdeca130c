import { createHash, randomBytes } from 'node:crypto';
import { type Contract, HEADERS, MAX_CLOCK_SKEW_SECONDS } from '@yanye/protocol';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AppDb, type Queryable, rawRows } from '../db/handle';
import { requestReceipts } from '../db/schema';
import { filled, once, type Run, templateRows } from '../db/statement-template';
import type { Deps, Principal } from './context';
import { AppError, badInput } from './errors';
import { credential } from './sign';
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

/** How long an `Idempotency-Key` is remembered. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/**
 * A claim this old whose write never settled was left by a process that died: it may be taken over (at once
 * when its process ran on this host and is gone). Taking over a write still running is safe, only wasteful:
 * the first write then cannot settle and rolls back, and the taker's is the one done.
 */
export const ABANDONED_AFTER_SECONDS = 180;
/** How long a repeat waits for its racing twin before it is told to look again later. */
const WAIT_MS = 30_000;
/** Server clocks differ a little: a sign is remembered this much past its window. */
const CLOCK_MARGIN_SECONDS = 60;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export interface ReceiptKey {
  readonly scope: string;
  readonly key: string;
  readonly fingerprint: string;
  readonly expiresAt: number;
}

/** The first answer of a repeated write, to send again as it was. */
export interface Replay {
  readonly status: number;
  readonly answer: unknown;
}

/** This process, the first part of the holder of each of its claims. */
const PROCESS = workerName();
const OWN: ReadonlySet<string> = new Set([PROCESS]);

/** A claim's holder: this process and the one request (`process/random`). */
const newHolder = () => `${PROCESS}/${randomBytes(6).toString('hex')}`;
const processOf = (holder: string) => holder.split('/')[0] ?? holder;

/** JSON with every object's keys sorted: the same value is the same text, however its keys were sent. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * Ties a key to the request it was first used for: its method, path, query and body, and for an upload what
 * was read from it (`prepared`: the file is no sign parameter, so two uploads may share a sign).
 */
export function fingerprintOf(
  method: string,
  path: string,
  query: unknown,
  body: unknown,
  prepared?: unknown,
): string {
  return createHash('sha256')
    .update(canonical([method, path, query ?? {}, body ?? {}, prepared ?? null]))
    .digest('hex');
}

/**
 * The keys a write is done once under: none for a read or a call that is its own guard (`repeatable`).
 * A malformed `Idempotency-Key` is refused before anything runs.
 */
export function receiptKeys(
  request: FastifyRequest,
  contract: Contract,
  principal: Principal | undefined,
  now: number,
  prepared?: unknown,
): ReceiptKey[] {
  if (contract.method === 'GET' || contract.repeatable) return [];
  const body = request.isMultipart() ? {} : request.body;
  const fingerprint = fingerprintOf(request.method, contract.path, request.query, body, prepared);
  const keys: ReceiptKey[] = [];
  const idempotency = request.headers[HEADERS.idempotencyKey];
  if (idempotency !== undefined && principal) {
    if (typeof idempotency !== 'string' || !KEY_PATTERN.test(idempotency))
      throw badInput('badIdempotencyKey');
    keys.push({
      scope: `key:${principal.supplierId}:${principal.accountId}`,
      key: idempotency,
      fingerprint,
      expiresAt: now + IDEMPOTENCY_TTL_SECONDS,
    });
  }
  // The sign covers the parameters and the timestamp but not the path (nor an upload's file), so the path (and
  // what the file held) is part of the key.
  const sign = credential(request, HEADERS.sign).toLowerCase();
  const upload = prepared === undefined ? '' : ` ${fingerprint}`;
  const timestamp = Number(credential(request, HEADERS.timestamp));
  keys.push({
    scope: principal ? `sign:${principal.supplierId}:${principal.sessionId}` : `sign:ip:${request.ip}`,
    key: `${contract.path} ${sign}${upload}`,
    fingerprint,
    expiresAt: Math.max(now, timestamp) + MAX_CLOCK_SKEW_SECONDS + CLOCK_MARGIN_SECONDS,
  });
  return keys;
}

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
const SETTLE = once((db: Queryable) =>
  db
    .update(requestReceipts)
    .set({ state: 'done', httpStatus: 200, answer: slot('answer') })
    .where(
      and(
        eq(requestReceipts.scope, slot('scope')),
        eq(requestReceipts.key, slot('key')),
        eq(requestReceipts.state, 'pending'),
        eq(requestReceipts.holder, slot('holder')),
      ),
    )
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
    const dead = row.holder !== null && workerGone(processOf(row.holder), OWN);
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
 * the claims are still this request's; a claim a twin took over makes the write give way to the twin.
 */
async function settleReceipts(
  db: Queryable,
  run: Run | undefined,
  keys: readonly ReceiptKey[],
  holder: string,
  answer: unknown,
): Promise<void> {
  for (const k of keys) {
    const settled = await templateRows(db, run, SETTLE(db), {
      scope: k.scope,
      key: k.key,
      holder,
      answer: keptAnswer(answer) ?? null,
    });
    if (settled.length === 0) throw new AppError('IN_PROGRESS', 'requestInProgress');
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
 * `run`, the store session's, sends it without drizzle's text building.
 */
export type Keep = (db: Queryable, envelope: unknown, run?: Run) => Promise<void>;

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
  const replay = await claimReceipts(db, keys, holder, deps.now);
  if (replay) {
    reply.header('idempotent-replayed', 'true').status(replay.status);
    return replay.answer;
  }
  try {
    return await work((q, envelope, run) => settleReceipts(q, run, keys, holder, envelope));
  } catch (error) {
    await releaseReceipts(db, keys, holder);
    throw error;
  }
}
