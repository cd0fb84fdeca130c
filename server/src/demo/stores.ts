import { addonByKey } from '@yanye/catalog';
import type { DemoStore } from '@yanye/framework/server';
import { ADDON_SERVERS } from '../installed-addons';

/**
 * The demo stores (README.md, 'Demo accounts'): who they are, what they sell, the add-ons each has installed, and
 * the password every demo account signs in with.
 */

/** The demo password of every demo account. README.md says how to change it. */
export const DEMO_PASSWORD = 'Demo@2026';

export type { DemoStore };

/**
 * The add-ons a demo store has installed: those whose server side names it in `demoStores`. An affiliate union
 * (category `union`) that names no demo store is installed in the union stores (its server side is made by the
 * affiliate library, which does not name them yet).
 */
function demoAddonsOf(store: Omit<DemoStore, 'addons'>): string[] {
  return ADDON_SERVERS.filter((a) =>
    a.demoStores
      ? a.demoStores.includes(store.loginName)
      : store.isUnion && addonByKey(a.key)?.cate === 'union',
  ).map((a) => a.key);
}

const STORES: readonly Omit<DemoStore, 'addons'>[] = [
  {
    loginName: 'xinyan',
    storeName: '鑫盐商贸',
    industryType: 'salt',
    isUnion: false,
    admin: 'salt_admin',
    adminName: '王建国',
    phone: '13800010001',
    address: '河南省郑州市金水区农业路 88 号盐业大厦 6 楼',
    city: '河南省郑州市',
    intro: '鑫盐商贸经营食用盐、工业盐与融雪盐，服务郑州及周边商超、餐饮与工厂客户，支持整车与零担配送。',
  },
  {
    loginName: 'fenggu',
    storeName: '丰谷粮油',
    industryType: 'grain',
    isUnion: true,
    admin: 'grain_admin',
    adminName: '李秀英',
    phone: '13800020002',
    address: '黑龙江省五常市民乐乡粮库路 16 号',
    city: '黑龙江省哈尔滨市',
    intro: '丰谷粮油收购并加工五常大米、东北大豆与玉米，为联盟分销商供货，提供产地直发与仓储服务。',
  },
  {
    loginName: 'bianmin',
    storeName: '便民支付',
    industryType: 'offlinepay',
    isUnion: false,
    admin: 'pay_admin',
    adminName: '张伟',
    phone: '13800030003',
    address: '山东省济南市历下区泉城路 1 号',
    city: '山东省济南市',
    intro: '便民支付为社区商户提供线下收款与农业银行结算服务。',
  },
];

export const DEMO_STORES: readonly DemoStore[] = STORES.map((store) => ({
  ...store,
  addons: demoAddonsOf(store),
}));
for (const addon of ADDON_SERVERS) {
  for (const name of addon.demoStores ?? []) {
    if (!STORES.some((s) => s.loginName === name))
      throw new Error(`add-on ${addon.key}: its demoStores name '${name}', which is no demo store`);
  }
}
