import {
  type API,
  ENTRY_INDUSTRIES,
  entryIndustry,
  formatMoney,
  formatYuan,
  type OutputOf,
} from '@yanye/protocol';
import {
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Input,
  Popconfirm,
  Segmented,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { currentLang } from '../../i18n/lang';
import { formatTime } from '../../lib/time';
import { LicencePictures, RejectDialog, StatusTag } from './reviewParts';
import { rt } from './texts';
import { type ApplicationFilter, useStoreApplications } from './useStoreApplications';

type Row = OutputOf<typeof API.onboarding.enterList>['rows'][number];
type Detail = OutputOf<typeof API.onboarding.enterDetail>;

const FILTERS: readonly ApplicationFilter[] = ['open', 'info', 'created', 'approved', 'rejected', ''];
const industryTitle = (type: string) =>
  ENTRY_INDUSTRIES.find((i) => i.industry_type === type)?.title[currentLang()] ?? type;

/**
 * /platform/applications (审核中心 › 入驻审核): the applications to open a store, those waiting first; one opened
 * shows everything it sent with its licences and payments, and is taken, approved (the store opens) or rejected
 * with the reason the merchant reads.
 */
export function StoreApplicationsScreen({ title }: { readonly title: string }) {
  const review = useStoreApplications();
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  const detail = review.detail;

  const done = (answer: { msg: string }) => void message.success(answer.msg);
  const columns = [
    { title: rt('storeName'), dataIndex: 'store_name', key: 'store_name' },
    { title: rt('phone'), dataIndex: 'phone', key: 'phone' },
    {
      title: rt('industry'),
      key: 'industry',
      render: (_: unknown, r: Row) => industryTitle(r.industry_type),
    },
    { title: rt('companyName'), dataIndex: 'company_name', key: 'company_name' },
    {
      title: rt('fee'),
      key: 'fee',
      render: (_: unknown, r: Row) => (
        <Tag color={r.paid ? 'success' : 'default'}>
          {rt(r.paid ? 'feePaid' : 'feeUnpaid', { fee: formatMoney(r.fee_cents) })}
        </Tag>
      ),
    },
    { title: rt('status'), key: 'status', render: (_: unknown, r: Row) => <StatusTag status={r.status} /> },
    {
      title: rt('submittedAt'),
      key: 'submitted',
      render: (_: unknown, r: Row) => formatTime(r.submitted_at),
    },
    {
      title: rt('actions'),
      key: 'actions',
      render: (_: unknown, r: Row) => (
        <Button type="link" size="small" onClick={() => review.open(r.id)}>
          {rt('view')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={title}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<ApplicationFilter>
          value={review.status}
          onChange={review.filter}
          options={FILTERS.map((f) => ({ value: f, label: rt(f === '' ? 'all' : f) }))}
        />
        <Input.Search
          allowClear
          placeholder={rt('keyword')}
          onSearch={review.search}
          style={{ width: 260 }}
        />
      </Space>
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={review.loading}
        dataSource={review.rows}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: review.page,
          pageSize: review.limit,
          total: review.count,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 30, 50],
          showTotal: (n) => rt('total', { n }),
          onChange: review.paginate,
        }}
      />
      <Drawer
        open={review.opened !== undefined}
        onClose={review.close}
        size="large"
        title={detail ? `${rt('details')} · ${detail.store_name}` : rt('details')}
        loading={review.detailLoading && !detail}
        extra={
          detail && (
            <Decisions detail={detail} review={review} onReject={() => setRejecting(true)} done={done} />
          )
        }
      >
        {detail && <DetailBody detail={detail} />}
      </Drawer>
      <RejectDialog
        open={rejecting}
        busy={review.busy}
        onCancel={() => setRejecting(false)}
        onReject={async (reason) => {
          if (!detail) return;
          done(await review.reject(detail.id, reason));
          setRejecting(false);
        }}
      />
    </Card>
  );
}

function Decisions({
  detail,
  review,
  onReject,
  done,
}: {
  readonly detail: Detail;
  readonly review: ReturnType<typeof useStoreApplications>;
  readonly onReject: () => void;
  readonly done: (answer: { msg: string }) => void;
}) {
  const open = detail.status === 'paid' || detail.status === 'reviewing';
  if (!open) return null;
  return (
    <Space>
      {detail.status === 'paid' && (
        <Button loading={review.busy} onClick={() => review.claim(detail.id).then(done, () => undefined)}>
          {rt('claim')}
        </Button>
      )}
      <Button danger onClick={onReject} disabled={review.busy}>
        {rt('reject')}
      </Button>
      <Popconfirm
        title={rt('approveConfirm')}
        onConfirm={() => review.approve(detail.id).then(done, () => undefined)}
      >
        <Button type="primary" loading={review.busy}>
          {rt('approve')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

function DetailBody({ detail }: { readonly detail: Detail }) {
  const info = detail.info;
  const paymentStatus = { pending: 'paymentPending', paid: 'paymentPaid', failed: 'paymentFailed' } as const;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={rt('status')}>
          <StatusTag status={detail.status} />
        </Descriptions.Item>
        <Descriptions.Item label={rt('fee')}>
          {rt(detail.paid ? 'feePaid' : 'feeUnpaid', { fee: formatMoney(detail.fee_cents) })}
        </Descriptions.Item>
        <Descriptions.Item label={rt('phone')}>{detail.phone}</Descriptions.Item>
        <Descriptions.Item label={rt('industry')}>{industryTitle(detail.industry_type)}</Descriptions.Item>
        <Descriptions.Item label={rt('submittedAt')}>{formatTime(detail.submitted_at)}</Descriptions.Item>
        <Descriptions.Item label={rt('reviewedBy')}>{detail.reviewed_by}</Descriptions.Item>
        {detail.reviewed_at ? (
          <Descriptions.Item label={rt('reviewedAt')}>{formatTime(detail.reviewed_at)}</Descriptions.Item>
        ) : null}
        {detail.store_id ? (
          <Descriptions.Item label={rt('storeId')}>{detail.store_id}</Descriptions.Item>
        ) : null}
        {detail.reject_reason ? (
          <Descriptions.Item
            label={detail.status === 'rejected' ? rt('rejectReason') : rt('lastReject')}
            span={2}
          >
            {detail.reject_reason}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {info ? (
        <>
          <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={rt('storeName')}>{info.store_name}</Descriptions.Item>
            <Descriptions.Item label={rt('companyName')}>{info.company_name}</Descriptions.Item>
            <Descriptions.Item label={rt('creditCode')}>{info.credit_code}</Descriptions.Item>
            <Descriptions.Item label={rt('legalName')}>{info.legal_name}</Descriptions.Item>
            <Descriptions.Item label={rt('legalIdNo')}>{info.legal_id_no}</Descriptions.Item>
            <Descriptions.Item label={rt('contactName')}>{info.contact_name}</Descriptions.Item>
            <Descriptions.Item label={rt('contactPhone')}>{info.contact_phone}</Descriptions.Item>
            <Descriptions.Item label={rt('address')}>{info.address}</Descriptions.Item>
            <Descriptions.Item label={rt('bankName')}>{info.bank_name}</Descriptions.Item>
            <Descriptions.Item label={rt('bankAccountName')}>{info.bank_account_name}</Descriptions.Item>
            <Descriptions.Item label={rt('bankAccount')} span={2}>
              {info.bank_account}
            </Descriptions.Item>
          </Descriptions>
          <LicencePictures files={detail.files} documents={entryIndustry(detail.industry_type).documents} />
        </>
      ) : (
        <Typography.Text type="secondary">{rt('noDetails')}</Typography.Text>
      )}
      {detail.payments.length > 0 && (
        <Table
          size="small"
          rowKey="out_trade_no"
          pagination={false}
          title={() => rt('payments')}
          dataSource={detail.payments}
          columns={[
            { title: rt('outTradeNo'), dataIndex: 'out_trade_no', key: 'no' },
            { title: rt('amount'), key: 'amount', render: (_, p) => formatYuan(p.amount_cents) },
            { title: rt('paymentStatus'), key: 'status', render: (_, p) => rt(paymentStatus[p.status]) },
            { title: rt('createdAt'), key: 'created', render: (_, p) => formatTime(p.created_at) },
          ]}
        />
      )}
    </Space>
  );
}
