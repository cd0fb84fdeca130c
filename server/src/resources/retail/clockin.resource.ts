import {
  accounts,
  COMMON_TITLES,
  col,
  defineResource,
  joinTo,
  KEPT_AND_EXPORTED,
  optionsOf,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { shopOptions } from './order.resource';
import { type CLOCK_KINDS, clockIns } from './tables';
import { RETAIL_TITLES } from './titles';

const KINDS = optionsOf<(typeof CLOCK_KINDS)[number]>({
  in: T('上班'),
  out: T('下班'),
});

/** Clock-ins of the shops' staff, recorded by the shop app: a list to read, filter and export. */
const c = clockIns;

export const clockInResource = defineResource({
  entity: 'Clockin',
  table: clockIns,
  joins: [joinTo(c.accountId)],
  columns: [
    col.hide(c.id),
    col.text(accounts.nickName, RETAIL_TITLES.staff, { as: 'staff', filter: 'text' }),
    col.text(accounts.username, T('账号'), { visible: false }),
    col.select(c.shopId, RETAIL_TITLES.shop, shopOptions, { filter: 'select' }),
    col.select(c.kind, RETAIL_TITLES.clockKind, KINDS, { filter: 'select' }),
    col.datetime(c.clockTime, RETAIL_TITLES.clockTime, { sortable: true, filter: 'datetime' }),
    col.text(c.location, RETAIL_TITLES.location, { width: 240 }),
    col.text(c.remark, COMMON_TITLES.remark),
  ],
  defaultSort: { key: 'clock_time', order: 'desc' },
  ...KEPT_AND_EXPORTED,
});
