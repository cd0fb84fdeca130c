import { devReceiverRequests, withStore } from '@yanye/addon-kit/server';
import { type Client, saveSetup, type TestApp } from '@yanye/addon-kit/testing';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { smsRecords } from './tables';

/** What the SMS tests share: the store's setup, the stand-in's actions, and the rows as the database has them. */

export const KEY_ID = 'LTAI5tXyS8aLtDemo2Kq';
export const SECRET = 'sk9Vq2LmX7pR4tWz8Yc1Nd6Hf3Jb';

/** The salt store's setup as a merchant fills it in (the demo leaves the secret to type). */
export async function setUp(admin: Client, values: Record<string, string | number> = {}): Promise<void> {
  await saveSetup(admin, 'sms', {
    access_key_id: KEY_ID,
    access_key_secret: SECRET,
    sign_name: '鑫盐商贸',
    login_template: 'SMS_465320001',
    unit_price: 5,
    timeout_seconds: 5,
    ...values,
  });
}

/** Runs an action of the stand-in from /dev/receivers, as an operator's form does; answers the page's note. */
export async function devAction(t: TestApp, name: string, form: Record<string, string>): Promise<string> {
  const r = await t.app.inject({
    method: 'POST',
    url: `/dev/receivers/sms/action/${name}`,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
  return /<div class="note">([^<]*)<\/div>/.exec(r.body)?.[1] ?? '';
}

/** A store's send records, newest first. */
export function records(t: TestApp, supplierId: number) {
  return withStore(t.database.db, supplierId, (db) =>
    db.select().from(smsRecords).orderBy(desc(smsRecords.id)),
  );
}

/** The SendSms requests the stand-in received, newest first, as their parsed queries. */
export async function sendsReceived(t: TestApp): Promise<Record<string, string>[]> {
  const rows = await t.database.db
    .select()
    .from(devReceiverRequests)
    .where(eq(devReceiverRequests.service, 'sms'))
    .orderBy(desc(devReceiverRequests.id));
  return rows
    .map((r) => Object.fromEntries(new URLSearchParams(r.path.split('?')[1] ?? '')))
    .filter((q) => q.Action === 'SendSms');
}
