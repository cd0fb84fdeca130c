import {
  goodsColumns,
  goodsRow,
  groupLines,
  orderLines,
  PRINT_TEXTS,
  type PrintDecl,
  refunds,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { asc, eq, inArray } from 'drizzle-orm';
import { ledgerLots } from '../jxc/print-lots';

/** What an order's goods line prints: as sold (name, spec, unit, quantity, price, amount). */
const orderLineColumns = {
  name: orderLines.goodsName,
  spec: orderLines.spec,
  unit: orderLines.unit,
  qty: orderLines.qty,
  price: orderLines.price,
  amount: orderLines.amount,
};

/**
 * A retail order prints as a delivery note (送货单, A4): the buyer, the shop, how it is delivered and where, the
 * goods as sold (with the lots they left from), the amounts, and the lines for the one who hands the goods over and the buyer who signs for them.
 */
export const orderPrint: PrintDecl = {
  paper: 'a4',
  title: T('送货单'),
  facts: [
    'buyer_name',
    'buyer_phone',
    'shop_id',
    'freight_mode',
    'order_status',
    'pay_time',
    'address',
    'express_company',
    'express_no',
    'goods_amount',
    'freight_amount',
    'discount_amount',
  ],
  // Beside the goods column, the list's short "Goods" would read as the goods themselves.
  titles: { goods_amount: T('商品金额') },
  amount: 'pay_amount',
  remark: 'remark',
  lines: {
    // With the lots each line left from (food is traced by them), once the order has shipped.
    columns: goodsColumns(PRINT_TEXTS.goods, true, true),
    async read(db, ids, ctx) {
      const [rows, lots] = await Promise.all([
        db
          .select({ docId: orderLines.orderId, id: orderLines.id, ...orderLineColumns })
          .from(orderLines)
          .where(inArray(orderLines.orderId, [...ids]))
          .orderBy(asc(orderLines.orderId), asc(orderLines.id)),
        ledgerLots(db, 'order', ids, ctx.timeZone),
      ]);
      return groupLines(rows, ({ id, ...l }, seq) =>
        goodsRow(seq, { ...l, lots: lots.get(Number(id)) ?? '' }),
      );
    },
  },
  signatures: ['handler', 'receiver'],
};

/**
 * A refund prints as a refund slip (A4): the request and the order it is of, the order's goods for reference (a
 * refund says an amount, not which goods it is for: the lines are titled as the order's, never summed as the
 * refund), the order's paid total beside the amount refunded, that amount in figures and in words, and the lines
 * for who handled and who approved it.
 */
export const refundPrint: PrintDecl = {
  paper: 'a4',
  title: T('退款单', 'title'),
  facts: [
    'order_sn',
    'buyer_name',
    'type',
    'status',
    'reason',
    'reply',
    'asked_amount',
    'created_at',
    'handled_at',
  ],
  titles: {
    pay_amount: T('订单实付金额'),
  },
  totals: ['pay_amount'],
  amount: 'amount',
  amountTitle: T('退款金额', 'amountTitle'),
  lines: {
    caption: T('订单商品'),
    columns: goodsColumns(PRINT_TEXTS.goods),
    async read(db, ids) {
      const rows = await db
        .select({ docId: refunds.id, ...orderLineColumns })
        .from(refunds)
        .innerJoin(orderLines, eq(orderLines.orderId, refunds.orderId))
        .where(inArray(refunds.id, [...ids]))
        .orderBy(asc(refunds.id), asc(orderLines.id));
      return groupLines(rows, (l, seq) => goodsRow(seq, l));
    },
  },
  signatures: ['handler', 'auditor', 'receiver'],
};
