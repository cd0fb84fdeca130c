import {
  ActionDialog,
  type ColumnMeta,
  cellRenderers,
  detailText,
  FlowTimeline,
  formatTime,
  formatYuan,
  isNotFound,
  RecordActionButtons,
  type TableMeta,
  Unavailable,
  useViewName,
} from '@yanye/addon-kit/web';
import { Alert, Button, Card, Col, Descriptions, Row, Space, Spin, Statistic, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { LotState } from '../contract';
import { auctionText } from './texts';
import { LOT_LIST, useAuctionLot } from './useAuctionLot';

type Detail = NonNullable<ReturnType<typeof useAuctionLot>['detail']>;
type Lot = Detail['lot'];

const STATE_COLOR: Readonly<Record<LotState, string>> = {
  draft: 'default',
  scheduled: 'blue',
  running: 'green',
  ended: 'purple',
  stopped: 'red',
};

/** What the lot says, in the order a merchant reads it; a stop's reason and the end only once there. */
const SHOWN = [
  'goods_name',
  'start_price',
  'increment',
  'reserve_price',
  'deposit',
  'start_at',
  'end_at',
  'snipe_window',
  'snipe_extend',
  'ended_at',
  'stop_reason',
  'created_at',
] as const;

/** Terms where 0 means there is none (no reserve, no deposit, no anti-sniping). */
const NONE_AT_ZERO: ReadonlySet<string> = new Set([
  'reserve_price',
  'deposit',
  'snipe_window',
  'snipe_extend',
]);

/** The bid columns the page shows (the bid history has them all). */
const BID_COLUMNS = ['member_name', 'member_phone', 'amount', 'bid_state', 'created_at', 'extended_to'];

/** A value as a list shows it, under that list's title for it. */
function reader(record: Readonly<Record<string, unknown>>, meta: TableMeta | undefined) {
  const col = (name: string) => meta?.rows[name] as ColumnMeta | undefined;
  return {
    label: (name: string) => col(name)?.title ?? name,
    show: (name: string): ReactNode => {
      const c = col(name);
      const value = record[name];
      return c ? cellRenderers[c.type === 'hide' ? 'text' : c.type](value, c, record) : String(value ?? '');
    },
  };
}

const yuan = (cents: number | null) => (cents === null ? '—' : formatYuan(cents));

/** The next bid's least amount: the start price for the first, the current price and the increment after. */
const nextMinimum = (lot: Lot) => (lot.bid_count === 0 ? lot.start_price : lot.current_price + lot.increment);

function Figures({ lot, label }: { readonly lot: Lot; readonly label: (name: string) => string }) {
  const ended = lot.status === 'ended';
  const figures: [string, string, ReactNode][] = [
    ['auction-current-price', label('current_price'), yuan(lot.current_price)],
    ['auction-bid-count', label('bid_count'), lot.bid_count],
    ended
      ? ['auction-winner', label('winner_name'), lot.winner_name ?? auctionText('none')]
      : ['auction-leader', label('leader_name'), lot.leader_name ?? auctionText('none')],
    ended
      ? ['auction-final-price', label('final_price'), yuan(lot.final_price)]
      : ['auction-next', auctionText('nextMinimum'), yuan(nextMinimum(lot))],
  ];
  return (
    <Row gutter={[24, 16]} style={{ marginBottom: 16 }}>
      {figures.map(([testId, name, value]) => (
        <Col key={testId} xs={12} md={6} data-testid={testId}>
          <Statistic title={name} value={String(value)} />
        </Col>
      ))}
    </Row>
  );
}

function Bids({ detail, meta }: { readonly detail: Detail; readonly meta: TableMeta | undefined }) {
  const columns = BID_COLUMNS.map((name) => ({
    key: name,
    title: (meta?.rows[name] as ColumnMeta | undefined)?.title ?? name,
    render: (_: unknown, bid: Detail['bids'][number]) => reader(bid, meta).show(name),
  }));
  return (
    <Card title={`${auctionText('bids')} (${detail.lot.bid_count})`} size="small">
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={detail.bids}
        pagination={false}
        locale={{ emptyText: auctionText('noBids') }}
        data-testid="auction-bids"
      />
      {detail.bids.length < detail.lot.bid_count && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 8 }}
          title={auctionText('moreBids', { count: detail.bids.length })}
        />
      )}
    </Card>
  );
}

function Deposits({ detail }: { readonly detail: Detail }) {
  const columns = [
    {
      key: 'member',
      title: auctionText('member'),
      render: (_: unknown, d: Detail['deposits'][number]) => d.member_name,
    },
    {
      key: 'phone',
      title: auctionText('phone'),
      render: (_: unknown, d: Detail['deposits'][number]) => d.member_phone,
    },
    {
      key: 'amount',
      title: auctionText('amount'),
      render: (_: unknown, d: Detail['deposits'][number]) => yuan(d.amount),
    },
    {
      key: 'state',
      title: auctionText('state'),
      render: (_: unknown, d: Detail['deposits'][number]) => auctionText(d.status),
    },
    {
      key: 'paid',
      title: auctionText('paidAt'),
      render: (_: unknown, d: Detail['deposits'][number]) => formatTime(d.created_at, 'YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'settled',
      title: auctionText('settledAt'),
      render: (_: unknown, d: Detail['deposits'][number]) =>
        d.settled_at ? formatTime(d.settled_at, 'YYYY-MM-DD HH:mm:ss') : '',
    },
  ];
  return (
    <Card title={auctionText('deposits')} size="small">
      <Table
        rowKey={(d) => `${d.member_phone}-${d.created_at}`}
        size="small"
        columns={columns}
        dataSource={detail.deposits}
        pagination={false}
      />
    </Card>
  );
}

/**
 * /plugin/auction/info/:id: one lot, labelled by the lot list's metadata: its state (for the browser tests:
 * `auction-state` with `data-state`), the price and who leads or won (`auction-winner`, `auction-final-price`),
 * its terms, its bids, its deposits and its history, with the steps its list offers now (代客出价, 落槌, 停止).
 */
export function AuctionLotScreen({ title }: { readonly title: string }) {
  const { id } = useParams();
  const view = useAuctionLot(id);
  const { detail, lotMeta, bidMeta, actions } = view;
  // The tag names the lot (拍品详情 · 青花瓷瓶), not its number.
  useViewName(typeof detail?.lot.title === 'string' ? detail.lot.title : undefined);

  if (isNotFound(view.error)) return <Unavailable reason="notFound" record detail={view.error.message} />;
  if (view.error instanceof Error) return <Alert type="error" showIcon title={view.error.message} />;
  if (!detail || !lotMeta) return <Spin />;
  const lot = detail.lot;
  const { label, show } = reader(lot, lotMeta);
  const shown = SHOWN.filter((name) => lot[name] !== null && lot[name] !== '');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className="auction-lot">
      <Card
        title={
          <Space wrap>
            {`${title} · ${lot.title}`}
            <Tag color={STATE_COLOR[lot.status]} data-testid="auction-state" data-state={lot.status}>
              {show('status')}
            </Tag>
            {lot.result && (
              <Tag
                color={lot.result === 'sold' ? 'gold' : 'default'}
                data-testid="auction-result"
                data-result={lot.result}
              >
                {show('result')}
              </Tag>
            )}
          </Space>
        }
        extra={
          <Space wrap>
            <RecordActionButtons actions={actions} />
            {view.editPath && (
              <Link to={view.editPath}>
                <Button>{auctionText('edit')}</Button>
              </Link>
            )}
            <Link to={LOT_LIST.path}>
              <Button>{auctionText('backToList')}</Button>
            </Link>
          </Space>
        }
      >
        <Figures lot={lot} label={label} />
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} title={auctionText('lot')}>
          {shown.map((name) => (
            <Descriptions.Item key={name} label={label(name)}>
              {NONE_AT_ZERO.has(name) && lot[name] === 0 ? auctionText('none') : show(name)}
            </Descriptions.Item>
          ))}
          {lot.description && (
            <Descriptions.Item label={auctionText('description')} span={3}>
              <span style={{ whiteSpace: 'pre-line' }}>{lot.description}</span>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Bids detail={detail} meta={bidMeta} />
      {detail.deposits.length > 0 && <Deposits detail={detail} />}
      <Card title={detailText('history')} size="small">
        <FlowTimeline events={detail.history} />
      </Card>
      <ActionDialog
        action={actions.asking}
        name={actions.name}
        busy={actions.busy}
        onCancel={actions.cancel}
        onOk={actions.answer}
      />
    </Space>
  );
}
