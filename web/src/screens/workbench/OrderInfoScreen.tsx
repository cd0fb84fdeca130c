import { pageByName } from '@yanye/catalog';
import { API, type ColumnMeta, type RowAction, resourceCalls, type TableMeta } from '@yanye/protocol';
import { Button, Card, Descriptions, message, Popconfirm, Result, Space, Spin, Table, Tag } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { call, callWithMessage } from '../../api/client';
import { usePermissions } from '../../api/permissions';
import { ActionDialog } from '../../components/list/ActionDialog';
import { cellRenderers } from '../../components/list/cells';
import { actionsFor } from '../../hooks/list/rowActions';
import { t } from '../../i18n/texts';
import { centsToYuan } from '../../lib/numeric';
import { formatTime } from '../../lib/time';
import { wt } from './texts';

/** The order list: its page (to go back to) and its data path (whose metadata labels the details). */
const LIST_PAGE = pageByName('OrderManage')!;
const LIST = resourceCalls.meta(LIST_PAGE.api[0]!);

interface Line {
  readonly id: number;
  readonly goods_name: string;
  readonly spec: string;
  readonly unit: string;
  readonly price: number;
  readonly qty: number;
  readonly amount: number;
}

interface Request {
  readonly id: number;
  readonly refund_sn: string;
  readonly type: 'refund' | 'return';
  readonly status: 'pending' | 'agreed' | 'returned' | 'refunded' | 'rejected';
  readonly amount: number;
  readonly reason: string;
  readonly reply: string;
  readonly created_at: number;
}

type Order = Record<string, unknown> & {
  readonly id: number;
  readonly order_status: string;
  readonly shop_name: string;
  readonly lines: readonly Line[];
  readonly refunds: readonly Request[];
};

const STATUS_COLOR: Readonly<Record<string, string>> = {
  submit: 'orange',
  pay: 'blue',
  send: 'cyan',
  receive: 'green',
  finish: 'green',
  cancel: 'default',
};

const REQUEST_STATUS = {
  pending: 'pending',
  agreed: 'agreed',
  returned: 'returned',
  refunded: 'done',
  rejected: 'rejected',
} as const;

/**
 * /dataDetails/order/info/:id: one order, labelled by the order list's own metadata (its column titles and
 * option labels), with the list's actions (ship, mark consumed, cancel) offered as the list offers them.
 */
export function OrderInfoScreen({ title }: { readonly title: string }) {
  const { id } = useParams();
  const permissions = usePermissions();
  const [order, setOrder] = useState<Order>();
  const [meta, setMeta] = useState<TableMeta>();
  const [error, setError] = useState('');
  const [asking, setAsking] = useState<RowAction>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const [o, m] = await Promise.all([
        call(API.retail.orderInfo, { id: Number(id) }, { quiet: true }) as Promise<Order>,
        call(LIST, { _meta: 1 }, { quiet: true }),
      ]);
      setOrder(o);
      setMeta(m);
      setError('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  async function run(action: RowAction, values: Record<string, unknown> = {}) {
    if (!order) return;
    setBusy(true);
    try {
      const r = await callWithMessage(resourceCalls.action(action.api), { ...values, id: order.id });
      void message.success(r.msg || t('success'));
      setAsking(undefined);
      await load();
    } catch {
      // Shown by the error catalogue.
    } finally {
      setBusy(false);
    }
  }

  if (error) return <Result status="warning" title={title} subTitle={error} />;
  if (!order || !meta || !permissions) return <Spin />;

  const col = (name: string) => meta.rows[name] as ColumnMeta | undefined;
  const label = (name: string) => col(name)?.title ?? name;
  const show = (name: string) => {
    const c = col(name);
    return c ? cellRenderers[c.type === 'hide' ? 'text' : c.type](order[name], c) : String(order[name] ?? '');
  };
  const yuan = (name: string) => centsToYuan(order[name]);
  const actions = actionsFor(
    order,
    meta.actions.filter((a) => permissions.apis.has(a.api)),
  );
  const status = String(order.order_status);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className="order-info">
      <Card
        title={
          <Space>
            {title}
            <Tag color={STATUS_COLOR[status]} data-testid="order-status">
              {show('order_status')}
            </Tag>
          </Space>
        }
        extra={
          <Space wrap>
            {actions.map((a) =>
              a.fields?.length ? (
                <Button key={a.name} type="primary" onClick={() => setAsking(a)}>
                  {a.title}
                </Button>
              ) : (
                <Popconfirm
                  key={a.name}
                  title={`${a.title}?`}
                  okText={t('confirm')}
                  cancelText={t('cancel')}
                  onConfirm={() => void run(a)}
                >
                  <Button type="primary">{a.title}</Button>
                </Popconfirm>
              ),
            )}
            <Link to={LIST_PAGE.path}>
              <Button>{wt('backToList')}</Button>
            </Link>
          </Space>
        }
      >
        <Section title={wt('orderSection')}>
          <Descriptions.Item label={label('order_sn')}>{String(order.order_sn)}</Descriptions.Item>
          <Descriptions.Item label={label('shop_id')}>{order.shop_name}</Descriptions.Item>
          <Descriptions.Item label={label('freight_mode')}>{show('freight_mode')}</Descriptions.Item>
          {Boolean(order.express_no) && (
            <Descriptions.Item label={label('express_no')}>
              {`${String(order.express_company)} ${String(order.express_no)}`}
            </Descriptions.Item>
          )}
          {Boolean(order.cancel_reason) && (
            <Descriptions.Item label={`${wt('cancelTime')} · ${wt('reason')}`}>
              {String(order.cancel_reason)}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={label('remark')}>{String(order.remark || '-')}</Descriptions.Item>
        </Section>
        <Section title={wt('buyerSection')}>
          <Descriptions.Item label={label('buyer_name')}>{String(order.buyer_name)}</Descriptions.Item>
          <Descriptions.Item label={label('buyer_phone')}>{String(order.buyer_phone)}</Descriptions.Item>
          <Descriptions.Item label={label('address')}>{String(order.address)}</Descriptions.Item>
        </Section>
        <Section title={wt('amountsSection')} column={{ xs: 2, sm: 3, lg: 5 }}>
          <Descriptions.Item label={label('goods_amount')}>{yuan('goods_amount')}</Descriptions.Item>
          <Descriptions.Item label={label('freight_amount')}>{yuan('freight_amount')}</Descriptions.Item>
          <Descriptions.Item label={label('discount_amount')}>{yuan('discount_amount')}</Descriptions.Item>
          <Descriptions.Item label={label('pay_amount')}>
            <strong>{yuan('pay_amount')}</strong>
          </Descriptions.Item>
          <Descriptions.Item label={label('refunded_amount')}>{yuan('refunded_amount')}</Descriptions.Item>
        </Section>
        <Section title={wt('timeline')} column={{ xs: 1, sm: 2, lg: 5 }}>
          {(['created_at', 'pay_time', 'send_time', 'finish_time', 'cancel_time'] as const).map((k) =>
            order[k] ? (
              <Descriptions.Item key={k} label={wt(k === 'created_at' ? 'createdAt' : camel(k))}>
                {formatTime(Number(order[k]))}
              </Descriptions.Item>
            ) : null,
          )}
        </Section>
      </Card>
      <Card title={wt('linesSection')} size="small">
        <Table<Line>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={[...order.lines]}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'goods', title: wt('goods'), dataIndex: 'goods_name' },
            { key: 'spec', title: wt('spec'), dataIndex: 'spec' },
            { key: 'price', title: wt('price'), dataIndex: 'price', align: 'right', render: centsToYuan },
            {
              key: 'qty',
              title: wt('qty'),
              align: 'right',
              render: (_: unknown, l: Line) => `${l.qty} ${l.unit}`,
            },
            {
              key: 'amount',
              title: wt('lineAmount'),
              dataIndex: 'amount',
              align: 'right',
              render: centsToYuan,
            },
          ]}
        />
      </Card>
      {order.refunds.length > 0 && (
        <Card title={wt('refundsSection')} size="small">
          <Table<Request>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={[...order.refunds]}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'sn', title: wt('refundSn'), dataIndex: 'refund_sn' },
              {
                key: 'type',
                title: wt('refundType'),
                render: (_: unknown, r: Request) => wt(r.type === 'refund' ? 'typeRefund' : 'typeReturn'),
              },
              {
                key: 'status',
                title: wt('refundStatus'),
                render: (_: unknown, r: Request) => wt(REQUEST_STATUS[r.status]),
              },
              {
                key: 'amount',
                title: wt('refundAmount'),
                dataIndex: 'amount',
                align: 'right',
                render: centsToYuan,
              },
              { key: 'reason', title: wt('reason'), dataIndex: 'reason' },
              { key: 'reply', title: wt('reply'), dataIndex: 'reply' },
              {
                key: 'at',
                title: wt('createdAt'),
                render: (_: unknown, r: Request) => formatTime(r.created_at),
              },
            ]}
          />
        </Card>
      )}
      <ActionDialog
        action={asking}
        busy={busy}
        onCancel={() => setAsking(undefined)}
        onOk={(values) => asking && void run(asking, values)}
      />
    </Space>
  );
}

function camel(k: 'pay_time' | 'send_time' | 'finish_time' | 'cancel_time') {
  return (
    {
      pay_time: 'payTime',
      send_time: 'sendTime',
      finish_time: 'finishTime',
      cancel_time: 'cancelTime',
    } as const
  )[k];
}

/** One block of the order's details under its title, three to a row on a wide screen unless `column` says more. */
function Section({
  title,
  column = { xs: 1, sm: 2, lg: 3 },
  children,
}: {
  readonly title: string;
  readonly column?: { readonly xs: number; readonly sm: number; readonly lg: number };
  readonly children: ReactNode;
}) {
  return (
    <Descriptions className="order-info-section" size="small" column={column} title={title}>
      {children}
    </Descriptions>
  );
}
