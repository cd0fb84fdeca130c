import { T } from '@yanye/i18n';
import { z } from 'zod';
import { get, post } from '../contract';
import { line, paragraph, recordId } from '../schemas';
import { PERIOD_LABELS } from './workbench';

/**
 * The store's payment wallet with the platform (/finance/PaymentWallet, union stores only): what the orders
 * brought in, the withdrawals to a bank card, and the platform's review of those withdrawals. Amounts are cents.
 */

const wallet = '/v1/fenxiao/wallet/';

/**
 * The rules of the payment wallet, declared once: the server charges and checks by them, WalletInfo answers
 * them, and the withdrawal screen shows them (and the fee) before the store confirms. Rates are in basis points
 * (1 = 0.01 %), so every amount stays an integer of cents.
 */
export const PAYMENT_WALLET_RULES = {
  /** The least a withdrawal may ask for. */
  min_cents: 10_000,
  /** The most one withdrawal may ask for. */
  max_cents: 100_000_000,
  /** The bank's fee on a withdrawal, taken from the amount: the bank receives amount − fee. */
  fee_bp: 10,
  /** The least fee a withdrawal pays. */
  min_fee_cents: 200,
  /** The platform's fee on each paid order, taken from the order's income. */
  platform_fee_bp: 60,
} as const;

/** `rate` basis points (hundredths of a percent) of `cents`, rounded to the cent. */
const ofBasisPoints = (cents: number, rate: number) => Math.round((cents * rate) / 10_000);

/** The fee of a withdrawal of `amount` cents: the rate, at least the minimum fee. */
export function withdrawalFee(amount: number): number {
  return Math.max(PAYMENT_WALLET_RULES.min_fee_cents, ofBasisPoints(amount, PAYMENT_WALLET_RULES.fee_bp));
}

/** The platform's fee on an order paid `payAmount` cents. */
export function platformFee(payAmount: number): number {
  return ofBasisPoints(payAmount, PAYMENT_WALLET_RULES.platform_fee_bp);
}

/** Whether a card number (digits only) passes the Luhn check every bank card number carries. */
export function isLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number as lists show it: the first four and the last four digits. */
export function maskCardNo(digits: string): string {
  if (digits.length <= 8) return digits;
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
}

export const WITHDRAWAL_STATES = ['applied', 'approved', 'paid', 'rejected', 'failed'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

const Rules = z.object({
  min_cents: z.number().int(),
  max_cents: z.number().int(),
  fee_bp: z.number().int(),
  min_fee_cents: z.number().int(),
  platform_fee_bp: z.number().int(),
});

export const walletInfo = get(`${wallet}WalletInfo`, {
  summary: "The store's payment wallet: available, frozen (withdrawals in flight), paid out, and the rules",
  response: z.object({
    available: z.number().int(),
    frozen: z.number().int(),
    paid_out: z.number().int(),
    rules: Rules,
    /** The card a withdrawal offers first, if any. */
    default_card_id: z.number().int().nullable(),
  }),
});

const Withdrawal = z.object({
  id: z.number().int(),
  withdrawal_no: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  /** What the bank receives. */
  arrival: z.number().int(),
  bank_name: z.string(),
  holder: z.string(),
  card_masked: z.string(),
  status: z.enum(WITHDRAWAL_STATES),
  reason: z.string(),
  created_at: z.number().int(),
});

export const withdrawalApply = post(`${wallet}WithdrawalApply`, {
  summary:
    'Apply to withdraw from the payment wallet to a bank card: the amount is frozen until paid or refused',
  labels: { amount: T('提现金额'), bank_card_id: T('到账银行卡'), note: T('备注') },
  body: z.object({
    /** Cents. */
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    bank_card_id: recordId,
    note: line(200).default(''),
  }),
  response: Withdrawal,
});

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const summaryRecord = get(`${wallet}SummaryRecord`, {
  summary:
    "The payment wallet by day (store's time zone): order income, refunds, platform fees, net, withdrawals, balance",
  labels: PERIOD_LABELS,
  query: z.object({ start: Day, end: Day }),
  response: z.object({
    rows: z.array(
      z.object({
        day: z.string(),
        /** The first and last second of the day: the drill-down's period. */
        from: z.number().int(),
        to: z.number().int(),
        income: z.number().int(),
        refunds: z.number().int(),
        fees: z.number().int(),
        /** income + refunds + fees (refunds and fees are negative). */
        net: z.number().int(),
        /** Frozen for withdrawals, less what was released back. */
        withdrawn: z.number().int(),
        /** The available balance at the end of the day. */
        balance: z.number().int(),
        entries: z.number().int(),
      }),
    ),
  }),
});

/** The platform's review of withdrawals: only platform accounts (is_pingtai) may call these. */

const ReviewRow = Withdrawal.extend({
  supplier_id: z.number().int(),
  store_name: z.string(),
  login_name: z.string(),
  note: z.string(),
  reviewer: z.string(),
  reviewed_at: z.number().int().nullable(),
  trade_no: z.string(),
  paid_at: z.number().int().nullable(),
});

export const withdrawalList = get('/v1/pingtai/withdrawal/WithdrawalList', {
  summary: 'Withdrawals of every store, those waiting for a decision first, then newest',
  query: z.object({
    status: z.enum(['', ...WITHDRAWAL_STATES]).default(''),
    keyword: line(50).default(''),
    page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
    limit: z.coerce.number<number | string>().int().min(1).max(100).default(20),
  }),
  response: z.object({ rows: z.array(ReviewRow), count: z.number().int() }),
});

const Target = { supplier_id: recordId, id: recordId };

export const withdrawalApprove = post('/v1/pingtai/withdrawal/WithdrawalApprove', {
  summary:
    'Approve a withdrawal: the payout is asked of the payment service, and settles on its notification',
  body: z.object(Target),
  response: ReviewRow,
});

export const withdrawalReject = post('/v1/pingtai/withdrawal/WithdrawalReject', {
  summary:
    'Reject a withdrawal with the reason the store reads: the amount goes back to the available balance',
  labels: { reason: T('驳回原因') },
  body: z.object({ ...Target, reason: paragraph(200).min(2) }),
  response: ReviewRow,
});
