import { cellRenderers } from '@yanye/framework/web';
import { type API, type ColumnMeta, formatMoney, type OutputOf, type TableMeta } from '@yanye/protocol';
import type { ReactNode } from 'react';

/** One order as `API.retail.orderInfo` answers it. */
export type Order = OutputOf<typeof API.retail.orderInfo>;
export type OrderLine = Order['lines'][number];
export type AfterSale = Order['refunds'][number];

/** The order as the list's own metadata says it: a field's title, and its value as the list would show it. */
export interface OrderReader {
  readonly label: (name: string) => string;
  readonly show: (name: string) => ReactNode;
  readonly text: (name: keyof Order) => string;
  readonly yuan: (name: keyof Order) => string;
}

export function orderReader(order: Order, meta: TableMeta): OrderReader {
  const col = (name: string) => meta.rows[name] as ColumnMeta | undefined;
  const value = (name: string) => (order as Readonly<Record<string, unknown>>)[name];
  return {
    label: (name) => col(name)?.title ?? name,
    show: (name) => {
      const c = col(name);
      return c
        ? cellRenderers[c.type === 'hide' ? 'text' : c.type](value(name), c)
        : String(value(name) ?? '');
    },
    text: (name) => String(order[name] ?? ''),
    yuan: (name) => formatMoney(order[name]),
  };
}
