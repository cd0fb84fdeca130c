import { COMMON_TITLES, col, defineResource, T } from '@yanye/addon-kit/server';
import { signinBonuses } from './tables';
import { SIGNIN_TITLES } from './texts';

export { signinBonuses } from './tables';

const b = signinBonuses;

/** The bonuses a new store starts with, and the demo store's: one on day 5, a bigger one on day 7. */
export const DEFAULT_BONUSES = [
  { days: 5, points: 10 },
  { days: 7, points: 20 },
] as const;

/**
 * Streak bonuses (/plugin/signin/bonus): on the N-th consecutive day of the cycle a check-in earns P more points.
 * One bonus per day of the cycle.
 */
export const signinBonusResource = defineResource({
  entity: 'SigninBonus',
  table: signinBonuses,
  columns: [
    col.number(b.days, SIGNIN_TITLES.days, {
      sortable: true,
      filter: 'number',
      width: 140,
      form: {
        required: true,
        // A streak is two days or more: the first day of one is every check-in's.
        min: 2,
        max: 365,
        decimals: 0,
        unique: true,
        tip: T('连续签到到第几天时发放；超过签到设置中连续签到周期的天数不会发放'),
      },
    }),
    col.number(b.points, SIGNIN_TITLES.bonusPoints, {
      sortable: true,
      filter: 'number',
      sum: true,
      width: 120,
      form: { required: true, min: 1, max: 100_000, decimals: 0 },
    }),
    col.datetime(b.createdAt, COMMON_TITLES.created, { sortable: true }),
    col.datetime(b.updatedAt, COMMON_TITLES.updated, { visible: false }),
  ],
  defaultSort: { key: 'days', order: 'asc' },
  exportable: true,
  importable: true,
  demo: ({ now }) =>
    DEFAULT_BONUSES.map((x) => ({ ...x, createdAt: now - 40 * 86_400, updatedAt: now - 40 * 86_400 })),
});
