import { defineUnion, unionServer } from '@yanye/affiliate/server';
import { MEITUAN_DEMO } from './demo';
import { mtPush } from './push';
import { mtReceiver } from './receiver';
import { MT_ORDERS, MT_REFRESH, MT_ROW, mtSpec } from './service';
import { mtStandIn } from './stand-in';
import { mtunionTables } from './tables';

/**
 * Meituan Union (美团联盟): the affiliate kit's lists, token page and order sync over Meituan's CPS API (HMAC
 * signed headers), its order pushes, and its local stand-in.
 */
export default unionServer(
  defineUnion({
    key: 'mtunion',
    stem: 'Mtunion',
    spec: mtSpec,
    tables: mtunionTables,
    row: MT_ROW,
    orders: MT_ORDERS,
    refresh: MT_REFRESH,
    push: mtPush,
    standIn: mtStandIn,
    receiver: mtReceiver,
    demo: MEITUAN_DEMO,
  }),
);
