import { call, takeWechatReturn } from '@yanye/framework/web';
import { API } from '@yanye/protocol';
import { Button, Card, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginText } from './texts';
import { adoptTokens } from './useLogin';

/**
 * /auth-redirect: WeChat sends the user back here with a code after a sign-in scan. The code signs in the
 * account the WeChat user is bound to, and the user lands where they wanted to go.
 */
export function AuthRedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  // Back to the sign-in page keeps the page the user wanted.
  const [again, setAgain] = useState('/index');
  // The return is spent once: StrictMode's second run of the effect must not read it again.
  const taken = useRef(false);

  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    const back = takeWechatReturn('login', params);
    if (!back) {
      setError(loginText('staleReturn'));
      return;
    }
    if (back.pending.redirect) setAgain(`/index?redirect=${encodeURIComponent(back.pending.redirect)}`);
    call(
      API.session.wxLogin,
      { code: back.code, type: 'login', name: back.pending.name ?? '' },
      { quiet: true },
    ).then(
      (tokens) => {
        adoptTokens(tokens);
        navigate(back.pending.redirect || '/', { replace: true });
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [params, navigate]);

  return (
    <main className="login-page">
      <Card className="login-card" variant="borderless">
        {error ? (
          <Result
            status="warning"
            title={error}
            extra={
              <Link to={again}>
                <Button type="primary">{loginText('backToLogin')}</Button>
              </Link>
            }
          />
        ) : (
          <Spin description={loginText('signingIn')} size="large">
            <div style={{ height: 160 }} />
          </Spin>
        )}
      </Card>
    </main>
  );
}
