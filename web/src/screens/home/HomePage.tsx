import { Button, Card, Descriptions, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../api/client';
import { session } from '../../api/session';
import { currentLang } from '../../i18n/lang';
import { TEXTS } from '../../i18n/texts';

interface UserInfo {
  readonly username: string;
  readonly nick_name: string;
  readonly store_name: string;
  readonly roles: readonly string[];
  readonly industry_type: string;
}

/** Where a signed-in user lands until the workbench (its own issue) takes over `/` and `/dashboard`. */
export function HomePage() {
  const t = TEXTS[currentLang()];
  const navigate = useNavigate();
  const [user, setUser] = useState<UserInfo | undefined>();
  const [error, setError] = useState('');

  useEffect(() => {
    call<UserInfo>('GET', '/v1/buyer/user/info').then(setUser, (e: unknown) => {
      session.clear();
      setError(e instanceof Error ? e.message : 'Has Error');
    });
  }, []);

  if (error) {
    return (
      <Result
        status="warning"
        title={error}
        extra={<Button onClick={() => navigate('/login', { replace: true })}>{t.submit}</Button>}
      />
    );
  }
  if (!user) return <Spin fullscreen />;
  return (
    <main className="login-page">
      <Card className="login-card" title={`${t.welcome}，${user.nick_name || user.username}`}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t.signedInAs}>{user.username}</Descriptions.Item>
          <Descriptions.Item label={t.storeLabel}>{user.store_name}</Descriptions.Item>
          <Descriptions.Item label={t.roles}>{user.roles.join(', ')}</Descriptions.Item>
          <Descriptions.Item label={t.industry}>{user.industry_type}</Descriptions.Item>
        </Descriptions>
      </Card>
    </main>
  );
}
