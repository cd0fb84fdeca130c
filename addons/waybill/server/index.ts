import { defineAddonServer } from '@yanye/addon-kit/server';
import { applyRoute } from './apply.route';
import { waybillAuthResource } from './auth.resource';
import { seedWaybill } from './demo';
import { labelRoute, orderOptionsRoute } from './label.route';
import { waybillReceiver } from './receiver';
import { waybillRecordResource } from './record.resource';
import { waybillService } from './service';
import { trackingCallback } from './tracking';

/**
 * E-waybills: the store's courier accounts, waybill numbers drawn for orders to ship from a courier
 * open platform modelled on Kuaidi100 (signed MD5(body + key + customer), deduped by our order id), labels as
 * PDF, and the platform's tracking pushes booked once each on the waybill's history. With no endpoint set, the
 * local receiver (/dev/receivers) answers as the platform would.
 */
export default defineAddonServer({
  key: 'waybill',
  resources: [waybillAuthResource, waybillRecordResource],
  routes: [applyRoute, labelRoute, orderOptionsRoute],
  service: { spec: waybillService, receiver: waybillReceiver },
  callbacks: [trackingCallback],
  demoStores: ['xinyan'],
  seed: seedWaybill,
});
