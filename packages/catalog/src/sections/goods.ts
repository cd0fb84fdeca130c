import { API } from '@yanye/protocol';
import { ACTION_LABELS, action, form, group, list, resource, T } from '../build';
import type { PageSpec } from '../types';

const goodsApi = '/v1/seller/goods/';
/** Supplying goods to union distributors is a distribution (fenxiao) call. */
const supplyApi = '/v1/fenxiao/goods/';
const catOptions = API.goods.goodsCatOptions.path;
const goodsForm = [`${goodsApi}GoodsInfo`, `${goodsApi}GoodsSave`, catOptions];
/** SPEC.md §4: the supplied-goods menu is hidden for union accounts. */
const nonUnion = { audience: 'nonUnion' } as const;

export const goods: PageSpec = group(
  '/goods',
  'Goods',
  T('商品', 'Goods', 'Productos', '商品'),
  [
    group(
      'list',
      'GoodsList',
      T('商品管理', 'Goods', 'Productos', '商品管理'),
      [
        list('manageShow', 'GoodsManageShow', T('出售中的商品', 'On sale', 'En venta', '販売中の商品'), [
          `${goodsApi}GoodsShowManage`,
          catOptions,
        ]),
        list(
          'manageUnShow',
          'GoodsManageUnShow',
          T('仓库中的商品', 'In warehouse', 'En almacén', '倉庫内の商品'),
          [`${goodsApi}GoodsUnShowManage`, catOptions],
        ),
        form('save', 'GoodsSave', T('发布商品', 'Add goods', 'Publicar producto', '商品を登録'), goodsForm, {
          hidden: false,
        }),
        list(
          'manageSupply',
          'GoodsManageSupply',
          T('供货商品', 'Supplied goods', 'Productos suministrados', '供給商品'),
          [`${supplyApi}GoodsSupplyManage`, catOptions],
          nonUnion,
        ),
        list(
          'GoodsProperty',
          'GoodsProperty',
          T('商品属性', 'Goods properties', 'Atributos de producto', '商品属性'),
          [`${goodsApi}GoodsPropertyManage`],
        ),
        form(
          'edit/:id',
          'GoodsEdit',
          T('编辑商品', 'Edit goods', 'Editar producto', '商品を編集'),
          goodsForm,
        ),
        action(
          'del/:id',
          'GoodsDel',
          T('删除商品', 'Delete goods', 'Eliminar producto', '商品を削除'),
          [`${goodsApi}GoodsDel`],
          { label: ACTION_LABELS.del },
        ),
        action(
          'onoff/:id',
          'GoodsOnoff',
          T('商品上下架', 'Put on or take off sale', 'Publicar o retirar producto', '商品の出品・取り下げ'),
          [`${goodsApi}GoodsOnoff`],
          { label: T('上下架', 'On/off sale', 'Publicar/retirar', '出品切替') },
        ),
        form(
          'supply/:id',
          'GoodsSupply',
          T('设置供货', 'Supply goods', 'Suministrar producto', '供給を設定'),
          [`${supplyApi}GoodsSupplyInfo`, `${supplyApi}GoodsSupplySave`],
          nonUnion,
        ),
        action(
          'stopSupply/:id',
          'GoodsStopSupply',
          T('停止供货', 'Stop supply', 'Detener suministro', '供給を停止'),
          [`${supplyApi}GoodsSupplyStop`],
          nonUnion,
        ),
        form(
          'lookSupply/:id',
          'GoodsLookSupply',
          T('查看供货', 'Supply details', 'Ver suministro', '供給内容を確認'),
          [`${supplyApi}GoodsSupplyInfo`],
          nonUnion,
        ),
      ],
      { entity: { name: 'Goods', api: `${goodsApi}Goods`, noun: T('商品', 'goods', 'producto', '商品') } },
    ),
    resource({
      seg: 'cat',
      name: 'GoodsCat',
      api: `${goodsApi}GoodsCat`,
      title: T('商品分类', 'Categories', 'Categorías', '商品カテゴリ'),
      noun: T('商品分类', 'category', 'categoría', '商品カテゴリ'),
      formApi: [catOptions],
    }),
  ],
  { icon: 'shopping' },
);
