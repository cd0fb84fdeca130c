import {
  formatTime,
  mediaUrl,
  RecordActionButtons,
  RecordPage,
  RecordPending,
  useViewName,
} from '@yanye/framework/web';
import { formatMoney, formatYuan, type OrderDetail, type RecycleOrderState } from '@yanye/protocol';
import { Button, Card, Descriptions, Image, Space, Table, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { QuoteBreakdown } from './QuoteBreakdown';
import { recycleOrderText } from './texts';
import { useRecycleOrderInfo } from './useRecycleOrderInfo';

/** The tag colour of each state: under way blue, waiting on the member gold, done green, ended grey or red. */
const STATE_COLORS: Readonly<Record<RecycleOrderState, string>> = {
  submitted: 'default',
  assigned: 'processing',
  collected: 'processing',
  inspected: 'gold',
  confirmed: 'cyan',
  paid: 'success',
  cancelled: 'default',
  returned: 'error',
};

const yuan = (cents: number | null) => (cents === null ? '—' : formatYuan(cents));

/**
 * `/recycle/order/info/:id`: a recycling order whole: who, where, when, each item with how it was quoted, the
 * inspection with its photos, the payout, the history, and the steps its state allows.
 */
export function RecycleOrderInfoScreen({ title }: { readonly title: string }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { order, loading, error, actions } = useRecycleOrderInfo(id);
  useViewName(order?.order_no);
  if (error || loading || !order) return <RecordPending error={error} />;
  return (
    <RecordPage history={order.history} actions={actions}>
      <Card
        title={
          <Space wrap>
            {title}
            <Typography.Text copyable>{order.order_no}</Typography.Text>
            <Tag
              color={STATE_COLORS[order.status]}
              data-testid="recycle-order-state"
              data-state={order.status}
            >
              {order.status_title}
            </Tag>
          </Space>
        }
        extra={
          <Space wrap>
            <RecordActionButtons actions={actions} loading={actions.busy} />
            <Button onClick={() => navigate(-1)}>{recycleOrderText('back')}</Button>
          </Space>
        }
      >
        <OrderFacts order={order} />
      </Card>
      <Card title={recycleOrderText('items')} size="small">
        <OrderItems order={order} />
      </Card>
      {order.inspected_total !== null && <Inspection order={order} />}
    </RecordPage>
  );
}

function OrderFacts({ order }: { readonly order: OrderDetail }) {
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
      <Descriptions.Item label={recycleOrderText('member')}>
        {order.member_name} {order.member_phone}
      </Descriptions.Item>
      <Descriptions.Item label={recycleOrderText('place')}>
        <Tag>{order.mode_title}</Tag>
        {order.point_name && `${order.point_name} · `}
        {order.place}
      </Descriptions.Item>
      <Descriptions.Item label={recycleOrderText('contact')}>
        {order.contact_name} {order.contact_phone}
      </Descriptions.Item>
      <Descriptions.Item label={recycleOrderText('preferred')}>
        {formatTime(order.preferred_at, 'YYYY-MM-DD HH:mm')}
      </Descriptions.Item>
      <Descriptions.Item label={recycleOrderText('staff')}>
        {order.staff_id ? `${order.staff_name} ${order.staff_phone}` : recycleOrderText('none')}
      </Descriptions.Item>
      <Descriptions.Item label={recycleOrderText('created')}>
        {formatTime(order.created_at)}
      </Descriptions.Item>
      <Descriptions.Item label={recycleOrderText('quoted')}>
        <span data-testid="recycle-order-quoted">{yuan(order.quoted_total)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={recycleOrderText('inspected')}>
        <span data-testid="recycle-order-inspected">{yuan(order.inspected_total)}</span>
      </Descriptions.Item>
      {order.remark ? (
        <Descriptions.Item label={recycleOrderText('remark')}>{order.remark}</Descriptions.Item>
      ) : null}
      {order.close_reason ? (
        <Descriptions.Item label={recycleOrderText('closeReason')}>{order.close_reason}</Descriptions.Item>
      ) : null}
      {order.payout ? (
        <Descriptions.Item label={recycleOrderText('payout')} span={2}>
          <span data-testid="recycle-order-payout">
            {recycleOrderText('payoutRow', {
              amount: formatMoney(order.payout.amount),
              balance: formatMoney(order.payout.balance_after),
            })}
          </span>
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

function OrderItems({ order }: { readonly order: OrderDetail }) {
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={order.items}
      scroll={{ x: 760 }}
      columns={[
        {
          title: recycleOrderText('items'),
          key: 'what',
          render: (_, i) => (
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{i.category_name}</Typography.Text>
              {i.brand_name && <Typography.Text type="secondary">{i.brand_name}</Typography.Text>}
            </Space>
          ),
        },
        {
          title: recycleOrderText('answers'),
          key: 'quote',
          render: (_, i) => <QuoteBreakdown quote={i.quote} />,
        },
        {
          title: recycleOrderText('qty'),
          key: 'qty',
          align: 'right',
          render: (_, i) => `${i.qty} ${i.unit}`,
        },
        {
          title: recycleOrderText('subtotal'),
          key: 'amount',
          align: 'right',
          render: (_, i) => yuan(i.amount),
        },
      ]}
    />
  );
}

function Inspection({ order }: { readonly order: OrderDetail }) {
  return (
    <Card title={recycleOrderText('inspection')} size="small">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          {recycleOrderText('inspected')} {yuan(order.inspected_total)} ({recycleOrderText('quoted')}{' '}
          {yuan(order.quoted_total)})
        </Typography.Text>
        {order.inspect_note && <Typography.Text type="secondary">{order.inspect_note}</Typography.Text>}
        <Image.PreviewGroup>
          <Space wrap>
            {order.inspect_photos.map((p) => (
              <Image key={p} width={120} height={90} style={{ objectFit: 'cover' }} src={mediaUrl(p)} />
            ))}
          </Space>
        </Image.PreviewGroup>
      </Space>
    </Card>
  );
}
