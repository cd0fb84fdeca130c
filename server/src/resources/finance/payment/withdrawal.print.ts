import { T } from '@yanye/i18n';
import { inArray } from 'drizzle-orm';
import { withdrawals } from '../../../db/schema';
import { formatDateTime } from '../../../engine/format';
import type { PrintDecl } from '../../../engine/print/document';
import { accountNames } from '../../../engine/print/lines';
import { PAYMENT_TITLES } from './titles';

const APPLICANT = T('申请人', 'Applied by', 'Solicitado por', '申請者');

/**
 * A withdrawal prints as a slip for the books (A4): the card it went to, the amount in figures and in capitals,
 * the fee and what arrives, its state and times, who applied and who reviewed it (the platform's reviewer), and
 * the lines to sign.
 */
export const withdrawalPrint: PrintDecl = {
  paper: 'a4',
  title: T('提现单', 'Withdrawal slip', 'Comprobante de retiro', '出金伝票'),
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
    arrival: T('到账金额', 'Net amount paid out', 'Importe neto abonado', '着金額'),
    created_at: T('申请时间', 'Applied at', 'Solicitado el', '申請日時'),
    paid_at: T('打款时间', 'Paid out at', 'Abonado el', '送金日時'),
    reason: T('驳回或失败原因', 'Why rejected or failed', 'Motivo del rechazo o fallo', '却下・失敗の理由'),
  },
  amount: 'amount',
  amountTitle: T('提现金额', 'Withdrawal amount', 'Importe del retiro', '出金額'),
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
