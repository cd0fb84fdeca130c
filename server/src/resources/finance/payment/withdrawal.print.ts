import { T } from '@yanye/catalog';
import { inArray } from 'drizzle-orm';
import { withdrawals } from '../../../db/schema';
import { formatDateTime } from '../../../engine/format';
import type { PrintDecl } from '../../../engine/print/document';
import { accountNames } from '../../../engine/print/lines';
import { PT } from './titles';

const APPLICANT = T('申请人', 'Applied by', 'Solicitado por', '申請者');

/**
 * A withdrawal prints as a slip for the books (A4): the card it went to, the amount in figures and in capitals,
 * the fee and what arrives, its state and times, who applied and who reviewed it (the platform's reviewer), and
 * the lines to sign.
 */
export const withdrawalPrint: PrintDecl = {
  paper: 'a4',
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
  amount: 'amount',
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
            label: PT.reviewer[ctx.lang],
            name: r.reviewer,
            at: r.reviewer ? formatDateTime(r.reviewedAt, ctx.timeZone) : '',
          },
        ],
      ]),
    );
  },
  signatures: ['handler', 'auditor'],
};
