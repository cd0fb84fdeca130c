import { defineAddonServer } from '@yanye/addon-kit/server';
import { logisticsCarriers, logisticsResource } from './company.resource';
import { addCommonCompanies } from './demo';

/**
 * Logistics companies: the store's express companies, a plain list. While the add-on is installed
 * its enabled companies are the store's carriers (`carriers`): the order ship form and the e-waybill accounts
 * pick from them instead of the built-in list. A first install starts with the common couriers.
 */
export default defineAddonServer({
  key: 'logistics',
  resources: [logisticsResource],
  carriers: logisticsCarriers,
  async install(db, { firstTime, now }) {
    if (firstTime) await addCommonCompanies(db, now);
  },
  // The demo store keeps 德邦 for the odd pallet but does not offer it when shipping parcels.
  demoStores: ['xinyan'],
  seed: async (db, { now }) => {
    await addCommonCompanies(db, now - 200 * 86_400, ['DBL']);
  },
});
