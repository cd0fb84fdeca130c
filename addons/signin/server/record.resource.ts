import { col, defineResource, joinTo, memberColumns, T } from '@yanye/addon-kit/server';
import { eq, sql } from 'drizzle-orm';
import { signinRecords } from './tables';
import { KINDS, SIGNIN_TITLES } from './texts';

export { signinRecords } from './tables';

const r = signinRecords;

/**
 * Check-ins (/plugin/signin/record): one row per member and day, checked in on the day or made up, with what it
 * earned and cost. Written by the check-in calls (signin.routes.ts) with their ledger rows; never edited or
 * deleted here, since the points are booked.
 */
export const signinRecordResource = defineResource({
  entity: 'SigninRecord',
  table: signinRecords,
  joins: [joinTo(r.memberId)],
  columns: [
    col.hide(r.memberId),
    ...memberColumns(),
    col.text(r.day, SIGNIN_TITLES.day, { sortable: true, filter: 'text', width: 110 }),
    col.number(r.points, SIGNIN_TITLES.points, { sortable: true, sum: true, width: 100 }),
    col.number(r.bonus, SIGNIN_TITLES.bonus, { sortable: true, sum: true, width: 100 }),
    col.computed('number', sql`${r.points} + ${r.bonus}`, T('合计获得'), {
      as: 'earned',
      align: 'right',
      width: 100,
    }),
    col.number(r.streak, SIGNIN_TITLES.streak, { sortable: true, filter: 'number', width: 100 }),
    col.select(r.makeup, SIGNIN_TITLES.kind, KINDS, { filter: 'select', width: 100 }),
    col.number(r.cost, SIGNIN_TITLES.cost, { sum: true, width: 100 }),
    col.datetime(r.createdAt, SIGNIN_TITLES.time, { sortable: true, filter: 'datetime' }),
  ],
  tabs: {
    all: { title: T('全部') },
    today: { title: KINDS[0]!.label, where: eq(r.makeup, 0) },
    makeup: { title: KINDS[1]!.label, where: eq(r.makeup, 1) },
  },
  defaultSort: { key: 'id', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
