import { devReceiverRequests, flowEvents, withStore } from '@yanye/addon-kit/server';
import { type Client, okData, push, saveSetup, type TestApp } from '@yanye/addon-kit/testing';
import { and, count, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { waybillApply, waybillOrderOptions } from '../contract';
import { platformSign, trackingPush } from './service';
import { waybillRecords } from './tables';

/** What the e-waybill tests share: the calls, the store's account on the platform, and signed pushes. */

export const AUTH = '/v1/addons/waybill/WaybillAuth';
export const RECORD = '/v1/addons/waybill/WaybillRecord';
export const APPLY = waybillApply.path;
export const ORDERS = waybillOrderOptions.path;

/** The platform account the tests give the salt store (the demo's customer, a key of its own). */
export const CUSTOMER = 'XY0001KD100';
export const PLATFORM_KEY = 'kd100-Platform-Key-7f3a9c';
export const SF_KEY = 'sf-Partner-Key-51e0b2';

export interface AuthRow {
  id: number;
  company: string;
  cp_code: string;
  partner_id: string;
  status: number;
}

export interface RecordRow {
  id: number;
  order_id: number;
  order_sn: string;
  company: string;
  waybill_no: string;
  status: string;
  last_track: string;
  print_count: number;
}

/** Saves the store's whole setup against the local receiver (a save replaces every value), `timeout` seconds. */
export async function setup(admin: Client, timeout = 5, customer = CUSTOMER): Promise<void> {
  await saveSetup(admin, 'waybill', { endpoint: '', timeout_seconds: timeout, customer, key: PLATFORM_KEY });
}

/** Sets the store up against the local receiver: its customer and key, and SF's account key. */
export async function setUp(admin: Client, customer = CUSTOMER): Promise<AuthRow> {
  await setup(admin, 5, customer);
  const sf = okData<AuthRow[]>(await admin.get(`${AUTH}Manage`, { cp_code: 'SF' }))[0]!;
  okData(await admin.post(`${AUTH}Save`, { id: sf.id, partner_key: SF_KEY }));
  return sf;
}

/** The oldest order the apply screen offers. */
export async function orderToShip(admin: Client, skip = 0): Promise<{ value: number; order_sn: string }> {
  const options = okData<{ value: number; order_sn: string }[]>(await admin.get(ORDERS, { limit: 20 }));
  const pick = options[skip];
  expect(pick, 'an order to ship').toBeDefined();
  return pick!;
}

/** The store's waybill rows, straight from the table. */
export async function recordsOf(t: TestApp, store: number) {
  return withStore(t.database.db, store, (db) =>
    db.select().from(waybillRecords).orderBy(desc(waybillRecords.id)),
  );
}

/** The Track steps of a waybill's history. */
export async function trackSteps(t: TestApp, store: number, id: number): Promise<number> {
  return withStore(t.database.db, store, async (db) => {
    const [row] = await db
      .select({ n: count() })
      .from(flowEvents)
      .where(
        and(
          eq(flowEvents.entity, 'WaybillRecord'),
          eq(flowEvents.recordId, id),
          eq(flowEvents.step, 'Track'),
        ),
      );
    return Number(row?.n ?? 0);
  });
}

/** What the local receiver was sent, newest first. */
export async function received(t: TestApp) {
  return t.database.db
    .select()
    .from(devReceiverRequests)
    .where(eq(devReceiverRequests.service, 'waybill'))
    .orderBy(desc(devReceiverRequests.id));
}

/** A tracking push as the platform sends it for one checkpoint in Zhengzhou. */
export const trackingEvent = (nu: string, com: string, state: string, time: string, context: string) =>
  trackingPush(nu, com, state, { time, context, status: '', area: '郑州市' });

/** Posts a push signed with `key` and `customer` (the store's, or a forger's guess). */
export function signedPush(
  base: string,
  store: number,
  event: unknown,
  key = PLATFORM_KEY,
  customer = CUSTOMER,
) {
  const raw = JSON.stringify(event);
  return push(base, 'waybill', store, 'tracking', raw, { sign: platformSign(raw, key, customer) });
}
