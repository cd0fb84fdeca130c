import { col, defineResource, type ListTabDef, reasonInput, T } from '@yanye/addon-kit/server';
import { and, eq, inArray } from 'drizzle-orm';
import { resolveDifference } from './resolve';
import { abcbankFinanceLogs, abcbankStaff, DIFFERENCE_STATES } from './tables';
import { BANK_TITLES, RECONCILE_OPTIONS, SOURCE_OPTIONS, STATE_OPTIONS } from './texts';

const l = abcbankFinanceLogs;
const s = abcbankStaff;

const TABS: Record<string, ListTabDef> = {
  all: { title: T('全部') },
  differs: {
    title: T('有差异'),
    where: inArray(l.reconcileState, [...DIFFERENCE_STATES]),
  },
  open: {
    title: T('差异待处理'),
    where: and(inArray(l.reconcileState, [...DIFFERENCE_STATES]), eq(l.resolvedAt, 0)),
  },
  pending: { title: RECONCILE_OPTIONS[0]!.label, where: eq(l.reconcileState, 'pending') },
  matched: { title: RECONCILE_OPTIONS[1]!.label, where: eq(l.reconcileState, 'matched') },
};

/**
 * The finance log (/plugin/abcbank/financelog, and /offlinepay/financelog): the transactions the bank reported on
 * the store's account, as notified and as its daily statement lists them, with how the two compare, the branch
 * of the staff member who took each, and the note of a difference resolved. Written by the bank's notices and
 * the statement pulls (logs.ts) and the resolving of a difference (resolve.ts): never edited or deleted here.
 */
export const abcbankFinanceLogResource = defineResource({
  entity: 'AbcbankFinanceLog',
  table: l,
  joins: [{ table: s, on: eq(s.staffNo, l.staffNo) }],
  columns: [
    col.text(l.serialNo, BANK_TITLES.serialNo, { filter: 'text', width: 200 }),
    col.datetime(l.tradeAt, BANK_TITLES.tradeAt, { sortable: true, filter: 'datetime', width: 170 }),
    col.money(l.amount, BANK_TITLES.amount, { sortable: true, sum: true, filter: 'number', width: 120 }),
    col.money(l.statementAmount, BANK_TITLES.statementAmount, { sum: true, width: 120 }),
    col.select(l.reconcileState, BANK_TITLES.reconcile, RECONCILE_OPTIONS, { filter: 'select', width: 110 }),
    col.text(l.accountMasked, BANK_TITLES.account, { width: 170 }),
    col.text(l.accountName, BANK_TITLES.accountName, { filter: 'text', width: 110 }),
    col.text(l.staffNo, BANK_TITLES.staffNo, { filter: 'text', width: 100 }),
    col.text(s.name, BANK_TITLES.staff, { as: 'staff_name', filter: 'text', width: 90 }),
    col.text(s.branch, BANK_TITLES.branch, { as: 'branch', filter: 'text', width: 140 }),
    col.select(l.state, BANK_TITLES.state, STATE_OPTIONS, { filter: 'select', width: 90 }),
    col.text(l.memo, BANK_TITLES.memo, { width: 120 }),
    col.select(l.source, BANK_TITLES.source, SOURCE_OPTIONS, { filter: 'select', width: 110 }),
    col.select(l.statementState, BANK_TITLES.statementState, STATE_OPTIONS, { width: 100 }),
    col.text(l.resolveNote, BANK_TITLES.resolveNote, { width: 200 }),
    col.datetime(l.resolvedAt, BANK_TITLES.resolvedAt, { sortable: true, visible: false }),
    col.text(l.day, BANK_TITLES.day, { sortable: true, filter: 'text', visible: false }),
    col.datetime(l.reconciledAt, BANK_TITLES.reconciledAt, { visible: false }),
  ],
  tabs: TABS,
  defaultSort: { key: 'trade_at', order: 'desc' },
  actions: {
    // A difference is closed by a person saying what was done about it; the row is locked, so two clerks
    // resolving it at once resolve it once (the second is told who did).
    Resolve: {
      when: { reconcile_state: [...DIFFERENCE_STATES], resolved_at: [0] },
      fields: [reasonInput(BANK_TITLES.resolveNote, 'note')],
      // The dialog says what differs, the bank's side against the store's, and that resolving books nothing.
      after: BANK_TITLES.resolveAfter,
      run: (ctx, row, asked) => resolveDifference(ctx, row, String(asked.note ?? '')),
    },
  },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
