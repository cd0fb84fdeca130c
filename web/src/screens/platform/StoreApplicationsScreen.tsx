import { currentLang, formatTime } from '@yanye/framework/web';
import { ENTRY_INDUSTRIES, entryIndustry, formatMoney, formatYuan } from '@yanye/protocol';
import { Descriptions, Space, Table, Tag, Typography } from 'antd';
import type { DrawerReviewKind } from '../review/kind';
import { ReviewScreen } from '../review/ReviewScreen';
import { LicencePictures } from './LicencePictures';
import { rejectReason } from './rejectReason';
import { StatusTag } from './StatusTag';
import { storeReviewTexts } from './storeReviewTexts';
import { reviewText } from './texts';
import {
  type Application,
  type ApplicationDetail,
  type ApplicationFilter,
  useApplicationDetail,
  useStoreApplications,
} from './useStoreApplications';

const industryTitle = (type: string) =>
  ENTRY_INDUSTRIES.find((i) => i.industry_type === type)?.title[currentLang()] ?? type;

/**
 * /platform/applications (审核中心 › 入驻审核): the applications to open a store, those waiting first; one opened
 * shows everything it sent with its licences and payments, and is taken, approved (the store opens) or rejected
 * with the reason the merchant reads.
 */
export function StoreApplicationsScreen({ title }: { readonly title: string }) {
  return <ReviewScreen kind={STORE_APPLICATIONS} title={title} />;
}

const STORE_APPLICATIONS: DrawerReviewKind<Application, ApplicationFilter, ApplicationDetail> = {
  decideIn: 'drawer',
  useQueue: useStoreApplications,
  useSubject: useApplicationDetail,
  filters: ['open', 'info', 'created', 'approved', 'rejected', ''],
  rowKey: 'id',
  columns: () => [
    { title: reviewText('storeName'), dataIndex: 'store_name', key: 'store_name' },
    { title: reviewText('phone'), dataIndex: 'phone', key: 'phone' },
    { title: reviewText('industry'), key: 'industry', render: (_, r) => industryTitle(r.industry_type) },
    { title: reviewText('companyName'), dataIndex: 'company_name', key: 'company_name' },
    {
      title: reviewText('fee'),
      key: 'fee',
      render: (_, r) => (
        <Tag color={r.paid ? 'success' : 'default'}>
          {reviewText(r.paid ? 'feePaid' : 'feeUnpaid', { fee: formatMoney(r.fee_cents) })}
        </Tag>
      ),
    },
    { title: reviewText('status'), key: 'status', render: (_, r) => <StatusTag status={r.status} /> },
    { title: reviewText('submittedAt'), key: 'submitted', render: (_, r) => formatTime(r.submitted_at) },
  ],
  texts: () => storeReviewTexts({ keyword: 'keyword', claim: 'claim' }),
  approval: (detail) => ({
    what: reviewText('approveApplication'),
    name: detail.store_name,
    after: reviewText('approveOpens'),
  }),
  reason: rejectReason,
  title: (detail) => (detail ? `${reviewText('details')} · ${detail.store_name}` : reviewText('details')),
  body: (detail) => <DetailBody detail={detail} />,
  decidable: (detail) => detail.status === 'paid' || detail.status === 'reviewing',
  claimable: (detail) => detail.status === 'paid',
  closeAfterDecision: false,
};

function DetailBody({ detail }: { readonly detail: ApplicationDetail }) {
  const info = detail.info;
  const paymentStatus = { pending: 'paymentPending', paid: 'paymentPaid', failed: 'paymentFailed' } as const;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={reviewText('status')}>
          <StatusTag status={detail.status} />
        </Descriptions.Item>
        <Descriptions.Item label={reviewText('fee')}>
          {reviewText(detail.paid ? 'feePaid' : 'feeUnpaid', { fee: formatMoney(detail.fee_cents) })}
        </Descriptions.Item>
        <Descriptions.Item label={reviewText('phone')}>{detail.phone}</Descriptions.Item>
        <Descriptions.Item label={reviewText('industry')}>
          {industryTitle(detail.industry_type)}
        </Descriptions.Item>
        <Descriptions.Item label={reviewText('submittedAt')}>
          {formatTime(detail.submitted_at)}
        </Descriptions.Item>
        <Descriptions.Item label={reviewText('reviewedBy')}>{detail.reviewed_by}</Descriptions.Item>
        {detail.reviewed_at ? (
          <Descriptions.Item label={reviewText('reviewedAt')}>
            {formatTime(detail.reviewed_at)}
          </Descriptions.Item>
        ) : null}
        {detail.store_id ? (
          <Descriptions.Item label={reviewText('storeId')}>{detail.store_id}</Descriptions.Item>
        ) : null}
        {detail.reject_reason ? (
          <Descriptions.Item
            label={detail.status === 'rejected' ? reviewText('rejectReason') : reviewText('lastReject')}
            span={2}
          >
            {detail.reject_reason}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {info ? (
        <>
          <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={reviewText('storeName')}>{info.store_name}</Descriptions.Item>
            <Descriptions.Item label={reviewText('companyName')}>{info.company_name}</Descriptions.Item>
            <Descriptions.Item label={reviewText('creditCode')}>{info.credit_code}</Descriptions.Item>
            <Descriptions.Item label={reviewText('legalName')}>{info.legal_name}</Descriptions.Item>
            <Descriptions.Item label={reviewText('legalIdNo')}>{info.legal_id_no}</Descriptions.Item>
            <Descriptions.Item label={reviewText('contactName')}>{info.contact_name}</Descriptions.Item>
            <Descriptions.Item label={reviewText('contactPhone')}>{info.contact_phone}</Descriptions.Item>
            <Descriptions.Item label={reviewText('address')}>{info.address}</Descriptions.Item>
            <Descriptions.Item label={reviewText('bankName')}>{info.bank_name}</Descriptions.Item>
            <Descriptions.Item label={reviewText('bankAccountName')}>
              {info.bank_account_name}
            </Descriptions.Item>
            <Descriptions.Item label={reviewText('bankAccount')} span={2}>
              {info.bank_account}
            </Descriptions.Item>
          </Descriptions>
          <LicencePictures files={detail.files} documents={entryIndustry(detail.industry_type).documents} />
        </>
      ) : (
        <Typography.Text type="secondary">{reviewText('noDetails')}</Typography.Text>
      )}
      {detail.payments.length > 0 && (
        <Table
          size="small"
          rowKey="out_trade_no"
          pagination={false}
          title={() => reviewText('payments')}
          dataSource={detail.payments}
          columns={[
            { title: reviewText('outTradeNo'), dataIndex: 'out_trade_no', key: 'no' },
            { title: reviewText('amount'), key: 'amount', render: (_, p) => formatYuan(p.amount_cents) },
            {
              title: reviewText('paymentStatus'),
              key: 'status',
              render: (_, p) => reviewText(paymentStatus[p.status]),
            },
            { title: reviewText('createdAt'), key: 'created', render: (_, p) => formatTime(p.created_at) },
          ]}
        />
      )}
    </Space>
  );
}
