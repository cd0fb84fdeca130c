import {
  FlowTimeline,
  formatYuan,
  GenericForm,
  isNotFound,
  Modal,
  t,
  toFormValues,
  Unavailable,
  useClickGuard,
} from '@yanye/addon-kit/web';
import { Alert, Button, Card, Input, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { stateTag } from './stateTag';
import { utilityText } from './texts';
import { useRecharge } from './useRecharge';

/**
 * A top-up order's page: the record read-only with its history, and what may be done to it now. On its review
 * page (`audit/:id`) a held order is approved (submitted to the provider) or rejected (refunded); on its details
 * page (`info/:id`) an open order is checked with the provider or refunded after asking it.
 */
export function RechargeScreen({
  title,
  mode,
}: {
  readonly title: string;
  readonly mode: 'audit' | 'order';
}) {
  const r = useRecharge(mode);
  const navigate = useNavigate();
  const guard = useClickGuard();
  if (isNotFound(r.error)) return <Unavailable reason="notFound" record detail={r.error.message} />;
  if (r.error) return <Alert type="error" showIcon title={r.error.message} />;
  if (!r.meta || !r.row || !r.state) return <Spin />;
  const submitError = String(r.row.submit_error ?? '');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            {title}
            {stateTag(r.state)}
          </Space>
        }
        extra={<Button onClick={() => navigate(-1)}>{utilityText('back')}</Button>}
      >
        {r.state === 'pending' && submitError && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={utilityText('submitError', { error: submitError })}
          />
        )}
        <GenericForm
          key={JSON.stringify(r.row)}
          name={`utility-${mode}-detail`}
          fields={r.meta.fields}
          initial={toFormValues(r.meta.fields, r.row)}
          saving={false}
          guard={guard}
          onSubmit={() => undefined}
          readOnly
        />
      </Card>
      {mode === 'audit' ? <Review r={r} /> : <OrderSteps r={r} />}
      {r.history && (
        <Card title={utilityText('history')} size="small">
          <FlowTimeline events={r.history} />
        </Card>
      )}
    </Space>
  );
}

type RechargeState = ReturnType<typeof useRecharge>;

function Review({ r }: { readonly r: RechargeState }) {
  const [remark, setRemark] = useState('');
  if (!r.canReview) return <Alert type="info" showIcon title={utilityText('notAudit')} />;
  return (
    <Card size="small" title={utilityText('auditRemark')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {utilityText('providerBalance')}:{' '}
          {r.providerBalance
            ? formatYuan(r.providerBalance.balance)
            : r.providerError
              ? utilityText('providerUnknown')
              : '…'}
        </Typography.Text>
        <Input.TextArea value={remark} maxLength={200} rows={2} onChange={(e) => setRemark(e.target.value)} />
        <Space>
          <Button
            type="primary"
            loading={r.busy}
            data-testid="utility-approve"
            onClick={() => void r.review(true, remark.trim())}
          >
            {utilityText('approve')}
          </Button>
          <Button
            danger
            loading={r.busy}
            disabled={remark.trim().length < 2}
            title={remark.trim().length < 2 ? utilityText('rejectNeedsRemark') : undefined}
            data-testid="utility-reject"
            onClick={() => void r.review(false, remark.trim())}
          >
            {utilityText('reject')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}

function OrderSteps({ r }: { readonly r: RechargeState }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  if (!r.canAsk) return null;
  const ok = reason.trim().length >= 2;
  return (
    <Card size="small">
      <Space wrap>
        <Button loading={r.busy} onClick={() => void r.ask()} data-testid="utility-sync">
          {utilityText('sync')}
        </Button>
        <Button danger loading={r.busy} onClick={() => setAsking(true)} data-testid="utility-refund">
          {utilityText('refund')}
        </Button>
        <Typography.Text type="secondary">{utilityText('refundHint')}</Typography.Text>
      </Space>
      <Modal
        open={asking}
        title={utilityText('refund')}
        okText={utilityText('refund')}
        cancelText={t('back')}
        okButtonProps={{ disabled: !ok, loading: r.busy, danger: true }}
        onCancel={() => setAsking(false)}
        onOk={async () => {
          if (await r.giveBack(reason.trim())) {
            setAsking(false);
            setReason('');
          }
        }}
      >
        <Typography.Paragraph type="secondary">{utilityText('refundHint')}</Typography.Paragraph>
        <Typography.Paragraph strong data-testid="utility-refund-amount">
          {utilityText('refundAll', { amount: formatYuan(r.row?.amount) })}
        </Typography.Paragraph>
        <Input.TextArea
          placeholder={utilityText('refundReason')}
          value={reason}
          maxLength={200}
          rows={3}
          status={reason && !ok ? 'error' : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {reason && !ok && <Typography.Text type="danger">{utilityText('refundNeedsReason')}</Typography.Text>}
      </Modal>
    </Card>
  );
}
