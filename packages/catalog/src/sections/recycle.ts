import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { group, resource } from '../build';
import type { PageSpec } from '../types';
import { recycleOrder } from './recycle-order';

const api = '/v1/seller/recycle/';

export const recycle: PageSpec = group(
  '/recycle',
  'Recycle',
  T('家电回收', 'Appliance recycling', 'Reciclaje de electrodomésticos', '家電リサイクル'),
  [
    resource({
      seg: 'brand',
      name: 'RecycleBrand',
      api: `${api}RecycleBrand`,
      title: T('回收品牌', 'Brands', 'Marcas', 'ブランド'),
      noun: T('品牌', 'brand', 'marca', 'ブランド'),
    }),
    resource({
      seg: 'category',
      name: 'RecycleCategory',
      api: `${api}RecycleCategory`,
      title: T('回收分类', 'Categories', 'Categorías', 'カテゴリ'),
      noun: T('分类', 'category', 'categoría', 'カテゴリ'),
    }),
    resource({
      seg: 'question',
      name: 'RecycleQuestion',
      api: `${api}RecycleQuestion`,
      title: T('估价问题', 'Valuation questions', 'Preguntas de tasación', '査定項目'),
      noun: T('估价问题', 'valuation question', 'pregunta de tasación', '査定項目'),
      formApi: [API.recycle.categoryOptions.path],
    }),
    resource({
      seg: 'answer',
      name: 'RecycleAnswer',
      api: `${api}RecycleAnswer`,
      title: T('估价选项', 'Valuation answers', 'Respuestas de tasación', '査定の選択肢'),
      noun: T('估价选项', 'valuation answer', 'respuesta de tasación', '査定の選択肢'),
      formApi: [API.recycle.questionOptions.path],
    }),
    resource({
      seg: 'staff',
      name: 'RecycleStaff',
      api: `${api}RecycleStaff`,
      title: T('回收员', 'Collectors', 'Recolectores', '回収スタッフ'),
      noun: T('回收员', 'collector', 'recolector', '回収スタッフ'),
      formApi: [`${api}RecycleAddressOptions`],
    }),
    recycleOrder,
    resource({
      seg: 'address',
      name: 'RecycleAddress',
      api: `${api}RecycleAddress`,
      title: T('回收点', 'Collection points', 'Puntos de recogida', '回収拠点'),
      noun: T('回收点', 'collection point', 'punto de recogida', '回収拠点'),
    }),
  ],
  { icon: 'recycle' },
);
