import { formatTime, formatYuan, Modal, t } from '@yanye/addon-kit/web';
import { Alert, Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { DeskOrder } from '../contract';
import { freightinsText } from './texts';
import { offers, useFreightinsDesk } from './useFreightinsDesk';

const POLICY_COLORS = {
  insured: 'green',
  claimed: 'blue',
  expired: 'default',
  cancelled: 'default',
  refused: 'red',
};
const CLAIM_COLORS = { filed: 'processing', paid: 'green', rejected: 'red' };

type Key = Parameters<typeof freightinsText>[0];

/**
 * /plugin/freightins/desk: delivery orders shipped in the last 60 days with their policy, return and claim. A
 * row not insured yet is insured now, a policy in force without a claim cancelled, and an insured order that
 * came back claimed on (for the browser tests: `freightins-insure-<order>`, `freightins-claim-<order>`).
 */
export function FreightinsDeskScreen({ title }: { readonly title: string }) {
  const d = useFreightinsDesk();
  const [cancelling, setCancelling] = useState<DeskOrder>();
  const columns = [
    {
      key: 'sn',
      title: freightinsText('orderSn'),
      render: (_: unknown, r: DeskOrder) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{r.order_sn}</Typography.Text>
          <Typography.Text type="secondary">{r.express}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'buyer',
      title: freightinsText('buyer'),
      render: (_: unknown, r: DeskOrder) => `${r.buyer_name} ${r.buyer_phone}`,
    },
    {
      key: 'pay',
      title: freightinsText('payAmount'),
      align: 'right' as const,
      render: (_: unknown, r: DeskOrder) => formatYuan(r.pay_amount),
    },
    {
      key: 'shipped',
      title: freightinsText('shipped'),
      render: (_: unknown, r: DeskOrder) => formatTime(r.send_time, 'MM-DD HH:mm'),
    },
    {
      key: 'policy',
      title: freightinsText('policy'),
      render: (_: unknown, r: DeskOrder) =>
        r.policy ? (
          <Space direction="vertical" size={0}>
            <Tag color={POLICY_COLORS[r.policy.state]}>{freightinsText(`p_${r.policy.state}` as Key)}</Tag>
            <Typography.Text type="secondary">{r.policy.policy_no || r.policy.refuse_reason}</Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary">{freightinsText('noPolicy')}</Typography.Text>
        ),
    },
    {
      key: 'return',
      title: freightinsText('ret'),
      render: (_: unknown, r: DeskOrder) =>
        r.return_status ? (
          freightinsText(`r_${r.return_status}` as Key)
        ) : (
          <Typography.Text type="secondary">{freightinsText('noReturn')}</Typography.Text>
        ),
    },
    {
      key: 'claim',
      title: freightinsText('claim'),
      render: (_: unknown, r: DeskOrder) =>
        r.claim && (
          <Space direction="vertical" size={0}>
            <Tag color={CLAIM_COLORS[r.claim.state]}>{freightinsText(`c_${r.claim.state}` as Key)}</Tag>
            <Typography.Text type="secondary">
              {r.claim.claim_no}{' '}
              {r.claim.confirmed
                ? formatYuan(r.claim.paid_amount || r.claim.amount)
                : freightinsText('unconfirmed')}
            </Typography.Text>
          </Space>
        ),
    },
    {
      key: 'actions',
      title: freightinsText('actions'),
      fixed: 'right' as const,
      render: (_: unknown, r: DeskOrder) => {
        const can = offers(r);
        return (
          <Space wrap>
            {can.insure && (
              <Button
                size="small"
                type="primary"
                disabled={d.busy}
                onClick={() => void d.insure(r.order_id)}
                data-testid={`freightins-insure-${r.order_id}`}
              >
                {freightinsText('insure')}
              </Button>
            )}
            {can.file && r.policy && (
              <Button
                size="small"
                disabled={d.busy}
                onClick={() => void d.file(r.policy!.id)}
                data-testid={`freightins-claim-${r.order_id}`}
              >
                {r.claim ? freightinsText('fileAgain') : freightinsText('file')}
              </Button>
            )}
            {can.cancel && (
              <Button size="small" danger disabled={d.busy} onClick={() => setCancelling(r)}>
                {freightinsText('cancel')}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];
  return (
    <Card
      title={title}
      extra={
        <Input.Search
          allowClear
          placeholder={freightinsText('search')}
          onSearch={d.search}
          style={{ width: 260 }}
        />
      }
    >
      {d.error instanceof Error && (
        <Alert type="error" showIcon title={d.error.message} style={{ marginBottom: 16 }} />
      )}
      <Table
        rowKey="order_id"
        size="small"
        loading={d.loading}
        columns={columns}
        dataSource={d.rows}
        pagination={false}
        scroll={{ x: 1100 }}
        locale={{ emptyText: freightinsText('empty') }}
      />
      <Space style={{ marginTop: 16 }}>
        <Button disabled={d.page <= 1} onClick={() => d.setPage(d.page - 1)}>
          {freightinsText('prev')}
        </Button>
        <Button disabled={!d.more} onClick={() => d.setPage(d.page + 1)}>
          {freightinsText('more')}
        </Button>
      </Space>
      <CancelDialog
        row={cancelling}
        busy={d.busy}
        onClose={() => setCancelling(undefined)}
        onCancel={d.cancel}
      />
    </Card>
  );
}

function CancelDialog(props: {
  readonly row: DeskOrder | undefined;
  readonly busy: boolean;
  readonly onClose: () => void;
  readonly onCancel: (id: number, reason: string) => Promise<boolean>;
}) {
  const [reason, setReason] = useState('');
  const ok = reason.trim().length >= 2;
  return (
    <Modal
      open={props.row !== undefined}
      title={`${freightinsText('cancel')} ${props.row?.policy?.policy_no ?? ''}`}
      // The buttons say what they do: 退保 does it, 返回 does not (a cancel's dismissal never reads 取消).
      okText={freightinsText('cancel')}
      cancelText={t('back')}
      okButtonProps={{ disabled: !ok, loading: props.busy, danger: true }}
      onCancel={props.onClose}
      onOk={async () => {
        if (props.row?.policy && (await props.onCancel(props.row.policy.id, reason.trim()))) {
          setReason('');
          props.onClose();
        }
      }}
    >
      <Input.TextArea
        placeholder={freightinsText('cancelReason')}
        value={reason}
        maxLength={200}
        rows={3}
        onChange={(e) => setReason(e.target.value)}
      />
      {reason && !ok && (
        <Typography.Text type="danger">{freightinsText('cancelNeedsReason')}</Typography.Text>
      )}
    </Modal>
  );
}
