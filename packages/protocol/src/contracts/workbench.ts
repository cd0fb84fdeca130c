import { T } from '@yanye/i18n';
import { z } from 'zod';
import { get, post } from '../contract';
import { line, paragraph, plainText, seconds } from '../schemas';

/** The workbench: quick menus, the counters of orders and refunds, and the sales of today and this month. */

/** A quick menu's fields. */
const MENU_LABELS = {
  path: T('页面地址'),
  full_path: T('完整地址'),
  name: T('菜单名称'),
  title: T('标题'),
  menu_data: T('快捷菜单'),
};

const MenuInput = z.object({
  /** The page's path; its query, if any, goes in `full_path`. */
  path: line(200).min(1),
  full_path: line(500).optional(),
  name: line(100).optional(),
  /** Ignored: the title is the catalogue's. */
  title: plainText(100).optional(),
});

export const quickMenuList = get('/v1/seller/quickmenu/QuickMenuList', {
  summary: "The signed-in user's quick menus, in order (pages they may no longer open are left out)",
  access: 'base',
  response: z.array(
    z.object({
      path: z.string(),
      full_path: z.string(),
      name: z.string(),
      title: z.string(),
      icon: z.string(),
    }),
  ),
});

export const quickMenuAdd = post('/v1/seller/quickmenu/QuickMenuAdd', {
  summary: 'Add a quick menu (at most 16, no duplicates, not the workbench)',
  access: 'base',
  labels: MENU_LABELS,
  body: MenuInput,
  response: z.object({ path: z.string() }),
});

export const quickMenuAdds = post('/v1/seller/quickmenu/QuickMenuAdds', {
  summary: 'Replace the quick menus with a list, in order, under the same rules',
  access: 'base',
  labels: MENU_LABELS,
  body: z.object({
    /** The menus as JSON text: `[{"path": "...", "full_path": "..."}]`. */
    menu_data: paragraph(20_000),
  }),
  response: z.object({ count: z.number().int() }),
});

export const quickMenuDel = post('/v1/seller/quickmenu/QuickMenuDel', {
  summary: 'Remove a quick menu by its path',
  access: 'base',
  labels: MENU_LABELS,
  body: z.object({ path: line(200).min(1) }),
  response: z.object({ removed: z.number().int() }),
});

export const ORDER_COUNTERS = ['submit', 'pay', 'send'] as const;

export const orderCount = get('/v1/seller/order/OrderCount', {
  summary: 'Orders unpaid, to ship, and to be received or consumed (the menu badges, docs/retail.md)',
  labels: { order_status: T('订单状态'), freight_mode: T('配送方式') },
  query: z.object({
    /** Comma-separated counters: submit, pay, send. */
    order_status: z
      .string()
      .default('submit,pay')
      .transform((v) => v.split(',').map((s) => s.trim()))
      .pipe(z.array(z.enum(ORDER_COUNTERS)).min(1).max(ORDER_COUNTERS.length)),
    /** 2: the pick-up and in-shop variant, whose paid orders wait to be consumed rather than shipped. */
    freight_mode: z.coerce
      .number<number | string>()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .optional(),
  }),
  response: z.partialRecord(z.enum(ORDER_COUNTERS), z.number().int()),
});

export const refundCount = get('/v1/seller/refund/RefundCount', {
  summary: 'Money-only refunds and returns waiting for the seller',
  response: z.object({ refund: z.number().int(), return: z.number().int() }),
});

/** Sales of a period, in cents. */
export const SalesTotals = z.object({
  orders: z.number().int(),
  amount: z.number().int(),
  refunded: z.number().int(),
  buyers: z.number().int(),
  average: z.number().int(),
});

/**
 * One end of a report's period: unix seconds, or a day (`2026-11-22`) of the store's time zone, whose first
 * second starts a period and whose last second ends one.
 */
export const periodEnd = z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), seconds]);

export const Period = z.object({ start: periodEnd, end: periodEnd });

/** A period's ends, as a report's date range names them. */
export const PERIOD_LABELS = { start: T('开始日期'), end: T('结束日期') };

export const salesSummary = get('/v1/seller/report/SalesSummary', {
  summary: "Today's and this month's sales (the workbench), or one period's totals",
  labels: PERIOD_LABELS,
  query: Period.partial(),
  response: z.union([z.object({ today: SalesTotals, month: SalesTotals }), SalesTotals]),
});

/** What a new store sets up first, in the order the workbench's checklist shows (the catalogue gives each its page). */
export const SETUP_STEP_KEYS = ['shop', 'warehouse', 'unit', 'goods', 'payment', 'operator'] as const;
export type SetupStep = (typeof SETUP_STEP_KEYS)[number];

export const setupChecklist = get('/v1/seller/setup/SetupChecklist', {
  summary: "The store's first-day checklist: each step and whether it is done, and whether it was dismissed",
  access: 'base',
  response: z.object({
    /** When someone of the store put the checklist away (0: never). */
    dismissed_at: z.number().int(),
    steps: z.array(z.object({ key: z.enum(SETUP_STEP_KEYS), done: z.boolean() })),
  }),
});

export const setupDismiss = post('/v1/seller/setup/SetupDismiss', {
  summary: "Put the store's first-day checklist away (for everyone of the store)",
  access: 'base',
  body: z.object({}),
  response: z.object({ dismissed_at: z.number().int() }),
});
