import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Button, Spin, theme } from 'antd';
import type { ReactNode } from 'react';
import { loginText } from './texts';
import type { CaptchaState } from './useCaptcha';

/**
 * The captcha's place on the sign-in form: nothing to type or read, only where the browser's proof of work
 * stands (a spinner while it runs, a check mark once done, a retry when it could not be done).
 */
export function CaptchaStatus({ state, onRetry }: { state: CaptchaState; onRetry: () => void }) {
  const { token } = theme.useToken();
  const shown: Record<CaptchaState, { icon: ReactNode; text: string }> = {
    solving: { icon: <Spin size="small" />, text: loginText('captchaSolving') },
    solved: {
      icon: <CheckCircleFilled style={{ color: token.colorSuccess, fontSize: 18 }} />,
      text: loginText('captchaSolved'),
    },
    failed: {
      icon: <CloseCircleFilled style={{ color: token.colorError, fontSize: 18 }} />,
      text: loginText('captchaFailed'),
    },
  };
  const { icon, text } = shown[state];
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy={state === 'solving'}
      className={`login-captcha login-captcha-${state}`}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 10,
        boxSizing: 'border-box',
        minHeight: token.controlHeightLG,
        padding: `0 ${token.paddingSM}px`,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorFillAlter,
      }}
    >
      {icon}
      <span style={{ flex: 1 }}>{text}</span>
      {state === 'failed' && (
        <Button size="small" onClick={onRetry}>
          {loginText('captchaRetry')}
        </Button>
      )}
    </div>
  );
}
