import { col, defineResource } from '@yanye/addon-kit/server';
import { rulesOf } from './standing.resource';
import { rankLogs } from './tables';
import { CHANGES, RANK_TITLES, SUBJECTS } from './texts';

export { rankLogs } from './tables';

const l = rankLogs;

/**
 * Rank changes (/plugin/rank/log): every entry whose place moved from one run of a rule to the next, written by
 * the run that saw it. Read-only.
 */
export const rankLogResource = defineResource({
  entity: 'RankLog',
  table: rankLogs,
  columns: [
    col.select(l.rankId, RANK_TITLES.rule, rulesOf(), { filter: 'select', width: 180 }),
    col.select(l.subject, RANK_TITLES.subject, SUBJECTS, { filter: 'select', width: 80 }),
    col.text(l.name, RANK_TITLES.name, { filter: 'text', width: 180 }),
    col.text(l.phone, RANK_TITLES.phone, { filter: 'text', width: 130, visible: false }),
    col.select(l.change, RANK_TITLES.change, CHANGES, { filter: 'select', width: 90 }),
    col.number(l.oldPosition, RANK_TITLES.oldPosition, { filter: 'number', width: 80 }),
    col.number(l.newPosition, RANK_TITLES.newPosition, { filter: 'number', width: 80 }),
    col.money(l.amount, RANK_TITLES.amount, { width: 120 }),
    col.number(l.quantity, RANK_TITLES.quantity, { width: 110, decimals: 3 }),
    col.number(l.orders, RANK_TITLES.orders, { width: 90 }),
    col.number(l.runId, RANK_TITLES.run, { visible: false }),
    col.datetime(l.createdAt, RANK_TITLES.computedAt, { sortable: true, filter: 'datetime' }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
