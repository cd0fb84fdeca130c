import {
  accounts,
  isOneOf,
  members,
  oneRowPerStoreTable,
  orders,
  refId,
  refunds,
  rowTimes,
  storeKey,
  storeTable,
  unixTime,
  updatedAt,
  walletLogs,
} from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import { bigint, check, index, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CLAIM_STATES, POLICY_STATES, SCOPES } from '../contract';

/** The store's freight insurance: whether shipped orders are insured, for what, and which. Money in cents. */
export const freightinsSettings = oneRowPerStoreTable(
  'freightins_settings',
  {
    enabled: smallint('enabled').notNull().default(0),
    premium: bigint('premium', { mode: 'number' }).notNull().default(150),
    insuredAmount: bigint('insured_amount', { mode: 'number' }).notNull().default(1_200),
    scope: text('scope', { enum: SCOPES }).notNull().default('all'),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull().default(0),
    autoClaim: smallint('auto_claim').notNull().default(1),
    /** When it was last turned on: orders shipped before are not insured by the sweep. */
    enabledAt: unixTime('enabled_at').notNull().default(0),
    updatedBy: refId('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    storeKey('freightins_settings_updated_by_fk', t, t.updatedBy, accounts),
    check('freightins_settings_scope_check', isOneOf(t.scope, SCOPES)),
    check(
      'freightins_settings_money_check',
      sql`${t.premium} > 0 and ${t.insuredAmount} > 0 and ${t.minAmount} >= 0`,
    ),
    check('freightins_settings_flags_check', sql`${t.enabled} in (0, 1) and ${t.autoClaim} in (0, 1)`),
  ],
);

/**
 * One policy per order, insured with the insurer under the order's number (which the insurer dedupes by). The
 * buyer, who is paid on a claim, is the member with the order's phone when there is one.
 */
export const freightinsPolicies = storeTable(
  'freightins_policies',
  {
    orderId: refId('order_id').notNull(),
    orderSn: text('order_sn').notNull(),
    buyerName: text('buyer_name').notNull().default(''),
    buyerPhone: text('buyer_phone').notNull().default(''),
    memberId: refId('member_id'),
    premium: bigint('premium', { mode: 'number' }).notNull(),
    insuredAmount: bigint('insured_amount', { mode: 'number' }).notNull(),
    state: text('state', { enum: POLICY_STATES }).notNull(),
    policyNo: text('policy_no').notNull().default(''),
    refuseReason: text('refuse_reason').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    /** `auto` when the sweep insured it as the order shipped, `manual` by a person's button. */
    source: text('source').notNull().default('auto'),
    effectiveAt: unixTime('effective_at'),
    expiresAt: unixTime('expires_at'),
    cancelledAt: unixTime('cancelled_at'),
    claimedAt: unixTime('claimed_at'),
    createdBy: refId('created_by'),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('freightins_policies_order_key').on(t.supplierId, t.orderId),
    uniqueIndex('freightins_policies_no_key').on(t.supplierId, t.policyNo).where(sql`${t.policyNo} <> ''`),
    index('freightins_policies_state_idx').on(t.supplierId, t.state, t.expiresAt),
    storeKey('freightins_policies_order_fk', t, t.orderId, orders),
    storeKey('freightins_policies_member_fk', t, t.memberId, members),
    storeKey('freightins_policies_created_by_fk', t, t.createdBy, accounts),
    check('freightins_policies_state_check', isOneOf(t.state, POLICY_STATES)),
    check('freightins_policies_money_check', sql`${t.premium} > 0 and ${t.insuredAmount} > 0`),
    check('freightins_policies_source_check', sql`${t.source} in ('auto', 'manual')`),
  ],
);

/**
 * A claim on a policy when its order came back: one per policy, filed under our number (deduped by the
 * insurer), settled by the insurer's signed notification. A paid claim is credited to the buyer's balance once
 * (`freightins-claim:{id}:pay`) when the buyer is a member; otherwise the insurer pays the buyer directly.
 */
export const freightinsClaims = storeTable(
  'freightins_claims',
  {
    claimNo: text('claim_no').notNull(),
    policyId: refId('policy_id').notNull(),
    orderId: refId('order_id').notNull(),
    refundId: refId('refund_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    state: text('state', { enum: CLAIM_STATES }).notNull().default('filed'),
    insurerClaimNo: text('insurer_claim_no').notNull().default(''),
    reason: text('reason').notNull().default(''),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    /** `member`: credited to the buyer's balance; `direct`: paid by the insurer to the buyer's own account. */
    payee: text('payee').notNull().default('direct'),
    walletLogId: refId('wallet_log_id'),
    rejectReason: text('reject_reason').notNull().default(''),
    paidAt: unixTime('paid_at'),
    createdBy: refId('created_by'),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('freightins_claims_no_key').on(t.supplierId, t.claimNo),
    uniqueIndex('freightins_claims_policy_key').on(t.supplierId, t.policyId),
    index('freightins_claims_state_idx').on(t.supplierId, t.state, t.createdAt),
    storeKey('freightins_claims_policy_fk', t, t.policyId, freightinsPolicies),
    storeKey('freightins_claims_order_fk', t, t.orderId, orders),
    storeKey('freightins_claims_refund_fk', t, t.refundId, refunds),
    storeKey('freightins_claims_wallet_log_fk', t, t.walletLogId, walletLogs),
    storeKey('freightins_claims_created_by_fk', t, t.createdBy, accounts),
    check('freightins_claims_state_check', isOneOf(t.state, CLAIM_STATES)),
    check('freightins_claims_money_check', sql`${t.amount} > 0 and ${t.paidAmount} >= 0`),
    check('freightins_claims_payee_check', sql`${t.payee} in ('member', 'direct')`),
  ],
);

export type Policy = typeof freightinsPolicies.$inferSelect;
export type Claim = typeof freightinsClaims.$inferSelect;
