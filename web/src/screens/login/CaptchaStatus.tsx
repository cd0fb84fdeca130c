import type { ReactNode } from 'react';
import { Button, Spinner } from './controls';
import { Icon } from './icons';
import { loginText } from './texts';
import type { CaptchaState } from './useCaptcha';

/**
 * The captcha's place on the sign-in form: nothing to type or read, only where the browser's proof of work
 * stands (a spinner while it runs, a check mark once done, a retry when it could not be done).
 */
export function CaptchaStatus({ state, onRetry }: { state: CaptchaState; onRetry: () => void }) {
  const shown: Record<CaptchaState, { icon: ReactNode; text: string }> = {
    solving: { icon: <Spinner />, text: loginText('captchaSolving') },
    solved: {
      icon: <Icon name="checkCircleFilled" className="login-captcha-ok" />,
      text: loginText('captchaSolved'),
    },
    failed: {
      icon: <Icon name="closeCircleFilled" className="login-captcha-failed" />,
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
