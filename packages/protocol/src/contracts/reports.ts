import { z } from 'zod';
import { get } from '../contract';
import { PERIOD_LABELS, Period } from './workbench';

/** Sales reports of a period (`/report/chart`): the store's days, both ends included, at most a year. */

export const salesTrend = get('/v1/seller/report/SalesTrend', {
  summary: 'Paid orders, sales and refunds by day',
  labels: PERIOD_LABELS,
  query: Period,
  response: z.array(
    z.object({
      day: z.string(),
      orders: z.number().int(),
      amount: z.number().int(),
      refunded: z.number().int(),
    }),
  ),
});

export const categorySales = get('/v1/seller/report/CategorySales', {
  summary: 'Goods sold by category, biggest first',
  labels: PERIOD_LABELS,
  query: Period,
  response: z.array(
    z.object({
      cat_id: z.number().int(),
      category: z.string(),
      qty: z.number(),
      amount: z.number().int(),
    }),
  ),
});

export const shopSales = get('/v1/seller/report/ShopSales', {
  summary: 'Paid orders and sales by shop (the online store too)',
  labels: PERIOD_LABELS,
  query: Period,
  response: z.array(
    z.object({
      shop_id: z.number().int(),
      shop: z.string(),
      orders: z.number().int(),
      amount: z.number().int(),
    }),
  ),
});

export const salesExport = get('/v1/seller/report/SalesExport', {
  summary: 'The three reports of a period as one xlsx workbook',
  labels: PERIOD_LABELS,
  query: Period,
  response: z.never(),
  file: true,
});
