import { moveMemberBalance, type StoreDb } from '@yanye/addon-kit/server';
import { and, eq } from 'drizzle-orm';
import type { ClaimPush } from './service';
import { freightinsClaims, freightinsPolicies } from './tables';
import { CLAIM_NOTE } from './texts';

const c = freightinsClaims;
const p = freightinsPolicies;

/** The ledger key of a claim's payout: one per claim, so a repeated or raced notification books it once. */
export const payoutKey = (claimId: number) => `freightins-claim:${claimId}:pay`;

/**
 * Takes the insurer's word on a claim, in the store's transaction with the claim locked: paid (credited once to
 * the buyer's balance when the buyer is a member, the policy then claimed) or rejected. A claim already settled
 * stays as it is; the payout is never more than the claim asked for.
 */
export async function settleClaim(db: StoreDb, e: ClaimPush, now: number) {
  const [claim] = await db.select().from(c).where(eq(c.claimNo, e.out_claim_no)).for('update');
  if (!claim) return { claim_no: e.out_claim_no, state: 'unknown' };
  if (claim.state !== 'filed') return { claim_no: claim.claimNo, state: claim.state };
  const insurerClaimNo = claim.insurerClaimNo || e.claim_no;
  if (e.status === 'REJECTED') {
    await db
      .update(c)
      .set({ state: 'rejected', rejectReason: e.reason.slice(0, 200), insurerClaimNo, updatedAt: now })
      .where(and(eq(c.id, claim.id), eq(c.state, 'filed')));
    return { claim_no: claim.claimNo, state: 'rejected' };
  }
  const paid = Math.min(e.pay_amount > 0 ? e.pay_amount : claim.amount, claim.amount);
  const [policy] = await db.select().from(p).where(eq(p.id, claim.policyId)).for('update');
  let walletLogId: number | null = null;
  if (policy?.memberId) {
    const paidOut = await moveMemberBalance(
      db,
      {
        memberId: policy.memberId,
        amount: paid,
        event: 'freightins_claim',
        key: payoutKey(claim.id),
        doc: { type: 'freightins', id: claim.id, no: claim.claimNo },
        note: CLAIM_NOTE,
      },
      { accountId: null, now },
    );
    walletLogId = paidOut.id;
  }
  const paidAt = e.paid_time || now;
  await db
    .update(c)
    .set({
      state: 'paid',
      paidAmount: paid,
      paidAt,
      payee: walletLogId ? 'member' : 'direct',
      walletLogId,
      insurerClaimNo,
      updatedAt: now,
    })
    .where(and(eq(c.id, claim.id), eq(c.state, 'filed')));
  await db
    .update(p)
    .set({ state: 'claimed', claimedAt: paidAt, updatedAt: now })
    .where(and(eq(p.id, claim.policyId), eq(p.state, 'insured')));
  return { claim_no: claim.claimNo, state: 'paid', amount: paid };
}
