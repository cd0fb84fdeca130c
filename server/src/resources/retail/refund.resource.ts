import { Answer, col, defineResource, input, joinTo, orders, refunds } from '@yanye/framework/server';
import { T, type Texts } from '@yanye/i18n';
import { REFUND_STATUSES } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import { answerRefund, confirmRefund, refundableSql } from './order.service';
import { refundPrint } from './print';
import { REFUND_TABS } from './tabs';
import { RETAIL_TITLES } from './titles';

const MESSAGES = {
  refundAgreed: T('已同意'),
  refundRejected: T('已拒绝'),
  refundDone: T('已退款'),
};

const TYPES = [
  { value: 'refund', label: T('仅退款') },
  { value: 'return', label: T('退货退款') },
];

/** Each state's words, said once: the status column's options, and the title of a tab of that state. */
const STATUS = {
  pending: T('待处理', 'pending'),
  agreed: T('已同意', 'agreed'),
  returned: T('买家已退货'),
  refunded: T('已退款', 'refunded'),
  rejected: T('已拒绝', 'rejected'),
} as const satisfies Record<(typeof REFUND_STATUSES)[number], Texts>;

const STATUSES = REFUND_STATUSES.map((value) => ({ value, label: STATUS[value] }));

/**
 * After-sale requests (docs/retail.md): a money-only refund is agreed, then paid; a return is agreed, the goods
 * come back, then it is paid and the goods are in stock again. Rejecting needs a reason the buyer reads.
 */
const r = refunds;

export const refundResource = defineResource({
  entity: 'Refund',
  table: refunds,
  joins: [joinTo(r.orderId)],
  columns: [
    col.hide(r.id),
    col.hide(r.orderId),
    col.text(r.refundSn, RETAIL_TITLES.refundSn, { filter: 'text', width: 200 }),
    col.text(orders.orderSn, RETAIL_TITLES.orderSn, {
      filter: 'text',
      width: 190,
      link: { page: 'OrderInfo', idKey: 'order_id' },
    }),
    col.text(orders.buyerName, RETAIL_TITLES.buyer, { filter: 'text' }),
    // A member's page opens the member's refunds by the buyer's mobile, as it opens their orders.
    col.text(orders.buyerPhone, RETAIL_TITLES.buyerPhone, { filter: 'text', visible: false }),
    col.select(r.type, RETAIL_TITLES.refundType, TYPES, { filter: 'select' }),
    col.select(r.status, RETAIL_TITLES.refundStatus, STATUSES, { filter: 'select' }),
    // What the buyer asked beside what is refunded: a refund of less than asked shows both.
    col.money(sql`coalesce(${r.askedAmount}, ${r.amount})`, RETAIL_TITLES.askedAmount, {
      as: 'asked_amount',
    }),
    col.money(r.amount, RETAIL_TITLES.refundAmount, { sortable: true, sum: true, filter: 'number' }),
    col.money(orders.payAmount, RETAIL_TITLES.payAmount, { visible: false }),
    col.money(refundableSql, RETAIL_TITLES.refundable, { as: 'refundable', visible: false }),
    col.text(r.reason, RETAIL_TITLES.reason, { width: 160 }),
    col.text(r.reply, RETAIL_TITLES.reply, { width: 200 }),
    col.datetime(r.createdAt, RETAIL_TITLES.requested, { sortable: true, filter: 'datetime' }),
    col.datetime(r.handledAt, RETAIL_TITLES.handled, { sortable: true }),
  ],
  tabs: {
    all: { title: T('全部') },
    refund: {
      title: T('待处理退款'),
      where: REFUND_TABS.refund,
    },
    return: {
      title: T('待处理退货'),
      where: REFUND_TABS.return,
    },
    refunded: { title: STATUS.refunded, where: eq(refunds.status, 'refunded') },
    rejected: { title: STATUS.rejected, where: eq(refunds.status, 'rejected') },
  },
  defaultSort: { key: 'created_at', order: 'desc' },
  actions: {
    // Agreeing is deciding on money: the dialog shows what the buyer asks and what the order may still refund.
    Agree: {
      when: { status: ['pending'] },
      shows: ['asked_amount', 'refundable'],
      fields: [
        input('reply', RETAIL_TITLES.reply, 'textarea', {
          max: 200,
          tip: T('退货请写明退货地址和收件人'),
        }),
      ],
      async run({ db, deps }, row, asked) {
        await answerRefund(db, row.id, ['pending'], 'agreed', String(asked.reply ?? ''), deps.now());
        return new Answer({ id: row.id }, MESSAGES.refundAgreed);
      },
    },
    Reject: {
      when: { status: ['pending'] },
      fields: [input('reply', RETAIL_TITLES.reply, 'textarea', { required: true, min: 2, max: 200 })],
      async run({ db, deps }, row, asked) {
        await answerRefund(db, row.id, ['pending'], 'rejected', String(asked.reply), deps.now());
        return new Answer({ id: row.id }, MESSAGES.refundRejected);
      },
    },
    // The dialog is the confirmation: it shows what may be refunded, blank refunding all the request asks.
    Confirm: {
      when: { status: ['agreed', 'returned'] },
      shows: ['asked_amount'],
      fields: [
        input('amount', RETAIL_TITLES.refundAmount, 'money', {
          min: 1,
          maxKey: 'refundable',
          tip: T('不填则按申请金额全额退款'),
        }),
      ],
      async run({ db, deps }, row, asked) {
        await confirmRefund(db, row.id, deps.now(), asked.amount);
        return new Answer({ id: row.id }, MESSAGES.refundDone);
      },
    },
  },
  deletable: false,
  print: refundPrint,
  exportable: true,
  exportAsync: true,
});
