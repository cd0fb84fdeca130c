import { docDay, goods, orderLines, orders, refunds, type Tx } from '@yanye/framework/server';
import { DEFAULT_TIME_ZONE, formatDate, type OrderStatus, type REFUND_TYPES } from '@yanye/protocol';
import { and, eq } from 'drizzle-orm';
import { CARRIERS } from '../resources/retail/order.resource';

const DAY = 86_400;
const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '强',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '霞',
];
const STREETS = ['人民路', '建设路', '解放路', '中山路', '和平路', '文化路', '胜利街', '花园路'];
type RefundType = (typeof REFUND_TYPES)[number];

const REASONS = {
  refund: ['拍错了规格', '不想要了', '重复下单', '价格拍高了'],
  return: ['包装破损', '受潮结块', '与描述不符', '发错了货'],
} as const;

const pick = <T>(list: readonly T[], rand: () => number): T => list[Math.floor(rand() * list.length)]!;

/**
 * The status of a demo order placed `age` seconds ago: old orders are done or cancelled; the last few days hold
 * the unpaid, to-ship and to-be-consumed orders that make the workbench counters real.
 */
function statusFor(age: number, freightMode: number, rand: () => number): OrderStatus {
  const r = rand();
  if (age > 7 * DAY) return r < 0.86 ? 'finish' : r < 0.94 ? 'cancel' : 'receive';
  if (age > 2 * DAY)
    return r < 0.5 ? 'finish' : r < 0.8 ? (freightMode === 1 ? 'send' : 'finish') : 'receive';
  if (r < 0.3) return 'submit';
  if (r < 0.75) return freightMode === 1 ? 'pay' : 'send';
  return r < 0.9 ? 'send' : 'cancel';
}

/** Ninety days of retail orders of a demo store, with their lines and a few refunds and returns. */
export async function seedOrders(
  tx: Tx,
  supplierId: number,
  city: string,
  shopIds: readonly number[],
  rand: () => number,
  now: number,
): Promise<void> {
  const items = await tx
    .select({ id: goods.id, name: goods.name, spec: goods.spec, unit: goods.unit, price: goods.price })
    .from(goods)
    .where(eq(goods.supplierId, supplierId));
  if (items.length === 0) return;

  type Draft = {
    order: typeof orders.$inferInsert;
    lines: (typeof orderLines.$inferInsert)[];
    paid: boolean;
    /** A delivered parcel the buyer sends back whatever the dice say, so every stretch of weeks has returns. */
    sentBack: boolean;
  };
  const drafts: Draft[] = [];
  let serial = 0;
  let delivered = 0;
  for (let day = 90; day >= 0; day--) {
    // Busier towards today, and more on weekends (the store's, not the seeding machine's).
    const weekday = new Date(`${formatDate(now - day * DAY, DEFAULT_TIME_ZONE)}T00:00:00Z`).getUTCDay();
    const perDay = Math.round(
      (3 + (90 - day) / 15) * (weekday === 0 || weekday === 6 ? 1.4 : 1) + rand() * 3,
    );
    for (let n = 0; n < perDay; n++) {
      const createdAt = now - day * DAY - Math.floor(rand() * (day === 0 ? 8 * 3600 : DAY));
      const freightMode = rand() < 0.75 ? 1 : 2;
      // Pick-up and in-shop orders belong to a shop; deliveries come from the online store or a shop.
      const shopId = shopIds.length && (freightMode === 2 || rand() < 0.45) ? pick(shopIds, rand) : 0;
      const status = statusFor(now - createdAt, freightMode, rand);
      const lines = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
        const item = pick(items, rand);
        const qty = 1 + Math.floor(rand() * (item.price > 10_000 ? 3 : 12));
        return {
          supplierId,
          orderId: 0,
          goodsId: item.id,
          goodsName: item.name,
          spec: item.spec,
          unit: item.unit,
          price: item.price,
          qty: qty.toFixed(3),
          amount: item.price * qty,
        };
      });
      const goodsAmount = lines.reduce((sum, l) => sum + l.amount, 0);
      const freightAmount = freightMode === 1 && goodsAmount < 9_900 ? 800 : 0;
      const discountAmount = rand() < 0.2 ? Math.min(goodsAmount, 500) : 0;
      const paid = status !== 'submit' && !(status === 'cancel' && rand() < 0.7);
      // Nothing happens after now: a recent order was paid and shipped within what is left of the day.
      const payTime = paid ? Math.min(now, createdAt + 60 + Math.floor(rand() * 1800)) : null;
      const sendTime =
        payTime && ['send', 'receive', 'finish'].includes(status)
          ? Math.min(now, payTime + Math.floor(rand() * DAY))
          : null;
      // A parcel sent by express carries its carrier and waybill number, as the ship action records them
      // (taken from the order's serial, not the random stream, so the rest of the demo stays as it was).
      const carriers = Object.entries(CARRIERS);
      const [carrier, prefix] =
        sendTime && freightMode === 1 ? carriers[serial % carriers.length]! : ['', ''];
      const waybill = carrier ? `${prefix}${String(7_300_000_000_000 + serial * 7919).slice(0, 13)}` : '';
      serial++;
      // Every twentieth parcel that reached its buyer comes back (counted, not drawn: a return is there to see
      // on any day the demo is seeded, and the add-ons that follow returns, as freight insurance, have one).
      const reached = freightMode === 1 && sendTime !== null && (status === 'finish' || status === 'receive');
      if (reached) delivered++;
      const date = docDay(createdAt, DEFAULT_TIME_ZONE);
      drafts.push({
        sentBack: reached && delivered % 20 === 0,
        paid: paid && status !== 'cancel',
        lines,
        order: {
          supplierId,
          orderSn: `${date}${String(supplierId).padStart(2, '0')}${String(serial).padStart(6, '0')}`,
          buyerName: pick(SURNAMES, rand) + pick(GIVEN, rand) + (rand() < 0.5 ? pick(GIVEN, rand) : ''),
          buyerPhone: `1${pick(['3', '5', '8'], rand)}${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`,
          shopId,
          freightMode,
          orderStatus: status,
          goodsAmount,
          freightAmount,
          discountAmount,
          payAmount: goodsAmount + freightAmount - discountAmount,
          address:
            freightMode === 1
              ? `${city}${pick(STREETS, rand)} ${1 + Math.floor(rand() * 300)} 号`
              : '到店自提',
          payTime,
          sendTime,
          expressCompany: carrier,
          expressNo: waybill,
          finishTime: status === 'finish' && sendTime ? Math.min(now, sendTime + 2 * DAY) : null,
          cancelTime: status === 'cancel' ? Math.min(now, createdAt + 3600) : null,
          createdAt,
          updatedAt: createdAt,
        },
      });
    }
  }

  const ids = new Map<string, number>();
  for (let i = 0; i < drafts.length; i += 500) {
    const rows = await tx
      .insert(orders)
      .values(drafts.slice(i, i + 500).map((d) => d.order))
      .returning({ id: orders.id, orderSn: orders.orderSn });
    for (const r of rows) ids.set(r.orderSn, r.id);
  }
  const lines = drafts.flatMap((d) => d.lines.map((l) => ({ ...l, orderId: ids.get(d.order.orderSn)! })));
  for (let i = 0; i < lines.length; i += 1000) await tx.insert(orderLines).values(lines.slice(i, i + 1000));

  // A few paid orders come back: old ones settled, recent ones still waiting for the seller.
  const back = drafts.filter((d) => d.paid && (rand() < 0.07 || d.sentBack));
  if (back.length === 0) return;
  const requests = await tx
    .insert(refunds)
    .values(
      back.map((d): typeof refunds.$inferInsert => {
        const o = d.order;
        // Goods not shipped yet can only have their money back.
        const type: RefundType =
          d.sentBack || (o.orderStatus !== 'pay' && rand() >= 0.6) ? 'return' : 'refund';
        // Asked when the buyer had what it is about: goods back once they arrived, money before shipping or
        // once the goods were on their way; never later than an hour ago.
        const arrived = o.finishTime ?? (o.sendTime ? o.sendTime + 2 * DAY : null);
        const asked =
          type === 'return' && arrived
            ? arrived + 5 * 3600
            : o.sendTime
              ? o.sendTime + 20 * 3600
              : o.createdAt! + 3 * 3600;
        const createdAt = Math.min(asked, now - 3600);
        const recent = now - createdAt < 5 * DAY;
        const waiting = type === 'refund' ? 'agreed' : 'returned';
        const status: (typeof refunds.$inferInsert)['status'] = recent
          ? pick(['pending', 'pending', waiting] as const, rand)
          : d.sentBack || rand() < 0.8
            ? 'refunded'
            : 'rejected';
        return {
          supplierId,
          refundSn: `TK${o.orderSn}`,
          orderId: ids.get(o.orderSn)!,
          type,
          status,
          amount: Math.max(1, Math.round(o.payAmount! * (type === 'return' ? 1 : 0.3 + rand() * 0.7))),
          reason: pick(REASONS[type], rand),
          reply: status === 'rejected' ? '商品已拆封使用，不支持退款' : '',
          handledAt: status === 'refunded' || status === 'rejected' ? Math.min(createdAt + DAY, now) : null,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ orderId: refunds.orderId, status: refunds.status, amount: refunds.amount });
  // What was refunded shows on the order, as confirming a refund does.
  for (const r of requests) {
    if (r.status !== 'refunded') continue;
    await tx
      .update(orders)
      .set({ refundedAmount: r.amount })
      .where(and(eq(orders.supplierId, supplierId), eq(orders.id, r.orderId)));
  }
}
