import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError, type Deps, type Queryable, rawRows, verifyCodes } from '@yanye/framework/server';
import { CODE_TTL_SECONDS, RESEND_SECONDS } from '@yanye/protocol';
import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { storeSmsSender } from './store-sms';

/**
 * A code is good for CODE_TTL_SECONDS and five guesses (the SMS sign-in's `verifysend`);
 * one code per phone per RESEND_SECONDS, ten per phone per day, twenty per IP per hour.
 */
export const CODE_MAX_TRIES = 5;
export const PHONE_DAILY_LIMIT = 10;
export const IP_HOURLY_LIMIT = 20;

/** What a code is for: signing in, or registering or finding an application to open a store (modules/onboarding). */
export type CodePurpose = 'login' | 'enter_register' | 'enter_find';

export interface CodeRequest {
  readonly phone: string;
  /** The store account, as the SMS sign-in will send it; empty for a store's main account. */
  readonly name: string;
  readonly purpose: CodePurpose;
}

export interface PhoneAccount {
  readonly supplier_id: number;
  readonly account_id: number;
}

/** The accounts the phone signs in to (at most two: two means the store name must be given). */
export function accountsByPhone(db: Queryable, name: string, phone: string): Promise<PhoneAccount[]> {
  return rawRows<PhoneAccount>(
    db,
    sql`select supplier_id, account_id::int as account_id from auth_find_accounts_by_phone(${name}, ${phone})`,
  );
}

/** The stored form of a code: an HMAC under the server's key, so the table alone does not give codes away. */
export function codeHash(deps: Deps, phone: string, code: string): string {
  return createHmac('sha256', deps.jwtKey).update(`verify-code:${phone}:${code}`).digest('base64url');
}

/**
 * Issues a sign-in code and texts it, when the phone belongs to an account. The answer and the limits are the
 * same either way, so the call does not tell which phones have accounts: a request for an unknown phone is
 * recorded with an empty hash (it counts towards the limits and nothing can match it) and nothing is sent.
 */
export async function sendCode(deps: Deps, input: CodeRequest, ip: string, log: (e: unknown) => void) {
  const db = deps.database.db;
  const now = deps.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const accounts = await accountsByPhone(db, input.name, input.phone);
  await db.transaction(async (tx) => {
    // Two requests for one phone at once take turns, so the once-a-minute rule holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verify:${input.phone}`}))`);
    await checkLimits(tx, input, ip, now);
    await tx.delete(verifyCodes).where(lt(verifyCodes.createdAt, now - 2 * 86_400));
    await tx.insert(verifyCodes).values({
      phone: input.phone,
      purpose: input.purpose,
      codeHash: accounts.length > 0 ? codeHash(deps, input.phone, code) : '',
      ip,
      expiresAt: now + CODE_TTL_SECONDS,
      createdAt: now,
    });
  });
  if (accounts.length === 0) return;
  const minutes = String(CODE_TTL_SECONDS / 60);
  const message = {
    phone: input.phone,
    template: deps.config.SMS_TEMPLATE_LOGIN,
    params: { code, minutes },
    text: `【盐业一站式服务】您的登录验证码为 ${code}，${minutes} 分钟内有效，请勿告诉他人。`,
  };
  // A sign-in code for the accounts of one store goes through that store's SMS add-on when it has set one up
  // (store-sms.ts); a phone on two stores' accounts, and the onboarding codes, keep the platform's sender.
  const stores = new Set(accounts.map((a) => a.supplier_id));
  const [only] = stores;
  const delivery = (async () => {
    const store =
      input.purpose === 'login' && stores.size === 1 && only !== undefined
        ? await storeSmsSender(deps, only)
        : undefined;
    await (store ?? deps.integrations.sms).send(message, db, now);
  })()
    // Telling the caller would tell them the phone has an account; the log has it for the operator.
    .catch(log);
  // A provider's answer takes time that a phone without an account would not, so the call answers without
  // waiting for it (nor for finding the store's sender). The local outbox is waited for: it is quick, and a
  // developer reads it right after; with it a store's own sender is waited for too (a development setup).
  if (deps.integrations.sms.mode === 'local') await delivery;
}

export async function checkLimits(
  db: Queryable,
  input: Pick<CodeRequest, 'phone' | 'purpose'>,
  ip: string,
  now: number,
): Promise<void> {
  const [last] = await db
    .select({ createdAt: verifyCodes.createdAt })
    .from(verifyCodes)
    .where(and(eq(verifyCodes.phone, input.phone), eq(verifyCodes.purpose, input.purpose)))
    .orderBy(desc(verifyCodes.createdAt))
    .limit(1);
  if (last && last.createdAt > now - RESEND_SECONDS) {
    const seconds = RESEND_SECONDS - (now - last.createdAt);
    throw new AppError('TOO_MANY_REQUESTS', 'smsTooSoon', { seconds }, { seconds });
  }
  const [daily] = await db
    .select({ n: count() })
    .from(verifyCodes)
    .where(and(eq(verifyCodes.phone, input.phone), gt(verifyCodes.createdAt, now - 86_400)));
  if ((daily?.n ?? 0) >= PHONE_DAILY_LIMIT) throw new AppError('TOO_MANY_REQUESTS', 'smsDailyLimit');
  const [hourly] = await db
    .select({ n: count() })
    .from(verifyCodes)
    .where(and(eq(verifyCodes.ip, ip), gt(verifyCodes.createdAt, now - 3600)));
  if ((hourly?.n ?? 0) >= IP_HOURLY_LIMIT) throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
}

/**
 * Spends one guess on the phone's latest code and answers whether `code` is it. Only the latest code counts; a
 * right guess uses it up, and after five guesses it is dead whatever comes next.
 */
export async function consumeCode(
  deps: Deps,
  db: Queryable,
  phone: string,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const now = deps.now();
  const [row] = await db
    .update(verifyCodes)
    .set({ tries: sql`${verifyCodes.tries} + 1` })
    .where(
      sql`${verifyCodes.id} = (select v.id from verify_codes v where v.phone = ${phone} and v.purpose = ${purpose}
             order by v.created_at desc, v.id desc limit 1)
          and ${verifyCodes.usedAt} is null and ${verifyCodes.expiresAt} > ${now}
          and ${verifyCodes.tries} < ${CODE_MAX_TRIES} and ${verifyCodes.codeHash} <> ''`,
    )
    .returning({ id: verifyCodes.id, codeHash: verifyCodes.codeHash });
  if (!row || !/^\d{6}$/.test(code)) return false;
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(codeHash(deps, phone, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  // Used once: of two sign-ins racing with the right code, one gets the row.
  const used = await db
    .update(verifyCodes)
    .set({ usedAt: now })
    .where(and(eq(verifyCodes.id, row.id), sql`${verifyCodes.usedAt} is null`))
    .returning({ id: verifyCodes.id });
  return used.length === 1;
}
