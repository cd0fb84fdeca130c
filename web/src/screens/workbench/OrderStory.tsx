import { formatTime } from '@yanye/framework/web';
import type { OrderActor, OrderEvent } from '@yanye/protocol';
import { formatMoney } from '@yanye/protocol';
import { Card, Timeline, Typography } from 'antd';
import type { Order } from './orderInfo';
import { workbenchText } from './texts';

type TextKey = Parameters<typeof workbenchText>[0];

/** Each event in the reader's words. */
const EVENT_TEXT: Readonly<Record<OrderEvent, TextKey>> = {
  created: 'evCreated',
  paid: 'evPaid',
  shipped: 'evShipped',
  ready: 'evReady',
  received: 'evReceived',
  verified: 'evVerified',
  cancelled: 'evCancelled',
  refund_asked: 'evRefundAsked',
  refund_agreed: 'evRefundAgreed',
  refund_returned: 'evRefundReturned',
  refund_rejected: 'evRefundRejected',
  refunded: 'evRefunded',
};

/** The dot's colour: money in green, a refusal or a cancellation red, the rest the theme's blue or grey. */
const COLOR: Partial<Record<OrderEvent, string>> = {
  paid: 'green',
  refunded: 'green',
  cancelled: 'gray',
  refund_rejected: 'red',
  refund_asked: 'orange',
};

type Event = Order['events'][number];

/** Who did it, as a clerk says it: the buyer by name, a colleague by name, or the store. */
function whoOf(e: Event): string {
  const who: Record<OrderActor, () => string> = {
    buyer: () => workbenchText('byBuyer', { name: e.by || '-' }),
    staff: () => e.by,
    store: () => workbenchText('byStore'),
    unknown: () => workbenchText('byUnknown'),
  };
  return who[e.actor]();
}

/** The order's story, oldest first: what happened, when and by whom, with the money and words it carried. */
export function OrderStory({ events }: { readonly events: Order['events'] }) {
  return (
    <Card size="small" title={workbenchText('story')} className="order-story" data-testid="order-story">
      <Timeline
        items={events.map((e, i) => ({
          key: `${e.kind}-${e.refund_sn}-${i}`,
          color: COLOR[e.kind] ?? 'blue',
          children: (
            <div className="order-story-event" data-kind={e.kind}>
              <div className="order-story-head">
                <Typography.Text strong>{workbenchText(EVENT_TEXT[e.kind])}</Typography.Text>
                {e.amount !== null && <Typography.Text>{formatMoney(e.amount)}</Typography.Text>}
                {e.refund_sn && <Typography.Text type="secondary">{e.refund_sn}</Typography.Text>}
              </div>
              <Typography.Text type="secondary" className="order-story-meta">
                {formatTime(e.at)} · {whoOf(e)}
              </Typography.Text>
              {e.note && <div className="order-story-note">{e.note}</div>}
            </div>
          ),
        }))}
      />
    </Card>
  );
}
