import {
  Answer,
  AppError,
  actionSaveContext,
  balanceOf,
  conflict,
  members,
  nextDocNo,
  plainValue,
  recordStep,
  route,
  serviceRoute,
  type UserContext,
} from '@yanye/addon-kit/server';
import { and, desc, eq } from 'drizzle-orm';
import { type OrderView, providerBalance, rechargeAudit, rechargeMember, rechargePlace } from '../contract';
import { applySubmission, lockOrder, pay, refundOrder, type Who } from './order.service';
import { ENTITY, orderNote, viewOf, yuan } from './order.view';
import { refundRoutes } from './refund.routes';
import { accountProblem, auditReason, leaseSeconds, rulesOf } from './rules';
import { providerAccount, type Submitted, submitTopUp, utilitySpec } from './service';
import { utilityOrders, utilityProducts } from './tables';
import { KIND_TITLES, UTILITY_LOG, UTILITY_MESSAGES, UTILITY_TITLES } from './texts';

const o = utilityOrders;

/** Order numbers: JF (缴费), the store's date and a daily sequence. */
const ORDER_PREFIX = 'JF';

const who = (ctx: UserContext): Who => ({ accountId: ctx.principal.accountId, now: ctx.deps.now() });

/** What placing or approving says once the provider answered (or did not). */
function told<V extends OrderView>(row: typeof o.$inferSelect, view: V) {
  const amount = yuan(row.amount);
  if (row.state === 'audit') return new Answer(view, UTILITY_MESSAGES.placedAudit, { amount });
  if (row.state === 'pending')
    return new Answer(view, UTILITY_MESSAGES.placedPending, { amount, error: row.submitError });
  if (row.state === 'refunded')
    return new Answer(view, UTILITY_MESSAGES.refusedRefunded, { amount, reason: row.failReason });
  return new Answer(view, UTILITY_MESSAGES.placedSubmitted, { amount });
}

/**
 * Places a top-up: checks the member, the product and the account, pays from the member's balance and writes
 * the order (one transaction: a short balance refuses it whole), then, unless it waits for review, submits it
 * with no transaction open, and takes the provider's answer in a second one. Once the order is paid, nothing
 * the provider does makes the call fail: a submission not known to have arrived is sent again later.
 */
const place = serviceRoute(rechargePlace, utilitySpec, {
  async plan(ctx, { body }) {
    const [member] = await ctx.db.select().from(members).where(eq(members.id, body.member_id));
    if (!member)
      throw new AppError('BAD_INPUT', 'fieldInvalid', { field: 'member_id', reason: { key: 'reasonValue' } });
    if (member.status !== 1)
      throw conflict(UTILITY_MESSAGES.memberDisabled, { member: member.nickName || member.phone });
    const [product] = await ctx.db
      .select()
      .from(utilityProducts)
      .where(eq(utilityProducts.id, body.product_id));
    if (!product)
      throw new AppError('BAD_INPUT', 'fieldInvalid', {
        field: 'product_id',
        reason: { key: 'reasonValue' },
      });
    if (product.status !== 1) throw conflict(UTILITY_MESSAGES.productOff, { product: product.name });
    const problem = accountProblem(product.kind, body.account);
    if (problem)
      throw new AppError('BAD_INPUT', UTILITY_MESSAGES.badAccount, {
        kind: KIND_TITLES[product.kind],
        account: body.account,
        rule: problem,
      });
    const rules = await rulesOf(ctx.db);
    const reason = await auditReason(ctx.db, rules, product.kind, body.account, product.price);
    const w = who(ctx);
    const [order] = await ctx.db
      .insert(o)
      .values({
        orderNo: await nextDocNo(ctx.db, ORDER_PREFIX, actionSaveContext(ctx)),
        kind: product.kind,
        productId: product.id,
        productName: product.name,
        providerCode: product.providerCode,
        memberId: member.id,
        account: body.account,
        faceValue: product.faceValue,
        amount: product.price,
        state: reason ? 'audit' : 'pending',
        auditReason: reason,
        // Held while this request submits it, so the sweep does not send it at the same moment.
        busyUntil: reason ? 0 : w.now + leaseSeconds(rules),
        remark: body.remark,
        createdBy: w.accountId,
        createdAt: w.now,
        updatedAt: w.now,
      })
      .returning();
    await pay(ctx.db, order!, w);
    await recordStep(ctx.db, {
      entity: ENTITY,
      recordId: order!.id,
      step: 'create',
      to: order!.state,
      note: body.remark,
      accountId: w.accountId,
      at: w.now,
    });
    return order!;
  },
  call: async (client, order): Promise<Submitted | undefined> =>
    order.state === 'pending' ? submitTopUp(client, order) : undefined,
  async book(ctx, _input, order, got) {
    const row = got ? await applySubmission(ctx.db, order.id, got, who(ctx)) : order;
    const balance = await balanceOf(ctx.db, { kind: 'rmb', memberId: row.memberId });
    return told(row, { ...viewOf(row), balance });
  },
  audit: (_input, result: OrderView) => orderNote(result, UTILITY_LOG.ordered),
});

/**
 * Reviews an order held for a person. Approving moves it to `pending` (committed before the provider is called,
 * so a submission that times out is sent again by the sweep) and submits it; rejecting refunds it. A second
 * review of the same order is refused.
 */
const audit = serviceRoute(rechargeAudit, utilitySpec, {
  async plan(ctx, { body }) {
    const row = await lockOrder(ctx.db, body.id);
    if (row.state !== 'audit') throw conflict(UTILITY_MESSAGES.audited);
    if (!body.pass) return { row, pass: false };
    const w = who(ctx);
    const lease = leaseSeconds(await rulesOf(ctx.db));
    const [approved] = await ctx.db
      .update(o)
      .set({
        state: 'pending',
        auditRemark: body.remark,
        auditedBy: w.accountId,
        auditedAt: w.now,
        busyUntil: w.now + lease,
        updatedAt: w.now,
      })
      .where(and(eq(o.id, row.id), eq(o.state, 'audit')))
      .returning();
    await recordStep(ctx.db, {
      entity: ENTITY,
      recordId: row.id,
      step: 'approve',
      from: 'audit',
      to: 'pending',
      note: body.remark,
      accountId: w.accountId,
      at: w.now,
    });
    return { row: approved!, pass: true };
  },
  call: async (client, plan): Promise<Submitted | undefined> =>
    plan.pass ? submitTopUp(client, plan.row) : undefined,
  async book(ctx, { body }, plan, got) {
    const w = who(ctx);
    if (got) {
      const row = await applySubmission(ctx.db, plan.row.id, got, w);
      return told(row, viewOf(row));
    }
    const row = await lockOrder(ctx.db, plan.row.id);
    if (row.state !== 'audit') throw conflict(UTILITY_MESSAGES.audited);
    const done = await refundOrder(ctx.db, row, 'reject', body.remark, w, {
      auditRemark: body.remark,
      auditedBy: w.accountId,
      auditedAt: w.now,
    });
    return new Answer(viewOf(done), UTILITY_MESSAGES.rejected, { amount: yuan(done.amount) });
  },
  audit: ({ body }, result: OrderView) =>
    orderNote(
      result,
      body.pass ? UTILITY_LOG.approved : UTILITY_LOG.rejected,
      body.remark ? [{ field: UTILITY_TITLES.auditRemark, to: plainValue(body.remark) }] : [],
    ),
});

const balance = serviceRoute(providerBalance, utilitySpec, {
  plan: async () => null,
  call: (client) => providerAccount(client),
  book: async (_ctx, _input, _plan, account) => account,
});

/** A member as the desk shows them: balance and the latest top-ups. */
const member = route(rechargeMember, {
  async handler(ctx, { query }) {
    const [m] = await ctx.db.select().from(members).where(eq(members.id, query.member_id));
    if (!m) throw new AppError('NOT_FOUND', 'recordNotFound');
    const rows = await ctx.db.select().from(o).where(eq(o.memberId, m.id)).orderBy(desc(o.id)).limit(10);
    return {
      member_id: m.id,
      nick_name: m.nickName,
      phone: m.phone,
      active: m.status === 1 ? 1 : 0,
      balance: await balanceOf(ctx.db, { kind: 'rmb', memberId: m.id }),
      orders: rows.map((r) => ({ ...viewOf(r), created_at: r.createdAt })),
    };
  },
});

export const utilityRoutes = [place, audit, balance, member, ...refundRoutes];
