import { type API, entryIndustry, type OutputOf } from '@yanye/protocol';
import { App, Button, Card, Descriptions, Drawer, Input, Popconfirm, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../lib/time';
import { LicencePictures, RejectDialog, StatusTag } from './reviewParts';
import { rt } from './texts';
import { type CertFilter, useCertReviews } from './useCertReviews';

type Row = OutputOf<typeof API.onboarding.certList>['rows'][number];

const FILTERS: readonly CertFilter[] = ['applied', 'approved', 'rejected', ''];

/**
 * /platform/certs (审核中心 › 认证审核): certifications of running stores, those waiting first; one opened shows the
 * company and its licences and is approved or rejected with the reason the store reads. The store's
 * certification state follows.
 */
export function CertReviewScreen({ title }: { readonly title: string }) {
  const review = useCertReviews();
  const { message } = App.useApp();
  const [opened, setOpened] = useState<Row>();
  const [rejecting, setRejecting] = useState(false);
  const done = (answer: { msg: string }) => {
    void message.success(answer.msg);
    setOpened(undefined);
  };

  return (
    <Card title={title}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<CertFilter>
          value={review.status}
          onChange={review.filter}
          options={FILTERS.map((f) => ({ value: f, label: rt(f === '' ? 'all' : f) }))}
        />
        <Input.Search
          allowClear
          placeholder={rt('certKeyword')}
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
          { title: rt('store'), key: 'store', render: (_, r) => `${r.store_name}（${r.login_name}）` },
          { title: rt('companyName'), dataIndex: 'company_name', key: 'company' },
          { title: rt('creditCode'), dataIndex: 'credit_code', key: 'code' },
          { title: rt('legalName'), dataIndex: 'legal_name', key: 'legal' },
          { title: rt('status'), key: 'status', render: (_, r) => <StatusTag status={r.status} /> },
          { title: rt('createdAt'), key: 'created', render: (_, r) => formatTime(r.created_at) },
          {
            title: rt('actions'),
            key: 'actions',
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => setOpened(r)}>
                {rt('view')}
              </Button>
            ),
          },
        ]}
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
        open={opened !== undefined}
        onClose={() => setOpened(undefined)}
        size="large"
        title={opened ? `${opened.store_name} · ${opened.company_name}` : ''}
        extra={
          opened?.status === 'applied' && (
            <Space>
              <Button danger onClick={() => setRejecting(true)} disabled={review.busy}>
                {rt('reject')}
              </Button>
              <Popconfirm
                title={rt('certApproveConfirm')}
                onConfirm={() => review.approve(opened).then(done, () => undefined)}
              >
                <Button type="primary" loading={review.busy}>
                  {rt('approve')}
                </Button>
              </Popconfirm>
            </Space>
          )
        }
      >
        {opened && (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label={rt('status')}>
                <StatusTag status={opened.status} />
              </Descriptions.Item>
              <Descriptions.Item
                label={rt('store')}
              >{`${opened.store_name}（${opened.login_name}）`}</Descriptions.Item>
              <Descriptions.Item label={rt('companyName')}>{opened.company_name}</Descriptions.Item>
              <Descriptions.Item label={rt('creditCode')}>{opened.credit_code}</Descriptions.Item>
              <Descriptions.Item label={rt('legalName')}>{opened.legal_name}</Descriptions.Item>
              <Descriptions.Item label={rt('legalIdNo')}>{opened.legal_id_no}</Descriptions.Item>
              <Descriptions.Item label={rt('contactName')}>{opened.contact_name}</Descriptions.Item>
              <Descriptions.Item label={rt('contactPhone')}>{opened.contact_phone}</Descriptions.Item>
              <Descriptions.Item label={rt('createdAt')}>{formatTime(opened.created_at)}</Descriptions.Item>
              {opened.reviewed_at ? (
                <Descriptions.Item label={rt('reviewedAt')}>
                  {formatTime(opened.reviewed_at)}
                </Descriptions.Item>
              ) : null}
              {opened.reject_reason ? (
                <Descriptions.Item label={rt('rejectReason')} span={2}>
                  {opened.reject_reason}
                </Descriptions.Item>
              ) : null}
            </Descriptions>
            <LicencePictures files={opened.files} documents={entryIndustry(opened.industry_type).documents} />
          </Space>
        )}
      </Drawer>
      <RejectDialog
        open={rejecting}
        busy={review.busy}
        onCancel={() => setRejecting(false)}
        onReject={async (reason) => {
          if (!opened) return;
          done(await review.reject(opened, reason));
          setRejecting(false);
        }}
      />
    </Card>
  );
}
