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
  noun: T('供货'),
};
const property = {
  name: 'GoodsProperty',
  api: `${goodsApi}GoodsProperty`,
  noun: T('商品属性'),
};

export const goods: PageSpec = group(
  '/goods',
  'Goods',
  T('商品'),
  [
    group(
      'list',
      'GoodsList',
      T('商品管理'),
      [
        list('manageShow', 'GoodsManageShow', T('出售中的商品'), [`${goodsApi}GoodsShowManage`, catOptions]),
        list('manageUnShow', 'GoodsManageUnShow', T('仓库中的商品'), [
          `${goodsApi}GoodsUnShowManage`,
          catOptions,
        ]),
        form('save', 'GoodsSave', T('发布商品'), goodsForm, {
          hidden: false,
        }),
        list(
          'manageSupply',
          'GoodsManageSupply',
          T('供货商品'),
          [`${supplyApi}GoodsSupplyManage`, catOptions],
          { ...nonUnion, entity: supplyEntity },
        ),
        {
          ...list(
            'GoodsProperty',
            'GoodsProperty',
            T('商品属性', 'goods-properties'),
            [`${goodsApi}GoodsPropertyManage`],
            { entity: property },
          ),
          // Its forms hang under it (/goods/list/GoodsProperty/add, edit/:id, del/:id).
          children: hiddenActions(property),
        },
        form('edit/:id', 'GoodsEdit', T('编辑商品'), goodsForm, { listPage: 'GoodsManageShow' }),
        action('del/:id', 'GoodsDel', T('删除商品'), [`${goodsApi}GoodsDel`], { label: ACTION_LABELS.del }),
        form('supply/:id', 'GoodsSupply', T('设置供货'), [`${supplyApi}GoodsInfo`, `${supplyApi}GoodsSave`], {
          ...nonUnion,
          label: T('设置供货', 'label'),
          listPage: 'GoodsManageSupply',
        }),
        action('stopSupply/:id', 'GoodsStopSupply', T('停止供货'), [`${supplyApi}GoodsSupplyStop`], {
          ...nonUnion,
          label: T('停止供货', 'label'),
        }),
        custom(
          'lookSupply/:id',
          'GoodsLookSupply',
          T('查看供货'),
          'goodsSupplyLook',
          [API.goods.supplyLook.path],
          {
            ...nonUnion,
            hidden: true,
            label: T('查看供货', 'label'),
            listPage: 'GoodsManageSupply',
          },
        ),
        action('onoff/:id', 'GoodsOnoff', T('商品上下架'), [`${goodsApi}GoodsOnoff`], { label: T('上下架') }),
      ],
      { entity: { name: 'Goods', api: `${goodsApi}Goods`, noun: T('商品', 'noun') } },
    ),
    resource({
      seg: 'cat',
      name: 'GoodsCat',
      api: `${goodsApi}GoodsCat`,
      title: T('商品分类'),
      noun: T('商品分类', 'noun'),
      formApi: [catOptions],
    }),
  ],
  { icon: 'shopping' },
);
