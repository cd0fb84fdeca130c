import { SyncOutlined } from '@ant-design/icons';
import {
  formatTime,
  GenericListScreen,
  NotifyProvider,
  pageByPath,
  type UnionSyncRun,
} from '@yanye/addon-kit/web';
import { Alert, Button, Card, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { TokenState } from './TokenState';
import { ut } from './texts';
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
      <NotifyProvider>
        <SyncCard unionKey={unionKeyOf(pathname)} />
      </NotifyProvider>
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
            action={<Link to={`/plugin/${unionKey}/token`}>{ut('tokenPage')}</Link>}
          />
        )}
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Space wrap>
            <Typography.Text strong>{ut('lastSync')}:</Typography.Text>
            <Typography.Text data-testid="union-last-sync">
              {last ? formatTime(last.finished_at) : ut('noSync')}
            </Typography.Text>
            {last && (
              <Tag color={last.state === 'ok' ? 'success' : 'error'}>
                {ut(last.state === 'ok' ? 'ok' : 'failed')}
              </Tag>
            )}
            {info && (
              <Typography.Text type="secondary">
                {ut('syncEvery', { minutes: Math.round(info.every / 60) })}
              </Typography.Text>
            )}
          </Space>
          <Space wrap>
            <Select
              aria-label={ut('syncRange')}
              value={s.hours}
              onChange={s.setHours}
              style={{ width: 180 }}
              options={SYNC_RANGES.map((h) => ({
                value: h,
                label: h === 0 ? ut('syncSince') : ut('syncHours', { hours: h }),
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
              {ut('sync')}
            </Button>
          </Space>
        </Space>
        <Tabs
          size="small"
          items={[
            { key: 'runs', label: ut('runs'), children: <Runs sync={s} /> },
            { key: 'changes', label: ut('changes'), children: <Changes sync={s} /> },
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
    { key: 'at', title: ut('at'), render: (_: unknown, r: UnionSyncRun) => formatTime(r.finished_at) },
    {
      key: 'mode',
      title: ut('mode'),
      render: (_: unknown, r: UnionSyncRun) => ut(r.mode === 'manual' ? 'modeManual' : 'modeScheduled'),
    },
    { key: 'window', title: ut('window'), render: (_: unknown, r: UnionSyncRun) => windowOf(r) },
    { key: 'fetched', title: ut('fetched'), dataIndex: 'fetched', align: 'right' as const },
    { key: 'created', title: ut('created'), dataIndex: 'created', align: 'right' as const },
    { key: 'updated', title: ut('updated'), dataIndex: 'updated', align: 'right' as const },
    { key: 'calls', title: ut('calls'), dataIndex: 'calls', align: 'right' as const },
    {
      key: 'state',
      title: ut('result'),
      render: (_: unknown, r: UnionSyncRun) =>
        r.state === 'ok' ? (
          <Tag color="success">{ut('ok')}</Tag>
        ) : (
          <Tag color="error" title={r.error}>
            {ut('failed')}
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
    { key: 'at', title: ut('at'), render: (_: unknown, c: Change) => formatTime(c.at) },
    { key: 'order_no', title: ut('orderNo'), dataIndex: 'order_no' },
    { key: 'goods', title: ut('goods'), dataIndex: 'goods', ellipsis: true },
    {
      key: 'change',
      title: ut('change'),
      render: (_: unknown, c: Change) =>
        c.from ? `${c.from_title} → ${c.to_title}` : `${ut('newOrder')} · ${c.to_title}`,
    },
    {
      key: 'source',
      title: ut('source'),
      render: (_: unknown, c: Change) => ut(c.source === 'push' ? 'sourcePush' : 'sourceSync'),
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
      locale={{ emptyText: ut('noChanges') }}
    />
  );
}
