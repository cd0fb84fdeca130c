import {
  createdAt,
  members,
  oneRowPerStoreTable,
  refId,
  rowTimes,
  storeKey,
  storeTable,
  unixTime,
  updatedAt,
} from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import { check, index, integer, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** The union order states as the database holds them (`UNION_ORDER_STATES` of the protocol). */
const ORDER_STATES = sql.raw(`('pending', 'paid', 'received', 'settled', 'invalid')`);

/**
 * The tables of one shopping-affiliate union, named after its key (`taobaoke_orders`): each union add-on keeps
 * its own rows, so one can be removed without the others, while the three share this one declaration. An
 * add-on's `server/tables.ts` makes them, where the migration generator finds them.
 */
export function unionTables<K extends string>(key: K) {
  /** An entry of the union's channel page in the store's app (a category, an activity), in its order. */
  const navs = storeTable(
    `${key}_navs`,
    {
      title: text('title').notNull(),
      image: text('image').notNull().default(''),
      /** A page of the app, or the union's https link (an activity, a coupon page). */
      link: text('link').notNull(),
      sort: integer('sort').notNull().default(0),
      /** 1 shown, 0 hidden. */
      status: smallint('status').notNull().default(1),
      ...rowTimes(),
    },
    (t) => [
      index(`${key}_navs_sort_idx`).on(t.supplierId, t.status, t.sort),
      check(`${key}_navs_status_check`, sql`${t.status} in (0, 1)`),
    ],
  );

  /** An advert in one of the union channel's slots (its banner, a pop-up, the goods feed). */
  const adverts = storeTable(
    `${key}_adverts`,
    {
      title: text('title').notNull(),
      position: text('position').notNull(),
      image: text('image').notNull(),
      link: text('link').notNull(),
      sort: integer('sort').notNull().default(0),
      status: smallint('status').notNull().default(1),
      ...rowTimes(),
    },
    (t) => [
      index(`${key}_adverts_slot_idx`).on(t.supplierId, t.position, t.status, t.sort),
      check(`${key}_adverts_status_check`, sql`${t.status} in (0, 1)`),
    ],
  );

  /** A member who linked an account of the union in the store's app: one account per member, and per account. */
  const users = storeTable(
    `${key}_users`,
    {
      memberId: refId('member_id').notNull(),
      /** The union's id of the affiliate (Taobao's special id, JD's sub-union id, Meituan's sid). */
      account: text('account').notNull(),
      /** The account's name at the union. */
      nick: text('nick').notNull().default(''),
      /** The promotion position its links carry. */
      pid: text('pid').notNull(),
      linkedAt: unixTime('linked_at').notNull(),
      /** 1 linked, 0 unlinked (the member took the link back). */
      status: smallint('status').notNull().default(1),
      ...rowTimes(),
    },
    (t) => [
      uniqueIndex(`${key}_users_account_key`).on(t.supplierId, t.account),
      uniqueIndex(`${key}_users_member_key`).on(t.supplierId, t.memberId),
      storeKey(`${key}_users_member_fk`, t, t.memberId, members),
      check(`${key}_users_status_check`, sql`${t.status} in (0, 1)`),
    ],
  );

  /**
   * An order the union reports for the store's links, one row per union order id (a sub-order where the union
   * splits them), written only by the sync and the union's pushes: a row is updated in place as the union
   * moves it, never older over newer (`union_modified_at`).
   */
  const orders = storeTable(
    `${key}_orders`,
    {
      /** The union's id of the order row: what makes a sync or a push idempotent. */
      orderNo: text('order_no').notNull(),
      /** The parent order at the union ('' when the order is not split). */
      parentNo: text('parent_no').notNull().default(''),
      goodsId: text('goods_id').notNull().default(''),
      goodsName: text('goods_name').notNull(),
      goodsImage: text('goods_image').notNull().default(''),
      quantity: integer('quantity').notNull().default(1),
      /** What the buyer paid, in cents. */
      paidAmount: integer('paid_amount').notNull(),
      /** Commission rate in hundredths of a percent (4.50 % is 450). */
      rate: integer('rate').notNull().default(0),
      /** Commission in cents: as the union estimates it, and as it settled it (0 until settled). */
      estimatedCommission: integer('estimated_commission').notNull(),
      settledCommission: integer('settled_commission').notNull().default(0),
      state: text('state').notNull(),
      /** The affiliate the order came through (the union's id of the account), and its position. */
      account: text('account').notNull().default(''),
      pid: text('pid').notNull().default(''),
      unionUserId: refId('union_user_id'),
      orderedAt: unixTime('ordered_at').notNull(),
      paidAt: unixTime('paid_at'),
      settledAt: unixTime('settled_at'),
      /** When the union last changed it: a sync or push never writes an older state over a newer one. */
      unionModifiedAt: unixTime('union_modified_at').notNull(),
      /** `sync` or `push`: what wrote it last. */
      source: text('source').notNull(),
      syncedAt: unixTime('synced_at').notNull(),
      ...rowTimes(),
    },
    (t) => [
      uniqueIndex(`${key}_orders_no_key`).on(t.supplierId, t.orderNo),
      index(`${key}_orders_time_idx`).on(t.supplierId, t.orderedAt),
      index(`${key}_orders_account_idx`).on(t.supplierId, t.account),
      storeKey(`${key}_orders_user_fk`, t, t.unionUserId, users),
      check(`${key}_orders_state_check`, sql`${t.state} in ${ORDER_STATES}`),
      check(`${key}_orders_source_check`, sql`${t.source} in ('sync', 'push')`),
      check(
        `${key}_orders_money_check`,
        sql`${t.paidAmount} >= 0 and ${t.estimatedCommission} >= 0 and ${t.settledCommission} >= 0 and ${t.rate} >= 0 and ${t.quantity} >= 1`,
      ),
    ],
  );

  /** Each state an order took, as the union said it (a new order's first state has `from_state` ''). */
  const orderEvents = storeTable(
    `${key}_order_events`,
    {
      orderId: refId('order_id').notNull(),
      fromState: text('from_state').notNull(),
      toState: text('to_state').notNull(),
      source: text('source').notNull(),
      /** When the union moved it. */
      at: unixTime('at').notNull(),
      createdAt: createdAt(),
    },
    (t) => [
      index(`${key}_order_events_time_idx`).on(t.supplierId, t.createdAt),
      index(`${key}_order_events_order_idx`).on(t.supplierId, t.orderId),
      storeKey(`${key}_order_events_order_fk`, t, t.orderId, orders),
      check(`${key}_order_events_state_check`, sql`${t.toState} in ${ORDER_STATES}`),
    ],
  );

  /** A run of the order sync: the window it asked for, what came back, and how it ended. */
  const syncs = storeTable(
    `${key}_syncs`,
    {
      mode: text('mode').notNull(),
      windowStart: unixTime('window_start').notNull(),
      windowEnd: unixTime('window_end').notNull(),
      fetched: integer('fetched').notNull().default(0),
      created: integer('created').notNull().default(0),
      updated: integer('updated').notNull().default(0),
      changed: integer('changed').notNull().default(0),
      calls: integer('calls').notNull().default(0),
      state: text('state').notNull(),
      error: text('error').notNull().default(''),
      startedAt: unixTime('started_at').notNull(),
      finishedAt: unixTime('finished_at').notNull(),
    },
    (t) => [
      index(`${key}_syncs_state_idx`).on(t.supplierId, t.state, t.windowEnd),
      check(`${key}_syncs_mode_check`, sql`${t.mode} in ('manual', 'scheduled')`),
      check(`${key}_syncs_state_check`, sql`${t.state} in ('ok', 'failed')`),
      check(`${key}_syncs_window_check`, sql`${t.windowEnd} >= ${t.windowStart}`),
    ],
  );

  /** The store's authorization at the union beside its settings: when the token lapses, and who granted it. */
  const token = oneRowPerStoreTable(
    `${key}_token`,
    {
      /** Unix seconds; 0 when unknown. */
      expiresAt: unixTime('expires_at').notNull().default(0),
      account: text('account').notNull().default(''),
      refreshedAt: unixTime('refreshed_at').notNull().default(0),
      updatedAt: updatedAt(),
    },
    (t) => [check(`${key}_token_expiry_check`, sql`${t.expiresAt} >= 0`)],
  );

  return { navs, adverts, users, orders, orderEvents, syncs, token };
}

export type UnionTables = ReturnType<typeof unionTables<string>>;
