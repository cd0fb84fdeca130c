import { defineTexts, startWechat, t, useCodeSender } from '@yanye/framework/web';
import { T } from '@yanye/i18n';
import { PHONE_PATTERN } from '@yanye/protocol';
import { type CSSProperties, useState } from 'react';
import { useSettings } from '../../shell/settings';
import { CaptchaStatus } from './CaptchaStatus';
import { Button, FormItem, Notice, Segmented, TextInput, useFields } from './controls';
import { loginText } from './texts';
import { type LoginMode, sendLoginCode, useLogin } from './useLogin';
import './login.css';

/** The way to store onboarding (/business), for merchants without a store yet. */
const openStore = defineTexts({ openStore: T('商家入驻') });

/** The page to land on after signing in: the `redirect` the sign-in page was sent with, else the workbench. */
export function signInTarget(search: string): string {
  return new URLSearchParams(search).get('redirect') || '/';
}

/**
 * Sign-in for the store's main account and its operators (/login and /index): password, SMS code or WeChat.
 *
 * The page is the first a visitor loads, before the console: it is drawn with the few controls of ./controls.tsx
 * (Ant Design's look, no Ant Design) and moves through `go`, which is the router's inside the console and, on a
 * first load, loads the console and hands it the address (main.tsx).
 */
export function LoginPage({
  search,
  go,
  warmUp,
}: {
  /** The address's query (`?redirect=…`). */
  readonly search: string;
  /** Goes to a path of the console: `replace` when signed in (the sign-in page leaves the history). */
  readonly go: (path: string, replace?: boolean) => void;
  /** Called once the visitor starts on the form: the console can be fetched while they type. */
  readonly warmUp?: () => void;
}) {
  const target = signInTarget(search);
  const form = useFields();
  const [mode, setMode] = useState<LoginMode>('account');
  const { submit, submitting, error, setError, captcha, refreshCaptcha, smsOpen } = useLogin(() =>
    go(target, true),
  );
  const sms = useCodeSender(sendLoginCode, setError);
  const [leaving, setLeaving] = useState(false);
  const { themeColor } = useSettings();
  const wechat = async () => {
    setLeaving(true);
    setError('');
    try {
      const started = await startWechat('login', { redirect: target, name: form.values.name ?? '' });
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
  const required = (field: string) => ({ required: true, message: t('required', field) });
  const fields = onSms ? ['name', 'phone', 'code'] : ['name', 'username', 'password'];
  const phone = form.field('phone', [
    required(loginText('phone')),
    { pattern: PHONE_PATTERN, message: loginText('phoneInvalid'), on: 'blur' },
  ]);
  const sendCode = async () => {
    if (!form.validate(['phone'])) return;
    setError('');
    await sms.send(form.values.phone ?? '', form.values.name ?? '');
  };

  return (
    <main className="login-page" style={{ '--login-primary': themeColor } as CSSProperties}>
      <div className="login-card">
        <div className="login-head">
          <h3>{t('title')}</h3>
          <span className="login-subtitle">{t('subtitle')}</span>
        </div>
        {smsOpen && (
          <Segmented<LoginMode>
            value={mode}
            className="login-mode"
            onChange={(value) => {
              setMode(value);
              setError('');
              form.only(value === 'sms' ? ['name', 'phone', 'code'] : ['name', 'username', 'password']);
            }}
            options={[
              { value: 'account', label: loginText('byPassword') },
              { value: 'sms', label: loginText('bySms') },
            ]}
          />
        )}
        {error && <Notice type="error">{error}</Notice>}
        {onSms && sms.notice && !error && <Notice type="success">{sms.notice}</Notice>}
        <form
          onFocus={warmUp}
          className="login-form"
          autoComplete="on"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (form.validate(fields)) void submit(onSms ? 'sms' : 'account', form.values);
          }}
        >
          <FormItem
            label={t('store')}
            htmlFor="name"
            error={form.errors.name}
            extra={onSms ? loginText('phoneHint') : undefined}
          >
            <TextInput
              {...form.field('name')}
              icon="shopOutlined"
              autoComplete="organization"
              maxLength={64}
            />
          </FormItem>
          {onSms ? (
            <>
              <FormItem label={loginText('phone')} htmlFor="phone" error={form.errors.phone}>
                <TextInput
                  {...phone}
                  icon="mobileOutlined"
                  autoComplete="tel"
                  inputMode="numeric"
                  maxLength={11}
                />
              </FormItem>
              <FormItem label={loginText('code')} error={form.errors.code}>
                <div className="login-compact">
                  <TextInput
                    {...form.field('code', [required(loginText('code'))])}
                    icon="safetyOutlined"
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    maxLength={6}
                    aria-label={loginText('code')}
                    compact
                  />
                  <Button size="large" onClick={sendCode} loading={sms.sending} disabled={sms.left > 0}>
                    {sms.left > 0 ? loginText('resendIn', { n: sms.left }) : loginText('sendCode')}
                  </Button>
                </div>
              </FormItem>
            </>
          ) : (
            <>
              <FormItem label={t('username')} htmlFor="username" error={form.errors.username}>
                <TextInput
                  {...form.field('username', [required(t('username'))])}
                  icon="userOutlined"
                  autoComplete="username"
                  maxLength={64}
                />
              </FormItem>
              <FormItem label={t('password')} htmlFor="password" error={form.errors.password}>
                <TextInput
                  {...form.field('password', [required(t('password'))])}
                  icon="lockOutlined"
                  password
                  autoComplete="current-password"
                  maxLength={128}
                />
              </FormItem>
            </>
          )}
          {captcha && (
            <FormItem label={t('captcha')} extra={t('captchaHint')}>
              <CaptchaStatus state={captcha} onRetry={refreshCaptcha} />
            </FormItem>
          )}
          <Button primary type="submit" size="large" block loading={submitting}>
            {t('submit')}
          </Button>
        </form>
        <div className="login-divider login-others">
          <span>{loginText('others')}</span>
        </div>
        <Button block icon="wechatOutlined" onClick={wechat} loading={leaving} className="login-wechat">
          {loginText('byWechat')}
        </Button>
        <div className="login-open-store">
          <a
            href="/business/create"
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              go('/business/create');
            }}
          >
            {openStore('openStore')}
          </a>
        </div>
      </div>
    </main>
  );
}
