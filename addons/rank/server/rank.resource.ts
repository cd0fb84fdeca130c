import {
  Answer,
  COMMON_TITLES,
  col,
  defineResource,
  ENABLED_OPTIONS,
  nameColumn,
} from '@yanye/addon-kit/server';
import { forgetRuns, recompute } from './recompute';
import { ranks } from './tables';
import { METRICS, PERIODS, RANK_MESSAGES, RANK_TITLES, SUBJECTS } from './texts';

export { ranks } from './tables';

const k = ranks;

/**
 * Ranking rules (/plugin/rank/rank): what is ranked (members or goods), by what (sales, quantity, orders), over
 * which orders (the last day, 7 days, 30 days, or all), and how many places. The daily sweep computes those
 * switched on; 重新计算 computes one now.
 */
export const rankResource = defineResource({
  entity: 'Rank',
  table: ranks,
  columns: [
    nameColumn(k.name, RANK_TITLES.name, { width: 180, max: 30, unique: true }),
    col.select(k.subject, RANK_TITLES.subject, SUBJECTS, {
      filter: 'select',
      width: 90,
      form: { type: 'radio', required: true, default: 'member' },
    }),
    col.select(k.metric, RANK_TITLES.metric, METRICS, {
      filter: 'select',
      width: 100,
      form: { type: 'radio', required: true, default: 'amount' },
    }),
    col.select(k.period, RANK_TITLES.period, PERIODS, {
      filter: 'select',
      width: 100,
      form: { type: 'radio', required: true, default: 'month' },
    }),
    col.number(k.topN, RANK_TITLES.topN, {
      sortable: true,
      width: 90,
      form: { required: true, min: 1, max: 100, decimals: 0, default: 10 },
    }),
    col.onOff(k.status, ENABLED_OPTIONS, { width: 80 }),
    col.datetime(k.lastRunAt, RANK_TITLES.lastRun, { sortable: true, filter: 'datetime' }),
    col.datetime(k.createdAt, COMMON_TITLES.created, { sortable: true, visible: false }),
  ],
  defaultSort: { key: 'id', order: 'asc' },
  actions: {
    Recompute: {
      async run({ db, deps }, row) {
        const outcome = await recompute(db, row, deps.now());
        return new Answer({ id: row.id, ...outcome }, RANK_MESSAGES.computed, { ...outcome });
      },
    },
  },
  beforeDelete: (db, ids) => forgetRuns(db, ids),
  exportable: true,
  importable: true,
});
