import { randomInt } from 'node:crypto';
import { badInput, type Deps, type Queryable, storeApplications, verifyCodes } from '@yanye/framework/server';
import { CODE_TTL_SECONDS } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import { checkLimits, codeHash, consumeCode } from '../session/verify.service';

/**
 * SMS codes of onboarding, on the sign-in codes' service (modules/session/verify.service.ts): the same table, the
 * same limits per phone (one a minute, ten a day, counted with sign-in codes) and per address (twenty an hour),
 * five guesses a code, the latest code only. Registering texts any phone; finding an application texts only a
 * phone that applied, and answers the same either way, so the call does not tell who applied.
 */
export type EnterCodeType = 'register' | 'find';

const PURPOSES = { register: 'enter_register', find: 'enter_find' } as const;

async function hasApplication(db: Queryable, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: storeApplications.id })
    .from(storeApplications)
    .where(eq(storeApplications.phone, phone))
    .limit(1);
  return row !== undefined;
}

export async function sendEnterCode(
  deps: Deps,
  input: { readonly phone: string; readonly type: EnterCodeType },
  ip: string,
  log: (error: unknown) => void,
): Promise<void> {
  const db = deps.database.db;
  const now = deps.now();
  const purpose = PURPOSES[input.type];
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const texted = input.type === 'register' || (await hasApplication(db, input.phone));
  await db.transaction(async (tx) => {
    // Two requests for one phone at once take turns, so the once-a-minute rule holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verify:${input.phone}`}))`);
    await checkLimits(tx, { phone: input.phone, purpose }, ip, now);
    await tx.insert(verifyCodes).values({
      phone: input.phone,
      purpose,
      // No code is sent to a phone without an application: nothing can match an empty hash.
      codeHash: texted ? codeHash(deps, input.phone, code) : '',
      ip,
      expiresAt: now + CODE_TTL_SECONDS,
      createdAt: now,
    });
  });
  if (!texted) return;
  const minutes = String(CODE_TTL_SECONDS / 60);
  const delivery = deps.integrations.sms
    .send(
      {
        phone: input.phone,
        template: deps.config.SMS_TEMPLATE_ENTER,
        params: { code, minutes },
        text: `【盐业一站式服务】您的商家入驻验证码为 ${code}，${minutes} 分钟内有效，请勿告诉他人。`,
      },
      db,
      now,
    )
    .catch(log);
  // As with sign-in codes: a provider's answer is not waited for (its time would tell who applied), the local
  // outbox is (a developer reads it right after).
  if (deps.integrations.sms.mode === 'local') await delivery;
}

/** Spends a guess on the phone's latest onboarding code of `type`; refuses a wrong one (400). */
export async function checkEnterCode(
  deps: Deps,
  db: Queryable,
  phone: string,
  type: EnterCodeType,
  code: string,
): Promise<void> {
  if (!(await consumeCode(deps, db, phone, PURPOSES[type], code.trim()))) throw badInput('smsCodeWrong');
}
