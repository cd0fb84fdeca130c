import { SyncOutlined } from '@ant-design/icons';
import { formatTime, GenericListScreen, pageByPath, type UnionSyncRun } from '@yanye/addon-kit/web';
import { Alert, Button, Card, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { TokenState } from './TokenState';
import { affiliateText } from './texts';
import { unionKeyOf } from './unionKey';
import { SYNC_RANGES, useUnionOrders } from './useUnionOrders';

/**
 * /plugin/<union>/orders: the orders the union reported, as the generic list shows them, under the sync: the
 * button (from the last sync, or the last hours), the token's state when it needs care, the latest runs (by hand
 * and every ten minutes) and the latest state changes. The same screen serves the three unions.
 */
export function UnionOrdersScreen({ title }: { readonly title: string }) {
  const { pathname } = useLocation();
  const page = pageByPath(pathname);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <SyncCard unionKey={unionKeyOf(pathname)} />
      {page && <GenericListScreen page={page} title={title} />}
    </Space>
  );
}

type Sync = ReturnType<typeof useUnionOrders>;

function SyncCard({ unionKey }: { readonly unionKey: string }) {
  const s = useUnionOrders(unionKey);
  const info = s.info;
  const last = info?.runs[0];
  const token = info?.token;
  return (
    <Card size="small" className="union-sync" styles={{ body: { padding: 16 } }}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {s.error && <Alert type="error" showIcon title={s.error.message} />}
        {token && token.state !== 'ok' && (
          <TokenState
            state={token.state}
            days={token.days_left}
            action={<Link to={`/plugin/${unionKey}/token`}>{affiliateText('tokenPage')}</Link>}
          />
        )}
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Space wrap>
            <Typography.Text strong>{affiliateText('lastSync')}:</Typography.Text>
            <Typography.Text data-testid="union-last-sync">
              {last ? formatTime(last.finished_at) : affiliateText('noSync')}
            </Typography.Text>
            {last && (
              <Tag color={last.state === 'ok' ? 'success' : 'error'}>
                {affiliateText(last.state === 'ok' ? 'ok' : 'failed')}
              </Tag>
            )}
            {info && (
              <Typography.Text type="secondary">
                {affiliateText('syncEvery', { minutes: Math.round(info.every / 60) })}
              </Typography.Text>
            )}
          </Space>
          <Space wrap>
            <Select
              aria-label={affiliateText('syncRange')}
              value={s.hours}
              onChange={s.setHours}
              style={{ width: 180 }}
              options={SYNC_RANGES.map((h) => ({
                value: h,
                label: h === 0 ? affiliateText('syncSince') : affiliateText('syncHours', { hours: h }),
              }))}
            />
            <Button
              type="primary"
              icon={<SyncOutlined />}
              loading={s.syncing}
              disabled={token?.state === 'expired' || token?.state === 'unset'}
              onClick={() => void s.run()}
              data-testid="union-sync"
            >
              {affiliateText('sync')}
            </Button>
          </Space>
        </Space>
        <Tabs
          size="small"
          items={[
            { key: 'runs', label: affiliateText('runs'), children: <Runs sync={s} /> },
            { key: 'changes', label: affiliateText('changes'), children: <Changes sync={s} /> },
          ]}
        />
      </Space>
    </Card>
  );
}

const windowOf = (r: UnionSyncRun) =>
  `${formatTime(r.window_start, 'MM-DD HH:mm')} ~ ${formatTime(r.window_end, 'MM-DD HH:mm')}`;

function Runs({ sync }: { readonly sync: Sync }) {
  const columns = [
    {
      key: 'at',
      title: affiliateText('at'),
      render: (_: unknown, r: UnionSyncRun) => formatTime(r.finished_at),
    },
    {
      key: 'mode',
      title: affiliateText('mode'),
      render: (_: unknown, r: UnionSyncRun) =>
        affiliateText(r.mode === 'manual' ? 'modeManual' : 'modeScheduled'),
    },
    { key: 'window', title: affiliateText('window'), render: (_: unknown, r: UnionSyncRun) => windowOf(r) },
    { key: 'fetched', title: affiliateText('fetched'), dataIndex: 'fetched', align: 'right' as const },
    { key: 'created', title: affiliateText('created'), dataIndex: 'created', align: 'right' as const },
    { key: 'updated', title: affiliateText('updated'), dataIndex: 'updated', align: 'right' as const },
    { key: 'calls', title: affiliateText('calls'), dataIndex: 'calls', align: 'right' as const },
    {
      key: 'state',
      title: affiliateText('result'),
      render: (_: unknown, r: UnionSyncRun) =>
        r.state === 'ok' ? (
          <Tag color="success">{affiliateText('ok')}</Tag>
        ) : (
          <Tag color="error" title={r.error}>
            {affiliateText('failed')}
          </Tag>
        ),
    },
  ];
  return (
    <Table<UnionSyncRun>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={sync.info?.runs ?? []}
      loading={sync.loading}
      pagination={false}
      scroll={{ x: 720, y: 300 }}
      data-testid="union-runs"
    />
  );
}

type Change = NonNullable<Sync['info']>['changes'][number];

function Changes({ sync }: { readonly sync: Sync }) {
  const columns = [
    { key: 'at', title: affiliateText('at'), render: (_: unknown, c: Change) => formatTime(c.at) },
    { key: 'order_no', title: affiliateText('orderNo'), dataIndex: 'order_no' },
    { key: 'goods', title: affiliateText('goods'), dataIndex: 'goods', ellipsis: true },
    {
      key: 'change',
      title: affiliateText('change'),
      render: (_: unknown, c: Change) =>
        c.from ? `${c.from_title} → ${c.to_title}` : `${affiliateText('newOrder')} · ${c.to_title}`,
    },
    {
      key: 'source',
      title: affiliateText('source'),
      render: (_: unknown, c: Change) => affiliateText(c.source === 'push' ? 'sourcePush' : 'sourceSync'),
    },
  ];
  return (
    <Table<Change>
      rowKey={(c) => `${c.order_no}-${c.at}-${c.to}`}
      size="small"
      columns={columns}
      dataSource={sync.info?.changes ?? []}
      loading={sync.loading}
      pagination={false}
      scroll={{ x: 720, y: 300 }}
      locale={{ emptyText: affiliateText('noChanges') }}
    />
  );
}
