import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { action, custom, group, resource } from '../build';
import type { PageSpec } from '../types';

const order = '/v1/seller/order/';
const refund = '/v1/seller/refund/Refund';
const shop = '/v1/seller/shop/Shop';

export const dataDetails: PageSpec = group(
  '/dataDetails',
  'DataDetails',
  T('零售数据'),
  [
    resource({
      seg: 'order',
      name: 'Order',
      print: true,
      api: `${order}Order`,
      title: T('零售订单'),
      actions: [],
      listApi: [API.workbench.orderCount.path],
      more: [
        custom(
          'info/:id',
          'OrderInfo',
          T('订单详情'),
          'orderInfo',
          [API.retail.orderInfo.path, `${order}OrderManage`],
          { hidden: true },
        ),
        action('send/:id', 'OrderSend', T('发货'), [`${order}OrderSend`]),
        action('verify/:id', 'OrderVerify', T('核销订单'), [`${order}OrderVerify`], { label: T('核销') }),
        action('cancel/:id', 'OrderCancel', T('取消订单'), [`${order}OrderCancel`]),
      ],
    }),
    resource({
      seg: 'refund',
      name: 'Refund',
      print: true,
      api: refund,
      title: T('退款售后'),
      noun: T('退款单'),
      actions: [],
      listApi: [API.workbench.refundCount.path],
      more: [
        action('agree/:id', 'RefundAgree', T('同意退款'), [`${refund}Agree`], { label: T('同意') }),
        action('reject/:id', 'RefundReject', T('拒绝退款'), [`${refund}Reject`], { label: T('拒绝') }),
        action('refund/:id', 'RefundConfirm', T('确认退款'), [`${refund}Confirm`]),
      ],
    }),
    resource({
      seg: 'shop',
      name: 'Shop',
      api: shop,
      title: T('门店管理'),
      noun: T('门店', 'noun'),
      more: [action('ChangeDepart', 'ShopChangeDepart', T('调整所属部门'), [`${shop}ChangeDepart`])],
    }),
    resource({
      seg: 'delshop',
      name: 'DelShop',
      api: `${shop}Recycle`,
      title: T('门店回收站'),
      actions: [],
      more: [
        action('revert/:id', 'DelShopRevert', T('恢复门店'), [`${shop}RecycleRevert`], { label: T('恢复') }),
      ],
    }),
    resource({
      seg: 'clockin',
      name: 'Clockin',
      api: '/v1/seller/clockin/Clockin',
      title: T('打卡记录'),
      actions: [],
    }),
  ],
  { icon: 'shop' },
);
