import type {
  ReceiverAction,
  ReceiverContext,
  ReceiverStore,
  UnionOrderState,
} from '@yanye/addon-kit/server';
import { sequenceOf } from './wire';

/**
 * The orders a union's local stand-in reports, made up the same way every time for the same app key: an hour
 * of the clock always holds the same orders, with the same goods and amounts, and each moves on with the clock
 * (paid, received, settled, or refunded and void). So a sync asked twice answers the same, a later sync sees the
 * orders move, and the demo's orders are the very ones a sync finds.
 */

/** Goods a union sells through the store's links: name, price in cents, commission in hundredths of a percent. */
export interface StandInGoods {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  readonly rate: number;
}

/** An order as the stand-in knows it, before a union writes it in its own format. */
export interface StandInOrder {
  readonly no: string;
  readonly parentNo: string;
  readonly goods: StandInGoods;
  readonly quantity: number;
  readonly paid: number;
  readonly rate: number;
  readonly estimated: number;
  readonly settled: number;
  readonly state: UnionOrderState;
  /** Which of the store's affiliates it came through (an index of `affiliateAccount`), or -1 for none. */
  readonly affiliate: number;
  readonly createdAt: number;
  readonly paidAt: number;
  readonly receivedAt: number;
  readonly settledAt: number;
  /** When its state last moved, up to now. */
  readonly modifiedAt: number;
}

const HOUR = 3_600;
const DAY = 86_400;
/** The longest an order keeps moving: past this it is settled or void. */
const LIFETIME = 30 * DAY;
/** Affiliates a stand-in store has. */
export const STAND_IN_AFFILIATES = 6;

/** An order's whole life, fixed by its hour and place in it. */
function lifeOf(seed: string, hour: number, i: number, catalog: readonly StandInGoods[]) {
  const r = sequenceOf(`${seed}:${hour}:${i}`);
  const goods = catalog[Math.floor(r() * catalog.length)]!;
  const quantity = r() < 0.8 ? 1 : 2 + Math.floor(r() * 2);
  const createdAt = hour * HOUR + Math.floor(r() * HOUR);
  const paidAt = createdAt + 30 + Math.floor(r() * 600);
  const refunded = r() < 0.08;
  const receivedAt = paidAt + 2 * DAY + Math.floor(r() * 4 * DAY);
  const settledAt = receivedAt + 7 * DAY + Math.floor(r() * 8 * DAY);
  const voidAt = paidAt + DAY + Math.floor(r() * 2 * DAY);
  const affiliate = r() < 0.75 ? Math.floor(r() * STAND_IN_AFFILIATES) : -1;
  const paid = goods.price * quantity;
  return { goods, quantity, createdAt, paidAt, refunded, receivedAt, settledAt, voidAt, affiliate, paid };
}

/** The order as it stands at `now`. */
function orderAt(seed: string, hour: number, i: number, catalog: readonly StandInGoods[], now: number) {
  const life = lifeOf(seed, hour, i, catalog);
  if (life.createdAt > now) return undefined;
  const estimated = Math.round((life.paid * life.goods.rate) / 10_000);
  const [state, modifiedAt]: [UnionOrderState, number] =
    life.paidAt > now
      ? ['pending', life.createdAt]
      : life.refunded && life.voidAt <= now
        ? ['invalid', life.voidAt]
        : life.settledAt <= now && !life.refunded
          ? ['settled', life.settledAt]
          : life.receivedAt <= now && !life.refunded
            ? ['received', life.receivedAt]
            : ['paid', life.paidAt];
  const no = `${hour}${String(i).padStart(2, '0')}${String(Math.floor(sequenceOf(`${seed}:no:${hour}:${i}`)() * 1e6)).padStart(6, '0')}`;
  return {
    no,
    parentNo: no.slice(0, -2),
    goods: life.goods,
    quantity: life.quantity,
    paid: life.paid,
    rate: life.goods.rate,
    estimated: state === 'invalid' ? 0 : estimated,
    settled: state === 'settled' ? estimated : 0,
    state,
    affiliate: life.affiliate,
    createdAt: life.createdAt,
    paidAt: life.paidAt,
    receivedAt: life.receivedAt,
    settledAt: life.settledAt,
    modifiedAt,
  } satisfies StandInOrder;
}

/**
 * The orders of the stand-in store `seed` whose state last moved within [start, end), as they stand at `now`,
 * oldest change first. `perHour` is how busy the store is.
 */
export function standInOrders(
  seed: string,
  catalog: readonly StandInGoods[],
  start: number,
  end: number,
  now: number,
  perHour = 0.4,
): StandInOrder[] {
  const out: StandInOrder[] = [];
  const last = Math.floor(Math.min(end, now) / HOUR);
  for (let hour = Math.floor((start - LIFETIME) / HOUR); hour <= last; hour++) {
    const r = sequenceOf(`${seed}:${hour}`);
    const count = r() < perHour ? (r() < 0.75 ? 1 : 2) : 0;
    for (let i = 0; i < count; i++) {
      const o = orderAt(seed, hour, i, catalog, now);
      if (o && o.modifiedAt >= start && o.modifiedAt < end) out.push(o);
    }
  }
  return out.sort((a, b) => a.modifiedAt - b.modifiedAt || a.no.localeCompare(b.no));
}

/** The stand-in's order of a number, wherever it is in its life (a push of an order the operator names). */
export function standInOrder(
  seed: string,
  catalog: readonly StandInGoods[],
  no: string,
  now: number,
): StandInOrder | undefined {
  const hour = Number(no.slice(0, -8));
  const i = Number(no.slice(-8, -6));
  if (!Number.isSafeInteger(hour) || !Number.isSafeInteger(i)) return undefined;
  const o = orderAt(seed, hour, i, catalog, now);
  return o?.no === no ? o : undefined;
}

/** What makes one union's stand-in: its key, the goods its links sell, and how it names a store's affiliates. */
export interface StandInSpec {
  /** The union's key: the stand-in's orders of an app key are drawn from `<key>:<app key>`. */
  readonly key: string;
  readonly catalog: readonly StandInGoods[];
  /** The union's id of an affiliate (a sub-union id, a special id, a sid), from a number in [0, 1) fixed for it. */
  affiliateId(draw: number): string;
  /** The union reports an order once it is paid (TOP, Meituan), never while it waits for payment. */
  readonly paidOnly?: boolean;
}

/** What a stand-in's order query asks for: the window, the page and its size as the request wrote them. */
export interface PageAsked {
  readonly start: number;
  readonly end: number;
  readonly now: number;
  readonly page: unknown;
  readonly size: unknown;
  /** The most a page holds at this union. */
  readonly maxSize: number;
}

/** A page of the stand-in's orders: its number and size (20 unless asked), its rows, and whether more follow. */
export interface StandInPage {
  readonly page: number;
  readonly size: number;
  readonly rows: readonly StandInOrder[];
  readonly hasMore: boolean;
}

/**
 * A union's stand-in: the orders and affiliates of a store, by its app key, made up the same way every time. Each
 * union's receiver writes them in its own wire; its demo books the very orders a sync would find.
 */
export class StandIn {
  constructor(private readonly spec: StandInSpec) {}

  get catalog(): readonly StandInGoods[] {
    return this.spec.catalog;
  }

  /** Where the store's orders are drawn from. */
  seedOf(appKey: string): string {
    return `${this.spec.key}:${appKey}`;
  }

  /** The union's id of the store's i-th affiliate (an order's `affiliate`). */
  affiliateOf(appKey: string, i: number): string {
    return this.spec.affiliateId(sequenceOf(`${this.seedOf(appKey)}:affiliate:${i}`)());
  }

  /** The store's orders that moved within [start, end), as they stand at `now` and as the union reports them. */
  orders(appKey: string, start: number, end: number, now: number): StandInOrder[] {
    const all = standInOrders(this.seedOf(appKey), this.spec.catalog, start, end, now);
    return this.spec.paidOnly ? all.filter((o) => o.state !== 'pending') : all;
  }

  /** A page of those orders, its number and size read from the request (20 a page unless asked, at most `maxSize`). */
  page(appKey: string, asked: PageAsked): StandInPage {
    const page = Math.max(1, Number(asked.page) || 1);
    const size = Math.min(asked.maxSize, Math.max(1, Number(asked.size) || 20));
    const all = this.orders(appKey, asked.start, asked.end, asked.now);
    const rows = all.slice((page - 1) * size, page * size);
    return { page, size, rows, hasMore: page * size < all.length };
  }

  /** The store's order of a number, wherever it is in its life (a push of an order the operator names). */
  order(appKey: string, no: string, now: number): StandInOrder | undefined {
    return standInOrder(this.seedOf(appKey), this.spec.catalog, no, now);
  }
}

/** The form of a stand-in's `push_order` action (the /dev/receivers page): which store, which order, what state. */
export const PUSH_ORDER_FIELDS: ReceiverAction['fields'] = [
  { name: 'app_key', label: 'App Key（空：第一家店）' },
  { name: 'order_no', label: '订单号（空：最近的订单）' },
  { name: 'state', label: '状态 paid / received / settled / invalid', value: 'paid' },
];

const PUSHED_STATES: readonly UnionOrderState[] = ['paid', 'received', 'settled', 'invalid'];

/** The order a `push_order` action pushes, with the store it belongs to and the store's app key. */
export interface PushedOrder {
  readonly store: ReceiverStore;
  readonly appKey: string;
  /** The order as the stand-in has it now (its own state, not yet the one asked for). */
  readonly base: StandInOrder;
  readonly state: UnionOrderState;
}

/**
 * What a union stand-in's `push_order` action names: the store whose app key the form gives (the first store with
 * one when it gives none), and that store's order of the number given, or else its latest of the last day; the
 * state asked for (paid unless another known one). Answers the line for the page when there is no such store or
 * order.
 */
export async function pushedOrder(
  form: Readonly<Record<string, string>>,
  ctx: ReceiverContext,
  standIn: StandIn,
): Promise<PushedOrder | string> {
  const stores = await ctx.stores();
  const store = form.app_key
    ? stores.find((s) => s.settings.values.app_key === form.app_key)
    : stores.find((s) => s.settings.values.app_key);
  const appKey = String(store?.settings.values.app_key ?? '');
  if (!store || !appKey) return 'no store with this app key has the add-on';
  const state = PUSHED_STATES.find((s) => s === form.state) ?? 'paid';
  const known = form.order_no ? standIn.order(appKey, form.order_no, ctx.now) : undefined;
  if (form.order_no && !known) return `no order ${form.order_no} at the stand-in`;
  const base =
    known ??
    standInOrders(standIn.seedOf(appKey), standIn.catalog, ctx.now - DAY, ctx.now + 1, ctx.now).at(-1);
  if (!base) return 'the stand-in has no order of the last day to push';
  return { store, appKey, base, state };
}

/** An order moved to `state` now: its commission as that state has it (none when void, paid out when settled). */
export function movedTo(base: StandInOrder, state: UnionOrderState, now: number): StandInOrder {
  const fee = Math.round((base.paid * base.rate) / 10_000);
  return {
    ...base,
    state,
    estimated: state === 'invalid' ? 0 : fee,
    settled: state === 'settled' ? fee : 0,
    receivedAt: Math.min(base.receivedAt, now),
    settledAt: state === 'settled' ? now : base.settledAt,
    modifiedAt: now,
  };
}
