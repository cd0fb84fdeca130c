import { DETAIL_CHECKS } from '@yanye/framework/web';
import { type ApplicationView, entryIndustry } from '@yanye/protocol';
import { Alert, Button, Col, Divider, Form, Input, Row, Space } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { checkedDetail, requiredDetail } from './detailRules';
import { LicenceUpload } from './LicenceUpload';
import { onboardingText } from './texts';
import { STEP_PATHS, stepPath, useBusiness } from './useBusiness';
import { type EnterValues, initialValues, useEnterForm } from './useEnterForm';

type TextKey = Parameters<typeof onboardingText>[0];

/** States the details can still change in. */
const EDITABLE = new Set(['created', 'info', 'rejected']);

/**
 * /business/writeInfo: the company (credit code and the legal representative's ID checked as the server checks
 * them), the licences its industry needs, the contact and the settlement account. After a rejection the details
 * come back as sent, with the reason, to correct.
 */
export function WriteInfoPage() {
  const business = useBusiness();
  const app = business.application;
  if (!app) return <Navigate to={STEP_PATHS.create} replace />;
  if (!EDITABLE.has(app.status)) return <Navigate to={stepPath(app)} replace />;
  return <InfoForm app={app} />;
}

function InfoForm({ app }: { readonly app: ApplicationView }) {
  const business = useBusiness();
  const navigate = useNavigate();
  const [form] = Form.useForm<EnterValues>();
  const initial = useMemo(() => initialValues(app), [app]);
  const onSaved = useCallback(
    (saved: ApplicationView) => {
      business.update(saved);
      navigate(stepPath(saved));
    },
    [business, navigate],
  );
  const { submit, sending, refusal, setRefusal } = useEnterForm(app, onSaved);
  const documents = entryIndustry(app.industry_type).documents;

  // A refusal naming a field is shown on it.
  useEffect(() => {
    if (refusal?.field)
      form.setFields([{ name: refusal.field as keyof EnterValues, errors: [refusal.text] }]);
  }, [refusal, form]);

  // A mistake in a checked number is said when the field is left, not at each character typed.
  const checked = (check: (v: string) => boolean, key: TextKey) => ({
    ...checkedDetail(check, key),
    validateTrigger: 'onBlur',
  });
  const text = (
    name: keyof EnterValues,
    key: TextKey,
    max: number,
    extra: object[] = [],
    tip?: ReactNode,
  ) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={onboardingText(key)} rules={[requiredDetail(key), ...extra]} extra={tip}>
        <Input maxLength={max} />
      </Form.Item>
    </Col>
  );
  const licence = (name: 'license_image' | 'salt_license_image', key: TextKey, tip?: string) => (
    <Col xs={24} md={12}>
      <Form.Item
        name={name}
        label={onboardingText(key)}
        extra={tip ?? onboardingText('uploadHint')}
        rules={[
          { required: true, message: onboardingText('uploadRequired', { field: onboardingText(key) }) },
        ]}
      >
        <LicenceUpload label={onboardingText(key)} preview={app.files[name]} />
      </Form.Item>
    </Col>
  );
  const rejected = app.status === 'rejected';
  const canPay = app.status === 'info';

  return (
    <Form<EnterValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onValuesChange={() => refusal && !refusal.field && setRefusal(undefined)}
      scrollToFirstError
    >
      {rejected && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={onboardingText('rejectedNotice', { reason: app.reject_reason })}
          description={onboardingText('rejectedHint')}
        />
      )}
      {refusal && !refusal.field && (
        <Alert type="error" showIcon role="alert" title={refusal.text} style={{ marginBottom: 16 }} />
      )}
      <Divider titlePlacement="start">{onboardingText('sectionCompany')}</Divider>
      <Row gutter={16}>
        {text('store_name', 'storeName', 50)}
        {text('company_name', 'companyName', 100)}
        {text(
          'credit_code',
          'creditCode',
          40,
          [checked(DETAIL_CHECKS.credit_code, 'creditCodeInvalid')],
          onboardingText('creditCodeTip'),
        )}
        {text('legal_name', 'legalName', 30)}
        {text('legal_id_no', 'legalIdNo', 40, [checked(DETAIL_CHECKS.legal_id_no, 'idNoInvalid')])}
      </Row>
      <Divider titlePlacement="start">{onboardingText('sectionLicences')}</Divider>
      <Row gutter={16}>
        {licence('license_image', 'licenseImage')}
        {documents.includes('salt_license_image') &&
          licence(
            'salt_license_image',
            'saltLicenseImage',
            `${onboardingText('saltLicenseTip')}；${onboardingText('uploadHint')}`,
          )}
      </Row>
      <Divider titlePlacement="start">{onboardingText('sectionContact')}</Divider>
      <Row gutter={16}>
        {text('contact_name', 'contactName', 30)}
        {text('contact_phone', 'contactPhone', 30, [
          checked(DETAIL_CHECKS.contact_phone, 'contactPhoneInvalid'),
        ])}
        <Col xs={24}>
          <Form.Item
            name="address"
            label={onboardingText('address')}
            rules={[
              requiredDetail('address'),
              { min: 5, message: onboardingText('required', { field: onboardingText('address') }) },
            ]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{onboardingText('sectionBank')}</Divider>
      <Row gutter={16}>
        {text('bank_name', 'bankName', 60)}
        {text('bank_account_name', 'bankAccountName', 100)}
        {text('bank_account', 'bankAccount', 60, [checked(DETAIL_CHECKS.bank_account, 'bankAccountInvalid')])}
      </Row>
      <Space wrap>
        <Button type="primary" htmlType="submit" size="large" loading={sending}>
          {rejected ? onboardingText('resubmit') : onboardingText('submitInfo')}
        </Button>
        {canPay && (
          <Button size="large" onClick={() => navigate(STEP_PATHS.payFee)}>
            {onboardingText('nextPay')}
          </Button>
        )}
      </Space>
    </Form>
  );
}
