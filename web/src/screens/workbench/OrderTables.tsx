import { formatMoney } from '@yanye/protocol';
import { Card, Table } from 'antd';
import { formatTime } from '../../lib/time';
import type { AfterSale, OrderLine } from './orderInfo';
import { wt } from './texts';

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
    <Card title={wt('linesSection')} size="small">
      <Table<OrderLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={[...lines]}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'goods', title: wt('goods'), dataIndex: 'goods_name' },
          { key: 'spec', title: wt('spec'), dataIndex: 'spec' },
          { key: 'price', title: wt('price'), dataIndex: 'price', ...money },
          { key: 'qty', title: wt('qty'), align: 'right', render: (_: unknown, l) => `${l.qty} ${l.unit}` },
          { key: 'amount', title: wt('lineAmount'), dataIndex: 'amount', ...money },
        ]}
      />
    </Card>
  );
}

/** The order's after-sale requests, when it has any. */
export function OrderRefunds({ refunds }: { readonly refunds: readonly AfterSale[] }) {
  if (refunds.length === 0) return null;
  return (
    <Card title={wt('refundsSection')} size="small">
      <Table<AfterSale>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={[...refunds]}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'sn', title: wt('refundSn'), dataIndex: 'refund_sn' },
          {
            key: 'type',
            title: wt('refundType'),
            render: (_: unknown, r) => wt(r.type === 'refund' ? 'typeRefund' : 'typeReturn'),
          },
          {
            key: 'status',
            title: wt('refundStatus'),
            render: (_: unknown, r) => wt(REQUEST_STATUS[r.status]),
          },
          { key: 'amount', title: wt('refundAmount'), dataIndex: 'amount', ...money },
          { key: 'reason', title: wt('reason'), dataIndex: 'reason' },
          { key: 'reply', title: wt('reply'), dataIndex: 'reply' },
          { key: 'at', title: wt('askedAt'), render: (_: unknown, r) => formatTime(r.created_at) },
        ]}
      />
    </Card>
  );
}
