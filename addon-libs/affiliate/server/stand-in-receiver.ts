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
  type StandInGoods,
  type StandInOrder,
  standInOrders,
} from './stand-in';
import { fromBeijing, sameSign, sequenceOf } from './wire';

/**
 * What the three unions' local stand-ins (their receivers) share beyond the orders themselves: the affiliates'
 * ids, a page of orders, the reasons that carry a union's own code, the checks of a gateway that signs its
 * query, and the `push_order` action. Each union keeps its wire: its rows, its answers, its words.
 */

/** How far a request's timestamp may be from the clock, in seconds, before a stand-in refuses it. */
const TIMESTAMP_SLACK = 600;

/**
 * A number in [0, 1) fixed for the stand-in store `seed`'s i-th affiliate: each union makes its account id of it
 * (a sub-union id, a special id, a sid).
 */
export const affiliateDraw = (seed: string, i: number): number => sequenceOf(`${seed}:affiliate:${i}`)();

/** A refusal `"<code> <words>"` split into the union's own code and words; undefined for any other reason. */
export function codedReason(reason: string): { readonly code: string; readonly words: string } | undefined {
  const m = /^(\d+) (.+)$/.exec(reason);
  return m ? { code: m[1]!, words: m[2]! } : undefined;
}

/** What a stand-in's order query asks for: the store, the window, the page and its size as the request wrote them. */
export interface PageAsked {
  readonly seed: string;
  readonly catalog: readonly StandInGoods[];
  readonly start: number;
  readonly end: number;
  readonly now: number;
  readonly page: unknown;
  readonly size: unknown;
  /** The most a page holds at this union. */
  readonly maxSize: number;
  /** The union reports an order only once it is paid (TOP, Meituan). */
  readonly paidOnly?: boolean;
}

/** A page of the stand-in's orders: its number and size (20 unless asked), its rows, and whether more follow. */
export interface StandInPage {
  readonly page: number;
  readonly size: number;
  readonly all: readonly StandInOrder[];
  readonly rows: readonly StandInOrder[];
  readonly hasMore: boolean;
}

export function standInPage(asked: PageAsked): StandInPage {
  const page = Math.max(1, Number(asked.page) || 1);
  const size = Math.min(asked.maxSize, Math.max(1, Number(asked.size) || 20));
  const window = standInOrders(asked.seed, asked.catalog, asked.start, asked.end, asked.now);
  const all = asked.paidOnly ? window.filter((o) => o.state !== 'pending') : window;
  const rows = all.slice((page - 1) * size, page * size);
  return { page, size, all, rows, hasMore: page * size < all.length };
}

/** The store a request names by its `app_key` parameter (a gateway that signs its query: TOP, JD's router). */
export const storeByAppKey = (request: ReceivedRequest, ctx: ReceiverContext) =>
  ctx.storeBy('app_key', request.query.app_key ?? '');

/**
 * The checks of a gateway that signs its query parameters (all but `sign`) with the app secret and dates them
 * in Beijing time: the union's refusal for a wrong sign or a stale timestamp, or undefined when both hold.
 */
export function checkSignedQuery(
  query: Readonly<Record<string, string>>,
  secret: string,
  now: number,
  signer: (params: Readonly<Record<string, string>>, secret: string) => string,
  refusals: { readonly sign: string; readonly timestamp: string },
): string | undefined {
  const { sign = '', ...rest } = query;
  if (!sameSign(sign, signer(rest, secret))) return refusals.sign;
  const at = fromBeijing(query.timestamp ?? '');
  if (at === undefined || Math.abs(at - now) > TIMESTAMP_SLACK) return refusals.timestamp;
  return undefined;
}

/** A union's `push_order` action: its button, its stand-in's orders, and how it pushes the order moved on. */
export interface PushOrderSpec {
  readonly title: string;
  readonly seedOf: (appKey: string) => string;
  readonly catalog: readonly StandInGoods[];
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
      const pushed = await pushedOrder(form, ctx, spec.seedOf, spec.catalog);
      if (typeof pushed === 'string') return pushed;
      const order = movedTo(pushed.base, pushed.state, ctx.now);
      const r = await spec.push(order, pushed, ctx);
      return `${spec.noun ?? 'order'} ${order.no} ${pushed.state}: HTTP ${r.status} ${r.body.slice(0, 200)}`;
    },
  };
}

/** The position id a store keeps (`pid` of its settings). */
export const pidOf = (store: ReceiverStore): string => String(store.settings.values.pid ?? '');
