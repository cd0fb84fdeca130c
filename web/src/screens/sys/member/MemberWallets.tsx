import { formatTime, useIsMobile } from '@yanye/framework/web';
import {
  type MemberLedgerRow,
  type MemberWalletView,
  memberWalletAmount,
  type RowAction,
} from '@yanye/protocol';
import {
  Button,
  Card,
  Col,
  Row,
  Space,
  Statistic,
  Table,
  type TableColumnsType,
  Tabs,
  Typography,
} from 'antd';
import { Link } from 'react-router';
import { listLink, WALLET_LOGS } from './memberLists';
import { memberText } from './texts';

/** Times, types, amounts and numbers are read whole, on one line; the note gives up room. */
const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

type LedgerColumn = TableColumnsType<MemberLedgerRow>[number];

/** Each column of a wallet's latest rows, by its key. */
function ledgerColumns(kind: MemberWalletView['kind']) {
  const amount = (v: number) => memberWalletAmount(kind, v);
  return {
    time: {
      key: 'time',
      title: memberText('time'),
      dataIndex: 'created_at',
      width: 170,
      onCell: nowrap,
      render: (v: number) => formatTime(v),
    },
    event: { key: 'event', title: memberText('event'), dataIndex: 'event_title', width: 140, onCell: nowrap },
    amount: {
      key: 'amount',
      title: memberText('amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 120,
      onCell: nowrap,
      render: (v: number) => (v > 0 ? `+${amount(v)}` : amount(v)),
    },
    after: {
      key: 'after',
      title: memberText('after'),
      dataIndex: 'balance_after',
      align: 'right',
      width: 120,
      onCell: nowrap,
      render: amount,
    },
    doc: { key: 'doc', title: memberText('docNo'), dataIndex: 'doc_no', width: 170, onCell: nowrap },
    note: { key: 'note', title: memberText('note'), dataIndex: 'note', ellipsis: true },
    operator: {
      key: 'operator',
      title: memberText('operator'),
      dataIndex: 'operator',
      width: 110,
      render: (v: string) => v || memberText('system'),
    },
  } satisfies Record<string, LedgerColumn>;
}

/** On a wide screen: every column in reading order, the table scrolling past 900 px. */
function wideColumns(kind: MemberWalletView['kind']): LedgerColumn[] {
  const c = ledgerColumns(kind);
  return [c.time, c.event, c.amount, c.after, c.doc, c.note, c.operator];
}

/**
 * On a phone, what a clerk looks for first is in sight: the type with its time under it, then the amount and the
 * balance after, each as wide as its text; the document, note and operator follow past the edge.
 */
function phoneColumns(kind: MemberWalletView['kind']): LedgerColumn[] {
  const c = ledgerColumns(kind);
  const typeAndTime: LedgerColumn = {
    ...c.event,
    width: undefined,
    render: (v: string, row: MemberLedgerRow) => (
      <>
        <div>{v}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {formatTime(row.created_at)}
        </Typography.Text>
      </>
    ),
  };
  return [
    typeAndTime,
    { ...c.amount, width: undefined },
    { ...c.after, width: undefined },
    c.doc,
    { ...c.note, width: 160 },
    c.operator,
  ];
}

export interface MemberWalletsProps {
  readonly wallets: readonly MemberWalletView[];
  readonly phone: string;
  /** The wallet bookings this user may make (top-up, deduction, adjustment), as the member list offers them. */
  readonly actions: readonly RowAction[];
  /** Opens an action's dialog on a wallet. */
  readonly onStart: (action: RowAction, wallet: MemberWalletView['kind']) => void;
  /** Whether the user may open a page, by its route name (a wallet's full log). */
  readonly mayOpen: (page: string) => boolean;
}

/**
 * The member's three wallets: each balance with the bookings offered on it (each dialog opens on that wallet),
 * then each wallet's latest ledger rows, with a link to its full log filtered to the member.
 */
export function MemberWallets({ wallets, phone, actions, onStart, mayOpen }: MemberWalletsProps) {
  const mobile = useIsMobile();
  return (
    <Card title={memberText('wallets')} size="small" className="member-wallets">
      <Row gutter={[16, 16]}>
        {wallets.map((w) => (
          <Col key={w.kind} xs={24} md={8}>
            <Card size="small" data-testid={`member-wallet-${w.kind}`}>
              <Statistic
                title={w.title}
                value={memberWalletAmount(w.kind, w.balance)}
                valueRender={(node) => <span data-testid={`member-balance-${w.kind}`}>{node}</span>}
              />
              <Space wrap style={{ marginTop: 12 }}>
                {actions.map((a) => (
                  <Button key={a.name} size="small" onClick={() => onStart(a, w.kind)}>
                    {a.title}
                  </Button>
                ))}
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
      <Tabs
        style={{ marginTop: 8 }}
        items={wallets.map((w) => {
          const log = WALLET_LOGS[w.kind];
          const link = mayOpen(log.page) ? listLink(log, phone) : undefined;
          return {
            key: w.kind,
            label: memberText('ledger', { wallet: w.title }),
            children: (
              <Space
                direction="vertical"
                size={8}
                style={{ width: '100%' }}
                data-testid={`member-ledger-${w.kind}`}
              >
                <Table<MemberLedgerRow>
                  size="small"
                  rowKey="id"
                  columns={mobile ? phoneColumns(w.kind) : wideColumns(w.kind)}
                  dataSource={w.rows}
                  pagination={false}
                  scroll={{ x: mobile ? 'max-content' : 900 }}
                  locale={{ emptyText: memberText('noRows') }}
                />
                <Space wrap>
                  {w.entries > 0 && (
                    <span className="member-ledger-count">
                      {memberText('rowsShown', { shown: w.rows.length, total: w.entries })}
                    </span>
                  )}
                  {link && (
                    <Link to={link} data-testid={`member-full-log-${w.kind}`}>
                      {memberText('fullLog')}
                    </Link>
                  )}
                </Space>
              </Space>
            ),
          };
        })}
      />
    </Card>
  );
}
