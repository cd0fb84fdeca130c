import { pageByPath } from '@yanye/catalog';
import { departments, quickMenus, shops, type Tx } from '@yanye/framework/server';
import { and, eq } from 'drizzle-orm';
import { clockIns } from '../resources/retail/tables';

const DAY = 86_400;

/** Shops of a demo store, by district of its city; the last one has closed and sits in the recycle bin. */
const SHOPS: readonly (readonly [name: string, district: string, manager: string, hours: string])[] = [
  ['旗舰店', '中心城区人民路 18 号', '马超', '08:00-21:00'],
  ['东区店', '东区建设路 126 号', '刘洋', '08:30-20:30'],
  ['西区店', '西区解放路 57 号', '孙静', '08:30-20:30'],
  ['高新区店', '高新区科学大道 200 号', '赵磊', '09:00-21:00'],
  ['农贸市场店', '南关农贸市场 A 区 12 号', '周芳', '06:00-18:00'],
  ['火车站店', '火车站东广场 3 号', '黄勇', '07:00-22:00'],
];

/** The demo store's shops; answers the ids of those in business, for orders and clock-ins to name. */
export async function seedShops(
  tx: Tx,
  supplierId: number,
  brand: string,
  city: string,
  now: number,
): Promise<number[]> {
  const rows = await tx
    .insert(shops)
    .values(
      SHOPS.map(([name, address, manager, hours], i) => ({
        supplierId,
        name: `${brand}${name}`,
        manager,
        phone: `1370001${String(supplierId).padStart(2, '0')}${String(i + 1).padStart(2, '0')}`,
        address: `${city}${address}`,
        hours,
        status: i === SHOPS.length - 2 ? 0 : 1,
        sort: SHOPS.length - i,
        deletedAt: i === SHOPS.length - 1 ? now - 12 * DAY : null,
        createdAt: now - (380 - i * 40) * DAY,
        updatedAt: now - 12 * DAY,
      })),
    )
    .returning({ id: shops.id, deletedAt: shops.deletedAt });
  return rows.filter((r) => r.deletedAt === null).map((r) => r.id);
}

/** Once the departments exist: the shop operations department runs the shops. */
export async function assignShops(tx: Tx, supplierId: number): Promise<void> {
  const [ops] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.supplierId, supplierId), eq(departments.name, '门店运营部')))
    .limit(1);
  if (ops) await tx.update(shops).set({ deptId: ops.id }).where(eq(shops.supplierId, supplierId));
}

/** Thirty days of clocking in and out: each person works at one shop, most days, around opening time. */
export async function seedClockIns(
  tx: Tx,
  supplierId: number,
  people: readonly number[],
  shopIds: readonly number[],
  city: string,
  rand: () => number,
  now: number,
): Promise<void> {
  if (shopIds.length === 0) return;
  const rows: (typeof clockIns.$inferInsert)[] = [];
  people.forEach((accountId, n) => {
    const shopId = shopIds[n % shopIds.length]!;
    for (let day = 30; day >= 1; day--) {
      if (rand() < 0.2) continue;
      const start = now - day * DAY - (now % DAY);
      const lng = (113.6 + rand() * 0.1).toFixed(6);
      const lat = (34.7 + rand() * 0.1).toFixed(6);
      const at = (hour: number) => start + hour * 3600 + Math.floor(rand() * 1800) - 900;
      const place = {
        supplierId,
        accountId,
        shopId,
        location: `${city}${n % 2 ? '东区' : '中心城区'}`,
        lng,
        lat,
      };
      rows.push({ ...place, kind: 'in', clockTime: at(0.5), createdAt: at(0.5) });
      rows.push({ ...place, kind: 'out', clockTime: at(10), createdAt: at(10) });
    }
  });
  if (rows.length) await tx.insert(clockIns).values(rows);
}

/** The workbench's quick menus of a demo main account: the pages a merchant opens every day. */
export const DEFAULT_QUICK_MENUS: readonly string[] = [
  '/dataDetails/order/manage',
  '/dataDetails/refund/manage',
  '/goods/list/manageShow',
  '/inventory/stock/manage',
  '/report/chart',
  '/dataDetails/shop/manage',
];

export async function seedQuickMenus(
  tx: Tx,
  supplierId: number,
  accountId: number,
  paths: readonly string[],
): Promise<void> {
  const menus = paths.flatMap((path) => {
    const page = pageByPath(path);
    return page ? [{ supplierId, accountId, path, fullPath: path, name: page.name }] : [];
  });
  if (menus.length) await tx.insert(quickMenus).values(menus.map((m, sort) => ({ ...m, sort })));
}
