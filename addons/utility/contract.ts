import { flag, get, line, paragraph, post, recordId, T } from '@yanye/addon-kit';
import { z } from 'zod';

/**
 * The utility add-on's own calls beside the engine's lists: placing a top-up for a member (what the store's app
 * does, made here by an operator), reviewing one, asking the provider how one went, refunding one, and the
 * provider's account balance. Both sides read them: the server serves them, the console's screens call them.
 * Money in cents.
 */

const api = '/v1/addons/utility/';

export const UTILITY_KINDS = ['electric', 'petrol', 'mobile'] as const;
export type UtilityKind = (typeof UTILITY_KINDS)[number];

/**
 * An order's life: paid at once from the member's balance, then `audit` (a person approves it) or straight to
 * `pending` (to be submitted), `submitted` once the provider accepted it, then `success`, or `failed` and at
 * once `refunded` (a rejection refunds too).
 */
export const ORDER_STATES = ['pending', 'audit', 'submitted', 'success', 'failed', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Why an order waits for a person: its amount is over the threshold, or its account was never topped up. */
export const AUDIT_REASONS = ['', 'amount', 'new_account'] as const;

/** An order as the desk and the review pages show it after a step. */
export const OrderView = z.object({
  id: z.number().int(),
  order_no: z.string(),
  kind: z.enum(UTILITY_KINDS),
  member_id: z.number().int(),
  product_name: z.string(),
  account: z.string(),
  face_value: z.number().int(),
  amount: z.number().int(),
  state: z.enum(ORDER_STATES),
  audit_reason: z.enum(AUDIT_REASONS),
  provider_order_no: z.string(),
  fail_reason: z.string(),
  /** Why the last submission is not known to have arrived (a timeout): it is sent again later. */
  submit_error: z.string(),
});
export type OrderView = z.output<typeof OrderView>;

export const rechargePlace = post(`${api}RechargePlace`, {
  summary:
    "Top up a member's meter, fuel card or phone: paid from the member's balance at once, then submitted to the provider or held for review",
  labels: {
    member_id: T('会员', 'member2'),
    product_id: T('充值商品', 'product'),
    account: T('充值账号'),
    remark: T('备注', 'remark2'),
  },
  body: z.object({
    member_id: recordId,
    product_id: recordId,
    /** The meter number, the fuel card number or the phone number, digits only. */
    account: line(30).pipe(z.string().regex(/^\d{6,30}$/, { error: 'reasonFormat' })),
    remark: paragraph(200).default(''),
  }),
  response: OrderView.extend({ balance: z.number().int() }),
});

export const rechargeAudit = post(`${api}RechargeAudit`, {
  summary: 'Approve a top-up held for review (it is submitted to the provider) or reject it (it is refunded)',
  labels: { pass: T('审核结果'), remark: T('审核备注') },
  body: z.object({
    id: recordId,
    pass: flag,
    remark: paragraph(200).default(''),
  }),
  response: OrderView,
});

export const rechargeSync = post(`${api}RechargeSync`, {
  summary:
    'Ask the provider how a top-up went and take its answer: succeeded, or failed and refunded; one still under way stays',
  body: z.object({ id: recordId }),
  response: OrderView,
});

export const rechargeRefund = post(`${api}RechargeRefund`, {
  summary:
    'Refund a top-up the provider has not carried out: it is asked first, and a top-up it did or is still doing is not refunded',
  labels: { reason: T('退款原因', 'refundReason') },
  body: z.object({ id: recordId, reason: paragraph(200).pipe(z.string().min(2)) }),
  response: OrderView,
});

export const providerBalance = get(`${api}ProviderBalance`, {
  summary: "The store's prepaid balance with the top-up provider, as the provider says it now",
  response: z.object({ name: z.string(), balance: z.number().int() }),
});

export const rechargeMember = get(`${api}RechargeMember`, {
  summary: 'A member as the top-up desk shows them: balance and latest top-ups',
  labels: { member_id: T('会员', 'member2') },
  query: z.object({ member_id: recordId }),
  response: z.object({
    member_id: z.number().int(),
    nick_name: z.string(),
    phone: z.string(),
    active: flag,
    balance: z.number().int(),
    orders: z.array(OrderView.extend({ created_at: z.number().int() })),
  }),
});
