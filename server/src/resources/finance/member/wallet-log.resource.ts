import {
  accounts,
  col,
  defineResource,
  joinTo,
  KEPT_AND_EXPORTED,
  type MemberWallet,
  members,
  type Prop,
  walletLogs,
} from '@yanye/framework/server';
import { eq, type SQL, sql } from 'drizzle-orm';
import { EVENT_OPTIONS, WALLET_TITLES } from './titles';

/** The part of each row on one side, summed over the whole filter so the totals row shows income and expense. */
function side(key: 'income' | 'expense', expr: SQL, points: boolean): Prop {
  const p = col.computed('number', expr, key === 'income' ? WALLET_TITLES.income : WALLET_TITLES.expense, {
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
    scope: eq(walletLogs.kind, kind),
    joins: [joinTo(walletLogs.memberId), joinTo(walletLogs.accountId)],
    columns: [
      col.hide(walletLogs.memberId),
      col.text(members.nickName, WALLET_TITLES.member, { as: 'member_name', filter: 'text', width: 140 }),
      col.text(members.phone, WALLET_TITLES.phone, { as: 'member_phone', filter: 'text', width: 130 }),
      col.select(walletLogs.event, WALLET_TITLES.event, EVENT_OPTIONS, { filter: 'select', width: 120 }),
      amount(walletLogs.amount, points ? WALLET_TITLES.points : WALLET_TITLES.amount, {
        sortable: true,
        filter: 'number',
        sum: true,
        width: 110,
      }),
      side('income', sql`case when ${walletLogs.amount} > 0 then ${walletLogs.amount} else 0 end`, points),
      side('expense', sql`case when ${walletLogs.amount} < 0 then -${walletLogs.amount} else 0 end`, points),
      amount(walletLogs.balanceAfter, points ? WALLET_TITLES.pointsAfter : WALLET_TITLES.balanceAfter, {
        width: 120,
      }),
      col.text(walletLogs.docNo, WALLET_TITLES.docNo, { filter: 'text', width: 170 }),
      col.text(accounts.username, WALLET_TITLES.operator, { as: 'operator', width: 110 }),
      col.text(walletLogs.note, WALLET_TITLES.note, { width: 200 }),
      col.datetime(walletLogs.createdAt, WALLET_TITLES.time, { sortable: true, filter: 'datetime' }),
    ],
    defaultSort: { key: 'id', order: 'desc' },
    ...KEPT_AND_EXPORTED,
  });
}

export const rmbLogResource = walletLogResource('RmbLog', 'rmb');
export const scoreLogResource = walletLogResource('ScoreLog', 'score');
export const recycleLogResource = walletLogResource('RecycleLog', 'recycle');
