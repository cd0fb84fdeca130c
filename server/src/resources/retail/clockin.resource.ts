import { T } from '@yanye/catalog';
import { eq } from 'drizzle-orm';
import { accounts, clockIns } from '../../db/schema';
import { col } from '../../engine/columns';
import { defineResource } from '../../engine/resource';
import { ET } from '../../engine/titles';
import { shopOptions } from './order.resource';
import { RT } from './titles';

const KINDS = [
  { value: 'in', label: T('上班', 'Clock in', 'Entrada', '出勤') },
  { value: 'out', label: T('下班', 'Clock out', 'Salida', '退勤') },
];

/** Clock-ins of the shops' staff, recorded by the shop app: a list to read, filter and export. */
const c = clockIns;

export const clockInResource = defineResource({
  entity: 'Clockin',
  table: clockIns,
  joins: [{ table: accounts, on: eq(accounts.id, c.accountId) }],
  columns: [
    col.hide(c.id),
    col.text(accounts.nickName, RT.staff, { as: 'staff', filter: 'text' }),
    col.text(accounts.username, T('账号', 'Account', 'Cuenta', 'アカウント'), { visible: false }),
    col.select(c.shopId, RT.shop, shopOptions, { filter: 'select' }),
    col.select(c.kind, RT.clockKind, KINDS, { filter: 'select' }),
    col.datetime(c.clockTime, RT.clockTime, { sortable: true, filter: 'datetime' }),
    col.text(c.location, RT.location, { width: 240 }),
    col.text(c.remark, ET.remark),
  ],
  defaultSort: { key: 'clock_time', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
