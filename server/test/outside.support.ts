import { expect } from 'vitest';
import { type ReceiverMode, setReceiverMode } from '../src/engine/outside/receiver';
import type { Client, TestApp } from './helpers';

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
