import { formatTime } from '@yanye/framework/web';
import { formatMoney } from '@yanye/protocol';
import { Card, Table } from 'antd';
import type { AfterSale, OrderLine } from './orderInfo';
import { workbenchText } from './texts';

/** A request's state in the seller's words. */
const REQUEST_STATUS = {
  pending: 'pending',
  agreed: 'agreed',
  returned: 'returned',
  refunded: 'done',
  rejected: 'rejected',
} as const satisfies Record<AfterSale['status'], string>;

const money = { align: 'right', render: (cents: number) => formatMoney(cents) } as const;

/** The goods of the order: name, spec, price, quantity with its unit, amount. */
export function OrderLines({ lines }: { readonly lines: readonly OrderLine[] }) {
  return (
    <Card title={workbenchText('linesSection')} size="small">
      <Table<OrderLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={[...lines]}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'goods', title: workbenchText('goods'), dataIndex: 'goods_name' },
          { key: 'spec', title: workbenchText('spec'), dataIndex: 'spec' },
          { key: 'price', title: workbenchText('price'), dataIndex: 'price', ...money },
          {
            key: 'qty',
            title: workbenchText('qty'),
            align: 'right',
            render: (_: unknown, l) => `${l.qty} ${l.unit}`,
          },
          { key: 'amount', title: workbenchText('lineAmount'), dataIndex: 'amount', ...money },
        ]}
      />
    </Card>
  );
}

/** The order's after-sale requests, when it has any. */
export function OrderRefunds({ refunds }: { readonly refunds: readonly AfterSale[] }) {
  if (refunds.length === 0) return null;
  return (
    <Card title={workbenchText('refundsSection')} size="small">
      <Table<AfterSale>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={[...refunds]}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'sn', title: workbenchText('refundSn'), dataIndex: 'refund_sn' },
          {
            key: 'type',
            title: workbenchText('refundType'),
            render: (_: unknown, r) => workbenchText(r.type === 'refund' ? 'typeRefund' : 'typeReturn'),
          },
          {
            key: 'status',
            title: workbenchText('refundStatus'),
            render: (_: unknown, r) => workbenchText(REQUEST_STATUS[r.status]),
          },
          { key: 'amount', title: workbenchText('refundAmount'), dataIndex: 'amount', ...money },
          { key: 'reason', title: workbenchText('reason'), dataIndex: 'reason' },
          { key: 'reply', title: workbenchText('reply'), dataIndex: 'reply' },
          { key: 'at', title: workbenchText('askedAt'), render: (_: unknown, r) => formatTime(r.created_at) },
        ]}
      />
    </Card>
  );
}
