import { col, defineResource } from '@yanye/addon-kit/server';
import { rulesOf } from './standing.resource';
import { rankLogs } from './tables';
import { CHANGES, RT, SUBJECTS } from './texts';

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
    col.id(l.id),
    col.select(l.rankId, RT.rule, rulesOf(), { filter: 'select', width: 180 }),
    col.select(l.subject, RT.subject, SUBJECTS, { filter: 'select', width: 80 }),
    col.text(l.name, RT.name, { filter: 'text', width: 180 }),
    col.text(l.phone, RT.phone, { filter: 'text', width: 130, visible: false }),
    col.select(l.change, RT.change, CHANGES, { filter: 'select', width: 90 }),
    col.number(l.oldPosition, RT.oldPosition, { filter: 'number', width: 80 }),
    col.number(l.newPosition, RT.newPosition, { filter: 'number', width: 80 }),
    col.money(l.amount, RT.amount, { width: 120 }),
    col.number(l.quantity, RT.quantity, { width: 110, decimals: 3 }),
    col.number(l.orders, RT.orders, { width: 90 }),
    col.number(l.runId, RT.run, { visible: false }),
    col.datetime(l.createdAt, RT.computedAt, { sortable: true, filter: 'datetime' }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
