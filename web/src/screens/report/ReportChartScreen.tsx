import { DownloadOutlined } from '@ant-design/icons';
import {
  currentLang,
  type Dayjs,
  isAfterToday,
  openDownload,
  pickedDayCount,
  pickedDays,
  pickerDays,
  ScreenTitle,
  signedDownloadUrl,
  storeLastDays,
  storeMonthToDate,
  useIsMobile,
  usePermissions,
} from '@yanye/framework/web';
import { message as text } from '@yanye/i18n';
import { API, formatMoney, MAX_REPORT_DAYS } from '@yanye/protocol';
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
import { useMemo, useState } from 'react';
import { workbenchText } from '../workbench/texts';
import { Chart } from './Chart';
import { categoryChart, shopChart, trendChart } from './reportCharts';
import { type Period, useSalesReport } from './useSalesReport';

type Range = readonly [Dayjs, Dayjs];

/** The period as days: the server counts them in the store's time zone. */
function period(range: Range): Period {
  const [start, end] = pickedDays(range);
  return { start, end };
}

/** /report/chart: sales by day, by category and by shop over a period, drawn with ECharts, exported as xlsx. */
export function ReportChartScreen({ title }: { readonly title: string }) {
  const lang = currentLang();
  const mobile = useIsMobile();
  const permissions = usePermissions();
  const [range, setRange] = useState<Range>(() => pickerDays(storeLastDays(30)));
  const { report, loading, error } = useSalesReport(useMemo(() => period(range), [range]));

  const presets = useMemo(
    () => [
      { label: workbenchText('last7'), value: pickerDays(storeLastDays(7)) },
      { label: workbenchText('last30'), value: pickerDays(storeLastDays(30)) },
      { label: workbenchText('thisMonth'), value: pickerDays(storeMonthToDate()) },
      { label: workbenchText('last90'), value: pickerDays(storeLastDays(90)) },
    ],
    [],
  );

  const trend = useMemo(() => trendChart(report), [report]);
  const byCategory = useMemo(() => categoryChart(report, mobile), [report, mobile]);
  const byShop = useMemo(() => shopChart(report), [report]);

  const canExport = permissions?.apis.has(API.reports.salesExport.path) ?? false;
  const empty = report !== undefined && report.totals.orders === 0;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className="report-chart">
      <Card title={<ScreenTitle title={title} />} loading={!report && loading}>
        <div className="report-controls">
          <Space wrap>
            <Typography.Text type="secondary">{workbenchText('period')}</Typography.Text>
            <DatePicker.RangePicker
              allowClear={false}
              value={range as [Dayjs, Dayjs]}
              presets={presets}
              disabledDate={isAfterToday}
              onChange={(v) => {
                const [from, to] = v ?? [];
                if (!from || !to) return;
                if (pickedDayCount([from, to]) > MAX_REPORT_DAYS) {
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
                {workbenchText('export')}
              </Button>
            )}
          </Space>
        </div>
        {error && <Alert type="error" showIcon title={error} />}
        {report && (
          <Row gutter={[16, 16]}>
            <Col xs={12} md={5}>
              <Statistic title={workbenchText('amount')} value={formatMoney(report.totals.amount)} />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title={workbenchText('orders')} value={report.totals.orders} />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title={workbenchText('buyers')} value={report.totals.buyers} />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title={workbenchText('average')} value={formatMoney(report.totals.average)} />
            </Col>
            <Col xs={12} md={4}>
              <Statistic title={workbenchText('refundedTotal')} value={formatMoney(report.totals.refunded)} />
            </Col>
          </Row>
        )}
      </Card>
      {empty && <Empty description={workbenchText('noData')} />}
      <Card title={workbenchText('trend')} size="small" loading={!report}>
        <Chart option={trend} testId="chart-trend" />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={workbenchText('byCategory')} size="small" loading={!report}>
            <Chart option={byCategory} testId="chart-category" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={workbenchText('byShop')} size="small" loading={!report}>
            <Chart option={byShop} testId="chart-shop" />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
