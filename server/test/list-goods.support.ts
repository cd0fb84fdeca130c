import { rawRows, withStore } from '@yanye/framework/server';
import type { TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import pg from 'pg';

// What the tests of the list's pages by key (list-seek) and of its counts (list-count) share: the goods list, its
// count's answer, and goods made in numbers.

export const LIST = '/v1/seller/goods/GoodsShowManage';

export interface Counted {
  count: number;
  totalrow: Record<string, number>;
  estimated?: true;
}

/** Many goods at once, as the database's owner (PostgreSQL only), then the table analysed. */
export async function asOwner(t: TestApp, text: string, values: unknown[]): Promise<void> {
  const owner = new pg.Client({ connectionString: t.url });
  await owner.connect();
  try {
    await owner.query(text, values);
    await owner.query('analyze goods');
  } finally {
    await owner.end();
  }
}

/** 90 goods of the salt store named `寻页…`, prices and sales in a few values each (many ties), some in the warehouse. */
export async function addGoods(t: TestApp, store: number): Promise<void> {
  await withStore(t.database.db, store, (db) =>
    rawRows(
      db.tx,
      sql`insert into goods (supplier_id, cat_id, name, code, spec, unit, price, stock, sales, is_show, sort, created_at)
          select ${store}, (select id from goods_cats where supplier_id = ${store} order by id limit 1),
                 case when g % 4 = 0 then 'SEEK寻页 ' else '寻页盐 ' end || g, 'S' || g, '1kg', '袋',
                 (array[300, 100, 200])[1 + g % 3], (g % 5) * 1.5, (g % 2) * 3,
                 case when g % 7 = 0 then 0 else 1 end, 0, 1700000000 + g
            from generate_series(1, 90) g`,
    ),
  );
}
