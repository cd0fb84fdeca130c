import { defineAddon, resource, T } from '@yanye/addon-kit';

const addons = '/v1/addons/';

export const logistics = defineAddon({
  key: 'logistics',
  cate: 'logistics',
  icon: 'car',
  version: '1.0.0',
  description: T(
    '物流公司：面单与发货所用的快递公司。',
    'Logistics companies: the couriers used by waybills and shipping.',
    'Empresas de logística: las mensajerías de guías y envíos.',
    '物流会社：送り状と出荷に使う配送会社。',
  ),
  page: resource({
    seg: 'logistics',
    name: 'Logistics',
    api: `${addons}logistics/Logistics`,
    title: T('物流公司', 'Logistics companies', 'Empresas de logística', '物流会社'),
    noun: T('物流公司', 'logistics company', 'empresa de logística', '物流会社'),
    pluginKey: 'logistics',
  }),
  settings: [],
});
