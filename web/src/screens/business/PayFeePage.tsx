import { currentLang } from '@yanye/framework/web';
import { type ApplicationView, ENTRY_INDUSTRIES, formatMoney } from '@yanye/protocol';
import { Alert, Button, Card, Space, Statistic, Typography } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { onboardingText } from './texts';
import { STEP_PATHS, stepPath, useBusiness } from './useBusiness';
import { usePayFee } from './usePayFee';

/** /business/payFee: the industry's entry fee, paid through the payment service; a failed payment is paid again. */
export function PayFeePage() {
  const business = useBusiness();
  const app = business.application;
  if (!app) return <Navigate to={STEP_PATHS.create} replace />;
  if (app.status !== 'info') return <Navigate to={stepPath(app)} replace />;
  return <Pay app={app} />;
}

function Pay({ app }: { readonly app: ApplicationView }) {
  const business = useBusiness();
  const navigate = useNavigate();
  const { pay, leaving, error, pending } = usePayFee(app, business.reload);
  const industry =
    ENTRY_INDUSTRIES.find((i) => i.industry_type === app.industry_type)?.title[currentLang()] ?? '';
  const failed = app.payment?.status === 'failed';
  const colon = currentLang() === 'zh' ? '：' : ': ';
  const reason = app.payment?.fail_reason ? `${colon}${app.payment.fail_reason}` : '';

  return (
    <Space
      orientation="vertical"
      size={16}
      style={{ width: '100%', maxWidth: 520, margin: '0 auto', display: 'flex' }}
    >
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      {failed && <Alert type="warning" showIcon title={onboardingText('payFailed', { reason })} />}
      {pending && <Alert type="info" showIcon title={onboardingText('payPending')} />}
      <Card>
        <Statistic
          title={onboardingText('feeFor', { industry })}
          value={formatMoney(app.fee_cents)}
          prefix="¥"
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {onboardingText('feeStore', { store: app.store_name })}
        </Typography.Paragraph>
      </Card>
      <Button type="primary" size="large" block loading={leaving} onClick={pay}>
        {failed ? onboardingText('payAgain') : onboardingText('payNow')}
      </Button>
      <Space wrap style={{ justifyContent: 'center', width: '100%' }}>
        {pending && <Button onClick={() => void business.reload()}>{onboardingText('payChecking')}</Button>}
        <Button type="link" onClick={() => navigate(STEP_PATHS.writeInfo)}>
          {onboardingText('editInfo')}
        </Button>
      </Space>
    </Space>
  );
}
