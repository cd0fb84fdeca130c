import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { ACTION_LABELS, action, custom, form, group, hiddenActions, list, resource } from '../build';
import type { PageSpec } from '../types';

const goodsApi = '/v1/seller/goods/';
/** Supplying goods to union distributors is a distribution (fenxiao) call. */
const supplyApi = '/v1/fenxiao/goods/';
const catOptions = API.goods.goodsCatOptions.path;
const goodsForm = [`${goodsApi}GoodsInfo`, `${goodsApi}GoodsSave`, catOptions];
/** The supplied-goods menu is hidden for union accounts. */
const nonUnion = { audience: 'nonUnion' } as const;
/**
 * A supply offer is kept on its goods: the offers' calls are the fenxiao side's goods records (`GoodsInfo`,
 * `GoodsSave` of the offer's fields, `GoodsSupplyStop`), the list of offers is their `Supply` view, and the
 * offer's pages beside the list (supply/:id, stopSupply/:id, lookSupply/:id) are where the console has always had them.
 */
const supplyEntity = {
  name: 'GoodsSupply',
  api: `${supplyApi}Goods`,
  noun: T('供货', 'supply offer', 'oferta de suministro', '供給'),
};
const property = {
  name: 'GoodsProperty',
  api: `${goodsApi}GoodsProperty`,
  noun: T('商品属性', 'goods property', 'atributo de producto', '商品属性'),
};

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
          { ...nonUnion, entity: supplyEntity },
        ),
        {
          ...list(
            'GoodsProperty',
            'GoodsProperty',
            T('商品属性', 'Goods properties', 'Atributos de producto', '商品属性'),
            [`${goodsApi}GoodsPropertyManage`],
            { entity: property },
          ),
          // Its forms hang under it (/goods/list/GoodsProperty/add, edit/:id, del/:id).
          children: hiddenActions(property),
        },
        form(
          'edit/:id',
          'GoodsEdit',
          T('编辑商品', 'Edit goods', 'Editar producto', '商品を編集'),
          goodsForm,
          { listPage: 'GoodsManageShow' },
        ),
        action(
          'del/:id',
          'GoodsDel',
          T('删除商品', 'Delete goods', 'Eliminar producto', '商品を削除'),
          [`${goodsApi}GoodsDel`],
          { label: ACTION_LABELS.del },
        ),
        form(
          'supply/:id',
          'GoodsSupply',
          T('设置供货', 'Supply goods', 'Suministrar producto', '供給を設定'),
          [`${supplyApi}GoodsInfo`, `${supplyApi}GoodsSave`],
          {
            ...nonUnion,
            label: T('设置供货', 'Set supply', 'Configurar suministro', '供給設定'),
            listPage: 'GoodsManageSupply',
          },
        ),
        action(
          'stopSupply/:id',
          'GoodsStopSupply',
          T('停止供货', 'Stop supply', 'Detener suministro', '供給を停止'),
          [`${supplyApi}GoodsSupplyStop`],
          { ...nonUnion, label: T('停止供货', 'Stop supply', 'Detener', '供給停止') },
        ),
        custom(
          'lookSupply/:id',
          'GoodsLookSupply',
          T('查看供货', 'Supply details', 'Ver suministro', '供給内容を確認'),
          'goodsSupplyLook',
          [API.goods.supplyLook.path],
          {
            ...nonUnion,
            hidden: true,
            label: T('查看供货', 'View supply', 'Ver suministro', '供給を確認'),
            listPage: 'GoodsManageSupply',
          },
        ),
        action(
          'onoff/:id',
          'GoodsOnoff',
          T('商品上下架', 'Put on or take off sale', 'Publicar o retirar producto', '商品の出品・取り下げ'),
          [`${goodsApi}GoodsOnoff`],
          { label: T('上下架', 'On/off sale', 'Publicar/retirar', '出品切替') },
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
