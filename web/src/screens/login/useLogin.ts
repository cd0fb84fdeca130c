import { API, MARKERS } from '@yanye/protocol';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, call, refreshAfterSignIn, type ServerConfig, syncServerConfig } from '../../api/client';
import { session } from '../../api/session';

/** How the user proves who they are: a password, or a code texted to their phone. */
export type LoginMode = 'account' | 'sms';

export interface LoginValues {
  readonly name?: string;
  readonly username?: string;
  readonly password?: string;
  readonly phone?: string;
  readonly code?: string;
  readonly captcha?: string;
}

interface Captcha {
  readonly id: string;
  readonly svg: string;
}

interface Tokens {
  readonly access_token: string;
  readonly refresh_token: string;
}

/** Keeps a new session: the tokens, and the refresh that runs 30 s after sign-in (SPEC.md §4). */
export function adoptTokens(tokens: Tokens): void {
  session.save(tokens.access_token, tokens.refresh_token);
  refreshAfterSignIn();
}

/**
 * Sign-in logic without UI: reads the server config (clock, whether SMS sign-in is open), trims, shows the
 * captcha when the server asks, keeps the tokens.
 */
export function useLogin(onSignedIn: () => void) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const [captcha, setCaptcha] = useState<Captcha | undefined>();
  const [config, setConfig] = useState<ServerConfig | undefined>();

  useEffect(() => {
    syncServerConfig().then(setConfig, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);

  const refreshCaptcha = useCallback(async () => {
    try {
      setCaptcha(await call(API.session.captcha, {}, { quiet: true }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);

  const submit = useCallback(
    async (mode: LoginMode, values: LoginValues) => {
      setSubmitting(true);
      setError('');
      try {
        // An SMS sign-in sends the phone as the username and the code as the password (API.md §3).
        const sms = mode === 'sms';
        const tokens = await call(
          API.session.login,
          {
            username: ((sms ? values.phone : values.username) ?? '').trim(),
            password: (sms ? values.code?.trim() : values.password) ?? '',
            name: (values.name ?? '').trim(),
            type: mode,
            captcha: captcha && values.captcha ? `${captcha.id}:${values.captcha.trim()}` : '',
          },
          { quiet: true },
        );
        adoptTokens(tokens);
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

  return {
    submit,
    submitting,
    error,
    setError,
    captcha,
    refreshCaptcha,
    smsOpen: config?.sms_login_open === true,
  };
}
