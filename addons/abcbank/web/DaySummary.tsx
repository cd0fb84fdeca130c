import {
  formatMoney,
  formatYuan,
  pickedDay,
  pickerDay,
  useApiQuery,
  useIsMobile,
} from '@yanye/addon-kit/web';
import { Alert, Button, Card, Col, DatePicker, Row, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { financeLogSummary } from '../contract';
import { bankText } from './texts';
import './bank.css';

type Summary = NonNullable<ReturnType<typeof useApiQuery<typeof financeLogSummary>>['data']>;
type Takings = Summary['total'];
/** A row of the table: who took it, and for a staff member their branch (`where`). */
type Line = Takings & { readonly key: string; readonly who: string; readonly where?: string };

/** One figure of the day: its sum, and how many transactions made it. */
function Figure(props: {
  readonly label: string;
  readonly cents: number;
  readonly count?: number;
  readonly strong?: boolean;
  readonly testId: string;
}) {
  return (
    <div className="bank-figure" data-testid={props.testId}>
      <Typography.Text type="secondary">{props.label}</Typography.Text>
      <div className={props.strong ? 'bank-figure-sum bank-figure-net' : 'bank-figure-sum'}>
        {formatYuan(props.cents)}
      </div>
      {props.count !== undefined && (
        <Typography.Text type="secondary">{bankText('count', { count: props.count })}</Typography.Text>
      )}
    </div>
  );
}

/** The figures' widths (up to 99,999.99, and the English titles), leaving the rest of the table to the name. */
const figureWidth = (mobile: boolean) => (mobile ? 80 : 100);

const money = (key: 'collected' | 'reversed' | 'out', title: string, mobile: boolean) => ({
  key,
  title,
  align: 'right' as const,
  width: figureWidth(mobile),
  render: (_: unknown, l: Line) => formatMoney(l[key].sum),
});

/**
 * The table's columns: each row adds up in sight, collected less reversed and paid out (a fee is negative)
 * being the net. A phone stacks reversed over paid out in one column, and wraps the name rather than cut it.
 */
const columns = (whoTitle: string, mobile: boolean) => [
  {
    key: 'who',
    title: whoTitle,
    ellipsis: !mobile,
    render: (_: unknown, l: Line) => {
      if (l.where === undefined) return l.who;
      if (!mobile) return `${l.who} · ${l.where}`;
      return (
        <>
          <div>{l.who}</div>
          <Typography.Text type="secondary">{l.where}</Typography.Text>
        </>
      );
    },
  },
  money('collected', bankText('collected'), mobile),
  ...(mobile
    ? [
        {
          key: 'less',
          width: figureWidth(mobile),
          title: (
            <span className="bank-stacked">
              <span>{bankText('reversed')}</span>
              <span>{bankText('out')}</span>
            </span>
          ),
          align: 'right' as const,
          render: (_: unknown, l: Line) => (
            <span className="bank-stacked">
              <span>{formatMoney(l.reversed.sum)}</span>
              <span>{formatMoney(l.out.sum)}</span>
            </span>
          ),
        },
      ]
    : [money('reversed', bankText('reversed'), mobile), money('out', bankText('out'), mobile)]),
  {
    key: 'net',
    title: bankText('net'),
    align: 'right' as const,
    width: figureWidth(mobile),
    render: (_: unknown, l: Line) => <strong>{formatMoney(l.net)}</strong>,
  },
];

/** The day's tallies the summary shows first, each a count and a sum, before the net. */
const TALLIES = ['collected', 'reversed', 'out'] as const;

/**
 * The top of the finance log: a day's collections, reversals, money paid out and net (today unless another day
 * is picked: `day`, changed by `onDay`), beside the same by branch or by staff member. Four figures and a small
 * table: at 1366×768 it leaves the list most of the screen; on a phone the figures go two by two above the table.
 */
export function DaySummary({
  day,
  onDay,
}: {
  readonly day: string | undefined;
  readonly onDay: (day: string | undefined) => void;
}) {
  const summary = useApiQuery(financeLogSummary, day ? { day } : {});
  const [by, setBy] = useState<'branch' | 'staff'>('branch');
  const mobile = useIsMobile();
  const s = summary.data;
  const isToday = !day || day === s?.today;
  const lines: Line[] =
    by === 'branch'
      ? (s?.branches ?? []).map((b) => ({ ...b, key: b.branch, who: b.branch || bankText('noBranch') }))
      : (s?.staff ?? []).map((m) => ({
          ...m,
          key: m.staff_no,
          who: m.name || bankText('noStaff', { no: m.staff_no }),
          where: m.name ? m.branch || bankText('noBranch') : undefined,
        }));
  return (
    <Card
      size="small"
      className="bank-summary"
      data-testid="bank-summary"
      title={
        s ? (isToday ? bankText('summaryToday', { day: s.day }) : bankText('summaryOf', { day: s.day })) : ' '
      }
      extra={
        <Space size={8} wrap>
          {!isToday && (
            <Button size="small" onClick={() => onDay(undefined)}>
              {bankText('backToday')}
            </Button>
          )}
          <DatePicker
            size="small"
            allowClear={false}
            aria-label={bankText('pickDay')}
            placeholder={bankText('pickDay')}
            value={s ? pickerDay(s.day) : undefined}
            disabledDate={(d) => (s ? pickedDay(d) > s.today : false)}
            onChange={(d) => onDay(d ? pickedDay(d) : undefined)}
            data-testid="bank-summary-day"
          />
        </Space>
      }
    >
      {summary.error instanceof Error && <Alert type="error" showIcon title={summary.error.message} />}
      {s && (
        <Row gutter={[16, 12]}>
          <Col xs={24} lg={10}>
            <Row gutter={[8, 8]}>
              {TALLIES.map((tally) => (
                <Col span={12} key={tally}>
                  <Figure
                    testId={`bank-${tally}`}
                    label={bankText(tally)}
                    cents={s.total[tally].sum}
                    count={s.total[tally].count}
                  />
                </Col>
              ))}
              <Col span={12}>
                <Figure testId="bank-net" label={bankText('net')} cents={s.total.net} strong />
              </Col>
            </Row>
          </Col>
          <Col xs={24} lg={14}>
            <Space direction="vertical" size={8} style={{ width: '100%' }}>
              <Segmented
                size="small"
                value={by}
                onChange={(v) => setBy(v as 'branch' | 'staff')}
                options={[
                  { value: 'branch', label: bankText('byBranch') },
                  { value: 'staff', label: bankText('byStaff') },
                ]}
              />
              <Table<Line>
                size="small"
                className="bank-summary-table"
                rowKey="key"
                pagination={false}
                // Three branches in sight (a phone's rows are two lines high); more staff scroll.
                scroll={{ y: mobile ? 184 : 132 }}
                columns={columns(by === 'branch' ? bankText('branch') : bankText('staff'), mobile)}
                dataSource={lines}
                locale={{ emptyText: bankText('nothing') }}
              />
            </Space>
          </Col>
        </Row>
      )}
    </Card>
  );
}
