import { wt } from '../workbench/texts';
import type { ChartOption } from './Chart';
import type { Report } from './useSalesReport';

const yuan = (cents: number) => Math.round(cents) / 100;

/** Axis numbers kept short: 1.2万 in Chinese, 12K in English. */
function compact(lang: string) {
  const f = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
  return (value: number) => f.format(value);
}

/** Sales (a line) and paid orders (bars) by day. */
export function trendChart(report: Report | undefined, lang: string): ChartOption {
  const days = report?.days ?? [];
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, data: [wt('amount'), wt('orders')] },
    grid: { left: 56, right: 40, top: 36, bottom: 56 },
    xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
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
        data: days.map((d) => yuan(d.amount)),
      },
      { name: wt('orders'), type: 'bar', yAxisIndex: 1, barMaxWidth: 16, data: days.map((d) => d.orders) },
    ],
  };
}

/** Sales by goods category, as a ring. */
export function categoryChart(report: Report | undefined, mobile: boolean): ChartOption {
  return {
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
  };
}

/** Sales by shop, the biggest at the top. */
export function shopChart(report: Report | undefined, lang: string): ChartOption {
  const shops = [...(report?.shops ?? [])].reverse();
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 120, right: 32, top: 16, bottom: 24 },
    xAxis: { type: 'value', axisLabel: { formatter: compact(lang) } },
    yAxis: { type: 'category', data: shops.map((s) => s.shop) },
    series: [{ name: wt('amount'), type: 'bar', barMaxWidth: 20, data: shops.map((s) => yuan(s.amount)) }],
  };
}
