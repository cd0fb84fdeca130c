import { flag, get, line, paragraph, post, recordId, T } from '@yanye/addon-kit';
import { z } from 'zod';

/**
 * The freight-insurance add-on's own calls beside its lists: the insurance settings, the desk of shipped orders
 * with their policies, and insuring, cancelling and claiming through the insurer. Both sides read them. Money
 * in cents.
 */

const api = '/v1/addons/freightins/';

/** A policy: in force, paid out on a claim, lapsed unclaimed, cancelled, or refused by the insurer. */
export const POLICY_STATES = ['insured', 'claimed', 'expired', 'cancelled', 'refused'] as const;
export type PolicyState = (typeof POLICY_STATES)[number];

/** A claim: filed with the insurer, paid, or rejected. */
export const CLAIM_STATES = ['filed', 'paid', 'rejected'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

/** Which orders are insured when they ship: all, or those paying at least the minimum. */
export const SCOPES = ['all', 'over'] as const;

/** The amounts of the settings, in cents: what the form checks (in yuan) and the call refuses beyond. */
export const AMOUNT_CENTS = {
  premium: { min: 1, max: 10_000 },
  insured_amount: { min: 100, max: 100_000 },
  min_amount: { min: 0, max: 100_000_000 },
} as const;

const cents = (bounds: { readonly min: number; readonly max: number }) =>
  z.number().int().min(bounds.min).max(bounds.max);

const Settings = z.object({
  enabled: flag,
  /** What the store pays the insurer per policy. */
  premium: cents(AMOUNT_CENTS.premium),
  /** What a claim pays out: the return postage covered. */
  insured_amount: cents(AMOUNT_CENTS.insured_amount),
  scope: z.enum(SCOPES),
  /** With `over`: the least an order pays to be insured. */
  min_amount: cents(AMOUNT_CENTS.min_amount),
  /** File a claim by itself when an insured order comes back. */
  auto_claim: flag,
});
export type FreightinsSettings = z.output<typeof Settings>;

export const settingInfo = get(`${api}SettingInfo`, {
  summary: 'The freight-insurance settings of the store',
  response: Settings.extend({
    /** Orders shipped from this moment on are insured (0 while off). */
    enabled_at: z.number().int(),
    updated_at: z.number().int(),
  }),
});

export const settingSave = post(`${api}SettingSave`, {
  summary: 'Save the freight-insurance settings: on or off, premium, insured amount, which orders',
  labels: {
    enabled: T('开启运费险'),
    premium: T('每单保费'),
    insured_amount: T('保额'),
    scope: T('投保范围'),
    min_amount: T('最低实付金额'),
    auto_claim: T('退货自动理赔'),
  },
  body: Settings,
  response: z.object({ enabled_at: z.number().int(), updated_at: z.number().int() }),
});

const PolicyView = z.object({
  id: z.number().int(),
  policy_no: z.string(),
  state: z.enum(POLICY_STATES),
  premium: z.number().int(),
  insured_amount: z.number().int(),
  refuse_reason: z.string(),
  expires_at: z.number().int(),
});

const ClaimView = z.object({
  id: z.number().int(),
  claim_no: z.string(),
  state: z.enum(CLAIM_STATES),
  amount: z.number().int(),
  paid_amount: z.number().int(),
  reject_reason: z.string(),
  /** 1 once the insurer confirmed it (its case number); a claim not confirmed is filed again. */
  confirmed: flag,
});

/** A shipped delivery order on the desk, with its policy, its return and its claim, if any. */
export const DeskOrder = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  buyer_name: z.string(),
  buyer_phone: z.string(),
  pay_amount: z.number().int(),
  order_status: z.string(),
  send_time: z.number().int(),
  express: z.string(),
  policy: PolicyView.nullable(),
  /** Its return (goods sent back), if one was asked for. */
  return_sn: z.string(),
  return_status: z.string(),
  claim: ClaimView.nullable(),
});
export type DeskOrder = z.output<typeof DeskOrder>;

export const deskOrders = get(`${api}DeskOrders`, {
  summary: 'Delivery orders shipped in the last 60 days, with their policy, return and claim',
  query: z.object({
    keyword: line(40).default(''),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  }),
  response: z.object({ rows: z.array(DeskOrder), more: flag }),
});

export const policyInsure = post(`${api}PolicyInsure`, {
  summary: 'Insure a shipped delivery order with the insurer now',
  labels: { order_id: T('订单号') },
  body: z.object({ order_id: recordId }),
  response: PolicyView,
});

export const policyCancel = post(`${api}PolicyCancel`, {
  summary: 'Cancel a policy in force with the insurer (the order will not come back)',
  labels: { reason: T('退保原因', 'cancelReason') },
  body: z.object({ id: recordId, reason: paragraph(200).pipe(z.string().min(2)) }),
  response: PolicyView,
});

export const claimFile = post(`${api}ClaimFile`, {
  summary: 'File a claim with the insurer for an insured order that came back',
  labels: { policy_id: T('保单', 'policy') },
  body: z.object({ policy_id: recordId }),
  response: ClaimView,
});
