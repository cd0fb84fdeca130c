import {
  type Client,
  callLog,
  type DbKind,
  okData,
  push,
  receiverAction,
  type SuiteApp,
  signedIn,
  suiteApp,
} from '@yanye/addon-kit/testing';
import { beforeAll, expect } from 'vitest';
import { PUSH_CALLBACK } from './union';

/**
 * What the three union add-ons' tests share: reading answers, the union's setup and token, its lists, the
 * sweeper's view of the server (to run the scheduled sync now), and pushes to the order callback.
 */

/** A union's test server: the app on a real port (its stand-in answers there), and the grain store's id. */
export interface UnionTestApp extends SuiteApp {
  readonly store: number;
}

/** The suite's app for a union's tests (the kit's `suiteApp`, listening), with the grain store's id. */
export function unionTestApp(kind: DbKind): UnionTestApp {
  const app = suiteApp(kind, { listen: true }) as SuiteApp & { store: number };
  beforeAll(() => {
    app.store = Number(app.grain.suid);
  });
  return app;
}

export interface SyncRun {
  id: number;
  mode: string;
  window_start: number;
  window_end: number;
  fetched: number;
  created: number;
  updated: number;
  changed: number;
  calls: number;
  state: string;
}

export interface OrderRow {
  id: number;
  order_no: string;
  goods_name: string;
  state: string;
  paid_amount: number;
  estimated_commission: number;
  settled_commission: number;
  member_name: string | null;
  account: string;
}

/** The calls of one union, by key. */
export function unionApi(key: string) {
  const api = `/v1/addons/${key}/`;
  return {
    orders: `${api}OrderManage`,
    users: `${api}UserManage`,
    navs: `${api}NavManage`,
    navSave: `${api}NavSave`,
    adverts: `${api}AdvertManage`,
    sync: `${api}OrderSync`,
    syncInfo: `${api}OrderSyncInfo`,
    tokenInfo: `${api}TokenInfo`,
    tokenSave: `${api}TokenSave`,
    tokenRefresh: `${api}TokenRefresh`,
  };
}

/** Every row of a list (a few pages at most in these tests). */
export async function allRows<T>(
  client: Client,
  path: string,
  filters: Record<string, string> = {},
): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= 20; page++) {
    const rows = okData(await client.get<T[]>(path, { page, limit: 500, ...filters }), path);
    out.push(...rows);
    if (rows.length < 500) break;
  }
  return out;
}

/** The store's setup of the union as saved, to change one value and keep the rest. */
export async function setupValues(
  client: Client,
  key: string,
): Promise<Record<string, string | number | boolean>> {
  const info = okData(
    await client.get<{ values: Record<string, string | number | boolean> }>('/v1/addons/SetupInfo', { key }),
    'setup',
  );
  return info.values;
}

/** Changes some plain settings of the union (the timeout), keeping the others and every secret. */
export async function changeSetup(
  client: Client,
  key: string,
  changes: Record<string, string | number | boolean>,
): Promise<void> {
  const values = { ...(await setupValues(client, key)), ...changes };
  okData(await client.post('/v1/addons/SetupSave', { key, values }), 'setup save');
}

/**
 * A manual sync a day later (signed in again: a token lives two hours), which runs, books something and lists
 * every order it made; answers the run and the union's calls of `op` it made.
 */
export async function syncADayLater(app: UnionTestApp, key: string, op: string) {
  const api = unionApi(key);
  app.t.clock.now += 86_400;
  app.grain = await signedIn(app.t, 'grain_admin');
  const count = (await allRows<OrderRow>(app.grain, api.orders)).length;
  const run = okData<SyncRun>(await app.grain.post(api.sync, {}), 'sync');
  expect(run).toMatchObject({ state: 'ok', mode: 'manual' });
  expect(run.created + run.updated).toBeGreaterThan(0);
  expect((await allRows(app.grain, api.orders)).length).toBe(count + run.created);
  return { run, calls: await callsOf(app.grain, key, op) };
}

/** Calls in the union's call log with this op. */
export async function callsOf(client: Client, key: string, op: string) {
  return (await callLog(client, key, 100)).filter((c) => c.op === op);
}

/** Posts a push to the store's order callback. */
export function pushOrder(
  base: string,
  key: string,
  store: number,
  raw: string,
  headers: Record<string, string> = {},
) {
  return push(base, key, store, PUSH_CALLBACK, raw, headers);
}

/**
 * Presses the stand-in's "push an order" button on /dev/receivers (`order_no` empty: its latest order of the last
 * day); answers the page it shows (the action's line in it) and, when it pushed, the order's number and the
 * callback's status.
 */
export async function pushFromStandIn(base: string, key: string, form: { order_no?: string; state: string }) {
  const page = await receiverAction(base, key, 'push_order', {
    app_key: '',
    order_no: form.order_no ?? '',
    state: form.state,
  });
  const pushed = /(?:order|row) (\d+) (\w+): HTTP (\d+)/.exec(page);
  return { page, orderNo: pushed?.[1], callback: pushed ? Number(pushed[3]) : undefined };
}

/**
 * A union's test fixture: the suite's app (`unionTestApp`), the union's calls, and the helpers above bound to the
 * union, to the grain store and to its admin as signed in at the time of the call.
 */
export function unionSuite(kind: DbKind, key: string) {
  const app = unionTestApp(kind);
  const api = unionApi(key);
  return {
    app,
    api,
    /** Every order of the grain store's list. */
    orders: () => allRows<OrderRow>(app.grain, api.orders),
    callsOf: (op: string) => callsOf(app.grain, key, op),
    changeSetup: (changes: Record<string, string | number | boolean>) => changeSetup(app.grain, key, changes),
    syncADayLater: (op: string) => syncADayLater(app, key, op),
    /** Posts a push to a store's order callback (the grain store's unless another is named). */
    push: (raw: string, headers: Record<string, string> = {}, store = app.store) =>
      pushOrder(app.base, key, store, raw, headers),
    pushFromStandIn: (form: { order_no?: string; state: string }) => pushFromStandIn(app.base, key, form),
  };
}
