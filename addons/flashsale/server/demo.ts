import {
  type AddonDemoContext,
  AppError,
  flowEvents,
  goods,
  nextDocNo,
  type StoreDb,
  wallets,
} from '@yanye/addon-kit/server';
import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import { type DemoOrder, type DemoSession, HOUR, SESSIONS, STEPS } from './demo-data';
import { bookPayment, cancelOrder, takeStock } from './order.service';
import { flashsaleItems, flashsaleOrders, flashsales } from './tables';

const TIME_ZONE = 'Asia/Shanghai';

async function goodsByName(db: StoreDb, names: readonly string[]) {
  const rows = await db
    .select({ id: goods.id, name: goods.name, price: goods.price })
    .from(goods)
    .orderBy(goods.id);
  // The sessions name 鑫盐商贸's goods; another store's demo (a test's) takes its own goods in their place.
  const named = new Map(rows.filter((g) => names.includes(g.name)).map((g) => [g.name, g]));
  const spare = rows.filter((g) => !named.has(g.name));
  for (const name of new Set(names))
    if (!named.has(name) && spare.length > 0) named.set(name, spare.shift()!);
  return named;
}

/** Members with money in their balance, the richest first: the demo's buyers. */
async function buyers(db: StoreDb): Promise<number[]> {
  const rows = await db
    .select({ memberId: wallets.memberId })
    .from(wallets)
    .where(and(eq(wallets.kind, 'rmb'), isNotNull(wallets.memberId), gte(wallets.balance, 20_000)))
    .orderBy(desc(wallets.balance))
    .limit(12);
  return rows.map((r) => Number(r.memberId));
}

/** A row of a demo record's history. */
interface Step {
  readonly step: string;
  readonly from: string;
  readonly to: string;
  readonly at: number;
  readonly note?: string;
  /** Taken by the clock, not by a person. */
  readonly clock?: boolean;
}

async function history(
  db: StoreDb,
  entity: string,
  recordId: number,
  adminId: number,
  steps: readonly Step[],
) {
  if (steps.length === 0) return;
  await db.insert(flowEvents).values(
    steps.map((s) => ({
      entity,
      recordId,
      step: s.step,
      fromState: s.from,
      toState: s.to,
      note: s.note ?? '',
      accountId: s.clock ? null : adminId,
      createdAt: s.at,
    })),
  );
}

/** The session's steps, from its creation to its present state, the clock's among them (engine/addons/campaign.ts). */
function sessionSteps(s: DemoSession, start: number, end: number): Step[] {
  const created = { step: 'create', from: '', to: 'draft', at: start + STEPS.created };
  if (s.state === 'draft') return [created];
  const published = { step: 'Publish', from: 'draft', to: 'scheduled', at: start + STEPS.published };
  if (s.state === 'scheduled') return [created, published];
  const started = { step: 'start', from: 'scheduled', to: 'running', at: start, clock: true };
  if (s.state === 'running') return [created, published, started];
  if (s.state === 'ended')
    return [created, published, started, { step: 'end', from: 'running', to: 'ended', at: end, clock: true }];
  const stopped = {
    step: 'Stop',
    from: 'running',
    to: 'stopped',
    at: start + STEPS.stopped,
    note: s.stopReason ?? '',
  };
  return [created, published, started, stopped];
}

/** Places a demo order as the buy form does, at `at`, then ships or cancels it as the demo says. */
async function placeOrder(
  db: StoreDb,
  itemId: number,
  memberId: number,
  o: DemoOrder,
  at: number,
  adminId: number,
) {
  const taken = await takeStock(db, { itemId, memberId, qty: o.qty }, at);
  const orderNo = await nextDocNo(db, 'MS', { now: at, timeZone: TIME_ZONE });
  const [order] = await db
    .insert(flashsaleOrders)
    .values({
      ...taken,
      orderNo,
      status: 'paid',
      createdBy: adminId,
      createdAt: at,
      paidAt: at,
      updatedAt: at,
    })
    .returning();
  const who = { accountId: adminId, now: at };
  await bookPayment(db, order!, who);
  const steps: Step[] = [{ step: 'create', from: '', to: 'paid', at }];
  if (o.after === 'shipped') {
    const shippedAt = at + 3 * HOUR;
    await db
      .update(flashsaleOrders)
      .set({
        status: 'shipped',
        shippedAt,
        trackingNo: `SF${orderNo.replace(/\D/g, '')}`,
        updatedAt: shippedAt,
      })
      .where(eq(flashsaleOrders.id, order!.id));
    steps.push({ step: 'Ship', from: 'paid', to: 'shipped', at: shippedAt });
  }
  if (o.after === 'cancelled') {
    const cancelledAt = at + 20 * 60;
    const reason = '会员来电：下错规格，申请取消';
    await cancelOrder(db, order!, { accountId: adminId, now: cancelledAt });
    await db
      .update(flashsaleOrders)
      .set({ status: 'cancelled', cancelledAt, cancelReason: reason, updatedAt: cancelledAt })
      .where(eq(flashsaleOrders.id, order!.id));
    steps.push({ step: 'Cancel', from: 'paid', to: 'cancelled', at: cancelledAt, note: reason });
  }
  await history(db, 'FlashsaleOrder', order!.id, adminId, steps);
}

/** Seeds 鑫盐商贸's flash sales (see SESSIONS in demo-data.ts). */
export async function seedFlashsale(db: StoreDb, ctx: AddonDemoContext): Promise<void> {
  const hour = ctx.now - (ctx.now % HOUR);
  const names = SESSIONS.flatMap((s) => s.items.map((i) => i.goods));
  const byName = await goodsByName(db, names);
  const people = await buyers(db);
  if (people.length === 0) return;
  let turn = 0;
  for (const s of SESSIONS) {
    const startAt = hour + s.from * HOUR;
    const endAt = hour + s.to * HOUR;
    const lines = s.items.flatMap((it) => {
      const g = byName.get(it.goods);
      return g ? [{ g, it }] : [];
    });
    if (lines.length === 0) continue;
    const published = s.state === 'draft' ? null : startAt + STEPS.published;
    // Placed as it stood while orders came in; its present state is written after them.
    const [session] = await db
      .insert(flashsales)
      .values({
        title: s.title,
        startAt,
        endAt,
        status: s.state === 'draft' ? 'draft' : 'running',
        itemCount: lines.length,
        totalStock: lines.reduce((n, l) => n + l.it.stock, 0),
        remark: s.remark ?? '',
        publishedAt: published,
        createdBy: ctx.adminId,
        createdAt: startAt + STEPS.created,
        updatedAt: published ?? startAt + STEPS.created,
      })
      .returning({ id: flashsales.id });
    const items = await db
      .insert(flashsaleItems)
      .values(
        lines.map(({ g, it }, seq) => ({
          docId: session!.id,
          seq,
          goodsId: g.id,
          goodsName: g.name,
          goodsPrice: g.price,
          flashPrice: Math.min(it.flash, g.price || it.flash),
          stock: it.stock,
          limitPerMember: it.limit,
        })),
      )
      .returning({ id: flashsaleItems.id });
    // Orders come in through the session's first hour (or its run so far), a few minutes apart.
    const orders = s.orders ?? [];
    for (const [n, o] of orders.entries()) {
      const itemId = items[o.item]?.id;
      if (itemId === undefined) continue;
      const at = startAt + 120 + n * 7 * 60;
      if (at >= Math.min(endAt, ctx.now)) continue;
      // The next buyer in turn who may still buy it (within the limit, with the money); a refusal changes nothing.
      for (let tries = 0; tries < people.length; tries++) {
        const member = people[turn++ % people.length]!;
        const placed = await db
          .savepoint(async (sp) => {
            await placeOrder(sp, itemId, member, o, at, ctx.adminId);
            return true;
          })
          .catch((error: unknown) => {
            if (error instanceof AppError) return false;
            throw error;
          });
        if (placed) break;
      }
    }
    const stoppedAt = startAt + STEPS.stopped;
    await db
      .update(flashsales)
      .set({
        status: s.state,
        ...(s.state === 'stopped' ? { stopReason: s.stopReason ?? '', stoppedAt } : {}),
      })
      .where(eq(flashsales.id, session!.id));
    await history(db, 'Flashsale', session!.id, ctx.adminId, sessionSteps(s, startAt, endAt));
  }
}
