import { type AddonDemoContext, addonSettings, type StoreDb } from '@yanye/addon-kit/server';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { addDays, BANK_STAFF_NOS, type BankTrx, bankDay, dayOf, dayStart } from './bank';
import { bookNotice, reconcileDay } from './logs';
import { MERCHANT_NO } from './service';
import { abcbankFinanceLogs, abcbankStaff, DIFFERENCE_STATES } from './tables';

const DAYS = 30;

/**
 * The demo merchants' numbers at the bank, by store: set in the add-on's settings, so the staff's collection
 * codes name it; the signing key is left for the operator to fill in (no pull is made without it).
 */
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

/** Differences already looked into, with what the clerk did: the notes a branch writes. */
const NOTES = [
  '已致电农行网点核实，以银行对账单为准，差额由网点次日补记',
  '终端录入金额有误，已与付款人核对，按对账单金额入账',
  '银行通知延迟，已在柜台系统补登记此笔',
  '付款人当日已撤销，网点出具冲正凭证，已归档',
];

/**
 * The bank's staff serving the store, and thirty days of its finance log up to today: each day's transactions
 * as the bank notified them, except the odd notice that never arrived, then reconciled against the day's
 * statement, as the daily pull does. Now and then a terminal keys a wrong amount, a notice says a payment went
 * through that the bank reversed, or the store is told of one the bank never lists; the older differences were
 * looked into and resolved with a note, the last week's are still open. Yesterday and today wait for their
 * statements; today holds what was taken so far. The offline-pay store has these without the add-on: the bank
 * pages are its whole console.
 */
export async function seedAbcbank(db: StoreDb, { store, now, adminId }: AddonDemoContext): Promise<void> {
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
  await db
    .insert(addonSettings)
    .values({ key: 'abcbank', values: { [MERCHANT_NO]: merchant }, updatedAt: now })
    .onConflictDoNothing();
  const today = dayOf(now);
  for (let ago = DAYS - 1; ago >= 0; ago--) {
    const day = addDays(today, -ago);
    const statement = bankDay(merchant, day);
    for (const [i, trx] of statement.entries()) {
      const at = dayStart(day) + seconds(trx.TrxTime);
      // Today's later transactions are still to come.
      if (at > now) continue;
      // One notice in about twenty is lost on the way; the statement brings it in.
      if ((ago * 7 + i) % 19 === 3) continue;
      await bookNotice(db, told(trx, ago, i), at + 5);
    }
    // Now and then the store is told of a payment the bank then never lists (a terminal's test).
    if (ago % 8 === 5) await bookNotice(db, stray(statement[0]!, day), dayStart(day) + 15 * 3600);
    if (ago > 1) await reconcileDay(db, day, statement, dayStart(day) + 86_400 + 7 * 3600);
  }
  await resolveOlder(db, addDays(today, -8), adminId);
}

/** What a notice said of a transaction: as it was, but for the odd amount keyed short and the odd state. */
function told(trx: BankTrx, ago: number, i: number): BankTrx {
  if (ago % 9 === 0 && i === 1) return { ...trx, Amount: shortBy(trx.Amount) };
  // The bank reversed it after notifying it as paid, or notified a reversal it then let through.
  if (ago % 7 === 4 && i === 2) return { ...trx, Status: trx.Status === '00' ? '01' : '00' };
  return trx;
}

/** A notice of a payment the bank's statement of `day` does not list. */
function stray(first: BankTrx, day: string): BankTrx {
  return {
    ...first,
    SerialNo: `${day.replaceAll('-', '')}T${first.SerialNo.slice(-10)}`,
    TrxTime: '15:00:00',
    DCFlag: 'C',
    Amount: '88.00',
    Status: '00',
    Memo: '终端测试交易',
  };
}

/** The differences of the days up to `last` resolved by the store's admin, each with a note. */
async function resolveOlder(db: StoreDb, last: string, adminId: number): Promise<void> {
  const l = abcbankFinanceLogs;
  const open = await db
    .select({ id: l.id, day: l.day, reconciledAt: l.reconciledAt })
    .from(l)
    .where(and(inArray(l.reconcileState, [...DIFFERENCE_STATES]), lte(l.day, last)))
    .orderBy(l.id);
  for (const [i, d] of open.entries()) {
    const at = d.reconciledAt + 2 * 3600 + i * 600;
    await db
      .update(l)
      .set({ resolvedAt: at, resolvedBy: adminId, resolveNote: NOTES[i % NOTES.length]!, updatedAt: at })
      .where(eq(l.id, d.id));
  }
}

/** Seconds into the day of the bank's `HH:MM:SS`. */
function seconds(time: string): number {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

/** An amount ten yuan short, as a terminal once keyed it: the day's statement shows the difference. */
function shortBy(amount: string): string {
  const [yuan = '0', fen = '00'] = amount.split('.');
  return `${Math.max(1, Number(yuan) - 10)}.${fen.padEnd(2, '0')}`;
}
