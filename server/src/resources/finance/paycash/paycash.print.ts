import { type PrintDecl, peopleOf } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { payCash } from '../tables';
import { PAYCASH_TITLES } from './titles';

/**
 * A face-to-face payment prints as a till receipt (80 mm, as long as it needs): the shop, how and by whom it was
 * paid, the amount in figures and in capitals, what was refunded of it, the cashier, and a line for the payer.
 */
export const payCashPrint: PrintDecl = {
  paper: 'receipt',
  title: T('收款小票'),
  facts: [
    'shop_name',
    'channel',
    'payer_name',
    'member_name',
    'paid_at',
    'status',
    'trade_no',
    'refunded_amount',
  ],
  amount: 'amount',
  amountTitle: T('收款金额'),
  remark: 'remark',
  people: peopleOf(payCash, [
    { label: PAYCASH_TITLES.cashier, account: payCash.accountId, at: payCash.paidAt },
  ]),
  signatures: ['payer'],
};
