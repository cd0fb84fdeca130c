import { isDestructive } from '@yanye/catalog';
import { formatTime, useOpenablePages } from '@yanye/framework/web';
import { API } from '@yanye/protocol';
import { Alert, App, Badge, Button, Card, Empty, Input, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { AddonIcon } from './AddonIcon';
import { pluginText } from './texts';
import { type AddonRow, useAddons } from './useAddons';

const SETUP_PATH = '/plugin/pluginSetup';

/**
 * /plugin/manage: every add-on by category, with what it does, its version and whether the store has it. Install
 * and uninstall each ask first, saying what will happen (uninstalling keeps the data); the menus change at once.
 */
export function AddonManageScreen({ title }: { readonly title: string }) {
  const a = useAddons();
  if (a.error) return <Alert type="error" showIcon title={a.error.message} />;
  const options = [
    { value: '', label: `${pluginText('all')} ${a.total}` },
    ...a.cates.map((c) => ({ value: c.key, label: `${c.title} ${c.count}` })),
  ];
  return (
    <Card
      title={title}
      className="addon-manage-screen"
      extra={
        <Typography.Text type="secondary">
          {pluginText('installed')} {a.installedCount} / {a.total}
        </Typography.Text>
      }
    >
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Segmented options={options} value={a.cate} onChange={(v) => a.setCate(String(v))} />
        <Input.Search
          allowClear
          placeholder={pluginText('search')}
          value={a.needle}
          onChange={(e) => a.setNeedle(e.target.value)}
          style={{ width: 240 }}
        />
      </Space>
      {a.loading ? (
        <Spin />
      ) : a.shown.length === 0 ? (
        <Empty description={pluginText('none')} />
      ) : (
        <div className="addon-grid">
          {a.shown.map((addon) => (
            <AddonCard key={addon.key} addon={addon} busy={a.busy === addon.key} onToggle={a.toggle} />
          ))}
        </div>
      )}
    </Card>
  );
}

function AddonCard(props: {
  readonly addon: AddonRow;
  readonly busy: boolean;
  readonly onToggle: (addon: AddonRow) => Promise<boolean>;
}) {
  const { addon, busy, onToggle } = props;
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const openable = useOpenablePages();
  const canOpen = addon.installed === 1 && openable.some((p) => p.path.startsWith(addon.path));
  const canSetUp = addon.installed === 1 && addon.settings > 0 && openable.some((p) => p.path === SETUP_PATH);

  const confirm = () =>
    modal.confirm({
      title: pluginText(addon.installed ? 'uninstallTitle' : 'installTitle', { title: addon.title }),
      content: addon.installed
        ? pluginText('uninstallBody', { title: addon.title })
        : pluginText('installBody', {
            title: addon.title,
            settings: addon.settings > 0 ? pluginText('installSettings', { count: addon.settings }) : '',
          }),
      okText: pluginText(addon.installed ? 'uninstall' : 'install'),
      okButtonProps: { danger: addon.installed === 1 && isDestructive(API.addons.addonUninstall.path) },
      onOk: () => onToggle(addon),
    });

  const toggle = (
    <Button
      key="toggle"
      type={addon.installed ? 'default' : 'primary'}
      danger={addon.installed === 1}
      loading={busy}
      onClick={confirm}
    >
      {pluginText(addon.installed ? 'uninstall' : 'install')}
    </Button>
  );

  return (
    <Card
      size="small"
      className="addon-card"
      data-addon={addon.key}
      actions={[
        toggle,
        ...(canOpen
          ? [
              <Button key="open" type="link" onClick={() => navigate(addon.path)}>
                {pluginText('open')}
              </Button>,
            ]
          : []),
        ...(canSetUp
          ? [
              <Button key="setup" type="link" onClick={() => navigate(`${SETUP_PATH}?key=${addon.key}`)}>
                {pluginText('settings')}
              </Button>,
            ]
          : []),
      ]}
    >
      <Card.Meta
        avatar={
          <Badge dot={addon.installed === 1} color="green" offset={[-4, 4]}>
            <span className="addon-icon">
              <AddonIcon addonKey={addon.key} name={addon.icon} />
            </span>
          </Badge>
        }
        title={
          <Space size={6} wrap>
            <span>{addon.title}</span>
            {addon.installed ? (
              <Tag color="success">{pluginText('installed')}</Tag>
            ) : (
              <Tag>{pluginText('notInstalled')}</Tag>
            )}
          </Space>
        }
        description={
          <>
            <Typography.Paragraph
              ellipsis={{ rows: 2, tooltip: addon.description }}
              style={{ marginBottom: 4 }}
            >
              {addon.description}
            </Typography.Paragraph>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {pluginText('version', { version: addon.version })}
              {addon.installed === 1 && addon.installed_at > 0
                ? ` · ${pluginText('installedAt', { time: formatTime(addon.installed_at, 'YYYY-MM-DD') })}`
                : ''}
            </Typography.Text>
          </>
        }
      />
    </Card>
  );
}
