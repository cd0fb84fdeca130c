import { entityByName } from '@yanye/catalog';
import { accounts, operatorLogs, type StoreDb } from '@yanye/framework/server';
import type { Lang } from '@yanye/i18n';
import type { OrderActor, OrderEvent } from '@yanye/protocol';
import { and, asc, eq, inArray, or } from 'drizzle-orm';

/** One line of an order's story, as the details screen shows it. */
export interface StoryEvent {
  readonly kind: OrderEvent;
  readonly at: number;
  readonly actor: OrderActor;
  readonly by: string;
  readonly amount: number | null;
  readonly note: string;
  readonly refund_sn: string;
}

export interface StoryOrder {
  readonly id: number;
  readonly buyer_name: string;
  readonly freight_mode: number;
  readonly pay_amount: number;
  readonly express_company: string;
  readonly express_no: string;
  readonly cancel_reason: string;
  readonly created_at: number;
  readonly pay_time: number | null;
  readonly send_time: number | null;
  readonly finish_time: number | null;
  readonly cancel_time: number | null;
}

export interface StoryRefund {
  readonly id: number;
  readonly refund_sn: string;
  readonly status: 'pending' | 'agreed' | 'returned' | 'refunded' | 'rejected';
  readonly amount: number;
  readonly asked_amount: number | null;
  readonly reason: string;
  readonly reply: string;
  readonly created_at: number;
  readonly handled_at: number | null;
}

/** The store's actions on orders and refunds, by the action's name, and the event each is. */
const ORDER_ACTIONS: Readonly<Record<string, OrderEvent>> = {
  Send: 'shipped',
  Verify: 'verified',
  Cancel: 'cancelled',
};
const REFUND_ACTIONS: Readonly<Record<string, OrderEvent>> = {
  Agree: 'refund_agreed',
  Reject: 'refund_rejected',
  Confirm: 'refunded',
};

/** A refund's state once handled, as the event that put it there. */
const HANDLED: Readonly<Record<StoryRefund['status'], OrderEvent | undefined>> = {
  pending: undefined,
  agreed: 'refund_agreed',
  returned: 'refund_returned',
  refunded: 'refunded',
  rejected: 'refund_rejected',
};

/** The order in which events of one second are told. */
const ORDER_OF: readonly OrderEvent[] = [
  'created',
  'paid',
  'ready',
  'shipped',
  'received',
  'verified',
  'cancelled',
  'refund_asked',
  'refund_agreed',
  'refund_returned',
  'refund_rejected',
  'refunded',
];

interface Acted {
  readonly event: OrderEvent;
  readonly target: string;
  readonly at: number;
  readonly by: string;
}

/** A person by name with their sign-in beside it, in the reader's punctuation: 王建国（salt_admin）, 王建国 (salt_admin). */
export function personNamed(name: string, username: string, lang: Lang): string {
  return lang === 'zh' || lang === 'ja' ? `${name}（${username}）` : `${name} (${username})`;
}

/** The store's people's actions on the order and its refunds, from the operator log, each named by who did it. */
async function actedOn(
  db: StoreDb,
  orderId: number,
  refundIds: readonly number[],
  lang: Lang,
): Promise<Acted[]> {
  const order = entityByName('Order')?.api ?? '';
  const refund = entityByName('Refund')?.api ?? '';
  const byApi = new Map<string, OrderEvent>([
    ...Object.entries(ORDER_ACTIONS).map(([name, e]) => [`${order}${name}`, e] as const),
    ...Object.entries(REFUND_ACTIONS).map(([name, e]) => [`${refund}${name}`, e] as const),
  ]);
  const targets = [
    and(eq(operatorLogs.object, 'Order'), eq(operatorLogs.target, String(orderId))),
    refundIds.length > 0
      ? and(eq(operatorLogs.object, 'Refund'), inArray(operatorLogs.target, refundIds.map(String)))
      : undefined,
  ];
  const rows = await db
    .select({
      api: operatorLogs.api,
      target: operatorLogs.target,
      object: operatorLogs.object,
      at: operatorLogs.createdAt,
      username: operatorLogs.username,
      realName: accounts.realName,
      nickName: accounts.nickName,
    })
    .from(operatorLogs)
    .leftJoin(accounts, eq(accounts.id, operatorLogs.accountId))
    .where(and(inArray(operatorLogs.api, [...byApi.keys()]), or(...targets)))
    .orderBy(asc(operatorLogs.id));
  return rows.flatMap((r) => {
    const event = byApi.get(r.api);
    if (!event) return [];
    const name = r.realName || r.nickName;
    const by = name && name !== r.username ? personNamed(name, r.username, lang) : r.username;
    return [{ event, target: `${r.object}:${r.target}`, at: r.at, by }];
  });
}

/**
 * An order's story: its own times (made, paid, shipped or ready, received or handed over, cancelled) and each
 * after-sale request's (asked, answered, goods back, paid back), oldest first. Who: the buyer for what the buyer
 * does; for the store's steps, the person the operator log names, or the store alone where no log row is kept.
 */
export async function orderStory(
  db: StoreDb,
  order: StoryOrder,
  refunds: readonly StoryRefund[],
  lang: Lang,
): Promise<StoryEvent[]> {
  const acted = await actedOn(
    db,
    order.id,
    refunds.map((r) => r.id),
    lang,
  );
  const personOf = (event: OrderEvent, target: string) =>
    acted.find((a) => a.event === event && a.target === target);
  const buyer = (kind: OrderEvent, at: number, more: Partial<StoryEvent> = {}): StoryEvent => ({
    kind,
    at,
    actor: 'buyer',
    by: order.buyer_name,
    amount: null,
    note: '',
    refund_sn: '',
    ...more,
  });
  const store = (
    kind: OrderEvent,
    at: number,
    target: string,
    more: Partial<StoryEvent> = {},
  ): StoryEvent => {
    const person = personOf(kind, target);
    return {
      kind,
      at: person?.at ?? at,
      actor: person ? 'staff' : 'store',
      by: person?.by ?? '',
      amount: null,
      note: '',
      refund_sn: '',
      ...more,
    };
  };

  const own = `Order:${order.id}`;
  const events: StoryEvent[] = [buyer('created', order.created_at)];
  if (order.pay_time) events.push(buyer('paid', order.pay_time, { amount: order.pay_amount }));
  if (order.send_time && order.freight_mode === 1) {
    const waybill = [order.express_company, order.express_no].filter(Boolean).join(' ');
    events.push(store('shipped', order.send_time, own, { note: waybill }));
  }
  if (order.send_time && order.freight_mode === 2 && order.send_time !== order.pay_time)
    events.push({ ...store('ready', order.send_time, own), actor: 'store' });
  if (order.finish_time) {
    events.push(
      order.freight_mode === 2
        ? store('verified', order.finish_time, own)
        : buyer('received', order.finish_time),
    );
  }
  if (order.cancel_time) {
    const cancelled = store('cancelled', order.cancel_time, own, { note: order.cancel_reason });
    // Without a row of the store's, an unpaid order was closed by its buyer or by the clock: not known which.
    events.push(cancelled.actor === 'staff' ? cancelled : { ...cancelled, actor: 'unknown' });
  }

  for (const r of refunds) {
    const target = `Refund:${r.id}`;
    events.push(
      buyer('refund_asked', r.created_at, {
        amount: r.asked_amount ?? r.amount,
        note: r.reason,
        refund_sn: r.refund_sn,
      }),
    );
    const told = new Set<OrderEvent>();
    for (const a of acted.filter((x) => x.target === target)) {
      told.add(a.event);
      events.push({
        kind: a.event,
        at: a.at,
        actor: 'staff',
        by: a.by,
        amount: a.event === 'refunded' ? r.amount : null,
        note: a.event === 'refund_rejected' || a.event === 'refund_agreed' ? r.reply : '',
        refund_sn: r.refund_sn,
      });
    }
    // The request's last state when the log does not tell it (a request answered before the log kept rows).
    const last = HANDLED[r.status];
    if (last && r.handled_at && !told.has(last)) {
      const buyerStep = last === 'refund_returned';
      events.push({
        kind: last,
        at: r.handled_at,
        actor: buyerStep ? 'buyer' : 'store',
        by: buyerStep ? order.buyer_name : '',
        amount: last === 'refunded' ? r.amount : null,
        note: last === 'refund_rejected' || last === 'refund_agreed' ? r.reply : '',
        refund_sn: r.refund_sn,
      });
    }
  }
  return events.sort((a, b) => a.at - b.at || ORDER_OF.indexOf(a.kind) - ORDER_OF.indexOf(b.kind));
}
