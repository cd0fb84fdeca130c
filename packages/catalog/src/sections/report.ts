import { custom, group, T } from '../build';
import type { PageSpec } from '../types';

const stats = '/v1/seller/report/';

export const report: PageSpec = group(
  '/report',
  'Report',
  T('统计报表', 'Reports', 'Informes', 'レポート'),
  [
    custom('chart', 'ReportChart', T('数据统计', 'Statistics', 'Estadísticas', 'データ統計'), 'chart', [
      `${stats}SalesSummary`,
      `${stats}SalesTrend`,
      `${stats}CategorySales`,
      `${stats}ShopSales`,
      `${stats}SalesExport`,
    ]),
  ],
  { icon: 'bar-chart' },
);
