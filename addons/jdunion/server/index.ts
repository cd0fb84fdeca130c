import { defineUnion, unionServer } from '@yanye/affiliate/server';
import { JD_DEMO } from './demo';
import { jdPush } from './push';
import { jdReceiver } from './receiver';
import { fetchOrders, jdSpec, MAX_WINDOW, refreshToken } from './service';
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
    maxWindow: MAX_WINDOW,
    fetchOrders,
    refreshToken,
    push: jdPush,
    standIn: jdStandIn,
    receiver: jdReceiver,
    demo: JD_DEMO,
  }),
);
