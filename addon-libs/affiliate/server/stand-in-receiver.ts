import type {
  ReceivedRequest,
  ReceiverAction,
  ReceiverContext,
  ReceiverStore,
} from '@yanye/addon-kit/server';
import {
  movedTo,
  PUSH_ORDER_FIELDS,
  type PushedOrder,
  pushedOrder,
  type StandIn,
  type StandInOrder,
} from './stand-in';
import { PUSH_CALLBACK } from './union';
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
