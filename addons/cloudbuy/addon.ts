import { action, addonApi, addonGroup, defineAddon, resource, T } from '@yanye/addon-kit';

const api = addonApi('cloudbuy');
const goods = `${api}CloudbuyGoods`;
const cart = `${api}CloudbuyCart`;
const order = `${api}CloudbuyOrder`;

/**
 * Cloud buying: the store orders from the supply offers of the platform's other stores. Its goods list
 * (with a refresh of the offers and "add to cart"), its cart (change, remove, check out one supplier's lines as an
 * order) and its orders, each with the steps of its flow as permissions of their own: the store's own (cancel,
 * receive) and, until the supplying store has a console of its own for them, the supplier's (confirm, ship).
 */
export const cloudbuy = defineAddon({
  key: 'cloudbuy',
  // Its orders become the inventory's purchase orders.
  depends: ['jxc'],
  cate: 'marketing',
  icon: 'cloud',
  version: '1.0.0',
  description: T('云购：向平台供应商订货，下单后自动生成进货单。'),
  page: addonGroup('cloudbuy', 'PluginCloudbuy', T('云购'), [
    resource({
      seg: 'goods',
      name: 'CloudbuyGoods',
      api: goods,
      title: T('云购商品'),
      noun: T('云购商品', 'noun'),
      actions: [],
      listApi: [`${goods}Sync`],
      more: [
        action('cart/:id', 'CloudbuyGoodsAddCart', T('加入购物车'), [`${goods}AddCart`], {
          label: T('加入购物车', 'label'),
        }),
      ],
    }),
    resource({
      seg: 'cart',
      name: 'CloudbuyCart',
      api: cart,
      title: T('购物车'),
      noun: T('购物车商品'),
      actions: ['edit', 'del'],
      more: [
        action('checkout/:id', 'CloudbuyCartCheckout', T('向该供货门店下单'), [`${cart}Checkout`], {
          label: T('下单'),
        }),
      ],
    }),
    resource({
      seg: 'order',
      name: 'CloudbuyOrder',
      api: order,
      title: T('云购订单'),
      noun: T('云购订单', 'noun'),
      actions: ['info'],
      more: [
        action('confirm/:id', 'CloudbuyOrderConfirm', T('确认订单（代供货门店）'), [`${order}Confirm`], {
          label: T('确认'),
        }),
        action('ship/:id', 'CloudbuyOrderShip', T('发货（代供货门店）'), [`${order}Ship`], {
          label: T('发货', 'label'),
        }),
        action('receive/:id', 'CloudbuyOrderReceive', T('确认收货'), [`${order}Receive`], {
          label: T('收货'),
        }),
        action('cancel/:id', 'CloudbuyOrderCancel', T('取消云购订单'), [`${order}Cancel`], {
          label: T('取消'),
        }),
      ],
    }),
  ]),
  settings: [
    {
      name: 'purchase_on',
      type: 'select',
      title: T('生成进货单'),
      hint: T('下单时生成，仓库即可看到在途货物；或等供货门店确认后再生成，未确认的订单不进入进销存'),
      default: 'submit',
      options: [
        { value: 'submit', label: T('下单时') },
        {
          value: 'confirm',
          label: T('供货门店确认时'),
        },
      ],
    },
    {
      name: 'warehouse_code',
      type: 'text',
      max: 40,
      title: T('默认入库仓库编码'),
      hint: T('进货单收货的仓库，填仓库编码（如 WH01）；留空则用第一个启用的仓库'),
    },
    {
      name: 'contact_name',
      type: 'text',
      max: 30,
      title: T('收货人'),
      hint: T('留空则用店铺联系人'),
    },
    {
      name: 'contact_phone',
      type: 'phone',
      title: T('收货电话'),
      hint: T('留空则用店铺电话'),
    },
    {
      name: 'address',
      type: 'textarea',
      max: 200,
      title: T('收货地址', 'title'),
      hint: T('供货门店发货的地址；留空则用店铺地址'),
    },
  ],
});
