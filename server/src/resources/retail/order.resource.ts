import { T } from '@yanye/catalog';
import { asc, inArray } from 'drizzle-orm';
import { orders, shops } from '../../db/schema';
import { col, type OptionsSource } from '../../engine/columns';
import { field } from '../../engine/fields';
import { defineResource } from '../../engine/resource';
import { Answer } from '../../platform/route';
import { cancelOrder, shipOrder, verifyOrder } from './order.service';
import { ORDER_TABS } from './tabs';
import { ONLINE_STORE, RT } from './titles';

export const ORDER_STATUS_OPTIONS = [
  { value: 'submit', label: T('待付款', 'Unpaid', 'Sin pagar', '未払い') },
  { value: 'pay', label: T('待发货', 'To ship', 'Por enviar', '発送待ち') },
  {
    value: 'send',
    label: T('待收货/待核销', 'Shipped / to consume', 'Enviado / por consumir', '受取待ち/消込待ち'),
  },
  { value: 'receive', label: T('已收货', 'Received', 'Recibido', '受取済み') },
  { value: 'finish', label: T('已完成', 'Finished', 'Completado', '完了') },
  { value: 'cancel', label: T('已取消', 'Cancelled', 'Cancelado', 'キャンセル') },
];

export const FREIGHT_MODE_OPTIONS = [
  { value: 1, label: T('快递配送', 'Delivery', 'Envío', '配送') },
  { value: 2, label: T('到店自提/消费', 'Pick-up / in shop', 'Recogida / en tienda', '店頭受取/店内') },
];

/** Every shop the store has had (an old order names a shop since deleted), and the online store as 0. */
export const shopOptions: OptionsSource = {
  async load(db, lang) {
    const rows = await db.tx
      .select({ value: shops.id, label: shops.name })
      .from(shops)
      .where(db.where(shops))
      .orderBy(asc(shops.sort), asc(shops.id));
    return [
      { value: 0, label: ONLINE_STORE[lang] },
      ...rows.map((r) => ({ value: Number(r.value), label: r.label })),
    ];
  },
};

const CARRIERS = [
  '顺丰速运',
  '中通快递',
  '圆通速递',
  '韵达快递',
  '申通快递',
  '京东物流',
  '邮政快递包裹',
  '德邦快递',
].map((name) => ({ value: name, label: name }));

/**
 * Retail orders (DOMAIN.md): placed and paid by buyers in the shop app, worked here. The tabs are the
 * counters' own conditions (`ORDER_TABS`), so a badge and its tab always agree.
 */
export const orderResource = defineResource({
  name: 'Order',
  api: '/v1/seller/order/Order',
  title: T('订单', 'order', 'pedido', '注文'),
  table: orders,
  columns: {
    id: col.hide(RT.id, orders.id),
    order_sn: col.text(RT.orderSn, orders.orderSn, {
      filter: 'text',
      width: '190',
      link: { page: 'OrderInfo', idKey: 'id' },
    }),
    buyer_name: col.text(RT.buyer, orders.buyerName, { filter: 'text' }),
    buyer_phone: col.text(RT.buyerPhone, orders.buyerPhone, { filter: 'text' }),
    shop_id: col.select(RT.shop, orders.shopId, shopOptions, { filter: 'select' }),
    freight_mode: col.select(RT.freightMode, orders.freightMode, FREIGHT_MODE_OPTIONS, { filter: 'select' }),
    order_status: col.select(RT.orderStatus, orders.orderStatus, ORDER_STATUS_OPTIONS),
    goods_amount: col.money(RT.goodsAmount, orders.goodsAmount, { visible: false }),
    freight_amount: col.money(RT.freightAmount, orders.freightAmount, { visible: false }),
    discount_amount: col.money(RT.discountAmount, orders.discountAmount, { visible: false }),
    pay_amount: col.money(RT.payAmount, orders.payAmount, { sortable: true, filter: 'number', sum: true }),
    refunded_amount: col.money(RT.refundedAmount, orders.refundedAmount, { sum: true, visible: false }),
    address: col.text(RT.address, orders.address, { visible: false, width: '240' }),
    remark: col.text(RT.remark, orders.remark, { visible: false }),
    express_company: col.text(RT.expressCompany, orders.expressCompany, { visible: false }),
    express_no: col.text(RT.expressNo, orders.expressNo, { visible: false, filter: 'text' }),
    pay_time: col.datetime(RT.payTime, orders.payTime, { sortable: true, filter: 'datetime' }),
    created_at: col.datetime(RT.created, orders.createdAt, { sortable: true, filter: 'datetime' }),
  },
  tabs: {
    all: { title: T('全部', 'All', 'Todos', 'すべて') },
    submit: { title: T('待付款', 'Unpaid', 'Sin pagar', '未払い'), where: ORDER_TABS.submit },
    pay: { title: T('待发货', 'To ship', 'Por enviar', '発送待ち'), where: ORDER_TABS.pay },
    send: {
      title: T('待收货/待核销', 'Shipped / to consume', 'Enviados / por consumir', '受取待ち/消込待ち'),
      where: ORDER_TABS.send,
    },
    finish: {
      title: T('已完成', 'Finished', 'Completados', '完了'),
      where: inArray(orders.orderStatus, ['receive', 'finish']),
    },
    cancel: {
      title: T('已取消', 'Cancelled', 'Cancelados', 'キャンセル'),
      where: inArray(orders.orderStatus, ['cancel']),
    },
  },
  defaultSort: { key: 'created_at', order: 'desc' },
  actions: {
    Send: {
      summary: T('发货', 'Ship', 'Enviar', '発送'),
      when: { order_status: ['pay'], freight_mode: [1] },
      fields: [
        field('express_company', RT.expressCompany, 'select', orders.expressCompany, {
          required: true,
          options: CARRIERS,
        }),
        field('express_no', RT.expressNo, 'text', orders.expressNo, { required: true, min: 6, max: 30 }),
      ],
      async run({ db, deps }, row, input) {
        const express = { company: String(input.express_company), no: String(input.express_no) };
        await shipOrder(db, Number(row.id), express, deps.now());
        return new Answer({ id: row.id }, 'orderShipped');
      },
    },
    Verify: {
      summary: T('核销', 'Mark consumed', 'Marcar consumido', '消込'),
      when: { order_status: ['send'], freight_mode: [2] },
      confirm: true,
      async run({ db, deps }, row) {
        await verifyOrder(db, Number(row.id), deps.now());
        return new Answer({ id: row.id }, 'orderVerified');
      },
    },
    Cancel: {
      summary: T('取消订单', 'Cancel order', 'Cancelar pedido', '注文をキャンセル'),
      when: { order_status: ['submit'] },
      fields: [field('cancel_reason', RT.cancelReason, 'textarea', orders.cancelReason, { max: 200 })],
      async run({ db, deps }, row, input) {
        await cancelOrder(db, Number(row.id), String(input.cancel_reason ?? ''), deps.now());
        return new Answer({ id: row.id }, 'orderCancelled');
      },
    },
  },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
