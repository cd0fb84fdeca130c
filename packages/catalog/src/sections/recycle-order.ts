import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { action, custom, resource } from '../build';
import type { PageSpec } from '../types';

const base = '/v1/seller/recycle/RecycleOrder';
const noun = T('回收订单', 'recycling order', 'pedido de reciclaje', '回収注文');

/**
 * The recycling orders (/recycle/order): the list, an order taken on a member's behalf (with the quote live),
 * its details, and one permission per step of its state machine, so a role can hold the steps its people take
 * (a collector collects, an inspector prices, finance pays).
 */
export const recycleOrder: PageSpec = resource({
  seg: 'order',
  name: 'RecycleOrder',
  api: base,
  title: T('回收订单', 'Recycling orders', 'Pedidos de reciclaje', '回収注文'),
  noun,
  actions: ['del'],
  more: [
    custom(
      'add',
      'RecycleOrderAdd',
      T('添加回收订单', 'Add recycling order', 'Añadir pedido de reciclaje', '回収注文を追加'),
      'recycleOrderAdd',
      [`${base}Info`, `${base}Save`, API.recycle.quote.path, API.recycle.quoteSheet.path],
      { hidden: true, label: T('添加', 'Add', 'Añadir', '追加') },
    ),
    custom(
      'info/:id',
      'RecycleOrderInfo',
      T('回收订单详情', 'Recycling order details', 'Detalle del pedido de reciclaje', '回収注文詳細'),
      'recycleOrderInfo',
      [`${base}Info`, API.recycleOrder.orderDetail.path],
      { hidden: true, label: T('详情', 'Details', 'Detalle', '詳細') },
    ),
    action(
      'assign/:id',
      'RecycleOrderAssign',
      T('派单给回收员', 'Assign a collector', 'Asignar un recolector', '回収スタッフを割り当て'),
      [`${base}Assign`],
      { label: T('派单', 'Assign', 'Asignar', '割り当て') },
    ),
    action(
      'collect/:id',
      'RecycleOrderCollect',
      T('确认已取货', 'Mark as collected', 'Marcar como recogido', '回収済みにする'),
      [`${base}Collect`],
      { label: T('取货', 'Collected', 'Recogido', '回収済み') },
    ),
    action(
      'inspect/:id',
      'RecycleOrderInspect',
      T('质检定价', 'Inspect and price', 'Inspeccionar y tasar', '検品・査定'),
      [`${base}Inspect`],
      { label: T('质检', 'Inspect', 'Inspeccionar', '検品') },
    ),
    action(
      'confirm/:id',
      'RecycleOrderConfirm',
      T('会员确认价格', 'Member accepts the price', 'El socio acepta el precio', '会員が価格を承諾'),
      [`${base}Confirm`],
      { label: T('确认价格', 'Price accepted', 'Precio aceptado', '価格承諾') },
    ),
    action(
      'pay/:id',
      'RecycleOrderPay',
      T(
        '打款到回收钱包',
        'Pay to the recycling wallet',
        'Pagar al monedero de reciclaje',
        '回収ウォレットへ支払い',
      ),
      [`${base}Pay`],
      { label: T('打款', 'Pay', 'Pagar', '支払い') },
    ),
    action(
      'cancel/:id',
      'RecycleOrderCancel',
      T('取消回收订单', 'Cancel the order', 'Cancelar el pedido', '回収注文をキャンセル'),
      [`${base}Cancel`],
      { label: T('取消订单', 'Cancel order', 'Cancelar pedido', '注文キャンセル') },
    ),
    action(
      'return/:id',
      'RecycleOrderReturn',
      T('退回物品', 'Return the goods', 'Devolver los artículos', '品物を返却'),
      [`${base}Return`],
      { label: T('退回物品', 'Return goods', 'Devolver artículos', '品物を返却') },
    ),
  ],
});
