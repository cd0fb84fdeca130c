import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { custom, group } from '../build';
import type { PageSpec } from '../types';

export const report: PageSpec = group(
  '/report',
  'Report',
  T('统计报表'),
  [
    custom('chart', 'ReportChart', T('数据统计'), 'chart', [
      API.workbench.salesSummary.path,
      ...Object.values(API.reports).map((c) => c.path),
    ]),
  ],
  { icon: 'bar-chart' },
);
