import {
  ApiError,
  call,
  callWithMessage,
  refreshAfterSignIn,
  type ServerConfig,
  session,
  syncServerConfig,
} from '@yanye/framework/web';
import { API, MARKERS } from '@yanye/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loginText } from './texts';
import { useCaptcha } from './useCaptcha';

/** How the user proves who they are: a password, or a code texted to their phone. */
export type LoginMode = 'account' | 'sms';

export interface LoginValues {
  readonly name?: string;
  readonly username?: string;
  readonly password?: string;
  readonly phone?: string;
  readonly code?: string;
}

interface Tokens {
  readonly access_token: string;
  readonly refresh_token: string;
}

/** Keeps a new session: the tokens, and the refresh that runs 30 s after sign-in. */
export function adoptTokens(tokens: Tokens): void {
  session.save(tokens.access_token, tokens.refresh_token);
  refreshAfterSignIn();
}

/** Texts a sign-in code to the phone of an account of the store named (`useCodeSender` counts down). */
export function sendLoginCode(phone: string, name: string) {
  return callWithMessage(
    API.session.verifySend,
    { phone: phone.trim(), name: name.trim(), type: 'login' },
    { quiet: true },
  );
}

/**
 * Sign-in logic without UI: reads the server config (clock, whether SMS sign-in is open), trims, solves the
 * captcha when the server asks (and sends it with the next sign-in), keeps the tokens.
 */
export function useLogin(onSignedIn: () => void) {
  const [submitting, setSubmitting] = useState(false);
  // A double click, or Enter and a click, submits twice before the button shows it is busy: the second is
  // nothing (two sign-ins in one second carry one sign, and the server would refuse the second as a repeat).
  const inFlight = useRef(false);
  const [error, setError] = useState('');
  const captcha = useCaptcha();
  const { request: refreshCaptcha, take: takeCaptcha } = captcha;
  const captchaInPlay = captcha.state !== undefined;
  const [config, setConfig] = useState<ServerConfig | undefined>();

  useEffect(() => {
    syncServerConfig().then(setConfig, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);

  const submit = useCallback(
    async (mode: LoginMode, values: LoginValues) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      setError('');
      let solution: string;
      try {
        // A captcha still being solved holds the sign-in back (the button shows it is busy) until it is.
        solution = await takeCaptcha();
      } catch {
        setError(loginText('captchaFailed'));
        refreshCaptcha();
        setSubmitting(false);
        inFlight.current = false;
        return;
      }
      try {
        // An SMS sign-in sends the phone as the username and the code as the password.
        const sms = mode === 'sms';
        const tokens = await call(
          API.session.login,
          {
            username: ((sms ? values.phone : values.username) ?? '').trim(),
            password: (sms ? values.code?.trim() : values.password) ?? '',
            name: (values.name ?? '').trim(),
            type: mode,
            captcha: solution,
          },
          { quiet: true },
        );
        adoptTokens(tokens);
        onSignedIn();
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
        // The server wants a (new) captcha: after three failures, or after a wrong one; a solution sent is spent.
        if ((e instanceof ApiError && e.data === MARKERS.refreshCaptcha) || captchaInPlay) refreshCaptcha();
      } finally {
        setSubmitting(false);
        inFlight.current = false;
      }
    },
    [captchaInPlay, onSignedIn, refreshCaptcha, takeCaptcha],
  );

  return {
    submit,
    submitting,
    error,
    setError,
    captcha: captcha.state,
    refreshCaptcha,
    smsOpen: config?.sms_login_open === true,
  };
}
