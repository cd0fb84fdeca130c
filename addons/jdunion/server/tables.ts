import { unionTables } from '@yanye/affiliate/server';

/** JD Union's tables (`jdunion_orders`, ...), declared by the affiliate kit. */
export const jdunionTables = unionTables('jdunion');

export const {
  navs: jdunionNavs,
  adverts: jdunionAdverts,
  users: jdunionUsers,
  orders: jdunionOrders,
  orderEvents: jdunionOrderEvents,
  syncs: jdunionSyncs,
  token: jdunionToken,
} = jdunionTables;
