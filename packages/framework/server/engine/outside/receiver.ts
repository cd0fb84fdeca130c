import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import type { AppDb } from '../../db/handle';
import { devReceiverRequests, devReceivers } from '../../db/schema';
import type { Deps } from '../../platform/context';
import { type StoreDb, withStore } from '../../platform/tenancy';
import type { OutsideRequest, ServiceSettings } from './service';
import { readServiceSettings } from './use';

/** A request as a local receiver got it (the path is what follows `/dev/receiver/<key>`). */
export interface ReceivedRequest extends OutsideRequest {
  /** The body parsed as JSON, or undefined. */
  readonly json: unknown;
}

/** What a receiver answers: the service's own format. */
export interface ReceiverAnswer {
  readonly status?: number;
  readonly body: unknown;
  /**
   * The content type, when neither JSON (an object) nor plain text (a string): the HTML of a stand-in's own page
   * (an OAuth provider's authorize page, where the user says who they are).
   */
  readonly type?: string;
}

/** A store that installed the service's add-on, as the receiver sees it: its settings, secrets open. */
export interface ReceiverStore {
  readonly supplierId: number;
  readonly settings: ServiceSettings;
}

export interface ReceiverContext {
  readonly now: number;
  /** The stores with the add-on and their settings: how the stand-in finds the account behind an app key. */
  stores(): Promise<readonly ReceiverStore[]>;
  /** The store whose setting `name` is `value` (the app key a request carries). */
  storeBy(name: string, value: string): Promise<ReceiverStore | undefined>;
  /**
   * Reads a store's rows as the service would know them (a payment provider knows the payments it took): a
   * short transaction bound to the store. A stand-in only; the real service never reads our database.
   */
  inStore<T>(supplierId: number, fn: (db: StoreDb) => Promise<T>): Promise<T>;
  /**
   * Pushes a callback to this server as the service would (`/callback/addons/<key>/<store>/<name>`), signed by
   * `sign` over the raw body; answers the status and the body that came back. `query` goes in the address (a
   * service that signs there, as WeChat does).
   */
  push(
    store: ReceiverStore,
    name: string,
    event: unknown,
    sign: (raw: string, settings: ServiceSettings) => Record<string, string>,
    query?: Readonly<Record<string, string>>,
  ): Promise<{ status: number; body: string }>;
}

/** One endpoint of the stand-in. */
export interface ReceiverRoute {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  answer(request: ReceivedRequest, ctx: ReceiverContext): Promise<ReceiverAnswer>;
}

/** Something the operator makes the service do from /dev/receivers (push an order, a payment result). */
export interface ReceiverAction {
  readonly name: string;
  /** The button, in Chinese and English: the page is for developers and operators. */
  readonly title: string;
  readonly fields: readonly { readonly name: string; readonly label: string; readonly value?: string }[];
  /** Does it and answers a line for the page. */
  run(form: Readonly<Record<string, string>>, ctx: ReceiverContext): Promise<string>;
}

/**
 * The local development receiver of a service (docs/outside-services.md): it answers like the service, checks
 * the signature as the service would, records what it got, and answers success, failure or slowly as the
 * operator set it at /dev/receivers.
 */
export interface ReceiverSpec {
  readonly key: string;
  readonly routes: readonly ReceiverRoute[];
  /** Checks the request as the service would (its signature, its app key): a refusal's text, or undefined. */
  verify?(request: ReceivedRequest, ctx: ReceiverContext): Promise<string | undefined>;
  /** The service's failure in its own format (the operator set "fail", a bad signature, an unknown path). */
  failure(reason: string): ReceiverAnswer;
  readonly actions?: readonly ReceiverAction[];
}

export type ReceiverMode = 'success' | 'fail' | 'slow';

export interface ReceiverState {
  readonly mode: ReceiverMode;
  readonly slowMs: number;
}

export async function receiverState(db: AppDb, service: string): Promise<ReceiverState> {
  const [row] = await db.select().from(devReceivers).where(sql`${devReceivers.service} = ${service}`);
  return { mode: row?.mode ?? 'success', slowMs: row?.slowMs ?? 8000 };
}

/** Sets how a receiver answers (the dev page, and tests of the failure and timeout paths). */
export async function setReceiverMode(
  db: AppDb,
  service: string,
  mode: ReceiverMode,
  slowMs: number,
  now: number,
): Promise<void> {
  const ms = Math.max(100, Math.min(120_000, Math.round(slowMs)));
  await db
    .insert(devReceivers)
    .values({ service, mode, slowMs: ms, updatedAt: now })
    .onConflictDoUpdate({ target: devReceivers.service, set: { mode, slowMs: ms, updatedAt: now } });
}

export async function recordReceived(
  db: AppDb,
  row: {
    service: string;
    method: string;
    path: string;
    body: string;
    status: number;
    answer: string;
    mode: string;
  },
  now: number,
): Promise<void> {
  await db.insert(devReceiverRequests).values({
    ...row,
    path: row.path.slice(0, 1000),
    body: row.body.slice(0, 8000),
    answer: row.answer.slice(0, 8000),
    createdAt: now,
  });
}

/** The receiver's view of the stores and the way back to this server. */
export function receiverContext(deps: Deps, key: string): ReceiverContext {
  const db = deps.database.db;
  const stores = async (): Promise<ReceiverStore[]> => {
    const ids = await rawRows<{ supplier_id: number }>(db, sql`select supplier_id from addon_stores(${key})`);
    const out: ReceiverStore[] = [];
    for (const { supplier_id } of ids) {
      const settings = await withStore(db, supplier_id, (t) => readServiceSettings(t, deps, key));
      out.push({ supplierId: supplier_id, settings });
    }
    return out;
  };
  return {
    now: deps.now(),
    stores,
    async storeBy(name, value) {
      if (value === '') return undefined;
      const all = await stores();
      return all.find((s) => String(s.settings.values[name] ?? s.settings.secrets[name] ?? '') === value);
    },
    inStore: (supplierId, fn) => withStore(db, supplierId, fn),
    async push(store, name, event, sign, query) {
      const self = deps.selfUrl();
      if (!self) return { status: 0, body: 'the server is not listening' };
      const raw = JSON.stringify(event);
      const qs = query ? new URLSearchParams(query).toString() : '';
      const response = await fetch(
        `${self}/callback/addons/${key}/${store.supplierId}/${name}${qs ? `?${qs}` : ''}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...sign(raw, store.settings) },
          body: raw,
          signal: AbortSignal.timeout(10_000),
        },
      ).catch((error: unknown) => error as Error);
      if (response instanceof Error) return { status: 0, body: response.message };
      return { status: response.status, body: await response.text() };
    },
  };
}
