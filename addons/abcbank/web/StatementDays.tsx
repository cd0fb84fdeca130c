import { SyncOutlined } from '@ant-design/icons';
import {
  addDays,
  type CatalogPage,
  type Dayjs,
  formatMoney,
  formatTime,
  GenericListScreen,
  isAfterToday,
  pickedDayCount,
  pickedDays,
  pickerDays,
  storeToday,
  t,
  useApiQuery,
  useApiWrite,
  useIsMobile,
  useNotify,
  usePermissions,
} from '@yanye/addon-kit/web';
import {
  Alert,
  Button,
  DatePicker,
  Drawer,
  Popconfirm,
  Popover,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { DAYS_MAX, financeLogDays, financeLogPull } from '../contract';
import './bank.css';
import { bankText } from './texts';

type Days = NonNullable<ReturnType<typeof useApiQuery<typeof financeLogDays>>['data']>;
type Day = Days['days'][number];

const STATE_TAG: Record<Day['state'] | 'resolved', { color: string; text: () => string }> = {
  waiting: { color: 'default', text: () => bankText('waiting') },
  open: { color: 'error', text: () => bankText('open') },
  reconciled: { color: 'success', text: () => bankText('reconciled') },
  resolved: { color: 'success', text: () => bankText('resolved') },
};

/**
 * How a day's state reads: a day whose statement agreed with the store's log is balanced (已对平); one whose
 * differences were each resolved with a note is done too, but its gap may stay, so it says so (差异已处理)
 * rather than that the two sides balance.
 */
const shownState = (r: Day): keyof typeof STATE_TAG =>
  r.state === 'reconciled' && r.resolved > 0 ? 'resolved' : r.state;

const KINDS = [
  ['amount_differs', 'amountDiffers'],
  ['state_differs', 'stateDiffers'],
  ['missing_in_store', 'missingInStore'],
  ['missing_in_bank', 'missingInBank'],
] as const;

/** The columns in a phone's order (`StatementDays`): what needs acting on before the figures behind it. */
const PHONE_ORDER = ['day', 'gap', 'differences', 'state', 'statement', 'store'] as const;

/** The console's shell, where the phone layout of a list's filters applies; the page's end without one. */
const shellElement = () => document.querySelector<HTMLElement>('.shell') ?? document.body;

const NONE = <Typography.Text type="secondary">—</Typography.Text>;

const KIND_OF: Readonly<Record<string, (typeof KINDS)[number][1]>> = Object.fromEntries(KINDS);

/**
 * How a day's differences were resolved, each on its line: the serial number and what differed, the note, who
 * resolved it and when.
 */
function Resolutions({ day }: { readonly day: Day }) {
  return (
    <ul className="bank-resolutions" data-testid={`bank-resolutions-${day.day}`}>
      {day.resolutions.map((r) => {
        const kind = KIND_OF[r.reconcile_state];
        return (
          <li key={r.serial_no}>
            <div>
              {bankText('resolution', {
                serial: r.serial_no,
                kind: kind ? bankText(kind) : r.reconcile_state,
                note: r.note,
              })}
            </div>
            <Typography.Text type="secondary">
              {bankText('resolvedBy', { by: r.by, at: formatTime(r.at, 'YYYY-MM-DD HH:mm:ss') })}
            </Typography.Text>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A day's gap: a dash until its statement is in, red while a difference is open; once each difference was
 * resolved, the gap that stays reads as explained, its resolutions (how, by whom, when) a click away.
 */
function Gap({ day }: { readonly day: Day }) {
  if (day.state === 'waiting') return NONE;
  if (day.gap === 0) return <>{formatMoney(0)}</>;
  if (day.open > 0) return <Typography.Text type="danger">{formatMoney(day.gap)}</Typography.Text>;
  if (day.resolutions.length === 0) return <>{formatMoney(day.gap)}</>;
  return (
    <Space direction="vertical" size={0} align="end">
      <span>{formatMoney(day.gap)}</span>
      <Popover
        trigger="click"
        title={bankText('explainedTitle', { day: day.day })}
        content={<Resolutions day={day} />}
      >
        <Button size="small" type="link" data-testid={`bank-gap-${day.day}`} style={{ padding: 0 }}>
          {bankText('explained')}
        </Button>
      </Popover>
    </Space>
  );
}

/** A count and sum as one cell: `¥12,480.00 · 9 笔`. */
const tally = (x: { count: number; sum: number }) => (
  <Space size={4} wrap={false}>
    <span>{formatMoney(x.sum)}</span>
    <Typography.Text type="secondary">{bankText('count', { count: x.count })}</Typography.Text>
  </Space>
);

/**
 * The daily statements: one row per day of the range (the last 30 days at first), the bank statement's count and
 * sum against the store's own log, the gap, and the differences by kind, open or resolved. A day's differences
 * (查看差异 beside them) open in a drawer holding the finance log itself, on that day's differences, where each is resolved by the
 * list's own 处理 action (a note asked in its dialog). A day the statement is out for may be pulled again.
 */
export function StatementDays({ page }: { readonly page: CatalogPage }) {
  const [range, setRange] = useState<[string, string]>();
  const days = useApiQuery(financeLogDays, range ? { from: range[0], to: range[1] } : {});
  const [opened, setOpened] = useState<string>();
  const mobile = useIsMobile();
  const permissions = usePermissions();
  const mayPull = permissions?.apis.has(financeLogPull.path) === true;
  const pull = useApiWrite(financeLogPull);
  const [pulling, setPulling] = useState<string>();
  const notify = useNotify();
  const d = days.data;
  // The drawer's list opens on the day's differences; a new object only when the day changes.
  const start = useMemo(() => (opened ? { tab: 'differs', filters: { day: opened } } : undefined), [opened]);

  const columns = [
    {
      key: 'day',
      title: bankText('day'),
      dataIndex: 'day',
      width: 100,
    },
    {
      key: 'state',
      title: bankText('state'),
      width: 175,
      render: (_: unknown, r: Day) => (
        <Space size={4} wrap={false}>
          <Tag color={STATE_TAG[shownState(r)].color}>{STATE_TAG[shownState(r)].text()}</Tag>
          {mayPull && r.day < storeToday() && (
            <Popconfirm
              title={bankText('pullAsk', { day: r.day })}
              okText={bankText('pull')}
              cancelText={t('cancel')}
              onConfirm={() => {
                setPulling(r.day);
                void pull
                  .mutateAsync({ day: r.day })
                  .then((done) => notify.success(done.msg))
                  .catch(() => undefined)
                  .finally(() => setPulling(undefined));
              }}
            >
              <Tooltip title={bankText('pull')}>
                <Button
                  size="small"
                  type="text"
                  icon={<SyncOutlined />}
                  aria-label={bankText('pull')}
                  loading={pulling === r.day}
                />
              </Tooltip>
            </Popconfirm>
          )}
        </Space>
      ),
    },
    {
      key: 'statement',
      title: bankText('statement'),
      width: 160,
      // A statement not out yet has no figures: a dash, not a zero the gap would be taken from.
      render: (_: unknown, r: Day) => (r.state === 'waiting' ? NONE : tally(r.statement)),
    },
    { key: 'store', title: bankText('store'), width: 160, render: (_: unknown, r: Day) => tally(r.store) },
    {
      key: 'gap',
      title: bankText('gap'),
      width: 100,
      align: 'right' as const,
      render: (_: unknown, r: Day) => <Gap day={r} />,
    },
    {
      key: 'differences',
      title: bankText('differences'),
      // Its tags wrap within the column, so a day of two kinds of difference keeps the whole table in sight.
      width: 280,
      render: (_: unknown, r: Day) => {
        const kinds = KINDS.filter(([k]) => r[k] > 0);
        if (kinds.length === 0)
          return <Typography.Text type="secondary">{bankText('noDifference')}</Typography.Text>;
        return (
          <Space size={[4, 4]} wrap>
            <Button
              size="small"
              type="link"
              data-testid={`bank-day-${r.day}`}
              onClick={() => setOpened(r.day)}
            >
              {bankText('view')}
            </Button>
            {kinds.map(([k, label]) => (
              <Tag key={k}>
                {bankText(label)} {r[k]}
              </Tag>
            ))}
            {r.open > 0 && <Tag color="error">{bankText('openCount', { count: r.open })}</Tag>}
            {r.resolved > 0 && <Tag color="success">{bankText('resolvedCount', { count: r.resolved })}</Tag>}
          </Space>
        );
      },
    },
  ];

  // On a phone what a day asks of the reader comes first, in sight: the day, its gap and its differences (查看差异),
  // then its state and the two sides' figures, which scroll sideways.
  const shownColumns = mobile ? PHONE_ORDER.flatMap((key) => columns.filter((c) => c.key === key)) : columns;
  const value: [Dayjs, Dayjs] | undefined = d ? pickerDays([d.from, d.to]) : undefined;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="bank-days">
      <Space wrap>
        <Typography.Text type="secondary">{bankText('range')}</Typography.Text>
        <DatePicker.RangePicker
          allowClear={false}
          value={value}
          disabledDate={isAfterToday}
          onChange={(v) => {
            const [from, to] = v ?? [];
            if (!from || !to) return;
            const [first, last] = pickedDays([from, to]);
            setRange([first, pickedDayCount([from, to]) > DAYS_MAX ? addDays(first, DAYS_MAX - 1) : last]);
          }}
        />
      </Space>
      {days.error instanceof Error && <Alert type="error" showIcon title={days.error.message} />}
      <Table<Day>
        size="small"
        rowKey="day"
        loading={days.isFetching && !d}
        columns={shownColumns}
        dataSource={d?.days ?? []}
        pagination={false}
        // The columns' widths add up to what 1366 leaves beside the sidebar; a narrower screen scrolls sideways.
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: bankText('noDays') }}
      />
      <Drawer
        open={opened !== undefined}
        onClose={() => setOpened(undefined)}
        title={opened ? bankText('drawer', { day: opened }) : ''}
        size={mobile ? '100%' : 'min(1200px, 92vw)'}
        // Inside the console's shell rather than at the end of the page: its list then takes the shell's phone
        // layout (a filter a line, search and reset under them) as the finance log's own list does.
        getContainer={shellElement}
        styles={{ body: { padding: mobile ? 12 : 24 } }}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{bankText('drawerHint')}</Typography.Paragraph>
        {opened && start && (
          <GenericListScreen
            key={opened}
            page={page}
            title={bankText('drawer', { day: opened })}
            start={start}
            embedded
          />
        )}
      </Drawer>
    </Space>
  );
}
