import { countWhere, orders, refunds, route } from '@yanye/framework/server';
import { API } from '@yanye/protocol';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { ORDER_TABS, type OrderTab, REFUND_TABS } from './tabs';

const _TAB_NAMES = Object.keys(ORDER_TABS) as OrderTab[];

/** Each named condition's count, in one scan. */
function countsOf<K extends string>(conditions: Readonly<Record<K, SQL>>) {
  return Object.fromEntries(
    Object.entries(conditions).map(([k, where]) => [k, countWhere(where as SQL)]),
  ) as Record<K, SQL<number>>;
}

export const counterRoutes = [
  route(API.workbench.orderCount, {
    // `submit,pay` answers {submit, pay}; with freight_mode 2 the answer is {submit, send}.
    handler: async ({ db }, { query }) => {
      const wanted: OrderTab[] =
        query.freight_mode === 2 ? ['submit', 'send'] : [...new Set(query.order_status)];
      const conditions = Object.fromEntries(wanted.map((k) => [k, ORDER_TABS[k]])) as Record<OrderTab, SQL>;
      // Only the counted orders are read (the status index finds them), not the store's whole history.
      const [row] = await db
        .select(countsOf(conditions))
        .from(orders)
        .where(
          and(
            query.freight_mode ? eq(orders.freightMode, query.freight_mode) : undefined,
            or(...Object.values(conditions)),
          ),
        );
      return Object.fromEntries(wanted.map((k) => [k, Number(row?.[k] ?? 0)]));
    },
  }),

  route(API.workbench.refundCount, {
    handler: async ({ db }) => {
      const [row] = await db
        .select(countsOf(REFUND_TABS))
        .from(refunds)
        .where(or(...Object.values(REFUND_TABS)));
      return { refund: Number(row?.refund ?? 0), return: Number(row?.return ?? 0) };
    },
  }),
];
