import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { action, custom, resource } from '../build';
import type { PageSpec } from '../types';

const base = '/v1/seller/recycle/RecycleOrder';
const noun = T('回收订单');

/**
 * The recycling orders (/recycle/order): the list, an order taken on a member's behalf (with the quote live),
 * its details, and one permission per step of its state machine, so a role can hold the steps its people take
 * (a collector collects, an inspector prices, finance pays).
 */
export const recycleOrder: PageSpec = resource({
  seg: 'order',
  name: 'RecycleOrder',
  api: base,
  title: T('回收订单', 'title'),
  noun,
  actions: ['del'],
  more: [
    custom(
      'add',
      'RecycleOrderAdd',
      T('添加回收订单'),
      'recycleOrderAdd',
      [`${base}Info`, `${base}Save`, API.recycle.quote.path, API.recycle.quoteSheet.path],
      { hidden: true, label: T('添加') },
    ),
    custom(
      'info/:id',
      'RecycleOrderInfo',
      T('回收订单详情'),
      'recycleOrderInfo',
      [`${base}Info`, API.recycleOrder.orderDetail.path],
      { hidden: true, label: T('详情') },
    ),
    action('assign/:id', 'RecycleOrderAssign', T('派单给回收员'), [`${base}Assign`], { label: T('派单') }),
    action('collect/:id', 'RecycleOrderCollect', T('确认已取货'), [`${base}Collect`], { label: T('取货') }),
    action('inspect/:id', 'RecycleOrderInspect', T('质检定价'), [`${base}Inspect`], { label: T('质检') }),
    action('confirm/:id', 'RecycleOrderConfirm', T('会员确认价格'), [`${base}Confirm`], {
      label: T('确认价格'),
    }),
    action('pay/:id', 'RecycleOrderPay', T('打款到回收钱包'), [`${base}Pay`], { label: T('打款') }),
    action('cancel/:id', 'RecycleOrderCancel', T('取消回收订单'), [`${base}Cancel`], {
      label: T('取消订单', 'label'),
    }),
    action('return/:id', 'RecycleOrderReturn', T('退回物品'), [`${base}Return`], {
      label: T('退回物品', 'label'),
    }),
  ],
});
