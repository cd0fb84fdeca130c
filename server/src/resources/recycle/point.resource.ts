import {
  badInput,
  COMMON_TITLES,
  col,
  defineResource,
  ENABLED_OPTIONS,
  field,
  nameColumn,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { eq, sql } from 'drizzle-orm';
import { assertDeletable } from './guards';
import { recyclePoints } from './tables';
import { IN_USE, RECYCLE_TITLES } from './texts';

// The table lives in ./tables.ts; server/test still imports it from here.

/** `08:30`, every half hour from `from` to `to` (hours), as the pick lists of opening and closing times. */
function halfHours(from: number, to: number): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  for (let m = from * 60; m <= to * 60; m += 30) {
    const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${m % 60 === 0 ? '00' : '30'}`;
    out.push({ value: time, label: time });
  }
  return out;
}

/**
 * Opening hours are picked, not typed, so they always read as `08:30-17:30`: a point opens between 05:00 and
 * 13:00 and closes between 11:00 and 23:30 of the same day, after it opens.
 */
const OPENS = halfHours(5, 13);
const CLOSES = halfHours(11, 23.5);

const p = recyclePoints;

/** `08:30-17:30`, as the list shows the hours. */
const hours = sql<string>`${p.opensAt} || '-' || ${p.closesAt}`;

const MESSAGES = {
  hours: T('营业时间'),
  opens: T('开门时间'),
  closes: T('关门时间'),
  hoursInvalid: T('关门时间须晚于开门时间'),
  positionTip: T('可在地图应用中查得，会员端地图据此标注回收点'),
};

/** The store's recycle points (`/recycle/address`): the list shows each one's region by its full name. */
export const recycleAddressResource = defineResource({
  entity: 'RecycleAddress',
  table: recyclePoints,
  columns: [
    nameColumn(p.name, T('回收点名称'), { width: 160, max: 30, unique: true }),
    ...col.region(p.region, T('所在地区'), { form: { required: true } }),
    col.text(p.address, T('详细地址'), {
      filter: 'text',
      width: 220,
      form: { required: true, max: 100 },
    }),
    col.text(p.contact, RECYCLE_TITLES.contact, {
      filter: 'text',
      width: 100,
      form: { required: true, max: 20 },
    }),
    col.text(p.phone, COMMON_TITLES.phone, {
      filter: 'text',
      width: 130,
      form: { type: 'phone', required: true },
    }),
    col.computed('text', hours, MESSAGES.hours, { as: 'hours', width: 110 }),
    field(p.opensAt, MESSAGES.opens, 'select', { required: true, options: OPENS, default: '08:30' }),
    field(p.closesAt, MESSAGES.closes, 'select', { required: true, options: CLOSES, default: '17:30' }),
    field(p.longitude, T('经度'), 'number', {
      required: true,
      min: -180,
      max: 180,
      decimals: 6,
      tip: MESSAGES.positionTip,
    }),
    field(p.latitude, T('纬度'), 'number', {
      required: true,
      min: -90,
      max: 90,
      decimals: 6,
    }),
    col.sort(p.sort),
    col.onOff(p.status, ENABLED_OPTIONS),
    col.created(p.createdAt, { visible: false }),
  ],
  defaultSort: { key: 'sort', order: 'desc' },
  options: { label: [p.name], search: [p.name, p.address], where: eq(p.status, 1), orderBy: p.id },
  exportable: true,
  exportAsync: true,
  importable: true,
  async beforeSave(db, values, id) {
    if (values.opensAt === undefined && values.closesAt === undefined) return values;
    const [held] =
      id === undefined
        ? []
        : await db.select({ opensAt: p.opensAt, closesAt: p.closesAt }).from(p).where(eq(p.id, id));
    const opens = values.opensAt ?? held?.opensAt ?? '';
    const closes = values.closesAt ?? held?.closesAt ?? '';
    if (opens >= closes) throw badInput(MESSAGES.hoursInvalid, { field: p.closesAt.name });
    return values;
  },
  async beforeDelete(db, ids) {
    // Its collectors' service lists lose it with it (their key cascades); an order keeps it.
    await assertDeletable(db, { table: p, name: p.name }, ids, {}, IN_USE.orders);
  },
});
