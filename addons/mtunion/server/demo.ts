import type { AddonDemoContext, TenantDb } from '@yanye/addon-kit/server';
import { seedUnion, standInOrders } from '@yanye/affiliate/server';
import { MEITUAN_GOODS, mtRow, seedOf, sidOf } from './receiver';
import { MtOrder, orderOf } from './service';
import { mtunionTables } from './tables';

/** The demo store's Meituan Union media; the stand-in answers its orders. */
const APP_KEY = '7c2e9a4f1b6d3e8c0a5f2b7d9e4c1a6f';
const PID = 'fenggu_app01';

/** The demo store's keys at the union, as its setup saves them (the tests sign with them too). */
export const DEMO_KEYS = {
  app_key: APP_KEY,
  pid: PID,
  app_secret: '0d7b3f9e2a6c1d8f4b0e7a3c9f2d6b1e',
  access_token: 'mt5a2e8c1f4b7d0a3e6c9f2b5d8a1e4c7f0b3d6a9e',
  refresh_token: 'mtr9c2f5b8e1a4d7c0f3b6e9a2d5c8f1b4e7a0d3c6',
};

const NICKS = ['吃喝玩乐小分队', '外卖省钱君', '社区团长阿芳', '周末去哪儿', '宝妈生活圈', '学生党优惠'];

/** 丰谷粮油's Meituan Union channel: a month of orders, six affiliates, a token two months from lapsing. */
export function seedMtunion(db: TenantDb, ctx: AddonDemoContext): Promise<void> {
  return seedUnion(db, ctx, {
    key: 'mtunion',
    tables: mtunionTables,
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
        picture: 'banner',
      },
      {
        title: '周末粮油团购 5 折起',
        position: 'union_feed',
        link: '/pages/union/meituan?tab=group',
        picture: 'cover',
      },
      {
        title: '新用户立减 10 元',
        position: 'union_popup',
        link: '/pages/union/meituan?tab=new',
        picture: 'popup',
      },
    ],
    affiliates: NICKS.map((nick, i) => {
      const sid = sidOf(APP_KEY, i);
      return { account: sid, nick, pid: sid };
    }),
    orders: (start, end, now) =>
      standInOrders(seedOf(APP_KEY), MEITUAN_GOODS, start, end, now)
        .filter((o) => o.state !== 'pending')
        .map((o) => orderOf(MtOrder.parse(mtRow(o, APP_KEY, PID)))),
  });
}
