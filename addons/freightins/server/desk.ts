import { escapeLike, orders, refunds, route } from '@yanye/addon-kit/server';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { deskOrders } from '../contract';
import { shippedSince } from './policy.service';
import { freightinsClaims, freightinsPolicies } from './tables';

const DAY = 86_400;
const PAGE = 20;
const p = freightinsPolicies;
const c = freightinsClaims;

/**
 * The desk's list: delivery orders shipped in the last 60 days (newest first, searched by number, buyer or
 * phone), each with its policy, its latest return and its claim, so the buttons each row offers follow from it.
 */
export const deskRoute = route(deskOrders, {
  async handler({ db, deps }, { query }) {
    const keyword = query.keyword.trim();
    const like = `%${escapeLike(keyword)}%`;
    const rows = await db
      .select({ order: orders, policy: p, claim: c })
      .from(orders)
      .leftJoin(p, eq(p.orderId, orders.id))
      .leftJoin(c, eq(c.policyId, p.id))
      .where(
        and(
          shippedSince(deps.now() - 60 * DAY),
          keyword
            ? or(ilike(orders.orderSn, like), ilike(orders.buyerName, like), ilike(orders.buyerPhone, like))
            : undefined,
        ),
      )
      .orderBy(desc(orders.sendTime), desc(orders.id))
      .limit(PAGE + 1)
      .offset((query.page - 1) * PAGE);
    const page = rows.slice(0, PAGE);
    const ids = page.map((r) => r.order.id);
    const returns =
      ids.length === 0
        ? []
        : await db
            .select({ orderId: refunds.orderId, sn: refunds.refundSn, status: refunds.status })
            .from(refunds)
            .where(and(inArray(refunds.orderId, ids), eq(refunds.type, 'return')))
            .orderBy(sql`${refunds.id} asc`);
    const latest = new Map(returns.map((r) => [r.orderId, r]));
    return {
      rows: page.map(({ order, policy, claim }) => ({
        order_id: order.id,
        order_sn: order.orderSn,
        buyer_name: order.buyerName,
        buyer_phone: order.buyerPhone,
        pay_amount: order.payAmount,
        order_status: order.orderStatus,
        send_time: order.sendTime ?? 0,
        express: [order.expressCompany, order.expressNo].filter(Boolean).join(' '),
        policy: policy && {
          id: policy.id,
          policy_no: policy.policyNo,
          state: policy.state,
          premium: policy.premium,
          insured_amount: policy.insuredAmount,
          refuse_reason: policy.refuseReason,
          expires_at: policy.expiresAt ?? 0,
        },
        return_sn: latest.get(order.id)?.sn ?? '',
        return_status: latest.get(order.id)?.status ?? '',
        claim: claim && {
          id: claim.id,
          claim_no: claim.claimNo,
          state: claim.state,
          amount: claim.amount,
          paid_amount: claim.paidAmount,
          reject_reason: claim.rejectReason,
          confirmed: claim.insurerClaimNo === '' ? 0 : 1,
        },
      })),
      more: rows.length > PAGE ? 1 : 0,
    };
  },
});
