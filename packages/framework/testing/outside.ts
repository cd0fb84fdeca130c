import { expect } from 'vitest';
import {
  balanceOf,
  type Deps,
  loadSealKey,
  type ReceiverMode,
  type StoreDb,
  setReceiverMode,
  walletMismatches,
  withStore,
} from '../server';
import type { Client, Reply } from './client';
import type { TestApp } from './harness';

/**
 * What the tests of an add-on with an outside service share (docs/outside-services.md): the app listening on a
 * port (the client reaches the local receiver over real HTTP), the receiver's mode, the store's setup and its
 * call log, and pushes to the callback endpoint as the service (or a forger) would make them.
 */

/** Listens on a free loopback port: the local receivers answer there. Answers the base URL. */
export async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** Makes the local receiver of `key` answer success, fail, or slowly (after `slowMs`). */
export async function receiverMode(
  t: TestApp,
  key: string,
  mode: ReceiverMode,
  slowMs = 8000,
): Promise<void> {
  await setReceiverMode(t.database.db, key, mode, slowMs, t.clock.now);
}

/** Saves an add-on's setup in the client's store (it must be installed); fails the test on a refusal. */
export async function saveSetup(
  client: Client,
  key: string,
  values: Record<string, string | number | boolean | null>,
): Promise<void> {
  const r = await client.post('/v1/addons/SetupSave', { key, values });
  expect(r.status, `setup of ${key}: ${r.body.msg}`).toBe(200);
}

export interface CallRow {
  op: string;
  method: string;
  url: string;
  request: string;
  status: number;
  answer: string;
  outcome: string;
  error: string;
  attempt: number;
  local: number;
  duration_ms: number;
}

/** The add-on's call log in the client's store, newest first. */
export async function callLog(client: Client, key: string, limit = 50): Promise<CallRow[]> {
  const r = await client.get<{ rows: CallRow[] }>('/v1/addons/CallLog', { key, limit });
  expect(r.status, r.body.msg).toBe(200);
  return (r.body.data as { rows: CallRow[] }).rows;
}

/** Posts a push to `/callback/addons/<key>/<store>/<name>` with the given headers, as the service would. */
export async function push(
  base: string,
  key: string,
  store: number,
  name: string,
  raw: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const response = await fetch(`${base}/callback/addons/${key}/${store}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: raw,
  });
  return { status: response.status, body: await response.text() };
}

/** The data of a 200 answer; anything else fails the test, saying `what` and the answer's message. */
export function okData<T>(r: Reply<unknown>, what: string): T {
  expect(r.status, `${what}: ${r.body.msg}`).toBe(200);
  return r.body.data as T;
}

/** A refusal: the status, `status: false` in the envelope, and (if given) what its message says. */
export function refused(r: Reply<unknown>, status: number, says?: string): void {
  expect(r.status, `${r.body.msg}`).toBe(status);
  expect(r.body.status).toBe(false);
  if (says) expect(r.body.msg).toContain(says);
}

/** Presses an action's button on a stand-in's /dev/receivers page, with `form`; answers the page it shows. */
export async function receiverAction(
  base: string,
  key: string,
  action: string,
  form: Record<string, string>,
): Promise<string> {
  const r = await fetch(`${base}/dev/receivers/${key}/action/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return r.text();
}

/**
 * A store's side of an outside service's API tests: its admin, the server's address, its store handle, its
 * members' balances and ledger check, and the dependencies a sweep runs with.
 */
export class ServiceTestStore {
  /** How many fixtures the test has made in this store (their phones and names count from it). */
  protected made = 0;

  constructor(
    readonly t: TestApp,
    readonly admin: Client,
    readonly base: string,
  ) {}

  get suid(): number {
    return Number(this.admin.suid);
  }

  in<T>(fn: (db: StoreDb) => Promise<T>): Promise<T> {
    return withStore(this.t.database.db, this.suid, fn);
  }

  balance(memberId: number) {
    return this.in((db) => balanceOf(db, { kind: 'rmb', memberId }));
  }

  mismatches() {
    return this.in((db) => walletMismatches(db));
  }

  /** What a sweep is given when the clock runs it. */
  deps(): Promise<Deps> {
    return sweepDeps(this.t, this.base);
  }
}

/** The server's dependencies as the add-on sweeper has them, to run a scheduled sweep now. */
export async function sweepDeps(t: TestApp, base: string): Promise<Deps> {
  return {
    config: t.config,
    database: t.database,
    now: () => t.clock.now,
    selfUrl: () => base,
    sealKey: await loadSealKey(t.database.db, t.config.ADDON_SECRET_KEY),
  } as unknown as Deps;
}
