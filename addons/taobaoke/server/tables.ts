import { unionTables } from '@yanye/affiliate/server';

/** The Taobao affiliate's tables (`taobaoke_orders`, ...), declared by the affiliate kit. */
export const taobaokeTables = unionTables('taobaoke');

export const {
  navs: taobaokeNavs,
  adverts: taobaokeAdverts,
  users: taobaokeUsers,
  orders: taobaokeOrders,
  orderEvents: taobaokeOrderEvents,
  syncs: taobaokeSyncs,
  token: taobaokeToken,
} = taobaokeTables;
