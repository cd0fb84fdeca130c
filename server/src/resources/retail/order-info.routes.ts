import { notFound, orderLines, orders, refunds, route, shops } from '@yanye/framework/server';
import { API } from '@yanye/protocol';
import { asc, eq } from 'drizzle-orm';
import { orderStory } from './order-story';
import { ONLINE_STORE } from './titles';

/**
 * `GET /v1/seller/order/info?id=`: one order as the details screen shows it: the order (keyed as the list's
 * columns, so the screen labels it with the list's metadata), its lines, its after-sale requests and shop, and its
 * story (order-story.ts).
 */
export const orderInfoRoutes = [
  route(API.retail.orderInfo, {
    handler: async ({ db, lang }, { query }) => {
      const [order] = await db
        .select({
          id: orders.id,
          order_sn: orders.orderSn,
          buyer_name: orders.buyerName,
          buyer_phone: orders.buyerPhone,
          shop_id: orders.shopId,
          shop_name: shops.name,
          freight_mode: orders.freightMode,
          order_status: orders.orderStatus,
          goods_amount: orders.goodsAmount,
          freight_amount: orders.freightAmount,
          discount_amount: orders.discountAmount,
          pay_amount: orders.payAmount,
          refunded_amount: orders.refundedAmount,
          address: orders.address,
          remark: orders.remark,
          express_company: orders.expressCompany,
          express_no: orders.expressNo,
          cancel_reason: orders.cancelReason,
          created_at: orders.createdAt,
          pay_time: orders.payTime,
          send_time: orders.sendTime,
          finish_time: orders.finishTime,
          cancel_time: orders.cancelTime,
        })
        .from(orders)
        .leftJoin(shops, eq(shops.id, orders.shopId))
        .where(eq(orders.id, query.id));
      if (!order) throw notFound();
      const lines = await db
        .select({
          id: orderLines.id,
          goods_id: orderLines.goodsId,
          goods_name: orderLines.goodsName,
          spec: orderLines.spec,
          unit: orderLines.unit,
          price: orderLines.price,
          qty: orderLines.qty,
          amount: orderLines.amount,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, query.id))
        .orderBy(asc(orderLines.id));
      const requests = await db
        .select({
          id: refunds.id,
          refund_sn: refunds.refundSn,
          type: refunds.type,
          status: refunds.status,
          amount: refunds.amount,
          reason: refunds.reason,
          reply: refunds.reply,
          created_at: refunds.createdAt,
          handled_at: refunds.handledAt,
          asked_amount: refunds.askedAmount,
        })
        .from(refunds)
        .where(eq(refunds.orderId, query.id))
        .orderBy(asc(refunds.id));
      const events = await orderStory(db, order, requests, lang);
      return {
        ...order,
        shop_name: order.shop_id === 0 ? ONLINE_STORE[lang] : (order.shop_name ?? ''),
        lines: lines.map((l) => ({ ...l, qty: Number(l.qty) })),
        refunds: requests.map(({ asked_amount: _asked, ...r }) => r),
        events,
      };
    },
  }),
];
