import type { StoreDb } from '@yanye/addon-kit/server';
import { logisticsCompanies } from './tables';

/** The couriers most Chinese stores ship with, by their open-platform codes (Cainiao cpCode). */
export const COMMON_COMPANIES = [
  { name: '顺丰速运', code: 'SF', phone: '95338', site: 'https://www.sf-express.com', sort: 80 },
  { name: '中通快递', code: 'ZTO', phone: '95311', site: 'https://www.zto.com', sort: 70 },
  { name: '圆通速递', code: 'YTO', phone: '95554', site: 'https://www.yto.net.cn', sort: 60 },
  { name: '韵达快递', code: 'YUNDA', phone: '95546', site: 'https://www.yundaex.com', sort: 50 },
  { name: '申通快递', code: 'STO', phone: '95543', site: 'https://www.sto.cn', sort: 40 },
  { name: '京东物流', code: 'JD', phone: '950616', site: 'https://www.jdl.com', sort: 30 },
  { name: '邮政EMS', code: 'EMS', phone: '11183', site: 'https://www.ems.com.cn', sort: 20 },
  { name: '德邦快递', code: 'DBL', phone: '95353', site: 'https://www.deppon.com', sort: 10 },
] as const;

/** Adds the common couriers the store does not have yet (by name or code); answers how many were added. */
export async function addCommonCompanies(db: StoreDb, now: number, disabled: readonly string[] = []) {
  const added = await db
    .insert(logisticsCompanies)
    .values(
      COMMON_COMPANIES.map((c) => ({
        ...c,
        status: disabled.includes(c.code) ? 0 : 1,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: logisticsCompanies.id });
  return added.length;
}
