import {
  Answer,
  accounts,
  col,
  defineResource,
  input,
  joinTo,
  KEPT_AND_EXPORTED,
  members,
  shops,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { formatMoney, MAX_MONEY_CENTS } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import { payCash, payCashRefunds } from '../tables';
import { payCashPrint } from './paycash.print';
import { refundPayCash } from './paycash.service';
import { CHANNEL_OPTIONS, PAY_STATUS, PAY_STATUS_OPTIONS, PAYCASH_TITLES } from './titles';

/**
 * The shops' face-to-face payments (/finance/paycash/PayCashManage), read-only: they come from the payment
 * terminals and the mall. A payment is refunded in part or whole by the Refund action, never edited.
 */

const MESSAGES = {
  refunded: T('已退款 {amount} 元'),
};

const p = payCash;

export const payCashResource = defineResource({
  entity: 'PayCash',
  table: payCash,
  joins: [joinTo(p.memberId), joinTo(p.shopId), joinTo(p.accountId)],
  columns: [
    col.text(p.payNo, PAYCASH_TITLES.payNo, { filter: 'text', width: 170 }),
    col.money(p.amount, PAYCASH_TITLES.amount, { sortable: true, filter: 'number', sum: true, width: 110 }),
    col.money(p.refundedAmount, PAYCASH_TITLES.refunded, { sortable: true, sum: true, width: 110 }),
    col.money(sql`${p.amount} - ${p.refundedAmount}`, PAYCASH_TITLES.refundable, {
      as: 'refundable',
      visible: false,
    }),
    col.select(p.channel, PAYCASH_TITLES.channel, CHANNEL_OPTIONS, { filter: 'select', width: 100 }),
    col.text(p.payerName, PAYCASH_TITLES.payer, { filter: 'text', width: 110 }),
    col.text(p.payerPhone, PAYCASH_TITLES.payerPhone, { filter: 'text', width: 130, visible: false }),
    col.text(members.nickName, PAYCASH_TITLES.member, { as: 'member_name', filter: 'text', width: 130 }),
    col.text(shops.name, PAYCASH_TITLES.shop, { as: 'shop_name', filter: 'text', width: 140 }),
    col.text(accounts.username, PAYCASH_TITLES.cashier, { as: 'cashier', width: 100 }),
    col.text(p.tradeNo, PAYCASH_TITLES.tradeNo, { filter: 'text', width: 200, visible: false }),
    col.text(p.remark, PAYCASH_TITLES.remark, { width: 160, visible: false }),
    col.datetime(p.paidAt, PAYCASH_TITLES.paidAt, { sortable: true, filter: 'datetime' }),
    col.status(p.status, PAY_STATUS_OPTIONS, { width: 100 }),
  ],
  tabs: {
    all: { title: T('全部') },
    paid: { title: PAY_STATUS.paid, where: eq(p.status, 'paid') },
    part_refunded: { title: PAY_STATUS.part_refunded, where: eq(p.status, 'part_refunded') },
    refunded: { title: PAY_STATUS.refunded, where: eq(p.status, 'refunded') },
  },
  defaultSort: { key: 'paid_at', order: 'desc' },
  actions: {
    Refund: {
      when: { status: ['paid', 'part_refunded'] },
      fields: [
        input('amount', PAYCASH_TITLES.refundAmount, 'money', {
          min: 1,
          maxKey: 'refundable',
          max: MAX_MONEY_CENTS,
          tip: T('不填则退还剩余全部金额'),
        }),
        input('reason', PAYCASH_TITLES.reason, 'textarea', { required: true, max: 200 }),
      ],
      async run({ db, deps, principal }, row, asked) {
        const who = { accountId: principal.accountId, now: deps.now(), timeZone: deps.config.TIME_ZONE };
        const done = await refundPayCash(db, row.id, asked.amount, asked.reason, who);
        return new Answer(
          { id: row.id, refund_no: done.refundNo, refunded_amount: done.refunded },
          MESSAGES.refunded,
          { amount: formatMoney(done.amount) },
        );
      },
    },
  },
  ...KEPT_AND_EXPORTED,
  print: payCashPrint,
});

/** The refunds of face-to-face payments (/finance/paycash/PayCashRefundManage), read-only. */
export const payCashRefundResource = defineResource({
  entity: 'PayCashRefund',
  table: payCashRefunds,
  joins: [joinTo(payCashRefunds.payCashId), joinTo(payCash.shopId), joinTo(payCashRefunds.accountId)],
  columns: [
    col.text(payCashRefunds.refundNo, PAYCASH_TITLES.refundNo, { filter: 'text', width: 170 }),
    col.text(p.payNo, PAYCASH_TITLES.payNo, { as: 'pay_no', filter: 'text', width: 170 }),
    col.money(payCashRefunds.amount, PAYCASH_TITLES.refundAmount, {
      sortable: true,
      filter: 'number',
      sum: true,
      width: 110,
    }),
    col.money(p.amount, PAYCASH_TITLES.amount, { as: 'pay_amount', width: 110 }),
    col.select(p.channel, PAYCASH_TITLES.channel, CHANNEL_OPTIONS, {
      as: 'channel',
      filter: 'select',
      width: 100,
    }),
    col.text(p.payerName, PAYCASH_TITLES.payer, { as: 'payer_name', filter: 'text', width: 110 }),
    col.text(shops.name, PAYCASH_TITLES.shop, { as: 'shop_name', filter: 'text', width: 140 }),
    col.text(payCashRefunds.reason, PAYCASH_TITLES.reason, { width: 200 }),
    col.text(accounts.username, PAYCASH_TITLES.operator, { as: 'operator', width: 100 }),
    col.datetime(payCashRefunds.createdAt, PAYCASH_TITLES.refundedAt, { sortable: true, filter: 'datetime' }),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  ...KEPT_AND_EXPORTED,
});
