import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { action, group, resource } from '../build';
import type { PageSpec } from '../types';

const jxc = '/v1/jxc/';
/** Document flows: unaudited to audited, and back by a role allowed to un-audit (docs/inventory.md). */
const doc = ['add', 'edit', 'del', 'audit', 'unaudit'] as const;

export const inventory: PageSpec = group(
  '/inventory',
  'Inventory',
  T('进销存', 'Inventory', 'Inventario', '在庫管理'),
  [
    resource({
      seg: 'purchaseApply',
      name: 'PurchaseApply',
      print: true,
      api: `${jxc}purchaseApply/PurchaseApply`,
      title: T('采购申请', 'Purchase requests', 'Solicitudes de compra', '購買申請'),
      noun: T('采购申请', 'purchase request', 'solicitud de compra', '購買申請'),
      actions: doc,
    }),
    resource({
      seg: 'purchase',
      name: 'Purchase',
      print: true,
      api: `${jxc}purchase/Purchase`,
      title: T('采购订单', 'Purchase orders', 'Órdenes de compra', '発注書'),
      noun: T('采购订单', 'purchase order', 'orden de compra', '発注書'),
      actions: doc,
      more: [
        action(
          'receive/:id',
          'PurchaseReceive',
          T('采购入库', 'Receive goods', 'Recibir mercancía', '入荷処理'),
          [`${jxc}purchase/PurchaseInfo`, `${jxc}purchase/PurchaseReceive`],
        ),
      ],
    }),
    resource({
      seg: 'inbound',
      name: 'Inbound',
      print: true,
      api: `${jxc}inbound/Inbound`,
      title: T('入库单', 'Inbound receipts', 'Entradas de almacén', '入庫伝票'),
      noun: T('入库单', 'inbound receipt', 'entrada de almacén', '入庫伝票'),
      actions: doc,
      more: [
        action(
          'send/:id',
          'InboundSend',
          T('推送入库单', 'Send to external system', 'Enviar al sistema externo', '外部システムへ送信'),
          [`${jxc}inbound/InboundSend`],
          { label: T('推送', 'Send', 'Enviar', '送信') },
        ),
      ],
    }),
    resource({
      seg: 'outbound',
      name: 'Outbound',
      print: true,
      api: `${jxc}outbound/Outbound`,
      title: T('出库单', 'Outbound orders', 'Salidas de almacén', '出庫伝票'),
      noun: T('出库单', 'outbound order', 'salida de almacén', '出庫伝票'),
      actions: doc,
      formApi: [API.jxc.outboundBusinessTypes.path],
    }),
    resource({
      seg: 'stock',
      name: 'Stock',
      api: `${jxc}stock/Stock`,
      title: T('库存查询', 'Stock', 'Existencias', '在庫照会'),
      actions: [],
    }),
    resource({
      seg: 'stocklog',
      name: 'StockLog',
      api: `${jxc}stocklog/StockLog`,
      title: T('库存流水', 'Stock movements', 'Movimientos de stock', '在庫移動履歴'),
      actions: [],
    }),
  ],
  { icon: 'container' },
);
