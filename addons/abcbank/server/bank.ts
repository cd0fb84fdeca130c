import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { centsToYuanText, formatDate, parseDateTime, parseYuan } from '@yanye/addon-kit/server';
import { z } from 'zod';
import type { LogState } from './tables';

/**
 * The Agricultural Bank of China's merchant interface as this add-on speaks it (modelled on its JSON merchant
 * API, with HMAC-SHA256 of the body under the shared key in place of the bank's RSA certificates, as the add-on's brief
 * sets): requests carry `X-ABC-MerchantID` and `X-ABC-Signature`; answers `{ReturnCode: '0000', ...}`, another
 * code and `ErrorMessage` on a refusal. Amounts are yuan as text ("1234.50") with a debit/credit flag, dates
 * `YYYY/MM/DD` in China, account numbers masked by the bank.
 */

export const BANK_TZ = 'Asia/Shanghai';
export const OK_CODE = '0000';
export const HEADERS = { merchant: 'x-abc-merchantid', signature: 'x-abc-signature' } as const;

export const hmacHex = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

/** Whether `signature` is the HMAC of `body` under `key`, compared in constant time; never with no key. */
export function signedBy(key: string, body: string, signature: string | undefined): boolean {
  if (!key || !signature) return false;
  const a = Buffer.from(hmacHex(key, body), 'utf8');
  const b = Buffer.from(signature.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

// ---- Shapes ----

const bankDate = z.string().regex(/^\d{4}\/\d{2}\/\d{2}$/);
const amountText = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/);

/** One transaction as the bank reports it, in a notification and in the daily statement alike. */
export const BankTrx = z.object({
  SerialNo: z.string().regex(/^[0-9A-Za-z]{8,32}$/),
  TrxDate: bankDate,
  TrxTime: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
  /** C: money in; D: money out. */
  DCFlag: z.enum(['C', 'D']),
  Amount: amountText,
  AccountNo: z.string().max(32),
  AccountName: z.string().max(60),
  StaffNo: z.string().max(20),
  /** 00 success, 01 reversed, 02 failed. */
  Status: z.enum(['00', '01', '02']),
  Memo: z.string().max(100),
});
export type BankTrx = z.infer<typeof BankTrx>;

export const TrxNotify = BankTrx.extend({ MerchantID: z.string().max(32) });
export type TrxNotify = z.infer<typeof TrxNotify>;

export const StatementAnswer = z.object({
  ReturnCode: z.literal(OK_CODE),
  TotalCount: z.number().int().nonnegative(),
  PageNo: z.number().int().positive(),
  Records: z.array(BankTrx),
});

// ---- Conversions ----

export const STATUS_STATES: Record<BankTrx['Status'], LogState> = {
  '00': 'success',
  '01': 'reversed',
  '02': 'failed',
};

/** Cents of the bank's amount text, signed by its flag, without going through floating point. */
export function centsOf(t: Pick<BankTrx, 'Amount' | 'DCFlag'>): number {
  // `amountText` holds the bank's amount to two decimals.
  const cents = parseYuan(t.Amount)!;
  return t.DCFlag === 'D' ? -cents : cents;
}

/** Yuan as the bank writes them: `1234.50`. */
export const yuanText = (cents: number) => centsToYuanText(Math.abs(cents));

/** The store's day (`YYYY-MM-DD`) of a bank date. */
export const dayOfBankDate = (d: string) => d.replaceAll('/', '-');
export const bankDateOf = (day: string) => day.replaceAll('-', '/');
export const dayOf = (seconds: number) => formatDate(seconds, BANK_TZ);
export const dayStart = (day: string) => parseDateTime(day, BANK_TZ) ?? 0;
export const addDays = (day: string, n: number) => dayOf(dayStart(day) + 12 * 3600 + n * 86_400);
export const isDay = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && dayOf(dayStart(d)) === d;

/** A card or account number as the store keeps it: first four and last four digits. */
export function maskAccount(no: string): string {
  const digits = no.replace(/[^0-9*]/g, '');
  if (digits.includes('*') || digits.length <= 8) return no.slice(0, 32);
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
}

/** A log's row values from a bank transaction. */
export function logValues(t: BankTrx) {
  return {
    serialNo: t.SerialNo,
    tradeAt: parseDateTime(`${dayOfBankDate(t.TrxDate)} ${t.TrxTime}`, BANK_TZ) ?? 0,
    amount: centsOf(t),
    accountMasked: maskAccount(t.AccountNo),
    accountName: t.AccountName,
    staffNo: t.StaffNo,
    state: STATUS_STATES[t.Status],
    memo: t.Memo,
    day: dayOfBankDate(t.TrxDate),
  };
}

// ---- Collection codes ----

/**
 * The bank's pay page a staff member's collection code opens (the QR code printed for their counter): the payer
 * pays the store's merchant number there, and the bank names the staff number on the transaction, so its notice
 * and statement credit that member. The local stand-in's "notify" reads a scanned code back (receiver.ts).
 */
export const COLLECT_URL = 'https://pay.abchina.com/ebus/trustpay/collect';

export function collectionUrl(merchant: string, staffNo: string): string {
  const q = new URLSearchParams({ MerchantID: merchant, StaffNo: staffNo });
  return `${COLLECT_URL}?${q.toString()}`;
}

/** The merchant and staff numbers a collection code names, or undefined for any other text. */
export function collectionOf(code: string): { merchant: string; staffNo: string } | undefined {
  if (!code.startsWith(`${COLLECT_URL}?`)) return undefined;
  const q = new URLSearchParams(code.slice(COLLECT_URL.length + 1));
  const merchant = q.get('MerchantID') ?? '';
  const staffNo = q.get('StaffNo') ?? '';
  return merchant && staffNo ? { merchant, staffNo } : undefined;
}

// ---- The bank's books, as its stand-in keeps them ----

/** The customer managers of the bank's branches who serve the demo merchants (numbers as the bank issues them). */
export const BANK_STAFF_NOS = [
  'K0531007',
  'K0531012',
  'K0531026',
  'K0452103',
  'K0452118',
  'K0452131',
] as const;

const PAYERS = [
  '王*明',
  '李*华',
  '张*',
  '刘*芳',
  '陈*军',
  '杨*',
  '赵*强',
  '黄*兰',
  '周*',
  '吴*平',
  '徐*涛',
  '孙*梅',
];
const MEMOS = ['POS收款', '扫码收款', '代收货款', '便民缴费', '转账收入'];

/** A deterministic sequence from a text: the same merchant and day always give the same transactions. */
function random(seed: string): () => number {
  let s = BigInt(`0x${createHash('sha256').update(seed).digest('hex').slice(0, 12)}`);
  return () => {
    s = (s * 25_214_903_917n + 11n) % 2n ** 48n;
    return Number(s) / 2 ** 48;
  };
}

/**
 * The transactions the bank took for `merchant` on `day` (China): six to fifteen, mostly money in at the
 * counter or terminal, now and then a fee out or a payment reversed the same day.
 */
export function bankDay(merchant: string, day: string): BankTrx[] {
  const rand = random(`${merchant}:${day}`);
  const count = 6 + Math.floor(rand() * 10);
  const date = bankDateOf(day);
  const out: BankTrx[] = [];
  const times = Array.from({ length: count }, () => 8 * 3600 + Math.floor(rand() * 12 * 3600)).sort(
    (a, b) => a - b,
  );
  times.forEach((t, i) => {
    const out_ = rand() < 0.12;
    const cents = out_ ? 200 + Math.floor(rand() * 3000) : 2000 + Math.floor(rand() * 300_000);
    const hh = String(Math.floor(t / 3600)).padStart(2, '0');
    const mm = String(Math.floor((t % 3600) / 60)).padStart(2, '0');
    const ss = String(t % 60).padStart(2, '0');
    out.push({
      SerialNo: `${day.replaceAll('-', '')}${merchant.slice(-4).padStart(4, '0')}${String(i + 1).padStart(6, '0')}`,
      TrxDate: date,
      TrxTime: `${hh}:${mm}:${ss}`,
      DCFlag: out_ ? 'D' : 'C',
      Amount: yuanText(cents),
      AccountNo: `6228********${String(1000 + Math.floor(rand() * 9000))}`,
      AccountName: out_ ? '中国农业银行' : PAYERS[Math.floor(rand() * PAYERS.length)]!,
      StaffNo: BANK_STAFF_NOS[Math.floor(rand() * BANK_STAFF_NOS.length)]!,
      Status: !out_ && rand() < 0.08 ? '01' : '00',
      Memo: out_ ? '账户管理费' : MEMOS[Math.floor(rand() * MEMOS.length)]!,
    });
  });
  return out;
}
