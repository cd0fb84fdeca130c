// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS templates write their variables as ${name}.

import { devReceiverRequests } from '@yanye/framework/server';
import type { Client, TestApp } from '@yanye/framework/testing';
import { desc, eq } from 'drizzle-orm';
import { data, JXC_API } from './jxc-support';

// What jxc-recall-notice.test.ts reads: the calls, the demo's template, and the rows it checks.

export const CONTACTS = `${JXC_API}recallcontact/RecallContact`;
export const SEND = `${CONTACTS}SendNotice`;
/** The demo's recall template at the provider (addons/sms/server/demo.ts). */
export const RECALL_CODE = 'SMS_465320023';
export const REASON = '供应商通知碘含量超标';
/** Longer than the 35 characters the provider takes in a value. */
export const LONG_REASON =
  '经第三方检测机构抽检发现该批次产品碘含量超出国家标准规定上限，现依法主动召回全部已售产品';

export interface Contact {
  id: number;
  name: string;
  phone: string;
  contacted: number;
  channel: string | null;
  note: string;
  contacted_by_name: string | null;
  contacted_at: number | null;
}

export interface SmsRow {
  phone: string;
  purpose: string;
  state: string;
  content: string;
  template_code: string;
  account_id: number | null;
}

/** The SendSms requests the local receiver took, newest first, as their queries. */
export async function receivedSms(t: TestApp): Promise<Record<string, string>[]> {
  const rows = await t.database.db
    .select()
    .from(devReceiverRequests)
    .where(eq(devReceiverRequests.service, 'sms'))
    .orderBy(desc(devReceiverRequests.id));
  return rows
    .map((r) => Object.fromEntries(new URLSearchParams(r.path.split('?')[1] ?? '')))
    .filter((q) => q.Action === 'SendSms');
}

/** A customer of the store, approved, with this phone. */
export async function approvedCustomer(
  admin: Client,
  name: string,
  phone: string,
): Promise<{ id: number; name: string; phone: string }> {
  const { id } = await data<{ id: number }>(
    admin.post(`${JXC_API}customer/CustomerSave`, { type: 'customer', name, contact: '王经理', phone }),
  );
  await data(admin.post(`${JXC_API}customer/CustomerAudit`, { id, result: 'approved' }));
  return { id, name, phone };
}
