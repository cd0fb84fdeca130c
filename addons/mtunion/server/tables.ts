import { unionTables } from '@yanye/affiliate/server';

/** Meituan Union's tables (`mtunion_orders`, ...), declared by the affiliate kit. */
export const mtunionTables = unionTables('mtunion');

export const {
  navs: mtunionNavs,
  adverts: mtunionAdverts,
  users: mtunionUsers,
  orders: mtunionOrders,
  orderEvents: mtunionOrderEvents,
  syncs: mtunionSyncs,
  token: mtunionToken,
} = mtunionTables;
