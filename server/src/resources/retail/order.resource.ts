import {
  Answer,
  col,
  defineResource,
  input,
  KEPT_AND_EXPORTED,
  type OptionsSource,
  orders,
  reasonInput,
  shops,
} from '@yanye/framework/server';
import { T, type Texts } from '@yanye/i18n';
import { ORDER_STATUSES, type OrderStatus } from '@yanye/protocol';
import { asc, inArray } from 'drizzle-orm';
import { carrierOptions } from './carriers';
import { cancelOrder, shipOrder, shipping, verifyOrder } from './order.service';
import { orderPrint } from './print';
import { ORDER_TABS } from './tabs';
import { ONLINE_STORE, RETAIL_TITLES } from './titles';

/** Each state's words, said once: the status column's options, and the title of a tab of that state. */
const STATUS = {
  submit: T('待付款'),
  pay: T('待发货'),
  send: T('待收货/待核销'),
  receive: T('已收货'),
  finish: T('已完成'),
  cancel: T('已取消'),
} as const satisfies Record<OrderStatus, Texts>;

const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: STATUS[value] }));

export const FREIGHT_MODE_OPTIONS = [
  { value: 1, label: T('快递配送') },
  { value: 2, label: T('到店自提/消费') },
];

/** Every shop the store has had (an old order names a shop since deleted), and the online store as 0. */
export const shopOptions: OptionsSource = {
  async load(db, lang) {
    const rows = await db
      .select({ value: shops.id, label: shops.name })
      .from(shops)
      .orderBy(asc(shops.sort), asc(shops.id));
    return [
      { value: 0, label: ONLINE_STORE[lang] },
      ...rows.map((r) => ({ value: Number(r.value), label: r.label })),
    ];
  },
};

/** The built-in express companies, kept where the demo orders found them. */
export { CARRIERS } from './carriers';

/**
 * Retail orders (docs/retail.md): placed and paid by buyers in the shop app, worked here. The tabs are the
 * counters' own conditions (`ORDER_TABS`), so a badge and its tab always agree.
 */
const o = orders;

export const orderResource = defineResource({
  entity: 'Order',
  table: orders,
  columns: [
    col.hide(o.id),
    col.text(o.orderSn, RETAIL_TITLES.orderSn, {
      filter: 'text',
      width: 190,
      link: { page: 'OrderInfo', idKey: 'id' },
    }),
    col.text(o.buyerName, RETAIL_TITLES.buyer, { filter: 'text' }),
    col.text(o.buyerPhone, RETAIL_TITLES.buyerPhone, { filter: 'text' }),
    col.select(o.shopId, RETAIL_TITLES.shop, shopOptions, { filter: 'select' }),
    col.select(o.freightMode, RETAIL_TITLES.freightMode, FREIGHT_MODE_OPTIONS, { filter: 'select' }),
    col.select(o.orderStatus, RETAIL_TITLES.orderStatus, ORDER_STATUS_OPTIONS),
    col.money(o.goodsAmount, RETAIL_TITLES.goodsAmount, { visible: false }),
    col.money(o.freightAmount, RETAIL_TITLES.freightAmount, { visible: false }),
    col.money(o.discountAmount, RETAIL_TITLES.discountAmount, { visible: false }),
    col.money(o.payAmount, RETAIL_TITLES.payAmount, { sortable: true, filter: 'number', sum: true }),
    col.money(o.refundedAmount, RETAIL_TITLES.refundedAmount, { sum: true, visible: false }),
    col.text(o.address, RETAIL_TITLES.address, { visible: false, width: 240 }),
    col.text(o.remark, RETAIL_TITLES.remark, { visible: false }),
    col.text(o.expressCompany, RETAIL_TITLES.expressCompany, { visible: false }),
    col.text(o.expressNo, RETAIL_TITLES.expressNo, { visible: false, filter: 'text' }),
    col.datetime(o.payTime, RETAIL_TITLES.payTime, { sortable: true, filter: 'datetime' }),
    col.datetime(o.createdAt, RETAIL_TITLES.created, { sortable: true, filter: 'datetime' }),
  ],
  tabs: {
    all: { title: T('全部') },
    submit: { title: STATUS.submit, where: ORDER_TABS.submit },
    pay: { title: STATUS.pay, where: ORDER_TABS.pay },
    send: { title: STATUS.send, where: ORDER_TABS.send },
    // Received orders are done too: one tab for both.
    finish: { title: STATUS.finish, where: inArray(orders.orderStatus, ['receive', 'finish']) },
    cancel: { title: STATUS.cancel, where: inArray(orders.orderStatus, ['cancel']) },
  },
  defaultSort: { key: 'created_at', order: 'desc' },
  actions: {
    Send: {
      when: { order_status: ['pay'], freight_mode: [1] },
      fields: [
        input('express_company', RETAIL_TITLES.expressCompany, 'select', {
          required: true,
          options: carrierOptions,
        }),
        input('express_no', RETAIL_TITLES.expressNo, 'text', { required: true, min: 6, max: 30 }),
      ],
      async run({ db, deps, principal }, row, asked) {
        const express = { company: String(asked.express_company), no: String(asked.express_no) };
        await shipOrder(db, row.id, express, shipping(deps, principal));
        return new Answer({ id: row.id }, 'orderShipped');
      },
    },
    Verify: {
      when: { order_status: ['send'], freight_mode: [2] },
      confirm: true,
      async run({ db, deps, principal }, row) {
        await verifyOrder(db, row.id, shipping(deps, principal));
        return new Answer({ id: row.id }, 'orderVerified');
      },
    },
    Cancel: {
      when: { order_status: ['submit'] },
      fields: [reasonInput(RETAIL_TITLES.cancelReason, 'cancel_reason')],
      async run({ db, deps }, row, asked) {
        await cancelOrder(db, row.id, String(asked.cancel_reason ?? ''), deps.now());
        return new Answer({ id: row.id }, 'orderCancelled');
      },
    },
  },
  ...KEPT_AND_EXPORTED,
  print: orderPrint,
});
