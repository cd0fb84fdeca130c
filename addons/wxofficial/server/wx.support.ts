import { randomBytes } from 'node:crypto';
import { type Deps, loadSealKey, rawRows, setReceiverMode, withStore } from '@yanye/addon-kit/server';
import {
  type Client,
  type DbKind,
  push,
  type SuiteApp,
  saveSetup,
  signedIn,
  suiteApp,
} from '@yanye/addon-kit/testing';
import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { signedQuery } from './signature';

/**
 * What the official account's tests share: the app listening (the client reaches the local receiver over a
 * real port), the demo store set up with its own AppID (each test file and database its own, so the receiver's
 * accounts, kept in memory, never meet), and pushes signed as WeChat signs them, or forged.
 */

export const API = '/v1/addons/wxofficial/';
export const APPSECRET = 'Sk7d9e2f4a6b8c0d1e3f5a7b9c2d4e6f';
export const TOKEN = 'XinYanToken2026';
export const ORIGINAL_ID = 'gh_3c9e1f7a2b54';

/** The official account's test app: the kit's suite app, listening, with the salt store set up on its AppID. */
export interface Wx extends SuiteApp {
  readonly store: number;
  readonly appid: string;
}

/** An AppID of its own for a test file (`tag`: two hex digits) and database. */
const appidOf = (tag: string, kind: DbKind) =>
  `wx${tag}${kind === 'pglite' ? '01' : '02'}c0ffee00aa77`.slice(0, 18);

/** The suite's app for a test file of the official account, the salt store set up with the file's own AppID. */
export function wxSuiteApp(kind: DbKind, tag: string): Wx {
  const app = suiteApp(kind, { listen: true }) as SuiteApp & { store: number; appid: string };
  app.appid = appidOf(tag, kind);
  beforeAll(async () => {
    app.store = Number(app.salt.suid);
    await setUp(app.salt, app.appid);
  });
  return app;
}

export const setUp = (client: Client, appid: string, more: Record<string, string | number> = {}) =>
  saveSetup(client, 'wxofficial', {
    endpoint: '',
    timeout_seconds: 5,
    appid,
    appsecret: APPSECRET,
    token: TOKEN,
    original_id: ORIGINAL_ID,
    ...more,
  });

/** A push as WeChat makes it: the event as JSON, signed with `token` in the address. */
export async function pushEvent(
  w: Wx,
  event: Record<string, unknown>,
  o: { token?: string; store?: number; query?: Record<string, string> } = {},
) {
  const query = o.query ?? signedQuery(o.token ?? TOKEN, w.t.clock.now, randomBytes(5).toString('hex'));
  const qs = new URLSearchParams(query).toString();
  return push(w.base, 'wxofficial', o.store ?? w.store, `message?${qs}`, JSON.stringify(event), {});
}

/** A follower's text, as WeChat pushes it. */
export const textOf = (openid: string, content: string, at: number, msgId = randomMsgId()) => ({
  ToUserName: ORIGINAL_ID,
  FromUserName: openid,
  CreateTime: at,
  MsgType: 'text',
  Content: content,
  MsgId: msgId,
});

export const eventOf = (openid: string, event: string, at: number, key = '') => ({
  ToUserName: ORIGINAL_ID,
  FromUserName: openid,
  CreateTime: at,
  MsgType: 'event',
  Event: event,
  EventKey: key,
});

export const randomMsgId = () =>
  `24${BigInt(`0x${randomBytes(7).toString('hex')}`)
    .toString()
    .padStart(17, '0')}`;

export const newOpenid = () => `o${randomBytes(21).toString('base64url')}`;

/** A count of the store's rows, read past the API (what a refusal must not have written). */
export async function countIn(w: Wx, table: string, where = 'true', store = w.store): Promise<number> {
  const rows = await withStore(w.t.database.db, store, (db) =>
    rawRows<{ n: number }>(db.tx, sql.raw(`select count(*)::int as n from ${table} where ${where}`)),
  );
  return Number(rows[0]?.n ?? 0);
}

/** Moves the server clock on, signing in again: a console session lives a couple of hours. */
export async function later(w: Wx, seconds: number): Promise<void> {
  w.t.clock.now += seconds;
  w.salt = await signedIn(w.t, 'salt_admin');
  w.grain = await signedIn(w.t, 'grain_admin');
}

/** What a sweep is given, as the app would give it (for running the scheduled sync now). */
export async function sweepDeps(w: Wx): Promise<Deps> {
  return {
    config: w.t.config,
    database: w.t.database,
    now: () => w.t.clock.now,
    selfUrl: () => w.base,
    sealKey: await loadSealKey(w.t.database.db, w.t.config.ADDON_SECRET_KEY),
  } as unknown as Deps;
}

/** Puts the receiver back to answering at once. */
export const receiverOk = (w: Wx) =>
  setReceiverMode(w.t.database.db, 'wxofficial', 'success', 8000, w.t.clock.now);
