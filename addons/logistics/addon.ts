import { defineAddon, resource, T } from '@yanye/addon-kit';

const addons = '/v1/addons/';

export const logistics = defineAddon({
  key: 'logistics',
  cate: 'logistics',
  icon: 'car',
  version: '1.0.0',
  description: T('物流公司：面单与发货所用的快递公司。'),
  page: resource({
    seg: 'logistics',
    name: 'Logistics',
    api: `${addons}logistics/Logistics`,
    title: T('物流公司', 'title'),
    noun: T('物流公司', 'noun'),
    pluginKey: 'logistics',
  }),
  settings: [],
});
