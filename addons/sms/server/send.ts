import {
  addonByKey,
  badInput,
  readAddonValues,
  requireSettings,
  type ServiceCall,
  type ServiceSettings,
  type StoreDb,
} from '@yanye/addon-kit/server';
import { and, eq } from 'drizzle-orm';
import { partsOf, SendAnswer } from './service';
import { type SMS_PURPOSES, smsRecords, type smsTemplates } from './tables';
import { SMS_MESSAGES } from './texts';

/**
 * Sending one message: the record is written first in `sending` (its id is the OutId the provider dedupes by),
 * the provider is called with no transaction open, and the record is closed as sent (with the provider's id)
 * or failed (with its words). A delivery report moves it on later (callbacks.ts).
 */

export type TemplateRow = typeof smsTemplates.$inferSelect;

/** One of `SMS_PURPOSES` (tables.ts). */
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** The op of each purpose's send in the call log. */
const SEND_OPS: Record<SmsPurpose, string> = {
  test: 'send_test',
  login: 'send_login_code',
  notice: 'send_notice',
};

export interface Outgoing {
  readonly template: TemplateRow;
  readonly phone: string;
  readonly variables: Readonly<Record<string, string>>;
  readonly purpose: SmsPurpose;
  readonly accountId: number | null;
  /** Variables the record keeps masked (a sign-in code). */
  readonly secret?: readonly string[];
}

/** `138****0001`: how a list shows a phone. */
export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** The `${name}` variables of a template's content, in order of first use. */
export function variablesOf(content: string): string[] {
  const names: string[] = [];
  for (const m of content.matchAll(/\$\{([^}]*)\}/g)) if (!names.includes(m[1]!)) names.push(m[1]!);
  return names;
}

/** The text as the phone shows it: the signature, then the content with its variables filled. */
export function render(sign: string, content: string, variables: Readonly<Record<string, string>>): string {
  return `【${sign}】${content.replace(/\$\{([^}]*)\}/g, (_, name: string) => variables[name] ?? '')}`;
}

/** The store's keys are needed for every call: refused, naming the missing one, before anything is sent. */
export function requireKeys(settings: ServiceSettings): void {
  requireSettings('sms', settings, ['access_key_id', 'access_key_secret']);
}

/** Checks the variables given against the template's: each filled, none unknown. */
export function checkVariables(template: TemplateRow, given: Readonly<Record<string, string>>): void {
  for (const name of Object.keys(given))
    if (!template.variables.includes(name)) throw badInput(SMS_MESSAGES.unknownVariable, { variable: name });
  for (const name of template.variables)
    if (!given[name]) throw badInput(SMS_MESSAGES.missingVariable, { variable: name });
}

export async function unitPrice(db: StoreDb): Promise<number> {
  const values = await readAddonValues(db, addonByKey('sms')!);
  const price = Number(values.unit_price ?? 0);
  return Number.isFinite(price) && price > 0 ? Math.round(price) : 0;
}

/** Writes the record in `sending`; answers its id, the OutId of the send. */
export async function openRecord(db: StoreDb, o: Outgoing, now: number): Promise<number> {
  const shown = { ...o.variables };
  for (const name of o.secret ?? []) if (name in shown) shown[name] = '******';
  const content = render(o.template.signName, o.template.content, shown);
  const parts = partsOf(render(o.template.signName, o.template.content, o.variables));
  const [row] = await db
    .insert(smsRecords)
    .values({
      phone: o.phone,
      templateId: o.template.id,
      templateCode: o.template.code,
      signName: o.template.signName,
      content,
      variables: shown,
      purpose: o.purpose,
      state: 'sending',
      parts,
      cost: parts * (await unitPrice(db)),
      accountId: o.accountId,
      createdAt: now,
    })
    .returning({ id: smsRecords.id });
  return row!.id;
}

/**
 * The provider's SendSms for a record. Sending a text is not safe to repeat in general (a retry after a timeout
 * may text the phone twice), so the client would send it once; it is marked idempotent only because it carries
 * `OutId` = the record's id, which the provider dedupes by: a retry of the same record answers the first
 * message's BizId and sends nothing again.
 */
export function sendCall(id: number, o: Outgoing): ServiceCall {
  return {
    op: SEND_OPS[o.purpose],
    method: 'POST',
    path: '/',
    query: {
      Action: 'SendSms',
      PhoneNumbers: o.phone,
      SignName: o.template.signName,
      TemplateCode: o.template.code,
      TemplateParam: JSON.stringify(o.variables),
      OutId: String(id),
    },
    idempotent: true,
  };
}

/** The provider's id of a send it accepted; a malformed answer is a failure of its own. */
export function bizIdOf(answer: unknown): string | undefined {
  const parsed = SendAnswer.safeParse(answer);
  return parsed.success ? parsed.data.BizId : undefined;
}

export async function markSent(db: StoreDb, id: number, bizId: string, now: number) {
  const [row] = await db
    .update(smsRecords)
    .set({ state: 'sent', bizId, sentAt: now, error: '' })
    .where(and(eq(smsRecords.id, id), eq(smsRecords.state, 'sending')))
    .returning();
  return row;
}

export async function markFailed(db: StoreDb, id: number, reason: string, now: number): Promise<void> {
  await db
    .update(smsRecords)
    .set({ state: 'failed', error: reason.slice(0, 300), sentAt: now })
    .where(and(eq(smsRecords.id, id), eq(smsRecords.state, 'sending')));
}

/** A record as the test screen lists it. */
export const recordView = (r: typeof smsRecords.$inferSelect) => ({
  id: r.id,
  phone: maskPhone(r.phone),
  state: r.state as 'sending' | 'sent' | 'failed' | 'delivered',
  biz_id: r.bizId,
  cost: r.cost,
  error: r.error,
  created_at: r.createdAt,
});
