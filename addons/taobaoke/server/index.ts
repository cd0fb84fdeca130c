import { defineUnion, unionServer } from '@yanye/affiliate/server';
import { TAOBAO_DEMO } from './demo';
import { taobaoPush } from './push';
import { taobaoReceiver } from './receiver';
import { TOP_ORDERS, TOP_REFRESH, TOP_ROW, taobaoSpec } from './service';
import { taobaoStandIn } from './stand-in';
import { taobaokeTables } from './tables';

/**
 * The Taobao affiliate (淘宝客): the affiliate kit's lists, token page and order sync over Taobao's TOP gateway
 * (MD5-signed requests), its order messages, and its local stand-in.
 */
export default unionServer(
  defineUnion({
    key: 'taobaoke',
    stem: 'Taobaoke',
    spec: taobaoSpec,
    tables: taobaokeTables,
    row: TOP_ROW,
    orders: TOP_ORDERS,
    refresh: TOP_REFRESH,
    push: taobaoPush,
    standIn: taobaoStandIn,
    receiver: taobaoReceiver,
    demo: TAOBAO_DEMO,
  }),
);
