import { T } from '@yanye/catalog';
import { eq } from 'drizzle-orm';
import { accounts, clockIns } from '../../db/schema';
import { col } from '../../engine/columns';
import { defineResource } from '../../engine/resource';
import { shopOptions } from './order.resource';
import { RT } from './titles';

const KINDS = [
  { value: 'in', label: T('上班', 'Clock in', 'Entrada', '出勤') },
  { value: 'out', label: T('下班', 'Clock out', 'Salida', '退勤') },
];

/** Clock-ins of the shops' staff, recorded by the shop app: a list to read, filter and export. */
export const clockInResource = defineResource({
  name: 'Clockin',
  api: '/v1/seller/clockin/Clockin',
  title: T('打卡记录', 'clock-ins', 'fichajes', '打刻記録'),
  table: clockIns,
  joins: [{ table: accounts, on: eq(accounts.id, clockIns.accountId) }],
  columns: {
    id: col.hide(RT.id, clockIns.id),
    staff: col.text(RT.staff, accounts.nickName, { filter: 'text' }),
    username: col.text(T('账号', 'Account', 'Cuenta', 'アカウント'), accounts.username, { visible: false }),
    shop_id: col.select(RT.shop, clockIns.shopId, shopOptions, { filter: 'select' }),
    kind: col.select(RT.clockKind, clockIns.kind, KINDS, { filter: 'select' }),
    clock_time: col.datetime(RT.clockTime, clockIns.clockTime, { sortable: true, filter: 'datetime' }),
    location: col.text(RT.location, clockIns.location, { width: '240' }),
    remark: col.text(RT.clockRemark, clockIns.remark),
  },
  defaultSort: { key: 'clock_time', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
