import type {
  ReceivedRequest,
  ReceiverAction,
  ReceiverAnswer,
  ReceiverContext,
  ReceiverRoute,
  ReceiverSpec,
  ReceiverStore,
} from '@yanye/addon-kit/server';
import {
  movedTo,
  PUSH_ORDER_FIELDS,
  type PushedOrder,
  pushedOrder,
  type StandIn,
  type StandInOrder,
  type StandInPage,
} from './stand-in';
import { type OrderQueryWire, PUSH_CALLBACK, type UnionRow } from './union';
import { beijingTime, fromBeijing, sameSign, signedFields } from './wire';

/**
 * What the three unions' local stand-ins (their receivers) share beyond the orders themselves (`StandIn`): the
 * reasons that carry a union's own code, the checks of a gateway that signs its query, and the `push_order`
 * action. Each union keeps its wire: its rows, its answers, its words.
 */

/** How far a request's timestamp may be from the clock, in seconds, before a stand-in refuses it. */
const TIMESTAMP_SLACK = 600;

/** A refusal `"<code> <words>"` split into the union's own code and words; undefined for any other reason. */
export function codedReason(reason: string): { readonly code: string; readonly words: string } | undefined {
  const m = /^(\d+) (.+)$/.exec(reason);
  return m ? { code: m[1]!, words: m[2]! } : undefined;
}

/** The store a request names by its `app_key` parameter (a gateway that signs its query: TOP, JD's router). */
export const storeByAppKey = (request: ReceivedRequest, ctx: ReceiverContext) =>
  ctx.storeBy('app_key', request.query.app_key ?? '');

/** How a gateway that signs its query (TOP, JD's router) checks a call, and its refusals in its own codes and words. */
export interface SignedQueryChecks {
  readonly signer: (params: Readonly<Record<string, string>>, secret: string) => string;
  /** The parameter the access token rides in, and whether a call (by its query) must carry the store's. */
  readonly token: { readonly param: string; needed(query: Readonly<Record<string, string>>): boolean };
  readonly refusals: {
    readonly appKey: string;
    readonly sign: string;
    readonly timestamp: string;
    readonly token: string;
  };
}

/**
 * The checks of a gateway that signs its query parameters: the store its `app_key` names, with a secret; the sign
 * of the parameters (all but `sign`) with that secret; a Beijing timestamp near the clock; and the store's access
 * token where the call needs one. Answers the union's refusal, or undefined when all hold.
 */
export async function checkSignedQuery(
  request: ReceivedRequest,
  ctx: ReceiverContext,
  checks: SignedQueryChecks,
): Promise<string | undefined> {
  const { refusals } = checks;
  const store = await storeByAppKey(request, ctx);
  const secret = store?.settings.secrets.app_secret ?? '';
  if (!store || !secret) return refusals.appKey;
  const { sign = '', ...rest } = request.query;
  if (!sameSign(sign, checks.signer(rest, secret))) return refusals.sign;
  const at = fromBeijing(request.query.timestamp ?? '');
  if (at === undefined || Math.abs(at - ctx.now) > TIMESTAMP_SLACK) return refusals.timestamp;
  const token = request.query[checks.token.param];
  if (checks.token.needed(request.query) && (!token || token !== store.settings.secrets.access_token))
    return refusals.token;
  return undefined;
}

/** A union's `push_order` action: its button, its stand-in's orders, and how it pushes the order moved on. */
export interface PushOrderSpec {
  readonly title: string;
  readonly standIn: StandIn;
  /** What the page's line calls the pushed thing (`order`, JD's `row`). */
  readonly noun?: string;
  /** Pushes the order, moved to the state asked for, to the store's callback as the union would. */
  push(
    order: StandInOrder,
    pushed: PushedOrder,
    ctx: ReceiverContext,
  ): Promise<{ readonly status: number; readonly body: string }>;
}

/**
 * The action of the /dev/receivers page that pushes one of a store's stand-in orders in the state the form asks
 * for, and answers the line the page shows: what was pushed and how the callback answered.
 */
export function pushOrderAction(spec: PushOrderSpec): ReceiverAction {
  return {
    name: 'push_order',
    title: spec.title,
    fields: PUSH_ORDER_FIELDS,
    async run(form, ctx) {
      const pushed = await pushedOrder(form, ctx, spec.standIn);
      if (typeof pushed === 'string') return pushed;
      const order = movedTo(pushed.base, pushed.state, ctx.now);
      const r = await spec.push(order, pushed, ctx);
      return `${spec.noun ?? 'order'} ${order.no} ${pushed.state}: HTTP ${r.status} ${r.body.slice(0, 200)}`;
    },
  };
}

/**
 * Pushes an order to the store's callback as fields signed like a request (TOP's order messages, JD's order
 * push): the store's app key and a Beijing timestamp before `fields`, and the sign of them all with the store's
 * app secret in `sign`.
 */
export function pushSignedFields(
  ctx: ReceiverContext,
  { store, appKey }: PushedOrder,
  signer: (params: Readonly<Record<string, string>>, secret: string) => string,
  fields: Readonly<Record<string, string>>,
) {
  const message = { app_key: appKey, timestamp: beijingTime(ctx.now), ...fields };
  const signed = { ...message, sign: signer(signedFields(message), store.settings.secrets.app_secret ?? '') };
  return ctx.push(store, PUSH_CALLBACK, signed, () => ({}));
}

/** The position id a store keeps (`pid` of its settings). */
export const pidOf = (store: ReceiverStore): string => String(store.settings.values.pid ?? '');

/** What a union's stand-in writes its orders with: the stand-in, the union's row, and its order query's limits. */
export interface StandInWire {
  readonly standIn: StandIn;
  readonly row: UnionRow;
  readonly orders: Pick<OrderQueryWire, 'maxWindow' | 'pageSize'>;
}

/** A stand-in order written as the union's row, for the store of `appKey` under its position id. */
export function standInRow(
  wire: Pick<StandInWire, 'standIn' | 'row'>,
  order: StandInOrder,
  appKey: string,
  pid: string,
): unknown {
  const affiliate = order.affiliate >= 0 ? wire.standIn.affiliateOf(appKey, order.affiliate) : '';
  return wire.row.fromStandIn(order, { pid, affiliate });
}

/**
 * An order query as the union's request says it: the window in unix seconds (undefined where it could not be
 * read), and the page and its size as written.
 */
export interface StandInQuery {
  readonly start: number | undefined;
  readonly end: number | undefined;
  readonly page: unknown;
  readonly size: unknown;
}

/** A page of a store's stand-in orders, each also written as the union's row (`written`, in the same order). */
export interface StandInRows extends StandInPage {
  readonly written: readonly unknown[];
}

/**
 * The page of the store's stand-in orders an order query asks for, written in the union's rows; undefined when
 * the window is not one the union takes (unreadable, empty, or wider than its widest), which each union refuses
 * in its own words.
 */
export function standInOrderPage(
  wire: StandInWire,
  store: ReceiverStore,
  now: number,
  query: StandInQuery,
): StandInRows | undefined {
  const { start, end } = query;
  if (start === undefined || end === undefined || !Number.isSafeInteger(start) || !Number.isSafeInteger(end))
    return undefined;
  if (end <= start || end - start > wire.orders.maxWindow) return undefined;
  const appKey = String(store.settings.values.app_key ?? '');
  const page = wire.standIn.page(appKey, {
    start,
    end,
    now,
    page: query.page,
    size: query.size,
    maxSize: wire.orders.pageSize,
  });
  const pid = pidOf(store);
  return { ...page, written: page.rows.map((order) => standInRow(wire, order, appKey, pid)) };
}

/** Whether a token refresh sends the refresh token the store holds (a store without one holds none to send). */
export function holdsRefreshToken(store: ReceiverStore | undefined, sent: unknown): boolean {
  const held = store?.settings.secrets.refresh_token ?? '';
  return held !== '' && sent === held;
}

/** One call a union's stand-in answers, for the store the request names. */
export interface StandInCall {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** At a gateway that names the API in a `method` parameter (TOP, JD's router): the API this call is. */
  readonly api?: string;
  answer: StandInAnswer;
}

/** A stand-in's answer to one call of the union's, for the store the request names. */
export type StandInAnswer = (
  request: ReceivedRequest,
  ctx: ReceiverContext,
  store: ReceiverStore,
) => ReceiverAnswer;

/** The pushed order as the union sends it: its row as the union writes it, the order, and the store it is for. */
export type StandInPush = (
  row: unknown,
  order: StandInOrder,
  pushed: PushedOrder,
  ctx: ReceiverContext,
) => Promise<{ readonly status: number; readonly body: string }>;

/**
 * What a union's stand-in is besides its orders: how it finds the store a request is from, how it checks a
 * request, how it refuses, the calls it answers, and how it pushes an order to the store's callback.
 */
export interface StandInReceiver {
  readonly key: string;
  readonly wire: StandInWire;
  /** The store a request names, by the app key it carries (a parameter, a header). */
  storeOf(request: ReceivedRequest, ctx: ReceiverContext): Promise<ReceiverStore | undefined>;
  verify(request: ReceivedRequest, ctx: ReceiverContext): Promise<string | undefined>;
  failure(reason: string): ReceiverAnswer;
  /** The union's reasons for a request naming no store of ours, and for an API its gateway does not have. */
  readonly refusals: { readonly appKey: string; readonly api?: string };
  readonly calls: readonly StandInCall[];
  /** The `push_order` action's button and the union's push; `noun` is what the page's line calls the pushed thing. */
  readonly push: { readonly title: string; readonly noun?: string; readonly send: StandInPush };
}

/**
 * A union's local receiver: each path answers the call the request names for the store it is from (a request
 * naming no store is refused in the union's words), and the `push_order` action pushes one of the store's orders
 * written in the union's row.
 */
export function standInReceiver(spec: StandInReceiver): ReceiverSpec {
  const paths = new Map<string, StandInCall[]>();
  for (const call of spec.calls) {
    const at = `${call.method} ${call.path}`;
    paths.set(at, [...(paths.get(at) ?? []), call]);
  }
  const routes = [...paths.values()].map(
    (calls): ReceiverRoute => ({
      method: calls[0]!.method,
      path: calls[0]!.path,
      async answer(request, ctx) {
        const store = await spec.storeOf(request, ctx);
        if (!store) return spec.failure(spec.refusals.appKey);
        const call = calls.find((c) => c.api === undefined || c.api === request.query.method);
        return call ? call.answer(request, ctx, store) : spec.failure(spec.refusals.api ?? 'no such API');
      },
    }),
  );
  const { wire, push } = spec;
  return {
    key: spec.key,
    verify: (request, ctx) => spec.verify(request, ctx),
    routes,
    failure: (reason) => spec.failure(reason),
    actions: [
      pushOrderAction({
        title: push.title,
        standIn: wire.standIn,
        noun: push.noun,
        push: (order, pushed, ctx) =>
          push.send(standInRow(wire, order, pushed.appKey, pidOf(pushed.store)), order, pushed, ctx),
      }),
    ],
  };
}
