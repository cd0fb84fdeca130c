import type { AddonDemoContext, StoreDb } from '@yanye/addon-kit/server';
import { addDays, dayOf, dayStart, type Quirk, statementsFor } from './provider';
import { ledgerTook } from './reconcile';
import { bookNotified, bookStatements } from './statements';
import { settlementConfigs } from './tables';

/** The demo store's merchant number at the provider; its setup is left for the operator to fill in. */
export const DEMO_MCH_ID = '1900018826';
const DAYS = 30;

/**
 * The demo store's settlement: T+1 into its agricultural-bank account at 0.60 %, and a month of daily statements
 * built as the provider builds them from the store's ledger, reconciled. Like any month, it has a few
 * differences: a payment the provider took a yuan short, a refund it put in a later statement, a payment the
 * store never booked. Yesterday's statement was only just announced: its trades are still to come.
 */
export async function seedSettlement(db: StoreDb, { now }: AddonDemoContext): Promise<void> {
  // Seeded once: a store that already has its terms has its demo (the reference tests seed again).
  const [had] = await db.select({ cycle: settlementConfigs.cycle }).from(settlementConfigs).limit(1);
  if (had) return;
  const accountNo = '6228480418260397518';
  await db.insert(settlementConfigs).values({
    cycle: 'T1',
    accountName: '丰谷粮油有限公司',
    bankName: '中国农业银行五常市民乐支行',
    accountNo,
    feeRateBp: 60,
    effectiveDate: dayOf(now - 120 * 86_400),
    syncedAt: now - 121 * 86_400,
  });
  const today = dayOf(now);
  const begin = addDays(today, -DAYS);
  const took = await ledgerTook(db, dayStart(begin), now);
  const onDay = (ago: number, kind: 'pay' | 'refund') =>
    took.find((t) => t.kind === kind && dayOf(t.at) === addDays(today, -ago)) ??
    took.find((t) => t.kind === kind && dayOf(t.at) <= addDays(today, -ago));
  const short = onDay(12, 'pay');
  const refund = onDay(8, 'refund');
  const quirks: Quirk[] = [
    ...(short ? [{ kind: 'amount' as const, ref: short.ref, delta: -100 }] : []),
    ...(refund ? [{ kind: 'drop' as const, ref: refund.ref }] : []),
    { kind: 'extra', ref: 'FG20260000000917', day: addDays(today, -5), amount: 12_800 },
  ];
  const statements = statementsFor({
    mchid: DEMO_MCH_ID,
    cycle: 'T1',
    accountTail: accountNo.slice(-4),
    took,
    quirks,
    begin,
    end: addDays(today, -1),
    today,
  });
  const yesterday = statements.at(-1);
  const reconciled = yesterday?.head.period_end === addDays(today, -1) ? statements.slice(0, -1) : statements;
  await bookStatements(db, reconciled, now - 3600);
  if (yesterday && reconciled.length < statements.length) await bookNotified(db, yesterday.head);
}
