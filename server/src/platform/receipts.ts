import { createHash } from 'node:crypto';
import { type Contract, HEADERS, MAX_CLOCK_SKEW_SECONDS } from '@yanye/protocol';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDb, Queryable } from '../db/handle';
import { requestReceipts } from '../db/schema';
import type { Principal } from './context';
import { AppError, badInput } from './errors';
import { credential, signedParamsText } from './sign';
import { workerGone, workerName } from './worker';

/**
 * Writes done once (API.md §2). A write is claimed under each of its keys before it runs: the sign it came
 * with, per session (per address for a public call), for as long as that sign could be accepted; and the
 * caller's `Idempotency-Key`, per user, for 24 h. The claim commits at once, so a racing twin finds it and
 * waits; the write settles it with its answer inside its own transaction, so the answer is kept exactly when
 * the write happened; a write that fails releases it, and the repeat runs afresh (a refusal changed nothing).
 *
 * Kept in the database rather than Redis even when REDIS_URL is set: only the database can commit the answer
 * in the same transaction as the write it answers.
 */

/** How long an `Idempotency-Key` is remembered. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/**
 * A claim this old whose write never settled was left by a process that died: it may be taken over (at once
 * when its holder ran on this host and is gone).
 */
export const ABANDONED_AFTER_SECONDS = 120;
/** How long a repeat waits for its racing twin before it is told to look again later. */
const WAIT_MS = 30_000;
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

/** This process, as the holder of its claims. */
const HOLDER = workerName();
const OWN: ReadonlySet<string> = new Set([HOLDER]);

/**
 * Ties a key to the request it was first used for: its method, path and signed parameters, and for an upload
 * what was read from it (`prepared`: the file is no sign parameter, so two uploads may share a sign).
 */
function fingerprintOf(request: FastifyRequest, prepared: unknown): string {
  const hash = createHash('sha256').update(
    `${request.method} ${request.routeOptions.url ?? request.url}\n${signedParamsText(request)}`,
  );
  if (prepared !== undefined) hash.update(`\n${JSON.stringify(prepared)}`);
  return hash.digest('hex');
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
  const fingerprint = fingerprintOf(request, prepared);
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
    expiresAt: Math.max(now, timestamp) + MAX_CLOCK_SKEW_SECONDS + 1,
  });
  return keys;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What became of one key: ours to run under, or a first answer to give again. */
type Claimed = { readonly fresh: true } | { readonly fresh: false; readonly replay: Replay };

async function claimOne(db: AppDb, k: ReceiptKey, now: number): Promise<Claimed> {
  const started = Date.now();
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const inserted = await db
      .insert(requestReceipts)
      .values({ ...k, state: 'pending', claimedAt: now, holder: HOLDER })
      .onConflictDoNothing()
      .returning({ key: requestReceipts.key });
    if (inserted.length > 0) return { fresh: true };
    const where = and(eq(requestReceipts.scope, k.scope), eq(requestReceipts.key, k.key));
    const [row] = await db.select().from(requestReceipts).where(where);
    if (!row) continue;
    if (row.expiresAt < now) {
      await db.delete(requestReceipts).where(and(where, lt(requestReceipts.expiresAt, now)));
      continue;
    }
    if (row.fingerprint !== k.fingerprint) throw new AppError('KEY_REUSED', 'idempotencyKeyReused');
    if (row.state === 'done') {
      if (row.answer === null) throw new AppError('CONFLICT', 'replayed');
      return { fresh: false, replay: { status: row.httpStatus ?? 200, answer: row.answer } };
    }
    const dead = row.holder !== null && workerGone(row.holder, OWN);
    if (dead || row.claimedAt < now - ABANDONED_AFTER_SECONDS) {
      const taken = await db
        .update(requestReceipts)
        .set({ claimedAt: now, holder: HOLDER })
        .where(and(where, eq(requestReceipts.state, 'pending'), eq(requestReceipts.claimedAt, row.claimedAt)))
        .returning({ key: requestReceipts.key });
      if (taken.length > 0) return { fresh: true };
      continue;
    }
    if (Date.now() - started > WAIT_MS) throw new AppError('CONFLICT', 'requestInProgress');
    await sleep(pause);
  }
}

/**
 * Claims every key of a write, or finds the first answer of a repeat (keys claimed on the way are let go).
 * Waits while a twin holds a key, up to 30 s.
 */
export async function claimReceipts(
  db: AppDb,
  keys: readonly ReceiptKey[],
  now: number,
): Promise<Replay | undefined> {
  const held: ReceiptKey[] = [];
  try {
    for (const k of keys) {
      const claimed = await claimOne(db, k, now);
      if (!claimed.fresh) {
        await releaseReceipts(db, held);
        return claimed.replay;
      }
      held.push(k);
    }
  } catch (error) {
    await releaseReceipts(db, held);
    throw error;
  }
  return undefined;
}

/** Records the answer of a write that happened, in its transaction (null: an answer that is not kept). */
export async function settleReceipts(
  db: Queryable,
  keys: readonly ReceiptKey[],
  status: number,
  answer: unknown,
): Promise<void> {
  for (const k of keys) {
    await db
      .update(requestReceipts)
      .set({ state: 'done', httpStatus: status, answer: answer ?? null })
      .where(and(eq(requestReceipts.scope, k.scope), eq(requestReceipts.key, k.key)));
  }
}

/** Lets go of the keys of a write that did not happen, so its repeat runs. Best effort. */
export async function releaseReceipts(db: AppDb, keys: readonly ReceiptKey[]): Promise<void> {
  for (const k of keys) {
    await db
      .delete(requestReceipts)
      .where(
        and(
          eq(requestReceipts.scope, k.scope),
          eq(requestReceipts.key, k.key),
          eq(requestReceipts.state, 'pending'),
        ),
      )
      .catch(() => undefined);
  }
}

let lastSweep = 0;

/** Forgets receipts past their time, at most once a minute per process. */
export async function sweepReceipts(db: AppDb, now: number): Promise<void> {
  if (now - lastSweep < 60) return;
  lastSweep = now;
  await db.delete(requestReceipts).where(lt(requestReceipts.expiresAt, now));
}
