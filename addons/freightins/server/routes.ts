import {
  Answer,
  actionSaveContext,
  nextDocNo,
  plainValue,
  serviceRoute,
  type UserContext,
} from '@yanye/addon-kit/server';
import { claimFile, policyCancel, policyInsure } from '../contract';
import { deskRoute } from './desk';
import {
  bookCancel,
  bookClaimFiled,
  bookPolicy,
  planCancel,
  planClaim,
  planInsure,
  type Who,
} from './policy.service';
import { cancelPolicy, fileClaim, insure, insurerSpec } from './service';
import { settingRoutes } from './settings';
import type { Claim, Policy } from './tables';
import { FREIGHTINS_LOG, FREIGHTINS_MESSAGES, FREIGHTINS_TITLES } from './texts';

const who = (ctx: UserContext): Who => ({ accountId: ctx.principal.accountId, now: ctx.deps.now() });

export const policyView = (r: Policy) => ({
  id: r.id,
  policy_no: r.policyNo,
  state: r.state,
  premium: r.premium,
  insured_amount: r.insuredAmount,
  refuse_reason: r.refuseReason,
  expires_at: r.expiresAt ?? 0,
});

export const claimView = (r: Claim) => ({
  id: r.id,
  claim_no: r.claimNo,
  state: r.state,
  amount: r.amount,
  paid_amount: r.paidAmount,
  reject_reason: r.rejectReason,
  confirmed: r.insurerClaimNo === '' ? 0 : 1,
});

/** The order each policy answer is of, for its operator-log row; never sent. */
const orderOf = new WeakMap<object, string>();

/** The policy and the insurer's case of each claim answer, for its operator-log row; never sent. */
const caseOf = new WeakMap<object, { readonly policy: string; readonly case: string }>();

/** Claim numbers: LP (理赔), the store's date and a daily sequence. */
export const CLAIM_PREFIX = 'LP';

/**
 * Insures a shipped order now (the desk's button; the sweep does it as orders ship): checked in one transaction,
 * sent with none open, the policy written in a second. The insurer's refusal is the call's failure (503, with its
 * reason) and writes nothing.
 */
const insureRoute = serviceRoute(policyInsure, insurerSpec, {
  plan: (ctx, { body }) => planInsure(ctx.db, body.order_id),
  call: (client, plan) => insure(client, plan.request),
  async book(ctx, _input, plan, got) {
    const row = await bookPolicy(ctx.db, plan, got, 'manual', who(ctx));
    const answer = policyView(row);
    orderOf.set(answer, row.orderSn);
    return new Answer(answer, FREIGHTINS_MESSAGES.insured, { no: row.policyNo });
  },
  audit: ({ body }, result: ReturnType<typeof policyView>) => ({
    target: String(result.id),
    object: 'FreightinsPolicy',
    objectName: result.policy_no,
    said: {
      text: FREIGHTINS_LOG.insured,
      params: { sn: orderOf.get(result) ?? `#${body.order_id}`, no: result.policy_no },
    },
  }),
});

/** Cancels a policy in force with no claim (退保), at the insurer first. */
const cancelRoute = serviceRoute(policyCancel, insurerSpec, {
  plan: async (ctx, { body }) => ({ policy: await planCancel(ctx.db, body.id), reason: body.reason }),
  call: (client, plan) => cancelPolicy(client, plan.policy.policyNo, plan.reason),
  async book(ctx, { body }, plan) {
    const answer = policyView(await bookCancel(ctx.db, plan.policy.id, body.reason, who(ctx)));
    orderOf.set(answer, plan.policy.orderSn);
    return new Answer(answer, FREIGHTINS_MESSAGES.cancelled);
  },
  audit: ({ body }, result: ReturnType<typeof policyView>) => ({
    target: String(body.id),
    object: 'FreightinsPolicy',
    objectName: result.policy_no,
    said: {
      text: FREIGHTINS_LOG.cancelled,
      params: { no: result.policy_no, sn: orderOf.get(result) ?? '' },
      changes: [{ field: FREIGHTINS_TITLES.cancelReason, to: plainValue(body.reason) }],
    },
  }),
});

/**
 * Files a claim for an insured order that came back. The claim is written first (its number kept, so a filing
 * that timed out is sent again under it, by this button or by the sweep), then filed, then its case number kept.
 */
const claimRoute = serviceRoute(claimFile, insurerSpec, {
  plan: (ctx, { body }) =>
    planClaim(
      ctx.db,
      body.policy_id,
      () => nextDocNo(ctx.db, CLAIM_PREFIX, actionSaveContext(ctx)),
      who(ctx),
    ),
  call: (client, plan) => fileClaim(client, plan.request),
  async book(ctx, _input, plan, got) {
    const row = await bookClaimFiled(ctx.db, plan.claim.id, got.claim_no, who(ctx));
    const answer = claimView(row);
    caseOf.set(answer, { policy: plan.request.policyNo, case: row.insurerClaimNo });
    return new Answer(answer, FREIGHTINS_MESSAGES.filed, { no: row.insurerClaimNo });
  },
  audit: ({ body }, result: ReturnType<typeof claimView>) => ({
    target: String(result.id),
    object: 'FreightinsClaim',
    objectName: result.claim_no,
    said: {
      text: FREIGHTINS_LOG.claimed,
      params: {
        policy: caseOf.get(result)?.policy ?? `#${body.policy_id}`,
        no: result.claim_no,
        case: caseOf.get(result)?.case ?? '',
      },
    },
  }),
});

export const freightinsRoutes = [...settingRoutes, deskRoute, insureRoute, cancelRoute, claimRoute];
