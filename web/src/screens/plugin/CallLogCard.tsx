import { ReloadOutlined } from '@ant-design/icons';
import { formatTime, useApiQuery } from '@yanye/framework/web';
import { API, type OutputOf } from '@yanye/protocol';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { pluginText } from './texts';

type CallRow = OutputOf<typeof API.addons.addonCallLog>['rows'][number];

const PAGE_SIZE = 10;

const OUTCOME_COLOR: Record<string, string> = {
  ok: 'success',
  refused: 'warning',
  failed: 'error',
  timeout: 'orange',
  unreachable: 'error',
  bad_answer: 'magenta',
};

const outcomeText = (outcome: string) =>
  OUTCOME_COLOR[outcome] ? pluginText(`outcome_${outcome}` as 'outcome_ok') : outcome;

/**
 * The call log of an add-on's outside service (docs/outside-services.md), under its settings: one row per
 * attempt, newest first, with the request and the answer as sent and received, the store's secrets masked.
 */
export function CallLogCard({ addonKey }: { readonly addonKey: string }) {
  const [page, setPage] = useState(1);
  const q = useApiQuery(API.addons.addonCallLog, { key: addonKey, page, limit: PAGE_SIZE });
  const rows = q.data?.rows ?? [];
  return (
    <Card
      size="small"
      className="addon-call-log"
      style={{ marginTop: 16 }}
      title={pluginText('calls')}
      extra={
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={q.isFetching}
          onClick={() => void q.refetch()}
        >
          {pluginText('callsRefresh')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {pluginText('callsHint')}
      </Typography.Paragraph>
      <Table<CallRow>
        size="small"
        rowKey="id"
        loading={q.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: pluginText('callsEmpty') }}
        scroll={{ x: 720 }}
        expandable={{
          expandedRowRender: (r) => (
            <div className="call-log-detail">
              <Typography.Text strong>{pluginText('callSent')}</Typography.Text>
              <pre>{r.request || pluginText('callNone')}</pre>
              <Typography.Text strong>{pluginText('callAnswer')}</Typography.Text>
              <pre>{r.answer || r.error || pluginText('callNone')}</pre>
            </div>
          ),
        }}
        columns={[
          {
            title: pluginText('callTime'),
            dataIndex: 'created_at',
            width: 160,
            render: (v: number) => formatTime(v),
          },
          { title: pluginText('callOp'), dataIndex: 'op', width: 120 },
          {
            title: pluginText('callRequest'),
            dataIndex: 'url',
            ellipsis: true,
            render: (url: string, r) => (
              <Space size={4}>
                <Tag>{r.method}</Tag>
                {r.local === 1 ? <Tag color="blue">{pluginText('callLocal')}</Tag> : null}
                <Typography.Text type="secondary" title={url}>
                  {url}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: pluginText('callOutcome'),
            dataIndex: 'outcome',
            width: 190,
            render: (outcome: string, r) => (
              <Space size={4}>
                <Tag color={OUTCOME_COLOR[outcome] ?? 'default'}>{outcomeText(outcome)}</Tag>
                {r.status > 0 ? <span>{r.status}</span> : null}
                {r.attempt > 1 ? (
                  <Typography.Text type="secondary">
                    {pluginText('callAttempt', { n: r.attempt })}
                  </Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            title: pluginText('callDuration'),
            dataIndex: 'duration_ms',
            width: 90,
            align: 'right',
            render: (ms: number) => `${ms} ms`,
          },
        ]}
      />
      {page > 1 || q.data?.more ? (
        <Space style={{ marginTop: 8 }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
            {pluginText('callsNewer')}
          </Button>
          <Button size="small" disabled={!q.data?.more} onClick={() => setPage((p) => p + 1)}>
            {pluginText('callsOlder')}
          </Button>
        </Space>
      ) : null}
    </Card>
  );
}
