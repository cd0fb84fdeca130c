import { DETAIL_CHECKS, formatTime, ImageUpload, t, useNotify } from '@yanye/framework/web';
import type { EntryDocument } from '@yanye/protocol';
import { Alert, Button, Card, Col, Descriptions, Form, Image, Input, Row, Space, Spin, Tag } from 'antd';
import { useEffect } from 'react';
import { fileUrl } from '../business/applicantClient';
import { checkedDetail, requiredDetail } from '../business/detailRules';
import { onboardingText } from '../business/texts';
import { certText } from './texts';
import { type CertValues, useStoreCert } from './useStoreCert';

type BusinessText = Parameters<typeof onboardingText>[0];

const STATUS_COLOR = ['default', 'processing', 'success', 'error'] as const;
const STATUS_TEXT = ['status0', 'status1', 'status2', 'status3'] as const;

/**
 * A licence of the certification: a picture uploaded by the store, or (kept from the store's application) one
 * shown by its private link until it is replaced.
 */
function CertLicence({
  value,
  onChange,
  preview,
  disabled,
}: {
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  readonly preview?: string;
  readonly disabled: boolean;
}) {
  const kept = value?.startsWith('a/') ?? false;
  return (
    <Space align="start" wrap>
      {kept && preview ? (
        <Image src={fileUrl(preview)} width={104} height={104} style={{ objectFit: 'cover' }} />
      ) : null}
      <ImageUpload
        value={kept ? '' : value}
        disabled={disabled}
        onChange={(next) => onChange?.(Array.isArray(next) ? (next[0] ?? '') : next)}
      />
    </Space>
  );
}

/**
 * /content/certification (店铺认证): the store's certification state and latest application; a new application (or a
 * renewal) is sent from the form, prefilled with the latest, and reviewed by the platform.
 */
export function StoreCertScreen({ title }: { readonly title: string }) {
  const cert = useStoreCert();
  const notify = useNotify();
  const [form] = Form.useForm<CertValues>();
  const info = cert.info;
  const latest = info?.latest ?? null;
  useEffect(() => form.setFieldsValue(cert.initial), [cert.initial, form]);

  if (cert.loading || !info) return <Spin className="screen-loading" />;
  const status = info.cert_status;
  const pending = latest?.status === 'applied';
  const documents = info.documents;

  const save = async (values: CertValues) => {
    if (cert.unchanged(values)) {
      notify.warning(t('unchanged'));
      return;
    }
    try {
      await cert.submit(values);
      notify.success(certText('submitted'));
    } catch {
      // The error catalogue has shown the refusal.
    }
  };
  const licence = (field: EntryDocument, key: BusinessText) => (
    <Col xs={24} md={12} key={field}>
      <Form.Item
        name={field}
        label={onboardingText(key)}
        rules={[
          { required: true, message: onboardingText('uploadRequired', { field: onboardingText(key) }) },
        ]}
      >
        <CertLicence preview={info.files[field]} disabled={pending} />
      </Form.Item>
    </Col>
  );
  const notice = {
    0: <Alert type="info" showIcon title={certText('none')} />,
    1: <Alert type="info" showIcon title={certText('applied')} />,
    2: <Alert type="success" showIcon title={certText('approved')} />,
    3: (
      <Alert type="warning" showIcon title={certText('rejected', { reason: latest?.reject_reason ?? '' })} />
    ),
  }[status as 0 | 1 | 2 | 3];

  return (
    <Card title={title}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {notice}
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={certText('statusLabel')}>
            <Tag color={STATUS_COLOR[status] ?? 'default'}>{certText(STATUS_TEXT[status] ?? 'status0')}</Tag>
          </Descriptions.Item>
          {latest ? (
            <Descriptions.Item label={certText('appliedAt')}>
              {formatTime(latest.created_at)}
            </Descriptions.Item>
          ) : null}
          {latest?.reviewed_at ? (
            <Descriptions.Item label={certText('reviewedAt')}>
              {formatTime(latest.reviewed_at)}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        <Form<CertValues>
          form={form}
          layout="vertical"
          onFinish={save}
          disabled={pending}
          style={{ maxWidth: 880 }}
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="company_name"
                label={onboardingText('companyName')}
                rules={[requiredDetail('companyName')]}
              >
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="credit_code"
                label={onboardingText('creditCode')}
                extra={onboardingText('creditCodeTip')}
                rules={[
                  requiredDetail('creditCode'),
                  checkedDetail(DETAIL_CHECKS.credit_code, 'creditCodeInvalid'),
                ]}
              >
                <Input maxLength={40} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="legal_name"
                label={onboardingText('legalName')}
                rules={[requiredDetail('legalName')]}
              >
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="legal_id_no"
                label={onboardingText('legalIdNo')}
                rules={[requiredDetail('legalIdNo'), checkedDetail(DETAIL_CHECKS.legal_id_no, 'idNoInvalid')]}
              >
                <Input maxLength={40} />
              </Form.Item>
            </Col>
            {licence('license_image', 'licenseImage')}
            {documents.includes('salt_license_image') && licence('salt_license_image', 'saltLicenseImage')}
            <Col xs={24} md={12}>
              <Form.Item
                name="contact_name"
                label={onboardingText('contactName')}
                rules={[requiredDetail('contactName')]}
              >
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="contact_phone"
                label={onboardingText('contactPhone')}
                rules={[
                  requiredDetail('contactPhone'),
                  checkedDetail(DETAIL_CHECKS.contact_phone, 'contactPhoneInvalid'),
                ]}
              >
                <Input maxLength={30} />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={cert.sending} disabled={pending}>
            {latest ? certText('renew') : certText('apply')}
          </Button>
        </Form>
      </Space>
    </Card>
  );
}
