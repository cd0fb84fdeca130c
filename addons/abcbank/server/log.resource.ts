import { T } from '@yanye/catalog';
import { eq, inArray } from 'drizzle-orm';
import { col } from '../../../server/src/engine/columns';
import { defineResource, type ListTabDef } from '../../../server/src/engine/resource';
import { abcbankFinanceLogs, abcbankStaff } from './tables';
import { AT, RECONCILE_OPTIONS, SOURCE_OPTIONS, STATE_OPTIONS } from './texts';

const l = abcbankFinanceLogs;
const s = abcbankStaff;

const TABS: Record<string, ListTabDef> = {
  all: { title: T('全部', 'All', 'Todos', 'すべて') },
  differs: {
    title: T('有差异', 'Differences', 'Con diferencias', '差異あり'),
    where: inArray(l.reconcileState, [
      'amount_differs',
      'state_differs',
      'missing_in_store',
      'missing_in_bank',
    ]),
  },
  pending: { title: RECONCILE_OPTIONS[0]!.label, where: eq(l.reconcileState, 'pending') },
  matched: { title: RECONCILE_OPTIONS[1]!.label, where: eq(l.reconcileState, 'matched') },
};

/**
 * The finance log (/plugin/abcbank/financelog, and /offlinepay/financelog): the transactions the bank reported on
 * the store's account, as notified and as its daily statement lists them, with how the two compare. Written by
 * the bank's notices and the statement pulls only (logs.ts): never edited or deleted here.
 */
export const abcbankFinanceLogResource = defineResource({
  entity: 'AbcbankFinanceLog',
  table: l,
  joins: [{ table: s, on: eq(s.staffNo, l.staffNo) }],
  columns: [
    col.id(l.id),
    col.text(l.serialNo, AT.serialNo, { filter: 'text', width: 200 }),
    col.datetime(l.tradeAt, AT.tradeAt, { sortable: true, filter: 'datetime', width: 170 }),
    col.money(l.amount, AT.amount, { sortable: true, sum: true, filter: 'number', width: 120 }),
    col.text(l.accountMasked, AT.account, { width: 170 }),
    col.text(l.accountName, AT.accountName, { filter: 'text', width: 110 }),
    col.text(l.staffNo, AT.staffNo, { filter: 'text', width: 100 }),
    col.text(s.name, AT.staff, { as: 'staff_name', filter: 'text', width: 90 }),
    col.select(l.state, AT.state, STATE_OPTIONS, { filter: 'select', width: 90 }),
    col.text(l.memo, AT.memo, { width: 120 }),
    col.select(l.source, AT.source, SOURCE_OPTIONS, { filter: 'select', width: 110 }),
    col.select(l.reconcileState, AT.reconcile, RECONCILE_OPTIONS, { filter: 'select', width: 110 }),
    col.money(l.statementAmount, AT.statementAmount, { sum: true, width: 120 }),
    col.select(l.statementState, AT.statementState, STATE_OPTIONS, { width: 100 }),
    col.text(l.day, AT.day, { sortable: true, filter: 'text', visible: false }),
    col.datetime(l.reconciledAt, AT.reconciledAt, { visible: false }),
  ],
  tabs: TABS,
  defaultSort: { key: 'trade_at', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
