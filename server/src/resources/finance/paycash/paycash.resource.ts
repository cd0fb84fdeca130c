import { T } from '@yanye/catalog';
import { formatMoney, MAX_MONEY_CENTS } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import { accounts, members, payCash, payCashRefunds, shops } from '../../../db/schema';
import { col } from '../../../engine/columns';
import { input } from '../../../engine/fields';
import { defineResource } from '../../../engine/resource';
import { ET } from '../../../engine/titles';
import { Answer } from '../../../platform/route';
import { payCashPrint } from './paycash.print';
import { refundPayCash } from './paycash.service';
import { CHANNEL_OPTIONS, PAY_STATUS, PAY_STATUS_OPTIONS, PT } from './titles';

/**
 * The shops' face-to-face payments (/finance/paycash/PayCashManage), read-only: they come from the payment
 * terminals and the mall. A payment is refunded in part or whole by the Refund action, never edited.
 */

const M = {
  refunded: T(
    '已退款 {amount} 元',
    'Refunded {amount} yuan',
    'Reembolsados {amount} yuanes',
    '{amount} 元を返金しました',
  ),
};

const p = payCash;

export const payCashResource = defineResource({
  entity: 'PayCash',
  table: payCash,
  joins: [
    { table: members, on: eq(members.id, p.memberId) },
    { table: shops, on: eq(shops.id, p.shopId) },
    { table: accounts, on: eq(accounts.id, p.accountId) },
  ],
  columns: [
    col.id(p.id),
    col.text(p.payNo, PT.payNo, { filter: 'text', width: 170 }),
    col.money(p.amount, PT.amount, { sortable: true, filter: 'number', sum: true, width: 110 }),
    col.money(p.refundedAmount, PT.refunded, { sortable: true, sum: true, width: 110 }),
    col.money(sql`${p.amount} - ${p.refundedAmount}`, PT.refundable, { as: 'refundable', visible: false }),
    col.select(p.channel, PT.channel, CHANNEL_OPTIONS, { filter: 'select', width: 100 }),
    col.text(p.payerName, PT.payer, { filter: 'text', width: 110 }),
    col.text(p.payerPhone, PT.payerPhone, { filter: 'text', width: 130, visible: false }),
    col.text(members.nickName, PT.member, { as: 'member_name', filter: 'text', width: 130 }),
    col.text(shops.name, PT.shop, { as: 'shop_name', filter: 'text', width: 140 }),
    col.text(accounts.username, PT.cashier, { as: 'cashier', width: 100 }),
    col.text(p.tradeNo, PT.tradeNo, { filter: 'text', width: 200, visible: false }),
    col.text(p.remark, PT.remark, { width: 160, visible: false }),
    col.datetime(p.paidAt, PT.paidAt, { sortable: true, filter: 'datetime' }),
    col.select(p.status, ET.status, PAY_STATUS_OPTIONS, {
      filter: 'select',
      width: 100,
    }),
  ],
  tabs: {
    all: { title: T('全部', 'All', 'Todos', 'すべて') },
    paid: { title: PAY_STATUS.paid, where: eq(p.status, 'paid') },
    part_refunded: { title: PAY_STATUS.part_refunded, where: eq(p.status, 'part_refunded') },
    refunded: { title: PAY_STATUS.refunded, where: eq(p.status, 'refunded') },
  },
  defaultSort: { key: 'paid_at', order: 'desc' },
  actions: {
    Refund: {
      when: { status: ['paid', 'part_refunded'] },
      fields: [
        input('amount', PT.refundAmount, 'money', {
          min: 1,
          maxKey: 'refundable',
          max: MAX_MONEY_CENTS,
          tip: T(
            '不填则退还剩余全部金额',
            'Leave empty to refund all that is left',
            'Déjelo vacío para reembolsar todo lo que queda',
            '空欄の場合は残額をすべて返金します',
          ),
        }),
        input('reason', PT.reason, 'textarea', { required: true, max: 200 }),
      ],
      async run({ db, deps, principal }, row, asked) {
        const who = { accountId: principal.accountId, now: deps.now(), timeZone: deps.config.TIME_ZONE };
        const done = await refundPayCash(db, row.id, asked.amount, asked.reason, who);
        return new Answer(
          { id: row.id, refund_no: done.refundNo, refunded_amount: done.refunded },
          M.refunded,
          { amount: formatMoney(done.amount) },
        );
      },
    },
  },
  deletable: false,
  exportable: true,
  exportAsync: true,
  print: payCashPrint,
});

const rf = payCashRefunds;

/** The refunds of face-to-face payments (/finance/paycash/PayCashRefundManage), read-only. */
export const payCashRefundResource = defineResource({
  entity: 'PayCashRefund',
  table: payCashRefunds,
  joins: [
    { table: payCash, on: eq(payCash.id, rf.payCashId) },
    { table: shops, on: eq(shops.id, payCash.shopId) },
    { table: accounts, on: eq(accounts.id, rf.accountId) },
  ],
  columns: [
    col.id(rf.id),
    col.text(rf.refundNo, PT.refundNo, { filter: 'text', width: 170 }),
    col.text(p.payNo, PT.payNo, { as: 'pay_no', filter: 'text', width: 170 }),
    col.money(rf.amount, PT.refundAmount, { sortable: true, filter: 'number', sum: true, width: 110 }),
    col.money(p.amount, PT.amount, { as: 'pay_amount', width: 110 }),
    col.select(p.channel, PT.channel, CHANNEL_OPTIONS, { as: 'channel', filter: 'select', width: 100 }),
    col.text(p.payerName, PT.payer, { as: 'payer_name', filter: 'text', width: 110 }),
    col.text(shops.name, PT.shop, { as: 'shop_name', filter: 'text', width: 140 }),
    col.text(rf.reason, PT.reason, { width: 200 }),
    col.text(accounts.username, PT.operator, { as: 'operator', width: 100 }),
    col.datetime(rf.createdAt, PT.refundedAt, { sortable: true, filter: 'datetime' }),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
