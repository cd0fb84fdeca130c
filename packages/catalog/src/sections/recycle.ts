import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { group, resource } from '../build';
import type { PageSpec } from '../types';
import { recycleOrder } from './recycle-order';

const api = '/v1/seller/recycle/';

export const recycle: PageSpec = group(
  '/recycle',
  'Recycle',
  T('家电回收'),
  [
    resource({
      seg: 'brand',
      name: 'RecycleBrand',
      api: `${api}RecycleBrand`,
      title: T('回收品牌'),
      noun: T('品牌'),
    }),
    resource({
      seg: 'category',
      name: 'RecycleCategory',
      api: `${api}RecycleCategory`,
      title: T('回收分类'),
      noun: T('分类'),
    }),
    resource({
      seg: 'question',
      name: 'RecycleQuestion',
      api: `${api}RecycleQuestion`,
      title: T('估价问题'),
      noun: T('估价问题', 'noun'),
      formApi: [API.recycle.categoryOptions.path],
    }),
    resource({
      seg: 'answer',
      name: 'RecycleAnswer',
      api: `${api}RecycleAnswer`,
      title: T('估价选项'),
      noun: T('估价选项', 'noun'),
      formApi: [API.recycle.questionOptions.path],
    }),
    resource({
      seg: 'staff',
      name: 'RecycleStaff',
      api: `${api}RecycleStaff`,
      title: T('回收员'),
      noun: T('回收员', 'noun'),
      formApi: [`${api}RecycleAddressOptions`],
    }),
    recycleOrder,
    resource({
      seg: 'address',
      name: 'RecycleAddress',
      api: `${api}RecycleAddress`,
      title: T('回收点'),
      noun: T('回收点', 'noun'),
    }),
  ],
  { icon: 'recycle' },
);
