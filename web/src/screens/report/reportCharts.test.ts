import { beforeAll, describe, expect, it, vi } from 'vitest';
import { shopChart, trendChart } from './reportCharts';
import type { Report } from './useSalesReport';

const report = {
  totals: { orders: 3, amount: 13_905_275, average: 4_635_092, refunded: 1250 },
  days: [{ day: '2026-11-22', orders: 3, amount: 13_905_275, refunded: 1250 }],
  categories: [{ category: '食用盐', qty: 10, amount: 13_905_275 }],
  shops: [{ shop: '一店', orders: 3, amount: 13_905_275 }],
} as unknown as Report;

type Formatter = (value: unknown) => string;

describe('the sales charts', () => {
  beforeAll(() => vi.stubGlobal('navigator', { language: 'zh-CN' }));

  it('read money on their axes and in their tooltips as every screen does', () => {
    const trend = trendChart(report) as unknown as {
      yAxis: { axisLabel?: { formatter: Formatter } }[];
      series: { data: number[]; tooltip?: { valueFormatter: Formatter } }[];
    };
    expect(trend.series[0]!.data).toEqual([13_905_275]);
    expect(trend.yAxis[0]!.axisLabel!.formatter(13_905_275)).toBe('139,052.75');
    expect(trend.series[0]!.tooltip!.valueFormatter(13_905_275)).toBe('¥139,052.75');
    // The orders are counted, not money.
    expect(trend.series[1]!.tooltip).toBeUndefined();
    const shops = shopChart(report) as unknown as {
      xAxis: { axisLabel: { formatter: Formatter } };
      tooltip: { valueFormatter: Formatter };
    };
    expect(shops.xAxis.axisLabel.formatter(500_000)).toBe('5,000.00');
    expect(shops.tooltip.valueFormatter(-1250)).toBe('\u2212¥12.50');
  });
});
