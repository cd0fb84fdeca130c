import {
  type API,
  formatMoney,
  type OutputOf,
  WITHDRAWAL_STATES,
  type WithdrawalState,
} from '@yanye/protocol';
import { App, Button, Card, Input, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../../lib/time';
import { RejectDialog } from '../../platform/reviewParts';
import { pt } from './texts';
import { useWithdrawalReviews, type WithdrawalFilter } from './useWithdrawalReviews';

type Row = OutputOf<typeof API.finance.withdrawalList>['rows'][number];

const FILTERS: readonly WithdrawalFilter[] = [...WITHDRAWAL_STATES, ''];
const COLORS: Record<WithdrawalState, string> = {
  applied: 'gold',
  approved: 'blue',
  paid: 'green',
  rejected: 'red',
  failed: 'volcano',
};

/**
 * /platform/withdrawals (审核中心 › 提现审核): the stores' withdrawals, those waiting first; approving sends the
 * payout, rejecting gives the store its money back with the reason it reads.
 */
export function WithdrawalReviewScreen({ title }: { readonly title: string }) {
  const review = useWithdrawalReviews();
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<Row>();
  const done = (answer: { msg: string }) => void message.success(answer.msg);

  return (
    <Card title={title}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<WithdrawalFilter>
          value={review.status}
          onChange={review.filter}
          options={FILTERS.map((f) => ({ value: f, label: pt(f === '' ? 'allStatus' : f) }))}
        />
        <Input.Search
          allowClear
          placeholder={pt('keyword')}
          onSearch={review.search}
          style={{ width: 260 }}
        />
      </Space>
      <Table<Row>
        rowKey={(r) => `${r.supplier_id}:${r.id}`}
        size="middle"
        loading={review.loading}
        dataSource={review.rows}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: pt('store'), key: 'store', render: (_, r) => `${r.store_name}（${r.login_name}）` },
          { title: pt('withdrawalNo'), dataIndex: 'withdrawal_no', key: 'no' },
          { title: pt('amount'), key: 'amount', align: 'right', render: (_, r) => formatMoney(r.amount) },
          { title: pt('fee'), key: 'fee', align: 'right', render: (_, r) => formatMoney(r.fee) },
          { title: pt('arrival'), key: 'arrival', align: 'right', render: (_, r) => formatMoney(r.arrival) },
          { title: pt('bank'), key: 'bank', render: (_, r) => `${r.bank_name} ${r.holder} ${r.card_masked}` },
          {
            title: pt('status'),
            key: 'status',
            render: (_, r) => <Tag color={COLORS[r.status]}>{pt(r.status)}</Tag>,
          },
          { title: pt('reason'), dataIndex: 'reason', key: 'reason' },
          { title: pt('createdAt'), key: 'created', render: (_, r) => formatTime(r.created_at) },
          { title: pt('paidAt'), key: 'paid', render: (_, r) => formatTime(r.paid_at) },
          {
            title: pt('actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, r) =>
              r.status === 'applied' && (
                <Space>
                  <Popconfirm
                    title={pt('approveConfirm')}
                    onConfirm={() => review.approve(r).then(done, () => undefined)}
                  >
                    <Button type="link" size="small" disabled={review.busy}>
                      {pt('approve')}
                    </Button>
                  </Popconfirm>
                  <Button
                    type="link"
                    size="small"
                    danger
                    disabled={review.busy}
                    onClick={() => setRejecting(r)}
                  >
                    {pt('reject')}
                  </Button>
                </Space>
              ),
          },
        ]}
        pagination={{
          current: review.page,
          pageSize: review.limit,
          total: review.count,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 30, 50],
          showTotal: (n) => pt('total', { n }),
          onChange: review.paginate,
        }}
      />
      <RejectDialog
        open={rejecting !== undefined}
        busy={review.busy}
        onCancel={() => setRejecting(undefined)}
        onReject={async (reason) => {
          if (!rejecting) return;
          done(await review.reject(rejecting, reason));
          setRejecting(undefined);
        }}
      />
    </Card>
  );
}
