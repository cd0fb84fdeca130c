import { LockOutlined, ShopOutlined } from '@ant-design/icons';
import { ApiError, Modal, passwordRule, sameAsRule } from '@yanye/framework/web';
import { formatMoney, PASSWORD_MIN_LENGTH } from '@yanye/protocol';
import { Alert, Button, Checkbox, Form, Input, Radio, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { EnterCodeFields } from './EnterCodeFields';
import { onboardingText } from './texts';
import { STEP_PATHS, stepPath, useBusiness } from './useBusiness';
import { type RegisterValues, refusedField, useRegister } from './useRegister';

/** /business/create: the applicant's phone (with an SMS code), password, store name, industry and the agreement. */
export function CreatePage() {
  const business = useBusiness();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const [reading, setReading] = useState(false);
  const onRegistered = useCallback(
    (session: Parameters<typeof business.adopt>[0]) => {
      business.adopt(session);
      navigate(STEP_PATHS.writeInfo);
    },
    [business, navigate],
  );
  const { agreement, error, setError, submitting, submit } = useRegister(onRegistered);
  const showError = useCallback((text: string) => setError(new Error(text)), [setError]);

  // An application already in this browser goes on where it stands.
  if (business.application) return <Navigate to={stepPath(business.application)} replace />;

  const onFinish = async (values: RegisterValues) => {
    await submit(values);
  };
  const field = refusedField(error);
  const applied = error instanceof ApiError && error.httpStatus === 409;

  return (
    <Form<RegisterValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 480, margin: '0 auto' }}
      onFinish={onFinish}
      onValuesChange={() => field && setError(undefined)}
      initialValues={{ industry_type: business.industries[0]?.industry_type }}
    >
      {error && !field && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={error.message}
          style={{ marginBottom: 16 }}
          action={
            applied ? <Link to={STEP_PATHS.progress}>{onboardingText('checkProgress')}</Link> : undefined
          }
        />
      )}
      <EnterCodeFields
        purpose="register"
        failed={Boolean(error)}
        onError={showError}
        phoneHint={onboardingText('phoneHint')}
      />
      <Form.Item
        name="password"
        label={onboardingText('password')}
        extra={onboardingText('passwordRule')}
        validateStatus={field === 'password' ? 'error' : undefined}
        help={field === 'password' ? error?.message : undefined}
        rules={[
          { required: true, message: onboardingText('required', { field: onboardingText('password') }) },
          passwordRule((fieldValue) => String(fieldValue('phone') ?? '')),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={64}
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={onboardingText('confirmPassword')}
        dependencies={['password']}
        rules={[
          {
            required: true,
            message: onboardingText('required', { field: onboardingText('confirmPassword') }),
          },
          sameAsRule('password', onboardingText('passwordMismatch')),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="store_name"
        label={onboardingText('storeName')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: onboardingText('required', { field: onboardingText('storeName') }),
          },
          { min: 2, max: 50, message: onboardingText('required', { field: onboardingText('storeName') }) },
        ]}
      >
        <Input prefix={<ShopOutlined />} maxLength={50} />
      </Form.Item>
      <Form.Item
        name="industry_type"
        label={onboardingText('industry')}
        rules={[
          {
            required: true,
            message: onboardingText('chooseRequired', { field: onboardingText('industry') }),
          },
        ]}
      >
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={business.industries.map((i) => ({
            value: i.industry_type,
            label: onboardingText('industryOption', { title: i.title, fee: formatMoney(i.fee_cents) }),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: async (_, value: boolean | undefined) => {
              if (!value) throw new Error(onboardingText('mustAgree'));
            },
          },
        ]}
      >
        <Checkbox>
          {onboardingText('agree')}{' '}
          <Typography.Link
            onClick={(e) => {
              e.preventDefault();
              setReading(true);
            }}
          >
            {onboardingText('agreement')}
          </Typography.Link>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting} disabled={!agreement}>
        {onboardingText('register')}
      </Button>
      <Modal
        open={reading}
        title={agreement?.title}
        width={720}
        onCancel={() => setReading(false)}
        footer={
          <Button
            type="primary"
            onClick={() => {
              form.setFieldValue('agree', true);
              void form.validateFields(['agree']).catch(() => undefined);
              setReading(false);
            }}
          >
            {onboardingText('agreeAndClose')}
          </Button>
        }
      >
        <Typography.Text type="secondary">
          {onboardingText('agreementVersion', { version: agreement?.version ?? '' })}
        </Typography.Text>
        <div style={{ whiteSpace: 'pre-wrap', maxHeight: '60vh', overflowY: 'auto', marginTop: 8 }}>
          {agreement?.content}
        </div>
      </Modal>
    </Form>
  );
}
