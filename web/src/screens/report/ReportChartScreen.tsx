import { DownloadOutlined } from '@ant-design/icons';
import { API, MAX_REPORT_DAYS, message as text } from '@yanye/protocol';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  message,
  Row,
  Space,
  Statistic,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { call } from '../../api/client';
import { openDownload, signedDownloadUrl } from '../../api/download';
import { usePermissions } from '../../api/permissions';
import { currentLang } from '../../i18n/lang';
import { centsToYuan } from '../../lib/numeric';
import { useIsMobile } from '../../lib/useIsMobile';
import { wt } from '../workbench/texts';
import { Chart, type ChartOption } from './Chart';

/** The server's limit on a period (a year and a day). */

interface Totals {
  readonly orders: number;
  readonly amount: number;
  readonly refunded: number;
  readonly buyers: number;
  readonly average: number;
}
interface Day {
  readonly day: string;
  readonly orders: number;
  readonly amount: number;
  readonly refunded: number;
}
interface Category {
  readonly category: string;
  readonly amount: number;
  readonly qty: number;
}
interface Shop {
  readonly shop: string;
  readonly amount: number;
  readonly orders: number;
}
interface Report {
  readonly totals: Totals;
  readonly days: readonly Day[];
  readonly categories: readonly Category[];
  readonly shops: readonly Shop[];
}

type Range = readonly [Dayjs, Dayjs];

const yuan = (cents: number) => Math.round(cents) / 100;

/** The period as days: the server counts them in the store's time zone. */
function period([from, to]: Range) {
  return { start: from.format('YYYY-MM-DD'), end: to.format('YYYY-MM-DD') };
}

/** Axis numbers kept short: 1.2万 in Chinese, 12K in English. */
function compact(lang: string) {
  const f = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
  return (value: number) => f.format(value);
}

/** /report/chart: sales by day, by category and by shop over a period, drawn with ECharts, exported as xlsx. */
export function ReportChartScreen({ title }: { readonly title: string }) {
  const lang = currentLang();
  const mobile = useIsMobile();
  const permissions = usePermissions();
  const [range, setRange] = useState<Range>(() => [dayjs().subtract(29, 'day'), dayjs()]);
  const [report, setReport] = useState<Report>();
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const p = period(range);
    setLoading(true);
    Promise.all([
      call(API.workbench.salesSummary, p, { quiet: true }) as Promise<Totals>,
      call(API.reports.salesTrend, p, { quiet: true }),
      call(API.reports.categorySales, p, { quiet: true }),
      call(API.reports.shopSales, p, { quiet: true }),
    ]).then(
      ([totals, days, categories, shops]) => {
        if (cancelled) return;
        setReport({ totals, days, categories, shops });
        setError('');
        setLoading(false);
      },
      (e: unknown) => {
        if (cancelled) return;
        setError(e instanceof Error ? e.message : String(e));
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [range]);

  const presets = useMemo(
    () => [
      { label: wt('last7'), value: [dayjs().subtract(6, 'day'), dayjs()] as [Dayjs, Dayjs] },
      { label: wt('last30'), value: [dayjs().subtract(29, 'day'), dayjs()] as [Dayjs, Dayjs] },
      { label: wt('thisMonth'), value: [dayjs().startOf('month'), dayjs()] as [Dayjs, Dayjs] },
      { label: wt('last90'), value: [dayjs().subtract(89, 'day'), dayjs()] as [Dayjs, Dayjs] },
    ],
    [],
  );

  const trend = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0, data: [wt('amount'), wt('orders')] },
      grid: { left: 56, right: 40, top: 36, bottom: 56 },
      xAxis: { type: 'category', data: report?.days.map((d) => d.day.slice(5)) ?? [] },
      yAxis: [
        { type: 'value', name: wt('amount'), axisLabel: { formatter: compact(lang) } },
        { type: 'value', name: wt('orders'), minInterval: 1 },
      ],
      series: [
        {
          name: wt('amount'),
          type: 'line',
          smooth: true,
          areaStyle: { opacity: 0.12 },
          data: report?.days.map((d) => yuan(d.amount)) ?? [],
        },
        {
          name: wt('orders'),
          type: 'bar',
          yAxisIndex: 1,
          barMaxWidth: 16,
          data: report?.days.map((d) => d.orders) ?? [],
        },
      ],
    }),
    [report, lang],
  );

  const byCategory = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'item', valueFormatter: (v) => `${v} ¥` },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          name: wt('byCategory'),
          type: 'pie',
          radius: ['38%', '68%'],
          center: ['50%', '45%'],
          // On a phone the slices' labels would run off the screen; the legend below names them.
          label: { show: !mobile },
          labelLine: { show: !mobile },
          data: report?.categories.map((c) => ({ name: c.category, value: yuan(c.amount) })) ?? [],
        },
      ],
    }),
    [report, mobile],
  );

  const byShop = useMemo<ChartOption>(() => {
    const shops = [...(report?.shops ?? [])].reverse();
    return {
      tooltip: { trigger: 'axis' },
      grid: { left: 120, right: 32, top: 16, bottom: 24 },
      xAxis: { type: 'value', axisLabel: { formatter: compact(lang) } },
      yAxis: { type: 'category', data: shops.map((s) => s.shop) },
      series: [{ name: wt('amount'), type: 'bar', barMaxWidth: 20, data: shops.map((s) => yuan(s.amount)) }],
    };
  }, [report, lang]);

  const canExport = permissions?.apis.has(API.reports.salesExport.path) ?? false;
  const empty = report !== undefined && report.totals.orders === 0;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className="report-chart">
      <Card
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        }
        loading={!report && loading}
      >
        <div className="report-controls">
          <Space wrap>
            <Typography.Text type="secondary">{wt('period')}</Typography.Text>
            <DatePicker.RangePicker
              allowClear={false}
              value={range as [Dayjs, Dayjs]}
              presets={presets}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
              onChange={(v) => {
                const [from, to] = v ?? [];
                if (!from || !to) return;
                if (to.diff(from, 'day') + 1 > MAX_REPORT_DAYS) {
                  void message.warning(text(lang, 'reportRange', { days: MAX_REPORT_DAYS }));
                  return;
                }
                setRange([from, to]);
              }}
              data-testid="report-range"
            />
            {canExport && (
              <Button
                icon={<DownloadOutlined />}
                onClick={() => openDownload(signedDownloadUrl(API.reports.salesExport, period(range)))}
              >
                {wt('export')}
              </Button>
            )}
          </Space>
        </div>
        {error && <Alert type="error" showIcon title={error} />}
        {report && (
          <Row gutter={[16, 16]}>
            <Col xs={12} md={5}>
              <Statistic title={wt('amount')} value={centsToYuan(report.totals.amount)} />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title={wt('orders')} value={report.totals.orders} />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title={wt('buyers')} value={report.totals.buyers} />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title={wt('average')} value={centsToYuan(report.totals.average)} />
            </Col>
            <Col xs={12} md={4}>
              <Statistic title={wt('refundedTotal')} value={centsToYuan(report.totals.refunded)} />
            </Col>
          </Row>
        )}
      </Card>
      {empty && <Empty description={wt('noData')} />}
      <Card title={wt('trend')} size="small" loading={!report}>
        <Chart option={trend} testId="chart-trend" />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={wt('byCategory')} size="small" loading={!report}>
            <Chart option={byCategory} testId="chart-category" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={wt('byShop')} size="small" loading={!report}>
            <Chart option={byShop} testId="chart-shop" />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
