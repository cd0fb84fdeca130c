import type { EntityFacts } from '@yanye/catalog';
import type { HistoryEntry } from '@yanye/protocol';
import { Alert, Button, Empty, Space, Spin, Timeline, Typography } from 'antd';
import { useRecordHistory } from '../../hooks/detail/useRecordHistory';
import { formatTime } from '../../lib/time';
import { detailText } from './texts';

/** What an entry changed, a field a line: `电话  13800138000 → 13900139000`, or a value it was given (a reason). */
function Changes({ entry }: { readonly entry: HistoryEntry }) {
  if (entry.changes.length === 0 && !entry.more) return null;
  return (
    <ul className="record-history-changes" style={{ margin: 0, paddingInlineStart: 18 }}>
      {entry.changes.map((c) => (
        // One change a field: its label names it.
        <li key={c.field} data-testid="history-change">
          <Typography.Text type="secondary">{c.field}</Typography.Text>{' '}
          {c.from !== undefined && (
            <>
              <Typography.Text delete>{c.from}</Typography.Text> →{' '}
            </>
          )}
          <Typography.Text strong>{c.to}</Typography.Text>
        </li>
      ))}
      {entry.more && (
        <li>
          <Typography.Text type="secondary">{entry.more}</Typography.Text>
        </li>
      )}
    </ul>
  );
}

/**
 * A record's history, newest first: each entry as the operator log says it in the user's language, the fields it
 * changed (from → to), who and when; older entries a click away.
 */
export function RecordHistory({ entity, id }: { readonly entity: EntityFacts; readonly id: number }) {
  const history = useRecordHistory(entity, id);
  if (history.loading) return <Spin />;
  if (history.error) return <Alert type="error" showIcon title={history.error} />;
  if (history.entries.length === 0) return <Empty description={detailText('noChanges')} />;
  // Each entry reads down from the line: what was done, what it changed, then who and when.
  const items = history.entries.map((e, i) => ({
    key: e.id,
    color: i === 0 ? 'blue' : 'gray',
    content: (
      <Space direction="vertical" size={2} data-testid="history-entry">
        <Typography.Text strong>{e.sentence}</Typography.Text>
        <Changes entry={e} />
        <Typography.Text type="secondary">
          {detailText('by')}: {e.by} · <time>{formatTime(e.created_at)}</time>
        </Typography.Text>
      </Space>
    ),
  }));
  return (
    <div className="record-history">
      <Timeline items={items} />
      {history.hasMore && (
        <Button onClick={history.loadMore} loading={history.loadingMore}>
          {detailText('loadMore')}
        </Button>
      )}
    </div>
  );
}
