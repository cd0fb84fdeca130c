import { accountNames, formatDateTime, type PrintDecl, withdrawals } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { inArray } from 'drizzle-orm';
import { PAYMENT_TITLES } from './titles';

const APPLICANT = T('申请人');

/**
 * A withdrawal prints as a slip for the books (A4): the card it went to, the amount in figures and in capitals,
 * the fee and what arrives, its state and times, who applied and who reviewed it (the platform's reviewer), and
 * the lines to sign.
 */
export const withdrawalPrint: PrintDecl = {
  paper: 'a4',
  title: T('提现单'),
  facts: [
    'status',
    'bank_name',
    'holder',
    'card_masked',
    'fee',
    'arrival',
    'created_at',
    'paid_at',
    'trade_no',
    'reason',
  ],
  // The list's short titles read as they should beside a document's other facts.
  titles: {
    arrival: T('到账金额', 'arrival'),
    created_at: T('申请时间', 'created_at'),
    paid_at: T('打款时间', 'paid_at'),
    reason: T('驳回或失败原因'),
  },
  amount: 'amount',
  amountTitle: T('提现金额', 'amountTitle'),
  remark: 'note',
  async people(db, ids, ctx) {
    const rows = await db
      .select({
        id: withdrawals.id,
        accountId: withdrawals.accountId,
        createdAt: withdrawals.createdAt,
        reviewer: withdrawals.reviewer,
        reviewedAt: withdrawals.reviewedAt,
      })
      .from(withdrawals)
      .where(inArray(withdrawals.id, [...ids]));
    const names = await accountNames(
      db,
      rows.map((r) => r.accountId),
    );
    return new Map(
      rows.map((r) => [
        Number(r.id),
        [
          {
            label: APPLICANT[ctx.lang],
            name: names.get(Number(r.accountId)) ?? '',
            at: formatDateTime(r.createdAt, ctx.timeZone),
          },
          {
            label: PAYMENT_TITLES.reviewer[ctx.lang],
            name: r.reviewer,
            at: r.reviewer ? formatDateTime(r.reviewedAt, ctx.timeZone) : '',
          },
        ],
      ]),
    );
  },
  signatures: ['handler', 'auditor'],
};
