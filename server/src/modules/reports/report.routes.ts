import {
  badInput,
  contentDisposition,
  formatDate,
  type Outcome,
  type Period,
  parseDateTime,
  route,
  type UserContext,
  XLSX_TYPE,
} from '@yanye/framework/server';
import { type Lang, T, type Texts } from '@yanye/i18n';
import {
  API,
  MAX_REPORT_DAYS,
  MONEY_NUMBER_FORMAT,
  type Period as PeriodQuery,
  yuanNumber,
} from '@yanye/protocol';
import type { CellObject, Sheet } from 'write-excel-file/node';
import { z } from 'zod';
import { currentPeriods, salesByCategory, salesByDay, salesByShop, salesTotals } from './sales';

const Seconds = z.coerce.number().int().nonnegative();
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One end of a period: unix seconds, or a day (`2026-11-22`) of the store's time zone, whose first second
 * starts a period and whose last second ends one. Days are what the chart page sends: the store's days, whatever
 * the browser's clock says.
 */
function instant(raw: unknown, end: boolean, timeZone: string): number | undefined {
  if (typeof raw === 'string' && DAY_TEXT.test(raw)) {
    const start = parseDateTime(raw, timeZone);
    if (start === undefined || formatDate(start, timeZone) !== raw) return undefined;
    if (!end) return start;
    // The next day's first second, less one: right on the days the clocks change too.
    const next = parseDateTime(formatDate(start + 36 * 3600, timeZone), timeZone);
    return next === undefined ? undefined : next - 1;
  }
  const n = Seconds.safeParse(raw);
  return n.success ? n.data : undefined;
}

/**
 * The period asked for, both ends included. One the wrong way round or longer than a year is refused in the
 * user's words.
 */
function period(query: Partial<z.output<typeof PeriodQuery>>, timeZone: string): Period {
  for (const field of ['start', 'end'] as const) {
    if (query[field] === undefined || query[field] === '') throw badInput('fieldRequired', { field });
  }
  const start = instant(query.start, false, timeZone);
  const end = instant(query.end, true, timeZone);
  if (start === undefined || end === undefined || end < start || end - start >= MAX_REPORT_DAYS * 86_400) {
    throw badInput('reportRange', { days: MAX_REPORT_DAYS });
  }
  return { start, end };
}

const SHEET_TITLES: Record<string, Texts> = {
  trend: T('每日销售'),
  category: T('分类销售'),
  shop: T('门店销售'),
  day: T('日期'),
  orders: T('订单数'),
  amount: T('销售额(元)'),
  refunded: T('退款额(元)'),
  categoryName: T('分类', 'categoryName'),
  qty: T('销量'),
  goodsAmount: T('商品金额(元)'),
  shopName: T('门店', 'shopName'),
  file: T('销售统计'),
};

/** How a column's numbers are written: counts whole, quantities to three places, money as the list exports it. */
const FORMATS = { count: '#,##0', qty: '#,##0.###', money: MONEY_NUMBER_FORMAT } as const;
type Kind = keyof typeof FORMATS | 'text';

/** A sheet of `rows` under `columns` (each its header and kind); money cells are cents, written as yuan numbers. */
function sheet(
  name: string,
  columns: readonly (readonly [string, Kind])[],
  rows: readonly (readonly (string | number)[])[],
): Sheet<Buffer> {
  const cell = (v: string | number, kind: Kind): CellObject =>
    kind === 'text'
      ? { value: String(v) }
      : { value: kind === 'money' ? (yuanNumber(v) ?? 0) : Number(v), type: Number, format: FORMATS[kind] };
  return {
    sheet: name,
    stickyRowsCount: 1,
    columns: columns.map((_, i) => ({ width: i === 0 ? 18 : 16 })),
    data: [
      columns.map(([header]) => ({ value: header, fontWeight: 'bold' as const })),
      ...rows.map((r) => r.map((v, i) => cell(v, columns[i]?.[1] ?? 'text'))),
    ],
  };
}

/** The three reports of a period in one workbook, a sheet each, as the chart page shows them. */
async function salesWorkbook(
  trend: Awaited<ReturnType<typeof salesByDay>>,
  cats: Awaited<ReturnType<typeof salesByCategory>>,
  byShop: Awaited<ReturnType<typeof salesByShop>>,
  lang: Lang,
): Promise<Buffer> {
  const t = (k: string) => SHEET_TITLES[k]![lang];
  // Loaded at the first download rather than at start.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile([
    sheet(
      t('trend'),
      [
        [t('day'), 'text'],
        [t('orders'), 'count'],
        [t('amount'), 'money'],
        [t('refunded'), 'money'],
      ],
      trend.map((d) => [d.day, d.orders, d.amount, d.refunded]),
    ),
    sheet(
      t('category'),
      [
        [t('categoryName'), 'text'],
        [t('qty'), 'qty'],
        [t('goodsAmount'), 'money'],
      ],
      cats.map((c) => [c.category, c.qty, c.amount]),
    ),
    sheet(
      t('shop'),
      [
        [t('shopName'), 'text'],
        [t('orders'), 'count'],
        [t('amount'), 'money'],
      ],
      byShop.map((s) => [s.shop, s.orders, s.amount]),
    ),
  ]).toBuffer();
}

type PeriodContract =
  | typeof API.reports.salesTrend
  | typeof API.reports.categorySales
  | typeof API.reports.shopSales
  | typeof API.reports.salesExport;

/** A report over the period its query names, in the store's time zone. */
function periodRoute<C extends PeriodContract>(
  contract: C,
  answer: (ctx: UserContext, period: Period, timeZone: string) => Promise<Outcome<C>>,
) {
  return route(contract, {
    handler: (ctx, { query }) => {
      const timeZone = ctx.deps.config.TIME_ZONE;
      return answer(ctx as UserContext, period(query, timeZone), timeZone);
    },
  });
}

export const reportRoutes = [
  route(API.workbench.salesSummary, {
    // Without a period: today and this month so far (the workbench); with one: its totals.
    handler: async ({ db, deps }, { query }) => {
      const timeZone = deps.config.TIME_ZONE;
      if (query.start === undefined && query.end === undefined) {
        const { today, month } = currentPeriods(deps.now(), timeZone);
        return { today: await salesTotals(db, today), month: await salesTotals(db, month) };
      }
      return salesTotals(db, period(query, timeZone));
    },
  }),
  periodRoute(API.reports.salesTrend, ({ db }, p, tz) => salesByDay(db, p, tz)),
  periodRoute(API.reports.categorySales, ({ db }, p) => salesByCategory(db, p)),
  periodRoute(API.reports.shopSales, ({ db, lang }, p) => salesByShop(db, p, lang)),
  periodRoute(API.reports.salesExport, async ({ db, lang, reply }, p, tz) => {
    const file = await salesWorkbook(
      await salesByDay(db, p, tz),
      await salesByCategory(db, p),
      await salesByShop(db, p, lang),
      lang,
    );
    const name = `${SHEET_TITLES.file![lang]}-${formatDate(p.start, tz)}-${formatDate(p.end, tz)}`;
    return reply.type(XLSX_TYPE).header('content-disposition', contentDisposition(name)).send(file);
  }),
];
