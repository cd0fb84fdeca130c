import type { FlowEvent } from '@yanye/protocol';
import { Empty, Space, Tag, Timeline, Typography } from 'antd';
import { formatTime } from '../../lib/time';
import { detailText } from './texts';

/** A record's history, newest first: each step, the state it led to, who took it, when, and what they wrote. */
export function FlowTimeline({ events }: { readonly events: readonly FlowEvent[] }) {
  if (events.length === 0) return <Empty description={detailText('noHistory')} />;
  const items = [...events].reverse().map((e, i) => ({
    key: `${e.created_at}-${i}`,
    color: i === 0 ? 'blue' : 'gray',
    title: formatTime(e.created_at),
    content: (
      <Space direction="vertical" size={2} data-testid="flow-event">
        <Space wrap>
          <Typography.Text strong>{e.step_title}</Typography.Text>
          <Tag>{e.to_title}</Tag>
          {e.by && (
            <Typography.Text type="secondary">
              {detailText('by')}: {e.by}
            </Typography.Text>
          )}
        </Space>
        {e.note && <Typography.Text>{e.note}</Typography.Text>}
        {e.detail && <Typography.Text type="secondary">{e.detail}</Typography.Text>}
      </Space>
    ),
  }));
  return <Timeline items={items} />;
}
