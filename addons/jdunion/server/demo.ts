import type { UnionDemo } from '@yanye/affiliate/server';

/** The demo store's keys at the union, as its setup saves them (the tests sign with them too). */
export const DEMO_KEYS = {
  app_key: 'a8f3c6e1d94b27f05c3e8a1d6b2f9c47',
  pid: '1001234567_4000123_3003456789',
  app_secret: 'f2c9a4e7b1d06c3f8e5a2b9d4c7f1e60',
  access_token: '8e1f4c7a2d5b9e0c3f6a8d1b4e7c0a3f5d8b2e6c',
  refresh_token: '3c6f9b2e5a8d1c4f7b0e3a6d9c2f5b8e1a4d7c0f',
};

/** 丰谷粮油's JD Union channel: a month of orders, six affiliates, and a token five days from lapsing. */
export const JD_DEMO: UnionDemo = {
  keys: DEMO_KEYS,
  // Under a week: the token page and the orders screen warn of it.
  tokenDays: 5,
  grantedBy: 'jd_丰谷粮油',
  navs: [
    { title: '京东秒杀', link: 'https://miaosha.jd.com/' },
    { title: '粮油调味', link: '/pages/union/jd?cat=1320' },
    { title: '百亿补贴', link: '/pages/union/jd?tab=subsidy' },
    { title: '京东超市', link: 'https://chaoshi.jd.com/' },
  ],
  adverts: [
    { title: '京东粮油节 每满 199 减 30', position: 'union_banner', link: 'https://u.jd.com/fenggu-grain' },
    { title: '京东新人 1 分购', position: 'union_popup', link: '/pages/union/jd?tab=new' },
    { title: '年货囤粮专场', position: 'union_feed', link: '/pages/union/jd?tab=newyear' },
  ],
  affiliates: ['jd_粮油达人', 'jd_小米粒', 'jd_厨房新手', 'jd_囤货小能手', 'jd_老王家的米', 'jd_健康吃货'],
};
