import type { UnionDemo } from '@yanye/affiliate/server';

/** The demo store's keys at the union, as its setup saves them (the tests sign with them too). */
export const DEMO_KEYS = {
  app_key: '34671208',
  pid: 'mm_176543210_2301234_110987654321',
  app_secret: 'b5e0c2d7a9f14e3c8d6b1a0f7e2c4d9a',
  access_token: '6100f3a1c9e25b7d04a8e6c1f2b9d3a7e5c0b8d2f4a6',
  refresh_token: '6102a8d4c0e7f1b3a5c9e2d6f8b0a4c7e1d3f5b9a2c6',
};

/** 丰谷粮油's Taobao affiliate channel: a month of orders, six affiliates, a token three weeks from lapsing. */
export const TAOBAO_DEMO: UnionDemo = {
  keys: DEMO_KEYS,
  tokenDays: 23,
  grantedBy: '丰谷粮油官方店',
  navs: [
    { title: '9.9 包邮', link: '/pages/union/taobao?tab=99' },
    { title: '粮油好物', link: '/pages/union/taobao?cat=grain' },
    { title: '聚划算', link: 'https://ju.taobao.com/' },
    { title: '天猫超市', link: 'https://chaoshi.tmall.com/' },
    { title: '领券中心', link: '/pages/union/taobao?tab=coupon' },
  ],
  adverts: [
    {
      title: '粮油囤货节 满 300 减 50',
      position: 'union_banner',
      link: 'https://s.click.taobao.com/t?e=fenggu-grain-festival',
    },
    { title: '新人专享 首单立减 5 元', position: 'union_popup', link: '/pages/union/taobao?tab=new' },
    { title: '东北新米季', position: 'union_feed', link: '/pages/union/taobao?cat=rice' },
  ],
  affiliates: ['稻香小铺', '米面粮油小当家', '厨房好物分享', '宝妈囤货记', '阿强的粮仓', '吃货研究所'],
};
