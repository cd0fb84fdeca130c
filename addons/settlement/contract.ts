import { flag, get, post, T } from '@yanye/addon-kit';
import { z } from 'zod';

/**
 * The settlement add-on's own calls, beside the statements' list: its settlement terms with the payment provider
 * (read, and saved through the provider) and fetching the provider's statements for some days. The server serves
 * them; the console's settlement screen calls them. Amounts are cents; the fee rate is a percentage.
 */

const api = '/v1/addons/settlement/';

export const CYCLE_VALUES = ['T1', 'T7', 'M'] as const;

/** The most days one fetch asks the provider for (its own limit is a month). */
export const FETCH_MAX_DAYS = 31;

const day = z.string().trim().max(20);

export const settlementSettingInfo = get(`${api}SettingInfo`, {
  summary:
    "The store's settlement terms: cycle, account (masked), fee rate, and whether the provider has them",
  response: z.object({
    cycle: z.enum(CYCLE_VALUES),
    account_name: z.string(),
    bank_name: z.string(),
    /** The account number with all but its last four digits hidden; '' when none is saved. */
    account_masked: z.string(),
    /** Percent: 0.6 is 0.60 %. */
    fee_rate: z.number(),
    /** The day the provider applies the terms from; '' before the first save. */
    effective_date: z.string(),
    synced_at: z.number().int(),
    /** 1 once the add-on's setup has the merchant number and API key. */
    configured: flag,
  }),
});

/** The provider's fee, a percentage of each settlement: what the form checks and the call refuses beyond. */
export const FEE_RATE = { min: 0, max: 5, decimals: 2 } as const;

export const settlementSettingSave = post(`${api}SettingSave`, {
  summary: 'Change the settlement terms at the payment provider, then keep them',
  labels: {
    cycle: T('结算周期'),
    account_name: T('账户户名'),
    bank_name: T('开户银行', 'bankName2'),
    account_no: T('结算账号'),
    fee_rate: T('手续费率'),
  },
  body: z.object({
    cycle: z.enum(CYCLE_VALUES),
    account_name: z.string().trim().max(60),
    bank_name: z.string().trim().max(60),
    /** Blank keeps the saved number. */
    account_no: z.string().trim().max(40).default(''),
    fee_rate: z.number().min(FEE_RATE.min).max(FEE_RATE.max),
  }),
  response: z.object({ effective_date: z.string(), synced_at: z.number().int() }),
});

export const settlementStatementFetch = post(`${api}StatementFetch`, {
  summary: "Fetch the provider's statements of some days and reconcile each against the ledger",
  labels: { begin: T('开始日期'), end: T('结束日期') },
  body: z.object({ begin: day, end: day }),
  response: z.object({
    fetched: z.number().int(),
    matched: z.number().int(),
    differs: z.number().int(),
  }),
});
