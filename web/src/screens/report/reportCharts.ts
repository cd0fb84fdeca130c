import { formatMoney, formatYuan } from '@yanye/protocol';
import { workbenchText } from '../workbench/texts';
import type { ChartOption } from './Chart';
import type { Report } from './useSalesReport';

/**
 * Money in the charts is what the rest of the console shows (protocol money.ts): the series hold cents, the
 * axes read `139,052.75` and the tooltips `¥139,052.75`. The grids make room for the labels (`containLabel`).
 */
const moneyAxis = { formatter: (cents: number) => formatMoney(cents) };
const moneyTip = { valueFormatter: (cents: unknown) => formatYuan(cents) };

/** Sales (a line) and paid orders (bars) by day. */
export function trendChart(report: Report | undefined): ChartOption {
  const days = report?.days ?? [];
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, data: [workbenchText('amount'), workbenchText('orders')] },
    grid: { left: 8, right: 8, top: 36, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
    yAxis: [
      { type: 'value', name: workbenchText('amount'), axisLabel: moneyAxis },
      { type: 'value', name: workbenchText('orders'), minInterval: 1 },
    ],
    series: [
      {
        name: workbenchText('amount'),
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.12 },
        tooltip: moneyTip,
        data: days.map((d) => d.amount),
      },
      {
        name: workbenchText('orders'),
        type: 'bar',
        yAxisIndex: 1,
        barMaxWidth: 16,
        data: days.map((d) => d.orders),
      },
    ],
  };
}

/** Sales by goods category, as a ring. */
export function categoryChart(report: Report | undefined, mobile: boolean): ChartOption {
  return {
    tooltip: { trigger: 'item', ...moneyTip },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        name: workbenchText('byCategory'),
        type: 'pie',
        radius: ['38%', '68%'],
        center: ['50%', '45%'],
        // On a phone the slices' labels would run off the screen; the legend below names them.
        label: { show: !mobile },
        labelLine: { show: !mobile },
        data: report?.categories.map((c) => ({ name: c.category, value: c.amount })) ?? [],
      },
    ],
  };
}

/** Sales by shop, the biggest at the top. */
export function shopChart(report: Report | undefined): ChartOption {
  const shops = [...(report?.shops ?? [])].reverse();
  return {
    tooltip: { trigger: 'axis', ...moneyTip },
    grid: { left: 8, right: 24, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'value', axisLabel: { ...moneyAxis, hideOverlap: true } },
    yAxis: { type: 'category', data: shops.map((s) => s.shop) },
    series: [
      { name: workbenchText('amount'), type: 'bar', barMaxWidth: 20, data: shops.map((s) => s.amount) },
    ],
  };
}
