import { col, defineResource, ET, members, type ResourceDef, T } from '@yanye/addon-kit/server';
import { eq, inArray, sql } from 'drizzle-orm';
import type { UnionEntities } from './content.resources';
import { LINKED, ORDER_STATE_OPTIONS, ORDER_STATE_TITLES, SOURCES, UT } from './texts';

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
    joins: [{ table: members, on: eq(members.id, users.memberId) }],
    columns: [
      col.id(users.id),
      col.hide(users.memberId),
      col.text(members.nickName, UT.member, { as: 'member_name', filter: 'text', width: 140 }),
      col.text(members.phone, UT.phone, { as: 'member_phone', filter: 'text', width: 130 }),
      col.text(users.account, UT.account, { filter: 'text', width: 160 }),
      col.text(users.nick, UT.nick, { filter: 'text', width: 140 }),
      col.text(users.pid, UT.pid, { filter: 'text', width: 220 }),
      col.computed(
        'number',
        sql`(select count(*)::int from ${orders} where ${mine})`,
        T('推广订单数', 'Orders', 'Pedidos', '成果注文数'),
        { as: 'order_count', align: 'right', width: 100 },
      ),
      col.money(
        sql`(select coalesce(sum(${orders.estimatedCommission}), 0) from ${orders} where ${mine} and ${orders.state} <> 'invalid')`,
        T('预估佣金（元）', 'Estimated commission (yuan)', 'Comisión estimada (yuan)', '見込み報酬（元）'),
        { as: 'order_commission', width: 140 },
      ),
      col.datetime(users.linkedAt, UT.linkedAt, { sortable: true, filter: 'datetime' }),
      col.select(users.status, ET.status, LINKED, { filter: 'select', width: 90 }),
    ],
    tabs: {
      all: { title: T('全部', 'All', 'Todos', 'すべて') },
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
    joins: [
      { table: users, on: eq(users.id, o.unionUserId) },
      { table: members, on: eq(members.id, users.memberId) },
    ],
    columns: [
      col.id(o.id),
      col.text(o.orderNo, UT.orderNo, { filter: 'text', sortable: true, width: 190 }),
      col.text(o.parentNo, UT.parentNo, { width: 190, visible: false }),
      col.image(o.goodsImage, UT.goodsImage, { width: 70, visible: false }),
      col.text(o.goodsName, UT.goods, { filter: 'text', width: 240 }),
      col.number(o.quantity, UT.quantity, { width: 70 }),
      col.money(o.paidAmount, UT.paid, { sortable: true, sum: true, filter: 'number', width: 110 }),
      col.computed('number', sql`${o.rate}::float8 / 100`, UT.rate, {
        as: 'rate_percent',
        align: 'right',
        decimals: 2,
        width: 100,
      }),
      col.money(o.estimatedCommission, UT.estimated, { sortable: true, sum: true, width: 120 }),
      col.money(o.settledCommission, UT.settled, { sortable: true, sum: true, width: 120 }),
      col.select(o.state, UT.state, ORDER_STATE_OPTIONS, { filter: 'select', width: 100 }),
      col.text(members.nickName, UT.member, { as: 'member_name', filter: 'text', width: 120 }),
      col.text(o.account, UT.account, { filter: 'text', width: 150, visible: false }),
      col.text(o.pid, UT.pid, { filter: 'text', width: 220, visible: false }),
      col.datetime(o.orderedAt, UT.orderedAt, { sortable: true, filter: 'datetime' }),
      col.datetime(o.paidAt, UT.paidAt, { sortable: true, visible: false }),
      col.datetime(o.settledAt, UT.settledAt, { sortable: true, filter: 'datetime', visible: false }),
      col.datetime(o.unionModifiedAt, UT.modifiedAt, { sortable: true, visible: false }),
      col.select(o.source, UT.source, SOURCES, { filter: 'select', width: 90, visible: false }),
      col.datetime(o.syncedAt, UT.syncedAt, { sortable: true }),
    ],
    tabs: {
      all: { title: T('全部', 'All', 'Todos', 'すべて') },
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
