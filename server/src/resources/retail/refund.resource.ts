import { T } from '@yanye/catalog';
import { eq } from 'drizzle-orm';
import { orders, refunds } from '../../db/schema';
import { col } from '../../engine/columns';
import { field } from '../../engine/fields';
import { defineResource } from '../../engine/resource';
import { Answer } from '../../platform/route';
import { answerRefund, confirmRefund } from './order.service';
import { REFUND_TABS } from './tabs';
import { RT } from './titles';

const TYPES = [
  { value: 'refund', label: T('仅退款', 'Refund only', 'Solo reembolso', '返金のみ') },
  { value: 'return', label: T('退货退款', 'Return and refund', 'Devolución y reembolso', '返品・返金') },
];

const STATUSES = [
  { value: 'pending', label: T('待处理', 'Pending', 'Pendiente', '未処理') },
  { value: 'agreed', label: T('已同意', 'Approved', 'Aprobado', '承認済み') },
  { value: 'returned', label: T('买家已退货', 'Goods sent back', 'Mercancía devuelta', '返品発送済み') },
  { value: 'refunded', label: T('已退款', 'Refunded', 'Reembolsado', '返金済み') },
  { value: 'rejected', label: T('已拒绝', 'Rejected', 'Rechazado', '拒否') },
];

/**
 * After-sale requests (DOMAIN.md): a money-only refund is agreed, then paid; a return is agreed, the goods
 * come back, then it is paid and the goods are in stock again. Rejecting needs a reason the buyer reads.
 */
export const refundResource = defineResource({
  name: 'Refund',
  api: '/v1/seller/refund/Refund',
  title: T('售后单', 'refund request', 'solicitud de reembolso', '返金申請'),
  table: refunds,
  joins: [{ table: orders, on: eq(orders.id, refunds.orderId) }],
  columns: {
    id: col.hide(RT.id, refunds.id),
    order_id: col.hide(RT.id, refunds.orderId),
    refund_sn: col.text(RT.refundSn, refunds.refundSn, { filter: 'text', width: '200' }),
    order_sn: col.text(RT.orderSn, orders.orderSn, {
      filter: 'text',
      width: '190',
      link: { page: 'OrderInfo', idKey: 'order_id' },
    }),
    buyer_name: col.text(RT.buyer, orders.buyerName, { filter: 'text' }),
    type: col.select(RT.refundType, refunds.type, TYPES, { filter: 'select' }),
    status: col.select(RT.refundStatus, refunds.status, STATUSES, { filter: 'select' }),
    amount: col.money(RT.refundAmount, refunds.amount, { sortable: true, sum: true, filter: 'number' }),
    pay_amount: col.money(RT.payAmount, orders.payAmount, { visible: false }),
    reason: col.text(RT.reason, refunds.reason, { width: '160' }),
    reply: col.text(RT.reply, refunds.reply, { width: '200' }),
    created_at: col.datetime(RT.requested, refunds.createdAt, { sortable: true, filter: 'datetime' }),
    handled_at: col.datetime(RT.handled, refunds.handledAt, { sortable: true }),
  },
  tabs: {
    all: { title: T('全部', 'All', 'Todos', 'すべて') },
    refund: {
      title: T('待处理退款', 'Refunds to handle', 'Reembolsos pendientes', '未処理の返金'),
      where: REFUND_TABS.refund,
    },
    return: {
      title: T('待处理退货', 'Returns to handle', 'Devoluciones pendientes', '未処理の返品'),
      where: REFUND_TABS.return,
    },
    refunded: {
      title: T('已退款', 'Refunded', 'Reembolsados', '返金済み'),
      where: eq(refunds.status, 'refunded'),
    },
    rejected: { title: T('已拒绝', 'Rejected', 'Rechazados', '拒否'), where: eq(refunds.status, 'rejected') },
  },
  defaultSort: { key: 'created_at', order: 'desc' },
  actions: {
    Agree: {
      summary: T('同意', 'Approve', 'Aprobar', '承認'),
      when: { status: ['pending'] },
      fields: [
        field('reply', RT.reply, 'textarea', refunds.reply, {
          max: 200,
          tip: T(
            '退货请写明退货地址和收件人',
            'For a return, give the address and the person to send the goods to',
            'Para una devolución, indique dirección y destinatario',
            '返品の場合は返送先住所と受取人を記入してください',
          ),
        }),
      ],
      async run({ db, deps }, row, input) {
        await answerRefund(db, Number(row.id), ['pending'], 'agreed', String(input.reply ?? ''), deps.now());
        return new Answer({ id: row.id }, 'refundAgreed');
      },
    },
    Reject: {
      summary: T('拒绝', 'Reject', 'Rechazar', '拒否'),
      when: { status: ['pending'] },
      fields: [field('reply', RT.reply, 'textarea', refunds.reply, { required: true, min: 2, max: 200 })],
      async run({ db, deps }, row, input) {
        await answerRefund(db, Number(row.id), ['pending'], 'rejected', String(input.reply), deps.now());
        return new Answer({ id: row.id }, 'refundRejected');
      },
    },
    Confirm: {
      summary: T('确认退款', 'Pay refund', 'Reembolsar', '返金を実行'),
      when: { status: ['agreed', 'returned'] },
      confirm: true,
      async run({ db, deps }, row) {
        await confirmRefund(db, Number(row.id), deps.now());
        return new Answer({ id: row.id }, 'refundDone');
      },
    },
  },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
