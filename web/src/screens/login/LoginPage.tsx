import { LockOutlined, SafetyOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { t } from '../../i18n/texts';
import { type LoginValues, useLogin } from './useLogin';

/** Sign-in for the store's main account and its operators (/login and /index). */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = params.get('redirect') || '/';
  const { submit, submitting, error, captcha, refreshCaptcha } = useLogin(() =>
    navigate(target, { replace: true }),
  );

  return (
    <main className="login-page">
      <Card className="login-card" variant="borderless">
        <Space direction="vertical" size={4} style={{ width: '100%', marginBottom: 24, textAlign: 'center' }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
        </Space>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form<LoginValues>
          layout="vertical"
          size="large"
          onFinish={submit}
          autoComplete="on"
          requiredMark={false}
        >
          <Form.Item name="name" label={t('store')}>
            <Input prefix={<ShopOutlined />} autoComplete="organization" maxLength={64} />
          </Form.Item>
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
          {captcha && (
            <Form.Item label={t('captcha')} extra={t('captchaHint')} required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item
                  name="captcha"
                  noStyle
                  rules={[{ required: true, whitespace: true, message: t('required', t('captcha')) }]}
                >
                  <Input prefix={<SafetyOutlined />} maxLength={8} autoComplete="off" />
                </Form.Item>
                <button
                  type="button"
                  className="captcha-image"
                  onClick={refreshCaptcha}
                  title={t('captchaHint')}
                >
                  <img
                    alt={t('captcha')}
                    src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
                  />
                </button>
              </Space.Compact>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
