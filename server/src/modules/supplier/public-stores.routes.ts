import { rawRows, route } from '@yanye/framework/server';
import { API } from '@yanye/protocol';
import { sql } from 'drizzle-orm';

interface StoreRow {
  supplier_id: number;
  login_name: string;
  store_name: string;
  logo: string;
  industry_type: 'salt' | 'grain' | 'offlinepay';
  certified: boolean;
  intro: string;
  store_domain: string;
  created_at: string | number;
}

/**
 * The public list of stores (no session): read through two database functions that answer only a storefront's
 * fields (drizzle/repeatable/tenancy.sql), since no store is known and the stores' own rows are walled off.
 */
export const publicStoreRoutes = [
  route(API.account.supplierList, {
    handler: async ({ deps }, { query }) => {
      const industry = query.industry_type ?? '';
      const offset = (query.page - 1) * query.limit;
      const [rows, [total]] = await Promise.all([
        rawRows<StoreRow>(
          deps.database.db,
          sql`select * from public_store_page(${query.keyword}, ${industry}, ${query.limit}, ${offset})`,
        ),
        rawRows<{ n: string | number }>(
          deps.database.db,
          sql`select public_store_count(${query.keyword}, ${industry}) as n`,
        ),
      ]);
      return {
        list: rows.map((r) => ({
          supplier_id: Number(r.supplier_id),
          login_name: r.login_name,
          store_name: r.store_name,
          logo: r.logo,
          industry_type: r.industry_type,
          certified: r.certified ? 1 : 0,
          intro: r.intro,
          store_domain: r.store_domain,
          created_at: Number(r.created_at),
        })),
        count: Number(total?.n ?? 0),
        page: query.page,
        limit: query.limit,
      };
    },
  }),
];
