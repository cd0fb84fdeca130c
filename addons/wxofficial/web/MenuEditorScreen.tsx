import { AddonSettingsLink, formatTime, useConsoleUser } from '@yanye/addon-kit/web';
import { Alert, Button, Card, Col, Popconfirm, Row, Space, Spin, Tag, Typography } from 'antd';
import type { MenuState } from '../contract';
import { MenuEntryForm } from './MenuEntryForm';
import { MenuPhone } from './MenuPhone';
import { wxText } from './texts';
import { type MenuEditor, useMenuEditor } from './useMenuEditor';

const STATE_COLOR: Readonly<Record<MenuState, string>> = {
  none: 'default',
  unpublished: 'orange',
  published: 'green',
  changed: 'gold',
};

/**
 * /plugin/wxofficial/menu: the custom menu drafted on a phone preview (click to edit, drag or step to reorder),
 * WeChat's rules checked as it is typed, saved as a draft and published through the API (for the browser tests:
 * `wx-save`, `wx-publish`, `wx-state`).
 */
export function MenuEditorScreen({ title }: { readonly title: string }) {
  const editor = useMenuEditor();
  const account = useConsoleUser()?.store_name ?? '';
  if (editor.loading) return <Spin />;
  if (editor.error instanceof Error) return <Alert type="error" showIcon title={editor.error.message} />;
  return (
    <Card title={title} extra={<Status editor={editor} />}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {editor.info?.configured === 0 && <NotConfigured />}
        <Typography.Text type="secondary">{wxText('rules')}</Typography.Text>
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={10}>
            <Typography.Text type="secondary">{wxText('preview')}</Typography.Text>
            <div style={{ marginTop: 8 }}>
              <MenuPhone editor={editor} account={account} />
            </div>
          </Col>
          <Col xs={24} lg={14}>
            <Card size="small">
              <MenuEntryForm editor={editor} />
            </Card>
          </Col>
        </Row>
        {editor.issues.length > 0 && (
          <Alert
            type="warning"
            showIcon
            data-testid="wx-issues"
            title={wxText('issues')}
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {editor.issues.map((i) => (
                  <li key={i.text}>{i.text}</li>
                ))}
              </ul>
            }
          />
        )}
        <Actions editor={editor} />
      </Space>
    </Card>
  );
}

export function NotConfigured() {
  return (
    <Alert
      type="info"
      showIcon
      title={
        <span>
          {wxText('notConfigured')}
          <AddonSettingsLink addon="wxofficial">{wxText('toSetup')}</AddonSettingsLink>
        </span>
      }
    />
  );
}

function Status({ editor }: { readonly editor: MenuEditor }) {
  const info = editor.info;
  if (!info) return null;
  return (
    <Space wrap size={4}>
      <Tag color={STATE_COLOR[info.state]} data-testid="wx-state">
        {wxText(`state_${info.state}`)}
      </Tag>
      {editor.dirty && <Tag color="red">{wxText('unsaved')}</Tag>}
      {info.published_at > 0 && (
        <Typography.Text type="secondary">
          {info.published_by
            ? wxText('publishedAt', { time: formatTime(info.published_at), who: info.published_by })
            : wxText('publishedAtNoOne', { time: formatTime(info.published_at) })}
        </Typography.Text>
      )}
      {info.draft_updated_at > 0 && (
        <Typography.Text type="secondary">
          · {wxText('draftAt', { time: formatTime(info.draft_updated_at) })}
        </Typography.Text>
      )}
    </Space>
  );
}

function Actions({ editor }: { readonly editor: MenuEditor }) {
  const blocked = editor.issues.length > 0;
  const nothing = editor.draft.length === 0;
  return (
    <Space wrap>
      <Button
        data-testid="wx-save"
        disabled={!editor.dirty || blocked}
        loading={editor.busy}
        onClick={() => void editor.saveDraft()}
      >
        {wxText('save')}
      </Button>
      <Button
        type="primary"
        data-testid="wx-publish"
        disabled={blocked || nothing || editor.info?.configured === 0}
        loading={editor.busy}
        onClick={() => void editor.publishMenu()}
      >
        {wxText('publish')}
      </Button>
      {editor.dirty && <Button onClick={editor.discard}>{wxText('discard')}</Button>}
      <Popconfirm
        title={wxText('fetchConfirm')}
        okText={wxText('fetch')}
        onConfirm={() => void editor.loadLive()}
      >
        <Button disabled={editor.info?.configured === 0 || editor.busy}>{wxText('fetch')}</Button>
      </Popconfirm>
    </Space>
  );
}
