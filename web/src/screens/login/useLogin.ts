import { MARKERS } from '@yanye/protocol';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, callPublic, refreshAfterSignIn, syncServerConfig } from '../../api/client';
import { session } from '../../api/session';

export interface LoginValues {
  readonly name?: string;
  readonly username: string;
  readonly password: string;
  readonly captcha?: string;
}

interface Captcha {
  readonly id: string;
  readonly svg: string;
}

/** Sign-in logic without UI: trims, shows the captcha when the server asks, keeps the tokens. */
export function useLogin(onSignedIn: () => void) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const [captcha, setCaptcha] = useState<Captcha | undefined>();

  useEffect(() => {
    syncServerConfig().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);

  const refreshCaptcha = useCallback(async () => {
    try {
      setCaptcha(await callPublic<Captcha>('GET', '/v1/public/verify/captcha'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);

  const submit = useCallback(
    async (values: LoginValues) => {
      setSubmitting(true);
      setError('');
      try {
        const data = await callPublic<{ access_token: string; refresh_token: string }>(
          'POST',
          '/v1/public/user/login',
          {
            username: values.username.trim(),
            password: values.password,
            name: (values.name ?? '').trim(),
            type: 'account',
            captcha: captcha && values.captcha ? `${captcha.id}:${values.captcha.trim()}` : '',
          },
        );
        session.save(data.access_token, data.refresh_token);
        refreshAfterSignIn();
        onSignedIn();
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
        // The server wants a (new) captcha: after three failures, or after a wrong one.
        if (e instanceof ApiError && e.data === MARKERS.refreshCaptcha) await refreshCaptcha();
        else if (captcha) await refreshCaptcha();
      } finally {
        setSubmitting(false);
      }
    },
    [captcha, onSignedIn, refreshCaptcha],
  );

  return { submit, submitting, error, captcha, refreshCaptcha };
}
