import { serviceRoute } from '../../../server/src/engine/outside/use';
import type { UserContext } from '../../../server/src/platform/context';
import { Answer } from '../../../server/src/platform/route';
import { actionSaveContext, nextDocNo } from '../../../server/src/resources/jxc/docs';
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
import { FM } from './texts';

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
    return new Answer(policyView(row), FM.insured, { no: row.policyNo });
  },
  audit: ({ body }) => ({ target: String(body.order_id), summary: '运费险手动投保' }),
});

/** Cancels a policy in force with no claim (退保), at the insurer first. */
const cancelRoute = serviceRoute(policyCancel, insurerSpec, {
  plan: async (ctx, { body }) => ({ policy: await planCancel(ctx.db, body.id), reason: body.reason }),
  call: (client, plan) => cancelPolicy(client, plan.policy.policyNo, plan.reason),
  async book(ctx, { body }, plan) {
    return new Answer(
      policyView(await bookCancel(ctx.db, plan.policy.id, body.reason, who(ctx))),
      FM.cancelled,
    );
  },
  audit: ({ body }) => ({ target: String(body.id), summary: `运费险退保：${body.reason}` }),
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
    return new Answer(claimView(row), FM.filed, { no: row.insurerClaimNo });
  },
  audit: ({ body }) => ({ target: String(body.policy_id), summary: '运费险申请理赔' }),
});

export const freightinsRoutes = [...settingRoutes, deskRoute, insureRoute, cancelRoute, claimRoute];
