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
  T('零售数据', 'Retail data', 'Datos minoristas', '小売データ'),
  [
    resource({
      seg: 'order',
      name: 'Order',
      print: true,
      api: `${order}Order`,
      title: T('零售订单', 'Retail orders', 'Pedidos minoristas', '小売注文'),
      actions: [],
      listApi: [API.workbench.orderCount.path],
      more: [
        custom(
          'info/:id',
          'OrderInfo',
          T('订单详情', 'Order details', 'Detalle del pedido', '注文詳細'),
          'orderInfo',
          [API.retail.orderInfo.path, `${order}OrderManage`],
          { hidden: true },
        ),
        action('send/:id', 'OrderSend', T('发货', 'Ship order', 'Enviar pedido', '発送'), [
          `${order}OrderSend`,
        ]),
        action(
          'verify/:id',
          'OrderVerify',
          T('核销订单', 'Mark consumed', 'Marcar consumido', '注文を消込'),
          [`${order}OrderVerify`],
          { label: T('核销', 'Consumed', 'Consumido', '消込') },
        ),
        action(
          'cancel/:id',
          'OrderCancel',
          T('取消订单', 'Cancel order', 'Cancelar pedido', '注文をキャンセル'),
          [`${order}OrderCancel`],
        ),
      ],
    }),
    resource({
      seg: 'refund',
      name: 'Refund',
      print: true,
      api: refund,
      title: T('退款售后', 'Refunds and returns', 'Reembolsos y devoluciones', '返金・返品'),
      noun: T('退款单', 'refund', 'reembolso', '返金申請'),
      actions: [],
      listApi: [API.workbench.refundCount.path],
      more: [
        action(
          'agree/:id',
          'RefundAgree',
          T('同意退款', 'Approve refund', 'Aprobar reembolso', '返金を承認'),
          [`${refund}Agree`],
          { label: T('同意', 'Approve', 'Aprobar', '承認') },
        ),
        action(
          'reject/:id',
          'RefundReject',
          T('拒绝退款', 'Reject refund', 'Rechazar reembolso', '返金を拒否'),
          [`${refund}Reject`],
          { label: T('拒绝', 'Reject', 'Rechazar', '拒否') },
        ),
        action('refund/:id', 'RefundConfirm', T('确认退款', 'Issue refund', 'Reembolsar', '返金を実行'), [
          `${refund}Confirm`,
        ]),
      ],
    }),
    resource({
      seg: 'shop',
      name: 'Shop',
      api: shop,
      title: T('门店管理', 'Shops', 'Tiendas', '店舗管理'),
      noun: T('门店', 'shop', 'tienda', '店舗'),
      more: [
        action(
          'ChangeDepart',
          'ShopChangeDepart',
          T('调整所属部门', 'Change department', 'Cambiar departamento', '所属部門を変更'),
          [`${shop}ChangeDepart`],
        ),
      ],
    }),
    resource({
      seg: 'delshop',
      name: 'DelShop',
      api: `${shop}Recycle`,
      title: T('门店回收站', 'Deleted shops', 'Papelera de tiendas', '削除済み店舗'),
      actions: [],
      more: [
        action(
          'revert/:id',
          'DelShopRevert',
          T('恢复门店', 'Restore shop', 'Restaurar tienda', '店舗を復元'),
          [`${shop}RecycleRevert`],
          { label: T('恢复', 'Restore', 'Restaurar', '復元') },
        ),
      ],
    }),
    resource({
      seg: 'clockin',
      name: 'Clockin',
      api: '/v1/seller/clockin/Clockin',
      title: T('打卡记录', 'Clock-ins', 'Fichajes', '打刻記録'),
      actions: [],
    }),
  ],
  { icon: 'shop' },
);
