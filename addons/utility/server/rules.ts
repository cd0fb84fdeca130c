import {
  addonByKey,
  isPhone,
  parseYuan,
  readAddonValues,
  type StoreDb,
  T,
  type Texts,
  TIMEOUT_SETTING,
} from '@yanye/addon-kit/server';
import { and, eq } from 'drizzle-orm';
import type { UtilityKind } from '../contract';
import { utilityOrders } from './tables';

/** What the store's settings say of reviews, and how long a call to the provider may take. */
export interface UtilityRules {
  /** Cents; 0 reviews nothing by amount. */
  readonly auditAmount: number;
  readonly auditNewAccount: boolean;
  readonly timeoutSeconds: number;
}

export async function rulesOf(db: StoreDb): Promise<UtilityRules> {
  const v = await readAddonValues(db, addonByKey('utility')!);
  return {
    auditAmount: parseYuan(String(v.audit_amount ?? 0)) ?? 0,
    auditNewAccount: v.audit_new_account !== false,
    timeoutSeconds: Number(v[TIMEOUT_SETTING] ?? 5),
  };
}

/**
 * How long a submission or a refund holds an order while it talks to the provider: three attempts of an
 * idempotent call with their backoff, and a margin. A lease a crashed process left lapses by itself.
 */
export const leaseSeconds = (r: UtilityRules) => Math.ceil(r.timeoutSeconds * 3 + 10);

/** The form of an account number of each kind, with the rule said to the person who typed it. */
const ACCOUNT_RULES: Readonly<Record<UtilityKind, { test: (v: string) => boolean; rule: Texts }>> = {
  electric: {
    test: (v) => /^\d{10,13}$/.test(v),
    rule: T('电费户号为 10 到 13 位数字'),
  },
  petrol: {
    test: (v) => /^(100011\d{13}|9\d{15})$/.test(v),
    rule: T('中石化加油卡为 100011 开头的 19 位，中石油为 9 开头的 16 位'),
  },
  mobile: {
    test: isPhone,
    rule: T('手机号为 1 开头的 11 位数字'),
  },
};

/** The rule an account number breaks, or undefined when it is well formed for its kind. */
export function accountProblem(kind: UtilityKind, account: string): Texts | undefined {
  const r = ACCOUNT_RULES[kind];
  return r.test(account) ? undefined : r.rule;
}

/**
 * Why a new order must wait for a person, or '' when it need not: its amount above the threshold, or an account
 * of its kind that has never been topped up successfully in this store.
 */
export async function auditReason(
  db: StoreDb,
  rules: UtilityRules,
  kind: UtilityKind,
  account: string,
  amount: number,
): Promise<'' | 'amount' | 'new_account'> {
  if (rules.auditAmount > 0 && amount > rules.auditAmount) return 'amount';
  if (!rules.auditNewAccount) return '';
  const o = utilityOrders;
  const [known] = await db
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.kind, kind), eq(o.account, account), eq(o.state, 'success')))
    .limit(1);
  return known ? '' : 'new_account';
}
