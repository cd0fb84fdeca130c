import { Card, Descriptions } from 'antd';
import { currentLang } from '../../i18n/lang';
import { TEXTS } from '../../i18n/texts';
import { useConsoleUser } from '../../shell/view';

/** Where a signed-in user lands until the workbench (its own issue) takes over `/dashboard`: who is signed in. */
export function HomePage() {
  const t = TEXTS[currentLang()];
  const user = useConsoleUser();
  if (!user) return null;
  return (
    <Card title={`${t.welcome}，${user.nick_name || user.username}`} style={{ maxWidth: 560 }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t.signedInAs}>{user.username}</Descriptions.Item>
        <Descriptions.Item label={t.storeLabel}>{user.store_name}</Descriptions.Item>
        <Descriptions.Item label={t.roles}>{user.roles.join(', ')}</Descriptions.Item>
        <Descriptions.Item label={t.industry}>{user.industry_type}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
