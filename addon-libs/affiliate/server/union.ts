import type {
  ReceiverSpec,
  ServiceClient,
  ServiceSettings,
  ServiceSpec,
  UnionOrderState,
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

/**
 * What makes one union of the kit: its key and page stem, how it signs (its ServiceSpec), how its order query
 * and token refresh are asked and answered, its pushes, its stand-in and receiver, and its demo. Everything else (the lists,
 * the token page, the sync) is the kit's, the same for the three.
 */
export interface UnionAdapter<E = unknown> {
  readonly key: string;
  /** The catalogue's page stem: `Taobaoke` names `TaobaokeOrder`, `TaobaokeNav`. */
  readonly stem: string;
  readonly spec: ServiceSpec;
  readonly tables: UnionTables;
  /** The longest window one order query may span at this union, in seconds. */
  readonly maxWindow: number;
  fetchOrders(client: ServiceClient, query: OrderQuery): Promise<OrderPage>;
  refreshToken(client: ServiceClient, refreshToken: string): Promise<GrantedToken>;
  readonly push: UnionPush<E>;
  /** The local stand-in for the union, and the receiver that answers in its wire. */
  readonly standIn: StandIn;
  readonly receiver: ReceiverSpec;
  /** The demo store's business at the union. */
  readonly demo: UnionDemo;
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
  /** A stand-in order as the union's sync books it: its row in the union's wire, read back. */
  asSynced(order: StandInOrder): UnionOrder;
}

/** Declares a union (types its push events). */
export function defineUnion<E>(u: UnionAdapter<E>): UnionAdapter {
  return u as unknown as UnionAdapter;
}

/** The name the push callback is served under: `/callback/addons/<key>/<store>/order_push`. */
export const PUSH_CALLBACK = 'order_push';
