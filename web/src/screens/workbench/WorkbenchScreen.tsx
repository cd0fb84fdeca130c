import { useQueries } from '@tanstack/react-query';
import { iconOfPage, PAGES, pageByName } from '@yanye/catalog';
import {
  apiQuery,
  currentLang,
  useApiQuery,
  useConsoleUser,
  useOpenablePages,
  usePermissions,
} from '@yanye/framework/web';
import { API, type Contract, formatMoney } from '@yanye/protocol';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { iconOf } from '../../shell/icons';
import { QuickMenus } from './QuickMenus';
import { SetupChecklist } from './SetupChecklist';
import { workbenchText } from './texts';

const ORDER_COUNT = API.workbench.orderCount;
const REFUND_COUNT = API.workbench.refundCount;
const LOT_COUNT = API.jxc.lotStockCount;
const SALES = API.workbench.salesSummary;

type TextKey = Parameters<typeof workbenchText>[0];

/**
 * The workbench counters: each asks the counter call the menu badges ask (or, for lots, the lot stock list's), and
 * opens the list tab that counts the same rows, so the number and the list always agree.
 */
const COUNTERS: readonly {
  readonly key: string;
  readonly label: TextKey;
  readonly api: typeof ORDER_COUNT | typeof REFUND_COUNT | typeof LOT_COUNT;
  readonly params: Record<string, string | number>;
  readonly answer: string;
  readonly to: string;
}[] = [
  {
    key: 'unpaid',
    label: 'unpaid',
    api: ORDER_COUNT,
    params: { order_status: 'submit,pay' },
    answer: 'submit',
    to: '/dataDetails/order/manage?_tab=submit',
  },
  {
    key: 'toShip',
    label: 'toShip',
    api: ORDER_COUNT,
    params: { order_status: 'submit,pay' },
    answer: 'pay',
    to: '/dataDetails/order/manage?_tab=pay',
  },
  {
    key: 'toConsume',
    label: 'toConsume',
    api: ORDER_COUNT,
    params: { order_status: 'submit,pay', freight_mode: 2 },
    answer: 'send',
    to: '/dataDetails/order/manage?_tab=send&freight_mode=2',
  },
  {
    key: 'refunds',
    label: 'refunds',
    api: REFUND_COUNT,
    params: {},
    answer: 'refund',
    to: '/dataDetails/refund/manage?_tab=refund',
  },
  {
    key: 'returns',
    label: 'returns',
    api: REFUND_COUNT,
    params: {},
    answer: 'return',
    to: '/dataDetails/refund/manage?_tab=return',
  },
  // Lot stock nearing its expiry within the store's warning days, and expired but still held: what the bell
  // warns of, counted as the lot stock list's tabs count it.
  {
    key: 'lotsExpiring',
    label: 'lotsExpiring',
    api: LOT_COUNT,
    params: {},
    answer: 'expiring',
    to: '/inventory/lotstock/manage?_tab=expiring',
  },
  {
    key: 'lotsExpired',
    label: 'lotsExpired',
    api: LOT_COUNT,
    params: {},
    answer: 'expired',
    to: '/inventory/lotstock/manage?_tab=expired',
  },
];

/** Everyday forms offered as shortcuts, each only to users who can open it (allowed, working, with a screen). */
const SHORTCUTS = [
  'GoodsSave',
  'PurchaseAdd',
  'InboundAdd',
  'OutboundAdd',
  'ShopAdd',
  'CustomerAdd',
  'NotificationAdd',
  'UserRechargeAdd',
];

/** The counter calls, each once: two counters share an answer, and the menu badges share the same entries. */
const callOf = (c: (typeof COUNTERS)[number]) => `${c.api.path}?${JSON.stringify(c.params)}`;
const CALLS = [...new Map(COUNTERS.map((c) => [callOf(c), c])).values()];

type Counts = Readonly<Record<string, number>>;

/** The counters the user may see by key; undefined until every call has answered (a refused one is left out). */
function useCounters(apis: ReadonlySet<string> | undefined): Record<string, number> | undefined {
  const calls = CALLS.filter((c) => apis?.has(c.api.path));
  return useQueries({
    queries: calls.map((c) => ({ ...apiQuery(c.api as Contract, c.params), enabled: apis !== undefined })),
    combine: (results) => {
      if (apis === undefined || results.some((r) => r.isPending && r.fetchStatus !== 'idle'))
        return undefined;
      const values: Record<string, number> = {};
      for (const c of COUNTERS) {
        const at = calls.findIndex((x) => callOf(x) === callOf(c));
        const answer = results[at]?.data as Counts | undefined;
        if (answer?.[c.answer] !== undefined) values[c.key] = answer[c.answer]!;
      }
      return values;
    },
  });
}

/** /dashboard: what waits for the merchant this morning, how business goes, and the pages opened every day. */
export function WorkbenchScreen() {
  const user = useConsoleUser();
  const permissions = usePermissions();
  const openable = useOpenablePages();
  const openablePaths = useMemo(() => new Set(openable.map((p) => p.path)), [openable]);
  const counters = useCounters(permissions?.apis);
  const salesRead = useApiQuery(SALES, {}, { enabled: permissions?.apis.has(SALES.path) === true });
  const sales = salesRead.data && 'today' in salesRead.data ? salesRead.data : undefined;
  const lang = currentLang();
  if (!user || !permissions) return <Skeleton active />;

  const shownCounters = COUNTERS.filter((c) => permissions.apis.has(c.api.path));
  const shortcuts = SHORTCUTS.map((name) => pageByName(name)).filter(
    (p) => p !== undefined && openablePaths.has(p.path),
  );

  return (
    <div className="workbench">
      <Typography.Title level={4} className="workbench-welcome">
        {workbenchText('welcome', { name: user.nick_name || user.username })}
      </Typography.Title>
      <SetupChecklist pages={openable} />
      {shownCounters.length > 0 && (
        <Card title={workbenchText('waiting')} size="small" className="workbench-card">
          <Row gutter={[16, 16]}>
            {shownCounters.map((c) => (
              <Col key={c.key} xs={12} sm={8} md={8} lg={4}>
                <Link to={c.to} className="workbench-counter" data-testid={`counter-${c.key}`}>
                  <Statistic
                    title={workbenchText(c.label)}
                    value={counters?.[c.key] ?? '-'}
                    loading={!counters}
                  />
                </Link>
              </Col>
            ))}
          </Row>
        </Card>
      )}
      {/* Drawn as soon as it may be shown, its figures loading: arriving with them, it pushed the rest down. */}
      {permissions.apis.has(SALES.path) && (
        <Card title={workbenchText('sales')} size="small" className="workbench-card">
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Statistic
                title={workbenchText('todaySales')}
                value={sales ? formatMoney(sales.today.amount) : ''}
                loading={!sales}
              />
              <Refunded amount={sales?.today.refunded} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={workbenchText('todayOrders')}
                value={sales?.today.orders ?? ''}
                loading={!sales}
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={workbenchText('monthSales')}
                value={sales ? formatMoney(sales.month.amount) : ''}
                loading={!sales}
              />
              <Refunded amount={sales?.month.refunded} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={workbenchText('monthOrders')}
                value={sales?.month.orders ?? ''}
                loading={!sales}
              />
            </Col>
          </Row>
        </Card>
      )}
      <QuickMenus pages={PAGES} allowed={openablePaths} />
      {shortcuts.length > 0 && (
        <Card title={workbenchText('shortcuts')} size="small" className="workbench-card">
          <div className="workbench-grid">
            {shortcuts.map((p) => (
              <Link key={p!.name} to={p!.path} className="workbench-tile">
                {iconOf(iconOfPage(p!))}
                <span>{p!.title[lang]}</span>
              </Link>
            ))}
          </div>
        </Card>
      )}
    </div>
  );
}

/** What was refunded of a period's sales, under its figure; its line is kept while the figures load. */
function Refunded({ amount }: { readonly amount: number | undefined }) {
  return (
    <Typography.Text type="secondary">
      {amount === undefined ? '\u00a0' : workbenchText('refunded', { amount: formatMoney(amount) })}
    </Typography.Text>
  );
}
