import type { UnionDemo } from '@yanye/affiliate/server';

/** The demo store's keys at the union, as its setup saves them (the tests sign with them too). */
export const DEMO_KEYS = {
  app_key: '7c2e9a4f1b6d3e8c0a5f2b7d9e4c1a6f',
  pid: 'fenggu_app01',
  app_secret: '0d7b3f9e2a6c1d8f4b0e7a3c9f2d6b1e',
  access_token: 'mt5a2e8c1f4b7d0a3e6c9f2b5d8a1e4c7f0b3d6a9e',
  refresh_token: 'mtr9c2f5b8e1a4d7c0f3b6e9a2d5c8f1b4e7a0d3c6',
};

/** 丰谷粮油's Meituan Union channel: a month of orders, six affiliates, a token two months from lapsing. */
export const MEITUAN_DEMO: UnionDemo = {
  keys: DEMO_KEYS,
  tokenDays: 58,
  grantedBy: '丰谷粮油社区店',
  navs: [
    { title: '外卖红包', link: '/pages/union/meituan?tab=coupon' },
    { title: '美团优选', link: '/pages/union/meituan?tab=youxuan' },
    { title: '闪购粮油', link: '/pages/union/meituan?cat=grain' },
    { title: '到店团购', link: 'https://i.meituan.com/' },
  ],
  adverts: [
    {
      title: '外卖大额红包 每天可领',
      position: 'union_banner',
      link: 'https://runion.meituan.com/url?key=fenggu',
    },
    { title: '周末粮油团购 5 折起', position: 'union_feed', link: '/pages/union/meituan?tab=group' },
    { title: '新用户立减 10 元', position: 'union_popup', link: '/pages/union/meituan?tab=new' },
  ],
  affiliates: ['吃喝玩乐小分队', '外卖省钱君', '社区团长阿芳', '周末去哪儿', '宝妈生活圈', '学生党优惠'],
  // Each affiliate promotes under its own sid.
  ownPid: true,
};
