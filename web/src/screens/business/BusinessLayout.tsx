import { LanguageMenu } from '@yanye/framework/web';
import { Alert, Button, Card, Space, Spin, Steps, Typography } from 'antd';
import { Link, Outlet, useLocation } from 'react-router';
import { onboardingText } from './texts';
import { STEP_PATHS, useBusinessState } from './useBusiness';

const ORDER = [STEP_PATHS.create, STEP_PATHS.writeInfo, STEP_PATHS.payFee, STEP_PATHS.progress];

/**
 * The frame of store onboarding (/business/*, open without sign-in): the four steps, the language, the way to
 * sign in, and the application every step page reads (useBusiness).
 */
export function BusinessLayout() {
  const state = useBusinessState();
  const { pathname } = useLocation();
  const current = Math.max(0, ORDER.indexOf(pathname.replace(/\/+$/, '')));
  return (
    <main className="login-page" style={{ alignItems: 'flex-start' }}>
      <Card variant="borderless" className="login-card business-card" style={{ maxWidth: 880 }}>
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
          <Space orientation="vertical" size={0}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {onboardingText('title')}
            </Typography.Title>
            <Typography.Text type="secondary">{onboardingText('subtitle')}</Typography.Text>
          </Space>
          <LanguageMenu label={onboardingText('language')} renderName={(name) => name} />
        </Space>
        <Steps
          current={current}
          size="small"
          style={{ marginBottom: 24 }}
          items={[
            { title: onboardingText('stepCreate') },
            { title: onboardingText('stepInfo') },
            { title: onboardingText('stepPay') },
            { title: onboardingText('stepProgress') },
          ]}
        />
        {state.loading ? (
          <Spin style={{ display: 'block', margin: '48px auto' }} description={onboardingText('loading')}>
            <div style={{ minHeight: 80 }} />
          </Spin>
        ) : state.problem && !state.application ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={state.problem}
            action={
              <Button size="small" onClick={() => window.location.reload()}>
                {onboardingText('retry')}
              </Button>
            }
          />
        ) : (
          <Outlet context={state} />
        )}
        <Space style={{ width: '100%', justifyContent: 'center', marginTop: 24 }} separator="·" wrap>
          <Link to="/login">{onboardingText('signIn')}</Link>
          {pathname !== STEP_PATHS.progress && (
            <Link to={STEP_PATHS.progress}>{onboardingText('checkProgress')}</Link>
          )}
        </Space>
      </Card>
    </main>
  );
}
