import { formatTime } from '@yanye/framework/web';
import { type API, entryIndustry, type OutputOf } from '@yanye/protocol';
import { Descriptions, Space } from 'antd';
import type { DrawerReviewKind } from '../review/kind';
import { ReviewScreen } from '../review/ReviewScreen';
import { LicencePictures } from './LicencePictures';
import { rejectReason } from './rejectReason';
import { StatusTag } from './StatusTag';
import { storeReviewTexts } from './storeReviewTexts';
import { reviewText } from './texts';
import { type CertFilter, useCertReviews } from './useCertReviews';

type Row = OutputOf<typeof API.onboarding.certList>['rows'][number];

/**
 * /platform/certs (审核中心 › 认证审核): certifications of running stores, those waiting first; one opened shows the
 * company and its licences and is approved or rejected with the reason the store reads. The store's
 * certification state follows.
 */
export function CertReviewScreen({ title }: { readonly title: string }) {
  return <ReviewScreen kind={CERT_REVIEWS} title={title} />;
}

const storeOf = (r: Row) => `${r.store_name}（${r.login_name}）`;

const CERT_REVIEWS: DrawerReviewKind<Row, CertFilter, Row> = {
  decideIn: 'drawer',
  useQueue: useCertReviews,
  // The drawer shows the row as listed: it closes after a decision, the list reading again.
  useSubject: (opened) => ({ subject: opened, loading: false }),
  filters: ['applied', 'approved', 'rejected', ''],
  rowKey: (r) => `${r.supplier_id}:${r.id}`,
  columns: () => [
    { title: reviewText('store'), key: 'store', render: (_, r) => storeOf(r) },
    { title: reviewText('companyName'), dataIndex: 'company_name', key: 'company' },
    { title: reviewText('creditCode'), dataIndex: 'credit_code', key: 'code' },
    { title: reviewText('legalName'), dataIndex: 'legal_name', key: 'legal' },
    { title: reviewText('status'), key: 'status', render: (_, r) => <StatusTag status={r.status} /> },
    { title: reviewText('createdAt'), key: 'created', render: (_, r) => formatTime(r.created_at) },
  ],
  texts: () => storeReviewTexts({ keyword: 'certKeyword' }),
  approval: (opened) => ({ what: reviewText('approveCert'), name: opened.store_name }),
  reason: rejectReason,
  title: (opened) => (opened ? `${opened.store_name} · ${opened.company_name}` : ''),
  body: (opened) => (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={reviewText('status')}>
          <StatusTag status={opened.status} />
        </Descriptions.Item>
        <Descriptions.Item label={reviewText('store')}>{storeOf(opened)}</Descriptions.Item>
        <Descriptions.Item label={reviewText('companyName')}>{opened.company_name}</Descriptions.Item>
        <Descriptions.Item label={reviewText('creditCode')}>{opened.credit_code}</Descriptions.Item>
        <Descriptions.Item label={reviewText('legalName')}>{opened.legal_name}</Descriptions.Item>
        <Descriptions.Item label={reviewText('legalIdNo')}>{opened.legal_id_no}</Descriptions.Item>
        <Descriptions.Item label={reviewText('contactName')}>{opened.contact_name}</Descriptions.Item>
        <Descriptions.Item label={reviewText('contactPhone')}>{opened.contact_phone}</Descriptions.Item>
        <Descriptions.Item label={reviewText('createdAt')}>{formatTime(opened.created_at)}</Descriptions.Item>
        {opened.reviewed_at ? (
          <Descriptions.Item label={reviewText('reviewedAt')}>
            {formatTime(opened.reviewed_at)}
          </Descriptions.Item>
        ) : null}
        {opened.reject_reason ? (
          <Descriptions.Item label={reviewText('rejectReason')} span={2}>
            {opened.reject_reason}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <LicencePictures files={opened.files} documents={entryIndustry(opened.industry_type).documents} />
    </Space>
  ),
  decidable: (opened) => opened.status === 'applied',
  closeAfterDecision: true,
};
