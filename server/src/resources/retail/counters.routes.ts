import { eq, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { orders, refunds } from '../../db/schema';
import { countWhere } from '../../engine/query';
import { userRoute } from '../../platform/route';
import { ORDER_TABS, type OrderTab, REFUND_TABS } from './tabs';

const TAB_NAMES = Object.keys(ORDER_TABS) as OrderTab[];

const OrderCountQuery = z.object({
  /** Comma-separated counters: submit, pay, send. */
  order_status: z
    .string()
    .default('submit,pay')
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(z.array(z.enum(TAB_NAMES)).min(1).max(TAB_NAMES.length)),
  /** 2: the pick-up and in-shop variant, whose paid orders wait to be consumed rather than shipped. */
  freight_mode: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
});

/** Each named condition's count, in one scan. */
function countsOf<K extends string>(conditions: Readonly<Record<K, SQL>>) {
  return Object.fromEntries(
    Object.entries(conditions).map(([k, where]) => [k, countWhere(where as SQL)]),
  ) as Record<K, SQL<number>>;
}

export const counterRoutes = [
  userRoute({
    method: 'GET',
    url: '/v1/seller/order/OrderCount',
    query: OrderCountQuery,
    // API.md §7: `submit,pay` answers {submit, pay}; with freight_mode 2 the answer is {submit, send}.
    handler: async ({ db }, { query }) => {
      const wanted: OrderTab[] =
        query.freight_mode === 2 ? ['submit', 'send'] : [...new Set(query.order_status)];
      const conditions = Object.fromEntries(wanted.map((k) => [k, ORDER_TABS[k]])) as Record<OrderTab, SQL>;
      // Only the counted orders are read (the status index finds them), not the store's whole history.
      const [row] = await db.tx
        .select(countsOf(conditions))
        .from(orders)
        .where(
          db.where(
            orders,
            query.freight_mode ? eq(orders.freightMode, query.freight_mode) : undefined,
            or(...Object.values(conditions)),
          ),
        );
      return Object.fromEntries(wanted.map((k) => [k, Number(row?.[k] ?? 0)]));
    },
  }),

  userRoute({
    method: 'GET',
    url: '/v1/seller/refund/RefundCount',
    handler: async ({ db }) => {
      const [row] = await db.tx
        .select(countsOf(REFUND_TABS))
        .from(refunds)
        .where(db.where(refunds, or(...Object.values(REFUND_TABS))));
      return { refund: Number(row?.refund ?? 0), return: Number(row?.return ?? 0) };
    },
  }),
];
