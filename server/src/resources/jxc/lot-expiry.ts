import { countWhere, DB_NOW, type ListTabDef, route, storeSettings } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API, type InventorySettings, LOT_EXPIRY_DAYS } from '@yanye/protocol';
import { and, eq, getTableName, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { lotStocks, lots } from './tables';

// When a lot nears its expiry and when it has expired (docs/inventory.md, "Lots, expiry and recalls"), said once
// for the lot stock list's tabs, the workbench's counters and the bell's hourly watch (lot-watch.ts), so that the
// three always agree. Lists read the database's clock, as every list does; the watch its own `now`.

/** The store's settings record that holds the warning days (the 进销存设置 page, modules/settings). */
export const INVENTORY_SETTINGS = 'inventory';

const DAYS_KEY: keyof InventorySettings = 'lot_expiry_days';

/**
 * The store's warning days, in SQL: its inventory settings' value when that is a whole number within today's
 * bounds, else the default, as `readSettings` reads a record (a value today's rules refuse gives way to the
 * default; a save writes the number the schema gave). `store` is the store's id, or its column in the query.
 */
export function expiryDays(store: PgColumn | number): SQL<number> {
  // A column named with its table: a query of one table names its columns bare, which here would be the
  // settings' own.
  const of =
    typeof store === 'number'
      ? sql`${store}`
      : sql`${sql.identifier(getTableName(store.table))}.${sql.identifier(store.name)}`;
  const v = sql`s.value -> ${DAYS_KEY}`;
  const n = sql`(${v})::numeric`;
  return sql<number>`coalesce((select case when jsonb_typeof(${v}) = 'number'
      and ${n} between ${LOT_EXPIRY_DAYS.min} and ${LOT_EXPIRY_DAYS.max} and ${n} % 1 = 0 then ${n}::int end
    from ${storeSettings} s where s.supplier_id = ${of} and s.name = ${INVENTORY_SETTINGS}),
    ${LOT_EXPIRY_DAYS.default}::int)`.mapWith(Number);
}

/**
 * Days from the store's today to a lot's expiry day, by `now`: 0 on that day, below 0 once it is over. An expiry
 * is its day's first second on the store's clock, so whole days of 86,400 s from it fall on the same hour; where
 * the clocks change, the count turns an hour early or late.
 */
export const daysLeft = (now: SQL | number = DB_NOW): SQL<number> =>
  sql<number>`ceil((${lots.expiresAt} - (${now})::bigint) / 86400.0)::int`.mapWith(Number);

/** Stock of a lot still to be sold from: some of it in the warehouse, and the lot not recalled. */
export const HELD = and(sql`${lotStocks.qty} > 0`, eq(lots.status, 'active'))!;

/** A lot whose expiry day is over. */
export const expiredBy = (now: SQL | number): SQL => sql`${daysLeft(now)} < 0`;

/** A lot whose expiry day is today or within `days` days after it. */
export const expiringBy = (now: SQL | number, days: SQL | number): SQL =>
  sql`${daysLeft(now)} between 0 and (${days})::int`;

/**
 * The lot stock list's tabs 临期 and 已过期 (`?_tab=expiring`, `?_tab=expired`): rows of stock held of an active lot,
 * nearing its expiry within the store's warning days, or past it. The workbench counts the same rows.
 */
export const LOT_STOCK_TABS = {
  expiring: {
    title: T('临期'),
    where: and(HELD, expiringBy(DB_NOW, expiryDays(lots.supplierId)))!,
  },
  expired: { title: T('已过期'), where: and(HELD, expiredBy(DB_NOW))! },
} as const satisfies Record<string, ListTabDef & { where: SQL }>;

export const lotExpiryRoutes = [
  route(API.jxc.lotStockCount, {
    // The tabs' own conditions, over the rows either one holds, and the days they were taken with.
    handler: async ({ db }) => {
      const { expiring, expired } = LOT_STOCK_TABS;
      const [row] = await db
        .select({
          expiring: countWhere(expiring.where),
          expired: countWhere(expired.where),
          days: expiryDays(db.supplierId),
        })
        .from(lotStocks)
        .innerJoin(lots, eq(lots.id, lotStocks.lotId))
        .where(or(expiring.where, expired.where));
      return {
        expiring: Number(row?.expiring ?? 0),
        expired: Number(row?.expired ?? 0),
        days: Number(row?.days ?? LOT_EXPIRY_DAYS.default),
      };
    },
  }),
];
