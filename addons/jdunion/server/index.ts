import { defineUnion, unionServer } from '@yanye/affiliate/server';
import { JD_DEMO } from './demo';
import { jdPush } from './push';
import { jdReceiver } from './receiver';
import { JD_ORDERS, JD_REFRESH, JD_ROW, jdSpec } from './service';
import { jdStandIn } from './stand-in';
import { jdunionTables } from './tables';

/**
 * JD Union (京东联盟): the affiliate kit's lists, token page and order sync over JD's router (MD5-signed
 * requests) and OAuth server, its order pushes, and its local stand-in.
 */
export default unionServer(
  defineUnion({
    key: 'jdunion',
    stem: 'Jdunion',
    spec: jdSpec,
    tables: jdunionTables,
    row: JD_ROW,
    orders: JD_ORDERS,
    refresh: JD_REFRESH,
    push: jdPush,
    standIn: jdStandIn,
    receiver: jdReceiver,
    demo: JD_DEMO,
  }),
);
