import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { action, custom, group, resource } from '../build';
import type { PageSpec } from '../types';

const jxc = '/v1/jxc/';
/**
 * Document flows: unaudited to audited, and back by a role allowed to un-audit (docs/inventory.md); an audited
 * document is read on its details page (`info/:id`), as it prints.
 */
const doc = ['add', 'edit', 'del', 'audit', 'unaudit', 'info'] as const;

export const inventory: PageSpec = group(
  '/inventory',
  'Inventory',
  T('进销存'),
  [
    resource({
      seg: 'purchaseApply',
      name: 'PurchaseApply',
      print: true,
      api: `${jxc}purchaseApply/PurchaseApply`,
      title: T('采购申请'),
      noun: T('采购申请', 'noun'),
      actions: doc,
    }),
    resource({
      seg: 'purchase',
      name: 'Purchase',
      print: true,
      api: `${jxc}purchase/Purchase`,
      title: T('采购订单'),
      noun: T('采购订单', 'noun'),
      actions: doc,
      more: [
        action('receive/:id', 'PurchaseReceive', T('采购入库'), [
          `${jxc}purchase/PurchaseInfo`,
          `${jxc}purchase/PurchaseReceive`,
        ]),
      ],
    }),
    resource({
      seg: 'inbound',
      name: 'Inbound',
      print: true,
      api: `${jxc}inbound/Inbound`,
      title: T('入库单'),
      noun: T('入库单', 'noun'),
      actions: doc,
      more: [
        action('send/:id', 'InboundSend', T('推送入库单'), [`${jxc}inbound/InboundSend`], {
          label: T('推送'),
        }),
      ],
    }),
    resource({
      seg: 'outbound',
      name: 'Outbound',
      print: true,
      api: `${jxc}outbound/Outbound`,
      title: T('出库单'),
      noun: T('出库单', 'noun'),
      actions: doc,
      formApi: [API.jxc.outboundBusinessTypes.path],
    }),
    resource({
      seg: 'stock',
      name: 'Stock',
      api: `${jxc}stock/Stock`,
      title: T('库存查询'),
      actions: [],
    }),
    resource({
      seg: 'stocklog',
      name: 'StockLog',
      api: `${jxc}stocklog/StockLog`,
      title: T('库存流水'),
      actions: [],
    }),
    resource({
      seg: 'lotstock',
      name: 'LotStock',
      api: `${jxc}lotstock/LotStock`,
      title: T('批次库存'),
      actions: [],
      // The workbench's counters of its tabs 临期 and 已过期.
      listApi: [API.jxc.lotStockCount.path],
    }),
    resource({
      seg: 'lot',
      name: 'Lot',
      api: `${jxc}lot/Lot`,
      title: T('批次'),
      actions: [],
      more: [action('recall/:id', 'LotRecall', T('召回批次'), [`${jxc}lot/LotRecall`], { label: T('召回') })],
    }),
    resource({
      seg: 'lotdelivery',
      name: 'LotDelivery',
      api: `${jxc}lotdelivery/LotDelivery`,
      title: T('批次去向'),
      actions: [],
    }),
    resource({
      seg: 'recall',
      name: 'Recall',
      api: `${jxc}recall/Recall`,
      title: T('召回'),
      actions: [],
      more: [
        action('close/:id', 'RecallClose', T('结束召回'), [`${jxc}recall/RecallClose`], { label: T('结束') }),
      ],
    }),
    resource({
      seg: 'recallcontact',
      name: 'RecallContact',
      api: `${jxc}recallcontact/RecallContact`,
      title: T('召回联系'),
      actions: [],
      more: [
        action('contacted/:id', 'RecallContactContacted', T('记录联系'), [
          `${jxc}recallcontact/RecallContactContacted`,
        ]),
        // Offered only where an installed add-on sends text messages (the SMS add-on's notice sender).
        action(
          'notice/:id',
          'RecallContactSendNotice',
          T('发送召回短信'),
          [`${jxc}recallcontact/RecallContactSendNotice`],
          {
            label: T('短信通知', 'recall'),
          },
        ),
      ],
    }),
    custom('settings', 'InventorySet', T('进销存设置'), 'inventorySet', [
      API.settings.inventorySetInfo.path,
      API.settings.inventorySetSave.path,
    ]),
  ],
  { icon: 'container' },
);
