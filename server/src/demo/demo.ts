import { entityByName, PAGES } from '@yanye/catalog';
import {
  type AppDb,
  accountRoles,
  accounts,
  addonSettings,
  type DemoStore,
  demoSequence,
  type FileStore,
  hashPassword,
  loginLogs,
  operatorLogs,
  roles,
  StoreDb,
  safeSettings,
  supplierAddons,
  suppliers,
  type Tx,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API, sentenceOf } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { ADDON_SERVERS } from '../installed-addons';
import { putAwayChecklist } from '../modules/workbench/setup.routes';
import { RESOURCES } from '../resources';
import { seedMemberWallets } from '../resources/finance/member/demo';
import { seedPayCash } from '../resources/finance/paycash/demo';
import { seedPaymentWallet } from '../resources/finance/payment/payment.demo';
import { seedGoodsSupply } from '../resources/goods/supply.demo';
import { seedJob } from '../resources/job/demo';
import { seedRecycle } from '../resources/recycle/demo';
import { seedGoods } from './goods';
import { isClerkPage, seedJxc } from './jxc';
import { seedOrders } from './orders';
import { DEMO_PICTURES, type DemoPictures, drawDemoPictures } from './pictures';
import { seedPlatform } from './platform';
import { assignShops, DEFAULT_QUICK_MENUS, seedClockIns, seedQuickMenus, seedShops } from './retail';
import { DEMO_PASSWORD, DEMO_STORES } from './stores';
import { seedSystem } from './sys';
import { seedSysApp } from './sys-app';
import { seedAccessIps } from './sys-safe';

/** Seeding the demo stores (stores.ts names them) with each section's and each add-on's demo business. */

const DAY = 86_400;

/** The operator log's first entry of a demo store: the store opened with its data. */
const OPENED = {
  text: T('开通店铺并初始化演示数据'),
};

/** The warehouse clerk's role: the inventory pages, and the APIs they call. */
export function clerkRole(): { pathArr: string[]; apiArr: string[] } {
  const pages = PAGES.filter(isClerkPage);
  return {
    pathArr: pages.map((p) => p.path),
    apiArr: [...new Set(pages.flatMap((p) => p.api))],
  };
}

/** The demo rows each entity declares (its `demo`), for a store whose route set has the entity's pages. */
async function seedEntities(
  db: StoreDb,
  store: DemoStore,
  now: number,
  pictures: DemoPictures,
): Promise<void> {
  for (const def of RESOURCES) {
    const group = entityByName(def.name)?.group;
    if (!def.demo || !group?.industries.includes(store.industryType)) continue;
    // An add-on's entities have demo rows only in the stores that have it installed.
    if (group.pluginKey !== undefined && !store.addons.includes(group.pluginKey)) continue;
    const rows = def.demo({ storeName: store.storeName, industry: store.industryType, now, pictures });
    if (rows.length > 0) await db.insert(def.table).values(rows as never);
  }
}

/**
 * Seeds the demo stores (README.md, 'Demo accounts') when the database has no store. Runs as the owner, in one
 * transaction.
 */
export async function seedDemo(
  db: AppDb,
  files?: FileStore,
  progress?: (store: string, done: number, of: number) => void,
): Promise<void> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(suppliers);
  if ((existing[0]?.n ?? 0) > 0) return;
  // Without a file store (the tests' template) the pictures are named but not drawn.
  if (files) await drawDemoPictures(files);
  const pictures = DEMO_PICTURES;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Math.floor(Date.now() / 1000);
  const rand = demoSequence(20_260_101);

  await db.transaction(async (tx) => {
    // The demo's history is no news: its orders and refunds raise no live events (docs/live.md).
    await tx.execute(sql`select set_config('app.live_quiet', 'on', true)`);
    for (const [index, store] of DEMO_STORES.entries()) {
      progress?.(store.storeName, index, DEMO_STORES.length);
      const [supplier] = await tx
        .insert(suppliers)
        .values({
          loginName: store.loginName,
          storeName: store.storeName,
          industryType: store.industryType,
          isUnion: store.isUnion,
          phone: store.phone,
          contactName: store.adminName,
          address: store.address,
          intro: store.intro,
          storeDomain: `${store.loginName}.yanye.example`,
          certStatus: 2,
          mainUsername: store.admin,
          createdAt: now - 400 * DAY,
        })
        .returning({ id: suppliers.id });
      const supplierId = supplier!.id;
      await tx.insert(safeSettings).values({ supplierId });
      if (store.addons.length > 0) {
        await tx
          .insert(supplierAddons)
          .values(store.addons.map((key) => ({ supplierId, key, createdAt: now - 300 * DAY })));
        await tx
          .insert(addonSettings)
          .values(store.addons.map((key) => ({ supplierId, key, createdAt: now - 300 * DAY })));
      }
      const [admin] = await tx
        .insert(accounts)
        .values({
          supplierId,
          username: store.admin,
          passwordHash,
          nickName: store.adminName,
          realName: store.adminName,
          phone: store.phone,
          isMain: true,
          createdAt: now - 400 * DAY,
        })
        .returning({ id: accounts.id });

      let shopIds: number[] = [];
      if (store.industryType !== 'offlinepay') {
        await seedGoods(tx as unknown as Tx, supplierId, store.industryType, rand, now);
        const brand = store.storeName.slice(0, 2);
        shopIds = await seedShops(tx as unknown as Tx, supplierId, brand, store.city, now);
        await seedOrders(tx as unknown as Tx, supplierId, store.city, shopIds, rand, now);
        if (store.isUnion)
          await seedPaymentWallet(new StoreDb(tx as unknown as Tx, supplierId), admin!.id, now);
        await seedQuickMenus(tx as unknown as Tx, supplierId, admin!.id, DEFAULT_QUICK_MENUS);
      }

      const people = [{ id: admin!.id, username: store.admin, isMain: true }];
      if (store.loginName === 'xinyan') {
        const [role] = await tx
          .insert(roles)
          .values({
            supplierId,
            name: '仓管员',
            description: '仓库管理员：只管进销存单据与库存',
            ...clerkRole(),
          })
          .returning({ id: roles.id });
        const [clerk] = await tx
          .insert(accounts)
          .values({
            supplierId,
            username: 'clerk',
            passwordHash,
            nickName: '小陈',
            realName: '陈晓明',
            phone: '13900010009',
            createdAt: now - 200 * DAY,
          })
          .returning({ id: accounts.id });
        await tx.insert(accountRoles).values({ supplierId, accountId: clerk!.id, roleId: role!.id });
        people.push({ id: clerk!.id, username: 'clerk', isMain: false });
      }

      if (store.industryType !== 'offlinepay') {
        const clerk = people.find((p) => p.username === 'clerk');
        await seedJxc(
          tx as unknown as Tx,
          supplierId,
          store.industryType,
          { admin: admin!.id, ...(clerk ? { clerk: clerk.id } : {}) },
          rand,
          now,
        );
        await assignShops(tx as unknown as Tx, supplierId);
        const staff = people.map((p) => p.id);
        await seedClockIns(tx as unknown as Tx, supplierId, staff, shopIds, store.city, rand, now);
      }
      await seedEntities(new StoreDb(tx as unknown as Tx, supplierId), store, now, pictures);
      await seedSystem(new StoreDb(tx as unknown as Tx, supplierId), store.industryType, now);
      await seedSysApp(new StoreDb(tx as unknown as Tx, supplierId), store, admin!.id, now);
      // Members' wallets and the shops' face-to-face payments, booked through the ledger (none without members).
      await seedMemberWallets(new StoreDb(tx as unknown as Tx, supplierId), now);
      await seedPayCash(new StoreDb(tx as unknown as Tx, supplierId), now);
      // Goods supply, recycling and recruitment, each section's own business.
      await seedGoodsSupply(new StoreDb(tx as unknown as Tx, supplierId), store, now);
      await seedRecycle(new StoreDb(tx as unknown as Tx, supplierId), store, now, pictures);
      await seedJob(new StoreDb(tx as unknown as Tx, supplierId), store, now);
      // Each installed add-on's own business (addons/<key>/server), after the goods, orders and members.
      for (const addon of ADDON_SERVERS) {
        if (!store.addons.includes(addon.key) && !addon.builtInFor?.includes(store.industryType)) continue;
        const db = new StoreDb(tx as unknown as Tx, supplierId);
        await addon.seed?.(db, { store, now, pictures, adminId: admin!.id });
      }

      // Ninety days of sign-ins, most of them successful, from a handful of office addresses.
      const logins = [];
      for (let day = 90; day >= 1; day--) {
        for (const person of people) {
          if (rand() < 0.3) continue;
          const at = now - day * DAY + Math.floor(8 * 3600 + rand() * 10 * 3600);
          const failed = rand() < 0.08;
          logins.push({
            supplierId,
            accountId: person.id,
            username: person.username,
            isMain: person.isMain,
            success: !failed,
            reason: failed ? 'password' : '',
            ip: `192.0.2.${10 + Math.floor(rand() * 20)}`,
            userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0',
            createdAt: at,
          });
        }
      }
      await tx.insert(loginLogs).values(logins);
      await seedAccessIps(tx as unknown as Tx, supplierId, now);
      // Established businesses, long past their first day: their owner put the first-day checklist away when the
      // store was new, so their workbench opens on the business. A store through onboarding still gets it.
      await putAwayChecklist(new StoreDb(tx as unknown as Tx, supplierId), admin!.id, now - 390 * DAY);
      await tx.insert(operatorLogs).values({
        supplierId,
        accountId: admin!.id,
        username: store.admin,
        api: API.roles.roleAdd.path,
        target: '',
        summary: sentenceOf(OPENED, 'zh'),
        detail: OPENED,
        ip: '192.0.2.10',
        createdAt: now - 90 * DAY,
      });
    }
    await seedPlatform(tx as unknown as Tx, passwordHash, now);
  });
}
