import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { callbackReceipts } from '../../db/schema';
import type { StoreDb } from '../../platform/tenancy';
import type { ServiceSettings } from './service';

/**
 * A push from an outside service (a payment result, a union order, a WeChat message), received at
 * `POST /callback/addons/<key>/<store>/<name>`. The signature is checked over the bytes as sent before anything
 * is parsed; the event is handled once per `eventKey`, and a repeat gets the first answer again.
 */
export interface AddonCallback<E = unknown> {
  readonly name: string;
  /**
   * Checks the service's signature with the store's settings: over the body, its headers, or the query string
   * (WeChat signs `timestamp` and `nonce` in the address, not the body).
   */
  verify(
    raw: Buffer,
    header: (name: string) => string | undefined,
    settings: ServiceSettings,
    query: (name: string) => string | undefined,
  ): boolean;
  readonly schema: z.ZodType<E>;
  /** The service's own id of the event. */
  eventKey(event: E): string;
  /**
   * Books the event in the store's transaction; its answer is kept for repeats. `timeZone` is the store's, for
   * what counts days (a shipment passing over the lots expired).
   */
  handle(db: StoreDb, event: E, now: number, timeZone: string): Promise<unknown>;
  /** What the service expects back (its own format); by default the envelope with the handler's answer. */
  ack?(result: unknown): unknown;
  /** What the service expects back on a refusal (a bad signature, a bad event). */
  nack?(reason: string): unknown;
}

export function defineCallback<E>(c: AddonCallback<E>): AddonCallback {
  return c as unknown as AddonCallback;
}

/**
 * Handles `event` once: the receipt row is claimed first (a racing twin waits on its key, then finds it), and
 * the handler's answer kept with it. Answers `{ repeat, result }`.
 */
export async function handleOnce(
  db: StoreDb,
  service: string,
  cb: AddonCallback,
  event: unknown,
  now: number,
  timeZone: string,
): Promise<{ repeat: boolean; result: unknown }> {
  const eventKey = cb.eventKey(event).slice(0, 200);
  const claimed = await db
    .insert(callbackReceipts)
    .values({ service, name: cb.name, eventKey, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: callbackReceipts.eventKey });
  const where = and(
    eq(callbackReceipts.service, service),
    eq(callbackReceipts.name, cb.name),
    eq(callbackReceipts.eventKey, eventKey),
  );
  if (claimed.length === 0) {
    const [first] = await db.select({ result: callbackReceipts.result }).from(callbackReceipts).where(where);
    return { repeat: true, result: first?.result ?? null };
  }
  const result = (await cb.handle(db, event, now, timeZone)) ?? null;
  await db.update(callbackReceipts).set({ result }).where(where);
  return { repeat: false, result };
}
