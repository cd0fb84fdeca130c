import { entityByName } from '@yanye/catalog';
import { accounts, operatorLogs, orders, refunds, SAID, type StoreDb } from '@yanye/framework/server';
import { sameText, sentenceOf } from '@yanye/protocol';
import { and, eq, gte, isNotNull } from 'drizzle-orm';

const DAY = 86_400;

/** What the demo's refunds went through, by their state now: the store's actions, in order. */
const REFUND_STEPS: Readonly<Record<string, readonly string[]>> = {
  agreed: ['Agree'],
  returned: ['Agree'],
  refunded: ['Agree', 'Confirm'],
  rejected: ['Reject'],
};

/**
 * The store's own steps on the last 30 days of demo orders, in the operator log as the platform would have
 * written them: each delivery shipped, each pick-up handed over, each after-sale request answered, by the
 * store's main account at the time the order says. An order's story then names who did what.
 */
export async function seedOrderLog(db: StoreDb, now: number): Promise<void> {
  const order = entityByName('Order');
  const refund = entityByName('Refund');
  const [owner] = await db
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(eq(accounts.isMain, true));
  if (!order || !refund || !owner) return;
  const since = now - 30 * DAY;
  const titleOf = (facts: typeof order, action: string) =>
    facts.pages.find((p) => p.api.includes(`${facts.api}${action}`))?.title;
  const rows: Omit<typeof operatorLogs.$inferInsert, 'supplierId'>[] = [];
  const said = (facts: typeof order, action: string, id: number, name: string, at: number): void => {
    const title = titleOf(facts, action);
    if (!title) return;
    const sentence = { text: SAID.acted, params: { action: title, name: sameText(name) } };
    rows.push({
      accountId: owner.id,
      username: owner.username,
      api: `${facts.api}${action}`,
      target: String(id),
      object: facts.name,
      objectName: name,
      summary: sentenceOf(sentence, 'zh'),
      detail: sentence,
      ip: '192.0.2.8',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0',
      createdAt: at,
    });
  };

  const shipped = await db
    .select({
      id: orders.id,
      sn: orders.orderSn,
      mode: orders.freightMode,
      sent: orders.sendTime,
      done: orders.finishTime,
    })
    .from(orders)
    .where(and(isNotNull(orders.sendTime), gte(orders.sendTime, since)));
  for (const o of shipped) {
    if (o.mode === 1 && o.sent) said(order, 'Send', o.id, o.sn, o.sent);
    if (o.mode === 2 && o.done) said(order, 'Verify', o.id, o.sn, o.done);
  }

  const answered = await db
    .select({
      id: refunds.id,
      sn: refunds.refundSn,
      status: refunds.status,
      asked: refunds.createdAt,
      at: refunds.handledAt,
    })
    .from(refunds)
    .where(and(isNotNull(refunds.handledAt), gte(refunds.createdAt, since)));
  for (const r of answered) {
    const steps = REFUND_STEPS[r.status] ?? [];
    const end = r.at ?? r.asked;
    steps.forEach((step, i) => {
      // The last step at the time the request says it was handled; an earlier one halfway there.
      const at = i === steps.length - 1 ? end : r.asked + Math.floor((end - r.asked) / 2);
      said(refund, step, r.id, r.sn, at);
    });
  }
  if (rows.length > 0) await db.insert(operatorLogs).values(rows);
}
