import { accessIps, col, defineResource } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { sql } from 'drizzle-orm';

/**
 * The addresses that sign in to the store (/sys/safemanage/accessip): sign-ins and failures, first and last seen,
 * and whether the address is locked now (after the store's maximum of failures in a row, for its lock time;
 * written by every sign-in, modules/session/access.service.ts). `AccessIpDel` forgets an address, which lifts its
 * lock.
 */

const a = accessIps;

/** Locked now, by the database's clock (a lock lapses by itself). */
const lockedNow = sql`${a.lockedUntil} > extract(epoch from now())::bigint`;

const LOCK_STATES = [
  { value: 1, label: T('已锁定') },
  { value: 0, label: T('正常') },
];

export const accessIpResource = defineResource({
  entity: 'AccessIp',
  table: accessIps,
  columns: [
    col.hide(a.id),
    col.text(a.ip, T('IP 地址'), {
      filter: 'text',
      sortable: true,
      width: 200,
    }),
    col.computed('select', sql<number>`case when ${lockedNow} then 1 else 0 end`, T('状态'), {
      as: 'locked',
      options: LOCK_STATES,
      filter: 'select',
      width: 90,
    }),
    col.computed(
      'datetime',
      sql<number>`case when ${lockedNow} then ${a.lockedUntil} end`.mapWith(Number),
      T('锁定至'),
      { as: 'locked_until', sortable: true },
    ),
    col.number(a.signIns, T('登录成功次数'), { sortable: true }),
    col.number(a.failures, T('登录失败次数'), {
      sortable: true,
    }),
    col.number(a.recentFailures, T('连续失败次数'), {
      visible: false,
    }),
    col.datetime(a.firstSeenAt, T('首次访问'), {
      sortable: true,
      filter: 'datetime',
    }),
    col.datetime(a.lastSeenAt, T('最近访问'), {
      sortable: true,
      filter: 'datetime',
    }),
  ],
  recordName: 'ip',
  defaultSort: { key: 'last_seen_at', order: 'desc' },
  exportable: true,
});
