import { createHash } from 'node:crypto';
import { type Contract, HEADERS, MAX_CLOCK_SKEW_SECONDS } from '@yanye/protocol';
import type { FastifyRequest } from 'fastify';
import type { Principal } from './context';
import { badInput } from './errors';
import { credential } from './sign';

// The keys a write is done once under (receipts.ts): which, for how long, and the fingerprint that ties a key to
// the request it was first used for.

/** How long an `Idempotency-Key` is remembered. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** Server clocks differ a little: a sign is remembered this much past its window. */
const CLOCK_MARGIN_SECONDS = 60;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export interface ReceiptKey {
  readonly scope: string;
  readonly key: string;
  readonly fingerprint: string;
  readonly expiresAt: number;
}

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
