import {
  callAndRead,
  type ReceiverSpec,
  type ServiceCall,
  type ServiceClient,
  type ServiceSettings,
  type ServiceSpec,
  type UnionOrderState,
} from '@yanye/addon-kit/server';
import type { z } from 'zod';
import type { StandIn, StandInOrder } from './stand-in';
import type { UnionTables } from './tables';

/** A union's order as every union's answer is turned into: money in cents, times in unix seconds. */
export interface UnionOrder {
  readonly orderNo: string;
  readonly parentNo: string;
  readonly goodsId: string;
  readonly goodsName: string;
  readonly goodsImage: string;
  readonly quantity: number;
  readonly paidAmount: number;
  /** Hundredths of a percent. */
  readonly rate: number;
  readonly estimatedCommission: number;
  readonly settledCommission: number;
  readonly state: UnionOrderState;
  /** The affiliate's id at the union, which finds the member who linked it. */
  readonly account: string;
  readonly pid: string;
  readonly orderedAt: number;
  readonly paidAt: number | null;
  readonly settledAt: number | null;
  readonly modifiedAt: number;
}

/** What to ask the union for: the orders it changed within a window, a page at a time. */
export interface OrderQuery {
  readonly start: number;
  readonly end: number;
  readonly page: number;
  /** What the previous page said to ask next with (Taobao's `position_index`), '' on the first. */
  readonly cursor: string;
}

export interface OrderPage {
  readonly orders: readonly UnionOrder[];
  readonly more: boolean;
  readonly cursor: string;
}

/** A token the union granted on a refresh. */
export interface GrantedToken {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresAt: number;
  /** The union account that holds the authorization. */
  readonly account: string;
}

/** An order push as the union sends it: checked over its bytes, parsed, and turned into orders. */
export interface UnionPush<E> {
  verify(raw: Buffer, header: (name: string) => string | undefined, settings: ServiceSettings): boolean;
  readonly schema: z.ZodType<E>;
  /** The union's own id of the push (a message id, an order row and its change time). */
  eventKey(event: E): string;
  orders(event: E): readonly UnionOrder[];
  /** What the union expects back when the push is taken, and when it is refused. */
  ack(result: unknown): unknown;
  nack(reason: string): unknown;
}

/** A call as a union's wire writes it: the kit adds what the call is for in the log and whether it may be retried. */
export type WireCall = Omit<ServiceCall, 'op' | 'idempotent'>;

/**
 * How a union writes one of its orders: the row's schema, the order the kit books of a row read by it, and a
 * stand-in order written as such a row (for the stand-in's answers and pushes, and the demo).
 */
export interface UnionRow<S extends z.ZodType = z.ZodType> {
  readonly schema: S;
  toOrder(row: z.output<S>): UnionOrder;
  fromStandIn(order: StandInOrder, place: RowPlace): z.input<S>;
}

/** Where a stand-in order is written from: the store's position id, and the union's id of the affiliate ('' for none). */
export interface RowPlace {
  readonly pid: string;
  readonly affiliate: string;
}

/**
 * The union's order query: the widest window and the largest page it takes, the call that asks for one page of a
 * window, and how its answer reads. Always safe to send again (a read).
 */
export interface OrderQueryWire<A extends z.ZodType = z.ZodType> {
  /** What the call is named in the call log. */
  readonly op: string;
  /** The longest window one query may span, in seconds. */
  readonly maxWindow: number;
  readonly pageSize: number;
  request(query: OrderQuery): WireCall;
  readonly answer: A;
  page(answer: z.output<A>): OrderPage;
}

/**
 * The union's token refresh: the call that spends the refresh token, and what its answer grants. Sent once: the
 * union retires the refresh token it is given.
 */
export interface TokenRefreshWire<A extends z.ZodType = z.ZodType> {
  readonly op: string;
  request(refreshToken: string): WireCall;
  readonly answer: A;
  granted(answer: z.output<A>): GrantedToken;
}

/** A union's order query, its answer's type carried from its schema to `page`. */
export const orderQuery = <A extends z.ZodType>(wire: OrderQueryWire<A>): OrderQueryWire => wire;

/** A union's token refresh, its answer's type carried from its schema to `granted`. */
export const tokenRefresh = <A extends z.ZodType>(wire: TokenRefreshWire<A>): TokenRefreshWire => wire;

/** A union's order row, its type carried from its schema to the reading and the writing. */
export const unionRow = <S extends z.ZodType>(row: UnionRow<S>): UnionRow => row;

/**
 * What makes one union of the kit: its key and page stem, how it signs (its ServiceSpec), its wire (the order
 * row, the order query, the token refresh, the pushes), its stand-in and receiver, and its demo. Everything
 * else (the lists, the token page, the sync, the demo's orders) is the kit's, the same for the three.
 */
export interface UnionAdapter<E = unknown> {
  readonly key: string;
  /** The catalogue's page stem: `Taobaoke` names `TaobaokeOrder`, `TaobaokeNav`. */
  readonly stem: string;
  readonly spec: ServiceSpec;
  readonly tables: UnionTables;
  /** Its order as its answers and pushes write it. */
  readonly row: UnionRow;
  /** Its order query, which the sync pages through window by window. */
  readonly orders: OrderQueryWire;
  /** Its token refresh, which the token page's refresh sends. */
  readonly refresh: TokenRefreshWire;
  readonly push: UnionPush<E>;
  /** The local stand-in for the union, and the receiver that answers in its wire. */
  readonly standIn: StandIn;
  readonly receiver: ReceiverSpec;
  /** The demo store's business at the union. */
  readonly demo: UnionDemo;
}

/** Makes a call of the union's wire and reads its answer; only a call safe to send twice may be retried. */
function callWire<A extends z.ZodType>(
  u: UnionAdapter,
  client: ServiceClient,
  wire: { readonly op: string; readonly answer: A },
  call: WireCall,
  idempotent: boolean,
): Promise<z.output<A>> {
  return callAndRead(u.spec, client, wire.answer, { op: wire.op, ...call, idempotent });
}

/** One page of the orders the union changed within a window (a read, so it may be retried). */
export async function fetchOrderPage(
  u: UnionAdapter,
  client: ServiceClient,
  query: OrderQuery,
): Promise<OrderPage> {
  return u.orders.page(await callWire(u, client, u.orders, u.orders.request(query), true));
}

/** A new token for the refresh token, sent once: the union retires the refresh token it is given. */
export async function refreshGrant(
  u: UnionAdapter,
  client: ServiceClient,
  refreshToken: string,
): Promise<GrantedToken> {
  return u.refresh.granted(await callWire(u, client, u.refresh, u.refresh.request(refreshToken), false));
}

/** Where the union's channel shows an advert in the app: its banner, its pop-up, its feed. */
export type AdvertSlot = 'union_banner' | 'union_popup' | 'union_feed';

/** A union's demo business: its keys, its channel in the app, its affiliates and the orders it reported. */
export interface UnionDemo {
  readonly keys: {
    readonly app_key: string;
    readonly pid: string;
    readonly app_secret: string;
    readonly access_token: string;
    readonly refresh_token: string;
  };
  /** Days the demo's token has left: under a week shows the warning. */
  readonly tokenDays: number;
  /** The union account that granted it. */
  readonly grantedBy: string;
  readonly navs: readonly { title: string; link: string }[];
  readonly adverts: readonly { title: string; position: AdvertSlot; link: string }[];
  /** The nicknames of the store's affiliates at the union, in the stand-in's order (its orders name them by place). */
  readonly affiliates: readonly string[];
  /** Each affiliate promotes under a position id of its own, its account (Meituan's sid), not the store's. */
  readonly ownPid?: boolean;
}

/** Declares a union (types its push events). */
export function defineUnion<E>(u: UnionAdapter<E>): UnionAdapter {
  return u as unknown as UnionAdapter;
}

/** The name the push callback is served under: `/callback/addons/<key>/<store>/order_push`. */
export const PUSH_CALLBACK = 'order_push';
