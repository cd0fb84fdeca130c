import type { AddonDemoContext } from '../../../server/src/engine/addon';
import type { TenantDb } from '../../../server/src/platform/tenancy';
import { addDays, BANK_STAFF_NOS, bankDay, dayOf } from './bank';
import { bookNotice, reconcileDay } from './logs';
import { abcbankStaff } from './tables';

const DAYS = 21;

/** The demo merchants' numbers at the bank, by store; their setup is left for the operator to fill in. */
export const DEMO_MERCHANTS: Readonly<Record<string, string>> = {
  fenggu: '103882300041126',
  bianmin: '103371200058803',
};

const PEOPLE = [
  { name: '刘志强', phone: '13904510731' },
  { name: '孙丽娟', phone: '13845120618' },
  { name: '周建华', phone: '15846032277' },
  { name: '马晓燕', phone: '13969108452' },
  { name: '高文博', phone: '15153177306' },
  { name: '宋佳怡', phone: '18660125539' },
];

/** Branches near the store (the bank's customer managers work from them). */
function branchesOf(city: string): readonly string[] {
  if (city.startsWith('山东')) return ['济南历下支行', '济南泉城路支行', '济南经十路支行'];
  return ['五常市民乐支行', '五常市营城子支行', '哈尔滨道里支行'];
}

/**
 * The bank's staff serving the store, and three weeks of its finance log: each day's transactions as the bank
 * notified them, except the odd notice that never arrived, then reconciled against the day's statement, as the
 * daily pull does. The last two days wait for their statements. The offline-pay store has these without the
 * add-on: the bank pages are its whole console.
 */
export async function seedAbcbank(db: TenantDb, { store, now }: AddonDemoContext): Promise<void> {
  // Seeded once: a store that already has its staff has its demo (the reference tests seed again).
  const [had] = await db.select({ id: abcbankStaff.id }).from(abcbankStaff).limit(1);
  if (had) return;
  const branches = branchesOf(store.city);
  await db.insert(abcbankStaff).values(
    BANK_STAFF_NOS.map((staffNo, i) => ({
      name: PEOPLE[i]!.name,
      staffNo,
      branch: branches[i % branches.length]!,
      phone: PEOPLE[i]!.phone,
      status: i === BANK_STAFF_NOS.length - 1 ? 0 : 1,
      createdAt: now - (200 - i * 20) * 86_400,
      updatedAt: now - (200 - i * 20) * 86_400,
    })),
  );
  const merchant = DEMO_MERCHANTS[store.loginName] ?? '103880000000000';
  const today = dayOf(now);
  for (let ago = DAYS; ago >= 1; ago--) {
    const day = addDays(today, -ago);
    const statement = bankDay(merchant, day);
    for (const [i, trx] of statement.entries()) {
      // One notice in about twenty is lost on the way; the statement brings it in.
      if ((ago * 7 + i) % 19 === 3) continue;
      const told = ago === 9 && i === 1 ? { ...trx, Amount: shortBy(trx.Amount) } : trx;
      await bookNotice(db, told, now - ago * 86_400);
    }
    if (ago > 2) await reconcileDay(db, day, statement, now - (ago - 1) * 86_400 + 3600);
  }
}

/** An amount ten yuan short, as a terminal once keyed it: the day's statement shows the difference. */
function shortBy(amount: string): string {
  const [yuan = '0', fen = '00'] = amount.split('.');
  return `${Math.max(1, Number(yuan) - 10)}.${fen.padEnd(2, '0')}`;
}
