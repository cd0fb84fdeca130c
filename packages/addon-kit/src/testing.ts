/**
 * The add-on kit's testing entry, for an add-on's own tests: the app on a real database (PGlite and PostgreSQL),
 * signed-in clients, the outside-service receivers' records, and what a reply is checked with. Product code never
 * imports it.
 */

import { moveMemberBalance, type StoreDb } from '@yanye/framework/server';
import {
  type Client,
  type DbKind,
  listening,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { API, type Envelope, type LiveEvent } from '@yanye/protocol';
import { afterAll, beforeAll, expect } from 'vitest';

// Test support: the app on a real database, clients, receivers.
export {
  Client,
  callLog,
  DB_KINDS,
  type DbKind,
  listening,
  push,
  type Reply,
  readOutbox,
  receiverAction,
  receiverMode,
  ServiceTestStore,
  saveSetup,
  signedIn,
  startApp,
  sweepDeps,
  type TestApp,
  xlsx,
  zoneOnAnotherDay,
} from '@yanye/framework/testing';

/** The app a `describe` block's tests share, and the demo stores' admins they call it as. */
export interface SuiteApp {
  /** The app on its database, with its clock. */
  readonly t: TestApp;
  /** Where it listens when started with `listen` (the outside services' stand-ins answer there), else ''. */
  readonly base: string;
  /** The salt store's admin; sign in again after moving the clock past a token's life. */
  salt: Client;
  /** The grain store's admin. */
  grain: Client;
}

/**
 * Starts the app on `kind` (with the settings of `env`) before the block's tests, listening on a port if asked,
 * with both admins signed in, and closes it after them: the fields are there from the block's first `beforeAll` on.
 */
export function suiteApp(
  kind: DbKind,
  o: { readonly listen?: boolean; readonly env?: Record<string, string> } = {},
): SuiteApp {
  const app = { base: '' } as { t: TestApp; base: string; salt: Client; grain: Client };
  beforeAll(async () => {
    app.t = await startApp(kind, o.env ? { env: o.env } : {});
    if (o.listen) app.base = await listening(app.t);
    app.salt = await signedIn(app.t, 'salt_admin');
    app.grain = await signedIn(app.t, 'grain_admin');
  });
  afterAll(() => app.t?.close());
  return app;
}

/** What a call answered, as far as its checks read it: the HTTP status and the envelope (any client's reply). */
interface Answered<T> {
  readonly status: number;
  readonly body: Envelope<T>;
}

/**
 * The data of a success (200), typed as the call's answer (or as `T` says); anything else fails the test, saying
 * `what` was asked and the answer's message.
 */
export function okData<T>(r: Answered<T> | Answered<unknown>, what = ''): T {
  expect(r.status, what ? `${what}: ${r.body.msg}` : r.body.msg).toBe(200);
  return (r.body as { data: T }).data;
}

/** A refusal: its status, `status: false` in the envelope, and the words its message says (each of `says`). */
export function refused(r: Answered<unknown>, status: number, ...says: string[]): void {
  expect(r.status, r.body.msg).toBe(status);
  expect(r.body.status).toBe(false);
  for (const words of says) expect(r.body.msg).toContain(words);
}

/** The live events of `kind` the client's bell lists, newest first (what an add-on's `raiseLive` told them). */
export async function bellEvents(client: Client, kind: string): Promise<LiveEvent[]> {
  const listed = okData(await client.get<{ rows: LiveEvent[] }>(API.live.liveList.path), 'the bell');
  return listed.rows.filter((e) => e.kind === kind);
}

/** Puts `cents` on a member's balance as a test's top-up (a `recharge`, booked once), not through the API. */
export function topUp(db: StoreDb, memberId: number, cents: number, now: number) {
  return moveMemberBalance(
    db,
    { memberId, amount: cents, event: 'recharge', key: `test-topup:${memberId}` },
    { accountId: null, now },
  );
}
