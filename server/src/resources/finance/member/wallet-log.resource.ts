import { eq, type SQL, sql } from 'drizzle-orm';
import { accounts, type MemberWallet, members, walletLogs } from '../../../db/schema';
import { col, type Prop } from '../../../engine/columns';
import { defineResource } from '../../../engine/resource';
import { EVENT_OPTIONS, WT } from './titles';

/**
 * The members' ledgers (/finance/walletlog: rmb, score, recycle): the rows of `wallet_logs` of one kind of
 * wallet, read-only, with the member and the operator beside each row. Rows are written only by the ledger
 * (modules/finance/ledger.ts); a mistake is undone by a reversal row, never by an edit.
 */

const wl = walletLogs;

/** The part of each row on one side, summed over the whole filter so the totals row shows income and expense. */
function side(key: 'income' | 'expense', expr: SQL, points: boolean): Prop {
  const p = col.computed('number', expr, key === 'income' ? WT.income : WT.expense, {
    as: key,
    align: 'right',
    width: 110,
    ...(points ? { decimals: 0 } : { decimals: 2 }),
  });
  // `col.computed` leaves sums out; a sum of a CASE over the filtered rows is as cheap as one of a column.
  return { ...p, list: { ...p.list!, sum: true, money: !points } };
}

function walletLogResource(entity: string, kind: MemberWallet) {
  const points = kind === 'score';
  const amount = points ? col.number : col.money;
  return defineResource({
    entity,
    table: walletLogs,
    scope: eq(wl.kind, kind),
    joins: [
      { table: members, on: eq(members.id, wl.memberId) },
      { table: accounts, on: eq(accounts.id, wl.accountId) },
    ],
    columns: [
      col.id(wl.id),
      col.hide(wl.memberId),
      col.text(members.nickName, WT.member, { as: 'member_name', filter: 'text', width: 140 }),
      col.text(members.phone, WT.phone, { as: 'member_phone', filter: 'text', width: 130 }),
      col.select(wl.event, WT.event, EVENT_OPTIONS, { filter: 'select', width: 120 }),
      amount(wl.amount, points ? WT.points : WT.amount, {
        sortable: true,
        filter: 'number',
        sum: true,
        width: 110,
      }),
      side('income', sql`case when ${wl.amount} > 0 then ${wl.amount} else 0 end`, points),
      side('expense', sql`case when ${wl.amount} < 0 then -${wl.amount} else 0 end`, points),
      amount(wl.balanceAfter, points ? WT.pointsAfter : WT.balanceAfter, { width: 120 }),
      col.text(wl.docNo, WT.docNo, { filter: 'text', width: 170 }),
      col.text(accounts.username, WT.operator, { as: 'operator', width: 110 }),
      col.text(wl.note, WT.note, { width: 200 }),
      col.datetime(wl.createdAt, WT.time, { sortable: true, filter: 'datetime' }),
    ],
    defaultSort: { key: 'id', order: 'desc' },
    deletable: false,
    exportable: true,
    exportAsync: true,
  });
}

export const rmbLogResource = walletLogResource('RmbLog', 'rmb');
export const scoreLogResource = walletLogResource('ScoreLog', 'score');
export const recycleLogResource = walletLogResource('RecycleLog', 'recycle');
