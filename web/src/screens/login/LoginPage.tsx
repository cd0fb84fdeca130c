import { LockOutlined, ShopOutlined, UserOutlined, WechatOutlined } from '@ant-design/icons';
import { T } from '@yanye/i18n';
import { Alert, Button, Card, Divider, Form, Input, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { startWechat } from '../../api/wechat';
import { PhoneCodeFields } from '../../components/form/PhoneCodeFields';
import { useCodeSender } from '../../hooks/useCodeSender';
import { defineTexts } from '../../i18n/define';
import { t } from '../../i18n/texts';
import { CaptchaStatus } from './CaptchaStatus';
import { loginText } from './texts';
import { type LoginMode, type LoginValues, sendLoginCode, useLogin } from './useLogin';

/** The way to store onboarding (/business), for merchants without a store yet. */
const openStore = defineTexts({ openStore: T('商家入驻') });

/** Sign-in for the store's main account and its operators (/login and /index): password, SMS code or WeChat. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = params.get('redirect') || '/';
  const [form] = Form.useForm<LoginValues>();
  const [mode, setMode] = useState<LoginMode>('account');
  const { submit, submitting, error, setError, captcha, refreshCaptcha, smsOpen } = useLogin(() =>
    navigate(target, { replace: true }),
  );
  const sms = useCodeSender(sendLoginCode, setError);
  const [leaving, setLeaving] = useState(false);
  const wechat = async () => {
    setLeaving(true);
    setError('');
    try {
      const started = await startWechat('login', {
        redirect: target,
        name: form.getFieldValue('name') ?? '',
      });
      if (!started) {
        setError(loginText('wechatClosed'));
        setLeaving(false);
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setLeaving(false);
    }
  };
  const onSms = smsOpen && mode === 'sms';

  return (
    <main className="login-page">
      <Card className="login-card" variant="borderless">
        <Space
          orientation="vertical"
          size={4}
          style={{ width: '100%', marginBottom: 16, textAlign: 'center' }}
        >
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
        </Space>
        {smsOpen && (
          <Segmented<LoginMode>
            block
            value={mode}
            className="login-mode"
            onChange={(value) => {
              setMode(value);
              setError('');
            }}
            options={[
              { value: 'account', label: loginText('byPassword') },
              { value: 'sms', label: loginText('bySms') },
            ]}
          />
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
        {onSms && sms.notice && !error && (
          <Alert type="success" showIcon title={sms.notice} style={{ marginBottom: 16 }} />
        )}
        <Form<LoginValues>
          form={form}
          layout="vertical"
          size="large"
          onFinish={(values) => submit(onSms ? 'sms' : 'account', values)}
          autoComplete="on"
          requiredMark={false}
        >
          <Form.Item name="name" label={t('store')} extra={onSms ? loginText('phoneHint') : undefined}>
            <Input prefix={<ShopOutlined />} autoComplete="organization" maxLength={64} />
          </Form.Item>
          {onSms ? (
            <PhoneCodeFields
              codeName="code"
              text={loginText}
              required={(field) => t('required', field)}
              sender={sms}
              onSend={(phone) => {
                setError('');
                return sms.send(phone, form.getFieldValue('name') ?? '');
              }}
            />
          ) : (
            <>
              <Form.Item
                name="username"
                label={t('username')}
                rules={[{ required: true, whitespace: true, message: t('required', t('username')) }]}
              >
                <Input prefix={<UserOutlined />} autoComplete="username" maxLength={64} />
              </Form.Item>
              <Form.Item
                name="password"
                label={t('password')}
                rules={[{ required: true, message: t('required', t('password')) }]}
              >
                <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
              </Form.Item>
            </>
          )}
          {captcha && (
            <Form.Item label={t('captcha')} extra={t('captchaHint')}>
              <CaptchaStatus state={captcha} onRetry={refreshCaptcha} />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('submit')}
          </Button>
        </Form>
        <Divider plain className="login-others">
          {loginText('others')}
        </Divider>
        <Button block icon={<WechatOutlined />} onClick={wechat} loading={leaving} className="login-wechat">
          {loginText('byWechat')}
        </Button>
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Link to="/business/create">{openStore('openStore')}</Link>
        </div>
      </Card>
    </main>
  );
}
