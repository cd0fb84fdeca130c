import type { Menu } from './menu-rules';

/**
 * The salt trader's menu (ordering, its shop and help), published in the demo store (server/demo.ts); the tests of
 * both sides edit cuts of it rather than menus of their own.
 */
export const DEMO_MENU: Menu = {
  button: [
    {
      name: '在线订货',
      sub_button: [
        { type: 'view', name: '商品目录', url: 'https://xinyan.yanye.example/goods' },
        {
          type: 'miniprogram',
          name: '小程序下单',
          url: 'https://xinyan.yanye.example/order',
          appid: 'wx2b7e4f9c1a3d5e60',
          pagepath: 'pages/order/index',
        },
        { type: 'view', name: '我的订单', url: 'https://xinyan.yanye.example/orders' },
      ],
    },
    { type: 'click', name: '今日盐价', key: '盐价' },
    {
      name: '服务',
      sub_button: [
        { type: 'click', name: '配送说明', key: '配送' },
        { type: 'click', name: '联系我们', key: 'CONTACT_US' },
        { type: 'view', name: '门店地址', url: 'https://xinyan.yanye.example/about' },
      ],
    },
  ],
};
