import { col, defineResource, field, type ListTabDef, readOnlyLines, T } from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { settlementDiffs, settlementStatements } from './tables';
import { CYCLE_OPTIONS, DIFF_OPTIONS, RECONCILE_OPTIONS, SETTLEMENT_TITLES, STATE_OPTIONS } from './texts';

const s = settlementStatements;
const d = settlementDiffs;

/**
 * A statement's differences as its details show them: worked out by the reconciliation (reconcile.ts), never
 * entered in a form.
 */
const diffLines = readOnlyLines({
  name: 'diffs',
  title: SETTLEMENT_TITLES.diffs,
  table: d,
  min: 0,
  max: 100_000,
  columns: [
    field(d.kind, SETTLEMENT_TITLES.diffKind, 'select', { options: DIFF_OPTIONS }),
    field(d.ref, SETTLEMENT_TITLES.ref, 'text'),
    field(d.statementAmount, SETTLEMENT_TITLES.statementAmount, 'money'),
    field(d.ledgerAmount, SETTLEMENT_TITLES.ledgerAmount, 'money'),
    field(d.difference, SETTLEMENT_TITLES.difference, 'money'),
  ],
});

const TABS: Record<string, ListTabDef> = {
  all: { title: T('全部') },
  differs: { title: RECONCILE_OPTIONS[2]!.label, where: eq(s.reconcileState, 'differs') },
  matched: { title: RECONCILE_OPTIONS[1]!.label, where: eq(s.reconcileState, 'matched') },
  pending: { title: RECONCILE_OPTIONS[0]!.label, where: eq(s.reconcileState, 'pending') },
};

/**
 * Settlement statements (/plugin/settlement/record): what the payment provider settled per period, and how each
 * agrees with the ledger; a statement's details list its differences. Written by fetches and pushes only
 * (statements.ts): never edited or deleted here.
 */
export const settlementResource = defineResource({
  entity: 'Settlement',
  table: s,
  columns: [
    col.text(s.statementNo, SETTLEMENT_TITLES.statementNo, { filter: 'text', width: 200, form: true }),
    col.text(s.period, SETTLEMENT_TITLES.period, { width: 200, form: true }),
    col.date(s.periodStart, SETTLEMENT_TITLES.periodStart, {
      sortable: true,
      filter: 'date',
      visible: false,
    }),
    col.select(s.cycle, SETTLEMENT_TITLES.cycle, CYCLE_OPTIONS, { filter: 'select', width: 130, form: true }),
    col.number(s.payCount, SETTLEMENT_TITLES.payCount, { sum: true, width: 90, form: true }),
    col.number(s.refundCount, SETTLEMENT_TITLES.refundCount, { sum: true, width: 90, form: true }),
    col.money(s.gross, SETTLEMENT_TITLES.gross, { sortable: true, sum: true, width: 120, form: true }),
    col.money(s.fee, SETTLEMENT_TITLES.fee, { sum: true, width: 100, form: true }),
    col.money(s.net, SETTLEMENT_TITLES.net, { sortable: true, sum: true, width: 120, form: true }),
    col.select(s.state, SETTLEMENT_TITLES.state, STATE_OPTIONS, { filter: 'select', width: 100, form: true }),
    col.date(s.settleAt, SETTLEMENT_TITLES.settleAt, { sortable: true, width: 110, form: true }),
    col.text(s.accountTail, SETTLEMENT_TITLES.account, {
      width: 90,
      form: true,
      present: (v) => (v ? `**** ${String(v)}` : ''),
    }),
    col.select(s.reconcileState, SETTLEMENT_TITLES.reconcile, RECONCILE_OPTIONS, {
      filter: 'select',
      width: 100,
      form: true,
    }),
    col.number(s.diffCount, SETTLEMENT_TITLES.diffCount, {
      sortable: true,
      sum: true,
      width: 90,
      form: true,
    }),
    col.money(s.diffAmount, SETTLEMENT_TITLES.diffAmount, { sum: true, width: 110, form: true }),
    col.datetime(s.reconciledAt, SETTLEMENT_TITLES.reconciledAt, { visible: false, form: true }),
  ],
  tabs: TABS,
  lines: diffLines,
  defaultSort: { key: 'period_start', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
