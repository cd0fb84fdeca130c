import {
  COMMON_TITLES,
  col,
  defineResource,
  joinTo,
  MEMBER_TITLES,
  memberColumns,
  members,
  type ResourceDef,
  T,
} from '@yanye/addon-kit/server';
import { eq, inArray, sql } from 'drizzle-orm';
import type { UnionEntities } from './content.resources';
import { AFFILIATE_TITLES, LINKED, ORDER_STATE_OPTIONS, ORDER_STATE_TITLES, SOURCES } from './texts';

/**
 * The members who linked an account of the union (/plugin/<key>/users): who, which account and position, since
 * when, and what their links brought. Linked in the store's app; the console reads them.
 */
export function userResource(u: UnionEntities): ResourceDef {
  const { users, orders } = u.tables;
  const mine = sql`${orders.supplierId} = ${users.supplierId} and ${orders.unionUserId} = ${users.id}`;
  return defineResource({
    entity: `${u.stem}User`,
    table: users,
    joins: [joinTo(users.memberId)],
    columns: [
      col.hide(users.memberId),
      ...memberColumns(),
      col.text(users.account, AFFILIATE_TITLES.account, { filter: 'text', width: 160 }),
      col.text(users.nick, AFFILIATE_TITLES.nick, { filter: 'text', width: 140 }),
      col.text(users.pid, AFFILIATE_TITLES.pid, { filter: 'text', width: 220 }),
      col.computed('number', sql`(select count(*)::int from ${orders} where ${mine})`, T('推广订单数'), {
        as: 'order_count',
        align: 'right',
        width: 100,
      }),
      col.money(
        sql`(select coalesce(sum(${orders.estimatedCommission}), 0) from ${orders} where ${mine} and ${orders.state} <> 'invalid')`,
        T('预估佣金（元）'),
        { as: 'order_commission', width: 140 },
      ),
      col.datetime(users.linkedAt, AFFILIATE_TITLES.linkedAt, { sortable: true, filter: 'datetime' }),
      col.select(users.status, COMMON_TITLES.status, LINKED, { filter: 'select', width: 90 }),
    ],
    tabs: {
      all: { title: T('全部') },
      linked: { title: LINKED[0]!.label, where: eq(users.status, 1) },
      unlinked: { title: LINKED[1]!.label, where: eq(users.status, 0) },
    },
    defaultSort: { key: 'linked_at', order: 'desc' },
    deletable: false,
    exportable: true,
  });
}

/**
 * The orders the union reports for the store's links (/plugin/<key>/orders), written by the sync and the
 * union's pushes only: paid amount, commission as estimated and as settled, the state the union gives, and the
 * member whose link it came through.
 */
export function orderResource(u: UnionEntities): ResourceDef {
  const { orders: o, users } = u.tables;
  const tab = (states: readonly string[]) => inArray(o.state, [...states]);
  return defineResource({
    entity: `${u.stem}Order`,
    table: o,
    joins: [joinTo(o.unionUserId), joinTo(users.memberId)],
    columns: [
      col.text(o.orderNo, AFFILIATE_TITLES.orderNo, { filter: 'text', sortable: true, width: 190 }),
      col.text(o.parentNo, AFFILIATE_TITLES.parentNo, { width: 190, visible: false }),
      col.image(o.goodsImage, AFFILIATE_TITLES.goodsImage, { width: 70, visible: false }),
      col.text(o.goodsName, AFFILIATE_TITLES.goods, { filter: 'text', width: 240 }),
      col.number(o.quantity, AFFILIATE_TITLES.quantity, { width: 70 }),
      col.money(o.paidAmount, AFFILIATE_TITLES.paid, {
        sortable: true,
        sum: true,
        filter: 'number',
        width: 110,
      }),
      col.computed('number', sql`${o.rate}::float8 / 100`, AFFILIATE_TITLES.rate, {
        as: 'rate_percent',
        align: 'right',
        decimals: 2,
        width: 100,
      }),
      col.money(o.estimatedCommission, AFFILIATE_TITLES.estimated, { sortable: true, sum: true, width: 120 }),
      col.money(o.settledCommission, AFFILIATE_TITLES.settled, { sortable: true, sum: true, width: 120 }),
      col.select(o.state, AFFILIATE_TITLES.state, ORDER_STATE_OPTIONS, { filter: 'select', width: 100 }),
      col.text(members.nickName, MEMBER_TITLES.name, { as: 'member_name', filter: 'text', width: 120 }),
      col.text(o.account, AFFILIATE_TITLES.account, { filter: 'text', width: 150, visible: false }),
      col.text(o.pid, AFFILIATE_TITLES.pid, { filter: 'text', width: 220, visible: false }),
      col.datetime(o.orderedAt, AFFILIATE_TITLES.orderedAt, { sortable: true, filter: 'datetime' }),
      col.datetime(o.paidAt, AFFILIATE_TITLES.paidAt, { sortable: true, visible: false }),
      col.datetime(o.settledAt, AFFILIATE_TITLES.settledAt, {
        sortable: true,
        filter: 'datetime',
        visible: false,
      }),
      col.datetime(o.unionModifiedAt, AFFILIATE_TITLES.modifiedAt, { sortable: true, visible: false }),
      col.select(o.source, AFFILIATE_TITLES.source, SOURCES, { filter: 'select', width: 90, visible: false }),
      col.datetime(o.syncedAt, AFFILIATE_TITLES.syncedAt, { sortable: true }),
    ],
    tabs: {
      all: { title: T('全部') },
      paid: { title: ORDER_STATE_TITLES.paid, where: tab(['pending', 'paid']) },
      received: { title: ORDER_STATE_TITLES.received, where: tab(['received']) },
      settled: { title: ORDER_STATE_TITLES.settled, where: tab(['settled']) },
      invalid: { title: ORDER_STATE_TITLES.invalid, where: tab(['invalid']) },
    },
    defaultSort: { key: 'ordered_at', order: 'desc' },
    deletable: false,
    exportable: true,
    exportAsync: true,
  });
}
