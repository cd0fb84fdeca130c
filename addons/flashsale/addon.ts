import { action, addonApi, defineAddon, detail, entityList, form, group, list, T } from '@yanye/addon-kit';

const api = addonApi('flashsale');
/** Sessions (time slots), their goods across sessions, and the orders taken in them. */
const sessions = `${api}Flashsale`;
const items = `${api}FlashsaleItem`;
const orders = `${api}FlashsaleOrder`;

const sessionNoun = T('秒杀场次');
const orderNoun = T('秒杀订单');

const LABEL = {
  add: T('添加'),
  edit: T('编辑'),
  del: T('删除'),
  publish: T('发布'),
  stop: T('结束'),
  buy: T('代会员下单'),
  info: T('详情'),
  ship: T('发货', 'ship'),
  cancel: T('取消'),
};

export const flashsale = defineAddon({
  key: 'flashsale',
  cate: 'marketing',
  icon: 'thunderbolt',
  version: '1.0.0',
  description: T('限时秒杀：按场次设置秒杀价与秒杀库存，限购，绝不超卖。'),
  page: group(
    'flashsale',
    'PluginFlashsale',
    T('限时秒杀'),
    [
      // The sessions, with what the store's app shows members (FlashsaleShowcase) beside them.
      list('manage', 'FlashsaleManage', T('秒杀场次', 'sessions'), [
        `${sessions}Manage`,
        `${sessions}Showcase`,
      ]),
      form('add', 'FlashsaleAdd', T('添加秒杀场次'), [`${sessions}Info`, `${sessions}Save`], {
        label: LABEL.add,
        listPage: 'FlashsaleManage',
      }),
      form('edit/:id', 'FlashsaleEdit', T('编辑秒杀场次'), [`${sessions}Info`, `${sessions}Save`], {
        label: LABEL.edit,
        listPage: 'FlashsaleManage',
      }),
      action('del/:id', 'FlashsaleDel', T('删除秒杀场次'), [`${sessions}Del`], { label: LABEL.del }),
      action('publish/:id', 'FlashsalePublish', T('发布秒杀场次'), [`${sessions}Publish`], {
        label: LABEL.publish,
      }),
      action('stop/:id', 'FlashsaleStop', T('结束秒杀场次'), [`${sessions}Stop`], { label: LABEL.stop }),
      entityList({
        seg: 'goods',
        name: 'FlashsaleItem',
        api: items,
        title: T('秒杀商品'),
        noun: T('秒杀商品', 'noun'),
      }),
      {
        ...entityList({
          seg: 'order',
          name: 'FlashsaleOrder',
          api: orders,
          title: T('秒杀订单', 'title'),
          noun: orderNoun,
        }),
        // The order's pages hang under its list (/plugin/flashsale/order/add, info/:id, ship/:id, cancel/:id).
        children: [
          form('add', 'FlashsaleOrderAdd', LABEL.buy, [`${orders}Info`, `${orders}Save`], {
            label: LABEL.buy,
          }),
          detail('info/:id', 'FlashsaleOrderInfo', T('秒杀订单详情'), [`${orders}Info`], {
            label: LABEL.info,
          }),
          action('ship/:id', 'FlashsaleOrderShip', T('秒杀订单发货'), [`${orders}Ship`], {
            label: LABEL.ship,
          }),
          action('cancel/:id', 'FlashsaleOrderCancel', T('取消秒杀订单'), [`${orders}Cancel`], {
            label: LABEL.cancel,
          }),
        ],
      },
    ],
    { pluginKey: 'flashsale', entity: { name: 'Flashsale', api: sessions, noun: sessionNoun } },
  ),
  settings: [
    {
      name: 'default_limit',
      type: 'number',
      title: T('默认每人限购'),
      hint: T('场次商品未填写限购数量时，每位会员最多可买的件数'),
      min: 1,
      max: 99,
      default: 1,
      unit: T('件'),
      required: true,
    },
    {
      name: 'show_upcoming',
      type: 'switch',
      title: T('预告即将开始的场次'),
      hint: T('开启后，会员在 App 中可看到尚未开始的场次（不能购买）'),
      default: true,
    },
    {
      name: 'upcoming_hours',
      type: 'number',
      title: T('预告时长'),
      hint: T('开始前多少小时起预告场次'),
      min: 1,
      max: 168,
      default: 24,
      unit: T('小时'),
    },
    {
      name: 'rules',
      type: 'textarea',
      title: T('秒杀规则'),
      hint: T('展示在 App 秒杀页底部'),
      max: 1000,
      default:
        '秒杀商品数量有限，售完即止；每位会员限购数量以各场次为准。秒杀订单以会员余额支付，发货前可取消，款项原路退回余额。',
    },
  ],
  ledgerEvents: [
    {
      name: 'flashsale_pay',
      title: T('秒杀支付'),
    },
    {
      name: 'flashsale_refund',
      title: T('秒杀退款'),
    },
  ],
});
