import { formatTime, useNotify } from '@yanye/addon-kit/web';
import { Alert, Avatar, Button, Card, List, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Provider } from '../contract';
import { socialText } from './texts';
import { MINE, takeReturn, useSocialMine } from './useSocialMine';

/**
 * /plugin/social/mine: the signed-in user links their account to a user of the store's WeChat, QQ or Alipay
 * app (leaving for the provider's page, which comes back here with a code), or unlinks one (for the browser
 * tests: `social-bind-<provider>`, `social-unbind-<provider>`).
 */
export function SocialMineScreen({ title }: { readonly title: string }) {
  const page = useSocialMine();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const handled = useRef(false);

  // Back from the provider: link with the code once, then leave the address that holds it.
  useEffect(() => {
    if (handled.current) return;
    const back = takeReturn(params);
    if (!back) return;
    handled.current = true;
    const leave = () => navigate(MINE.path, { replace: true });
    if (back === 'stale') {
      notify.warning(socialText('stale'));
      leave();
      return;
    }
    void page.bind(back.provider, back.code).finally(leave);
  }, [params, navigate, notify, page.bind]);

  return (
    <Card title={title}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Text type="secondary">{socialText('intro')}</Typography.Text>
        {page.error instanceof Error && <Alert type="error" showIcon title={page.error.message} />}
        {page.loading && <Spin />}
        {page.mine && (
          <List
            bordered
            dataSource={page.mine.providers}
            renderItem={(p) => (
              <List.Item
                actions={actions(
                  p.provider,
                  p.enabled === 1,
                  p.link !== null,
                  page.busy,
                  page.start,
                  page.unbind,
                )}
              >
                <List.Item.Meta
                  avatar={
                    <Avatar src={p.link?.avatar || undefined}>{socialText(p.provider).slice(0, 1)}</Avatar>
                  }
                  title={
                    <Space>
                      {socialText(p.provider)}
                      {p.enabled !== 1 ? (
                        <Tag>{socialText('off')}</Tag>
                      ) : (
                        <Tag color={p.link ? 'success' : 'default'}>
                          {socialText(p.link ? 'bound' : 'unbound')}
                        </Tag>
                      )}
                    </Space>
                  }
                  description={
                    p.link
                      ? [
                          p.link.nickname,
                          socialText('boundAt', { time: formatTime(p.link.bind_time) }),
                          p.link.last_login_at
                            ? socialText('lastLogin', { time: formatTime(p.link.last_login_at) })
                            : '',
                        ]
                          .filter(Boolean)
                          .join(' · ')
                      : p.enabled === 1
                        ? ''
                        : socialText('offHint')
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Space>
    </Card>
  );
}

function actions(
  provider: Provider,
  enabled: boolean,
  linked: boolean,
  busy: boolean,
  start: (p: Provider) => void,
  unbind: (p: Provider) => void,
) {
  if (linked)
    return [
      <Popconfirm
        key="unbind"
        title={socialText('unbindConfirm', { provider: socialText(provider) })}
        okText={socialText('unbind')}
        okButtonProps={{ danger: true }}
        onConfirm={() => unbind(provider)}
      >
        <Button danger size="small" disabled={busy} data-testid={`social-unbind-${provider}`}>
          {socialText('unbind')}
        </Button>
      </Popconfirm>,
    ];
  if (!enabled) return [];
  return [
    <Button
      key="bind"
      type="primary"
      size="small"
      loading={busy}
      onClick={() => start(provider)}
      data-testid={`social-bind-${provider}`}
    >
      {socialText('bind')}
    </Button>,
  ];
}
