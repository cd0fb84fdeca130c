import { input } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API, SystemSettings } from '@yanye/protocol';
import { defineSettings } from './define';

/** /sys/platform/system: what a store sets once about its site, its service, its records and its orders. */
export const systemSettings = defineSettings({
  name: 'system',
  title: T('系统设置'),
  schema: SystemSettings,
  info: API.settings.systemSetInfo,
  save: API.settings.systemSetSave,
  fields: [
    input('site_name', T('站点名称'), 'text', {
      tip: T('显示在商城标题中；留空则显示店铺名称'),
    }),
    input('site_logo', T('站点 Logo'), 'image', {
      tip: T('https:// 开头的图片链接，或上传后得到的 /uploads/ 路径'),
    }),
    input('service_phone', T('客服电话'), 'phone', {
      tip: T('手机号或带区号的座机，如 0371-12345678'),
    }),
    input('service_hours', T('客服时间'), 'text', {
      tip: T('如 周一至周六 08:30-17:30'),
    }),
    input('icp_no', T('ICP 备案号'), 'text', {
      tip: T('如 京ICP备12345678号-1，显示在商城页脚'),
    }),
    input('police_no', T('公安备案号'), 'text', {
      tip: T('如 京公网安备 11010502030143号'),
    }),
    input('order_cancel_minutes', T('取消时限（分钟）'), 'number', {
      required: true,
      tip: T('下单后超过这么多分钟仍未付款，订单自动取消并退回库存；5 至 1440'),
    }),
    input('auto_receive_days', T('自动收货（天）'), 'number', {
      required: true,
      tip: T('发货后超过这么多天买家仍未确认，订单自动确认收货；1 至 30'),
    }),
    input('aftersale_days', T('售后期限（天）'), 'number', {
      required: true,
      tip: T('确认收货后可申请退款或退货的天数；0 至 30，0 表示收货后不再受理'),
    }),
    input('min_order_amount', T('起订金额（元）'), 'money', {
      tip: T('每笔订单的最低金额，0 表示不限'),
    }),
    input('invoice_open', T('支持开具发票'), 'switch', {
      tip: T('开启后买家下单时可申请开具发票'),
    }),
    input('freight_note', T('运费说明'), 'textarea', {
      tip: T('显示在每笔订单的运费旁，如：整车满 10 吨包邮，零担按重量计费'),
    }),
  ],
  defaults: {
    site_name: '',
    site_logo: '',
    service_phone: '',
    service_hours: '',
    icp_no: '',
    police_no: '',
    order_cancel_minutes: 30,
    auto_receive_days: 7,
    aftersale_days: 7,
    min_order_amount: 0,
    invoice_open: 0,
    freight_note: '',
  },
});
