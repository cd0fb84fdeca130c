import {
  accounts,
  addonSettings,
  bankCards,
  goods,
  materialUnits,
  route,
  type StoreDb,
  storeSettings,
  suppliers,
  warehouses,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API, SETUP_STEP_KEYS, type SetupStep } from '@yanye/protocol';
import { and, eq, sql } from 'drizzle-orm';

/** The checklist's record in `store_settings`: when it was put away, and by whom. */
const RECORD = 'setup_checklist';

const SAID = T('关闭了开店指引');

/** Whether a query of the store's rows finds one. */
const any = async (query: Promise<readonly unknown[]>): Promise<boolean> => (await query).length > 0;

/**
 * What makes each step done, read from the store's own records: the shop's details filled in, a warehouse, a
 * unit, a goods, somewhere for the takings (a bank card, or the payment-settlement add-on's settings saved), an
 * operator besides the store's own account.
 */
const DONE: Readonly<Record<SetupStep, (db: StoreDb) => Promise<boolean>>> = {
  shop: async (db) => {
    const [store] = await db
      .select({ logo: suppliers.logo, phone: suppliers.phone, address: suppliers.address })
      .from(suppliers);
    return store !== undefined && store.logo !== '' && store.phone !== '' && store.address !== '';
  },
  warehouse: (db) => any(db.select({ one: sql`1` }).from(warehouses).limit(1)),
  unit: (db) => any(db.select({ one: sql`1` }).from(materialUnits).limit(1)),
  goods: (db) => any(db.select({ one: sql`1` }).from(goods).limit(1)),
  payment: async (db) =>
    (await any(db.select({ one: sql`1` }).from(bankCards).limit(1))) ||
    any(
      db
        .select({ one: sql`1` })
        .from(addonSettings)
        .where(and(eq(addonSettings.key, 'settlement'), sql`${addonSettings.updatedAt} > 0`))
        .limit(1),
    ),
  operator: (db) => any(db.select({ one: sql`1` }).from(accounts).where(eq(accounts.isMain, false)).limit(1)),
};

async function dismissedAt(db: StoreDb): Promise<number> {
  const [row] = await db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(eq(storeSettings.name, RECORD));
  return Number(row?.value.dismissed_at ?? 0);
}

/**
 * Puts the checklist away for the whole store, once: the first time is kept. The demo seed does it too for its
 * stores, established businesses past their first day, whose workbench would otherwise open on it.
 */
export async function putAwayChecklist(db: StoreDb, accountId: number, at: number): Promise<void> {
  await db
    .insert(storeSettings)
    .values({ name: RECORD, value: { dismissed_at: at }, updatedBy: accountId, updatedAt: at })
    .onConflictDoNothing();
}

/** The workbench's first-day checklist: read by everyone of the store, put away for all by any of them. */
export const setupRoutes = [
  route(API.workbench.setupChecklist, {
    handler: async ({ db }) => {
      // One after another: the queries share the request's transaction.
      const steps: { key: SetupStep; done: boolean }[] = [];
      for (const key of SETUP_STEP_KEYS) steps.push({ key, done: await DONE[key](db) });
      return { dismissed_at: await dismissedAt(db), steps };
    },
  }),

  route(API.workbench.setupDismiss, {
    handler: async ({ db, principal, deps }) => {
      const already = await dismissedAt(db);
      if (already > 0) return { dismissed_at: already };
      await putAwayChecklist(db, principal.accountId, deps.now());
      return { dismissed_at: await dismissedAt(db) };
    },
    audit: () => ({ said: { text: SAID } }),
  }),
];
