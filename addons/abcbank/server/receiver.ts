import {
  parseYuan,
  type ReceiverContext,
  type ReceiverSpec,
  type ReceiverStore,
  type ServiceSettings,
} from '@yanye/addon-kit/server';
import { z } from 'zod';
import {
  type BankTrx,
  bankDateOf,
  bankDay,
  collectionOf,
  dayOf,
  dayStart,
  HEADERS,
  hmacHex,
  isDay,
  OK_CODE,
  signedBy,
  yuanText,
} from './bank';
import { MERCHANT_NO, SIGN_KEY } from './service';

/**
 * The bank's local stand-in (docs/outside-services.md): its books are `bankDay` (the same merchant and day always
 * hold the same transactions) plus what the operator made it take at /dev/receivers; it answers the daily
 * statement of a day, and notifies the store of a transaction when asked, signed as the bank signs.
 */

/** Transactions the operator made the bank take, per merchant and day (the stand-in's memory). */
const extra = new Map<string, BankTrx[]>();
/** Serial numbers already notified, per merchant: "notify the next" goes on from there. */
const notified = new Map<string, Set<string>>();

const failure = (code: string, message: string) => ({
  status: 200,
  body: { ReturnCode: code, ErrorMessage: message },
});

/** The bank's statement of a day for a merchant. */
export function statementOf(merchant: string, day: string): BankTrx[] {
  return [...bankDay(merchant, day), ...(extra.get(`${merchant}:${day}`) ?? [])];
}

/** What the bank signs a notification with. */
export const notifySigner = (raw: string, settings: ServiceSettings): Record<string, string> => ({
  [HEADERS.merchant]: String(settings.values[MERCHANT_NO] ?? ''),
  [HEADERS.signature]: hmacHex(settings.secrets[SIGN_KEY] ?? '', raw),
});

async function notify(ctx: ReceiverContext, store: ReceiverStore, trx: BankTrx): Promise<string> {
  const merchant = String(store.settings.values[MERCHANT_NO] ?? '');
  const r = await ctx.push(store, 'trade', { MerchantID: merchant, ...trx }, notifySigner);
  if (r.status === 200) notified.set(merchant, (notified.get(merchant) ?? new Set()).add(trx.SerialNo));
  return `${trx.SerialNo} ${trx.DCFlag}${trx.Amount}: ${r.status} ${r.body.slice(0, 200)}`;
}

const Query = z.object({
  MerchantID: z.string().min(1).max(32),
  TrxType: z.literal('DailyStatement'),
  SettleDate: z.string().regex(/^\d{4}\/\d{2}\/\d{2}$/),
  PageNo: z.number().int().min(1).max(10_000),
  PageSize: z.number().int().min(1).max(500),
});

const PushForm = z.object({
  /** A scanned collection code: the merchant and staff numbers it names take the place of the two fields. */
  code: z.string().max(300).default(''),
  merchant_no: z.string().max(32).default(''),
  day: z.string().default(''),
  amount: z.string().default(''),
  staff_no: z.string().max(20).default(''),
});

export const abcbankReceiver: ReceiverSpec = {
  key: 'abcbank',
  async verify(request, ctx) {
    const merchant = request.headers[HEADERS.merchant] ?? '';
    const store = await ctx.storeBy(MERCHANT_NO, merchant);
    if (!store) return `2001: 商户号 ${merchant} 不存在`;
    if (!signedBy(store.settings.secrets[SIGN_KEY] ?? '', request.body, request.headers[HEADERS.signature]))
      return '2002: 签名验证失败';
    return undefined;
  },
  failure: (reason) => {
    const m = /^(\d{4}): (.*)$/.exec(reason);
    return m ? failure(m[1]!, m[2]!) : failure('9999', `系统繁忙：${reason}`);
  },
  routes: [
    {
      method: 'POST',
      path: '/ebus/trustpay/ReconcileQuery',
      async answer(request, ctx) {
        const q = Query.safeParse(request.json);
        if (!q.success) return failure('2003', `参数错误：${q.error.issues[0]?.path.join('.') ?? ''}`);
        const day = q.data.SettleDate.replaceAll('/', '-');
        if (!isDay(day) || day >= dayOf(ctx.now)) return failure('2004', '对账日期无效或对账单尚未生成');
        const all = statementOf(q.data.MerchantID, day);
        const from = (q.data.PageNo - 1) * q.data.PageSize;
        return {
          body: {
            ReturnCode: OK_CODE,
            ErrorMessage: '',
            TotalCount: all.length,
            PageNo: q.data.PageNo,
            Records: all.slice(from, from + q.data.PageSize),
          },
        };
      },
    },
  ],
  actions: [
    {
      name: 'notify',
      title: '推送动账通知 · Notify a transaction',
      fields: [
        { name: 'code', label: '收款码内容 scanned collection code (blank: the fields below)' },
        { name: 'merchant_no', label: '商户号 merchant' },
        { name: 'day', label: '日期 day (YYYY-MM-DD), blank: today' },
        { name: 'amount', label: '金额（元）amount, yuan; blank: the next of the day' },
        { name: 'staff_no', label: '员工号 staff no.' },
      ],
      async run(form, ctx) {
        const parsed = PushForm.safeParse(form);
        if (!parsed.success) return `refused: ${parsed.error.issues[0]?.path.join('.') ?? ''}`;
        const scanned = parsed.data.code ? collectionOf(parsed.data.code) : undefined;
        if (parsed.data.code && !scanned) return `not a collection code: ${parsed.data.code.slice(0, 80)}`;
        const merchant = scanned?.merchant ?? parsed.data.merchant_no;
        const staffNo = scanned?.staffNo ?? parsed.data.staff_no;
        const { amount } = parsed.data;
        if (!merchant) return 'refused: merchant_no';
        const store = await ctx.storeBy(MERCHANT_NO, merchant);
        if (!store) return `no store has the merchant number ${merchant}`;
        const day = parsed.data.day || dayOf(ctx.now);
        if (!isDay(day)) return `not a day: ${day}`;
        if (amount === '') {
          const done = notified.get(merchant) ?? new Set<string>();
          const next = statementOf(merchant, day).find((t) => !done.has(t.SerialNo));
          return next ? notify(ctx, store, next) : `every transaction of ${day} was notified`;
        }
        const cents = parseYuan(amount) ?? Number.NaN;
        if (!Number.isFinite(cents) || cents === 0 || Math.abs(cents) > 1e11)
          return `not an amount: ${amount}`;
        const key = `${merchant}:${day}`;
        const taken = extra.get(key) ?? [];
        // Now, for a transaction of today; mid-afternoon for one of another day.
        const seconds = day === dayOf(ctx.now) ? ctx.now - dayStart(day) : 15 * 3600;
        const clock = [seconds / 3600, (seconds % 3600) / 60, seconds % 60]
          .map((n) => String(Math.floor(n)).padStart(2, '0'))
          .join(':');
        const trx: BankTrx = {
          SerialNo: `${day.replaceAll('-', '')}${merchant.slice(-4).padStart(4, '0')}${String(900_001 + taken.length)}`,
          TrxDate: bankDateOf(day),
          TrxTime: clock,
          DCFlag: cents > 0 ? 'C' : 'D',
          Amount: yuanText(cents),
          AccountNo: '6228********8888',
          AccountName: '柜台客户',
          StaffNo: staffNo,
          Status: '00',
          Memo: '柜台收款',
        };
        extra.set(key, [...taken, trx]);
        return notify(ctx, store, trx);
      },
    },
  ],
};

/** Forgets what the operator made the bank take (tests start clean). */
export function resetStandIn(): void {
  extra.clear();
  notified.clear();
}
