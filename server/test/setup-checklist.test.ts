import { hashPassword, rawRows, withStore } from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  type DbKind,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/stores';

const CHECKLIST = '/v1/seller/setup/SetupChecklist';
const DISMISS = '/v1/seller/setup/SetupDismiss';
const PHONE = '13900030003';

interface Checklist {
  dismissed_at: number;
  steps: { key: string; done: boolean }[];
}

const doneOf = (c: Checklist) => Object.fromEntries(c.steps.map((s) => [s.key, s.done]));

describe.each(DB_KINDS)('the first-day checklist on %s', (kind: DbKind) => {
  let t: TestApp;
  let fresh: Client;
  let supplierId: number;
  beforeAll(async () => {
    t = await startApp(kind);
    // A store just through onboarding, opened as the platform's review opens one.
    const hash = await hashPassword(DEMO_PASSWORD);
    const store = {
      store_name: '新开粮油店',
      industry_type: 'grain',
      phone: PHONE,
      contact_name: '周新',
      address: '福州市鼓楼区东街 8 号',
    };
    const [opened] = await rawRows<{ supplier_id: number }>(
      t.database.db,
      sql`select supplier_id from platform_open_store(${PHONE}, ${JSON.stringify(store)}::jsonb, ${hash},
                                                     'test', ${Math.floor(Date.now() / 1000)})`,
    );
    supplierId = Number(opened!.supplier_id);
    fresh = await signedIn(t, PHONE);
  });
  afterAll(() => t?.close());

  const checklist = async (c: Client) => (await c.get<Checklist>(CHECKLIST)).body.data as Checklist;

  it('shows a new store every step to do, in order', async () => {
    const list = await checklist(fresh);
    expect(list.dismissed_at).toBe(0);
    expect(list.steps.map((s) => s.key)).toEqual([
      'shop',
      'warehouse',
      'unit',
      'goods',
      'payment',
      'operator',
    ]);
    expect(list.steps.every((s) => !s.done)).toBe(true);
  });

  it('ticks a step once the store has done it', async () => {
    const JXC_API = '/v1/jxc/';
    const unit = await fresh.post(`${JXC_API}materialunit/MaterialUnitSave`, {
      name: '袋',
      base_unit: 'kg',
      ratio: 25,
    });
    expect(unit.body.status).toBe(true);
    const save = await fresh.post(`${JXC_API}warehouse/WarehouseSave`, { code: 'W01', name: '一号仓' });
    expect(save.body).toMatchObject({ status: true });
    const info = await fresh.post('/v1/seller/supplier/InfoSave', {
      store_name: '新开粮油店',
      logo: '/uploads/demo/logo.png',
      phone: '0591-87654321',
      address: '福州市鼓楼区东街 8 号',
    });
    expect(info.body.status, info.body.msg).toBe(true);
    expect(doneOf(await checklist(fresh))).toEqual({
      shop: true,
      warehouse: true,
      unit: true,
      goods: false,
      payment: false,
      operator: false,
    });
  });

  it('is put away for the whole store, once, and the operator log says who did it', async () => {
    const first = await fresh.post<{ dismissed_at: number }>(DISMISS, {});
    expect(first.body.status).toBe(true);
    const at = (first.body.data as { dismissed_at: number }).dismissed_at;
    expect(at).toBeGreaterThan(0);
    const again = await fresh.post<{ dismissed_at: number }>(DISMISS, {});
    expect((again.body.data as { dismissed_at: number }).dismissed_at).toBe(at);
    expect((await checklist(fresh)).dismissed_at).toBe(at);
    const said = await withStore(t.database.db, supplierId, (db) =>
      rawRows<{ summary: string }>(db.tx, sql`select summary from operator_logs where api = ${DISMISS}`),
    );
    expect(said.map((r) => r.summary)).toEqual(['关闭了开店指引', '关闭了开店指引']);
  });

  it('reads each store its own: the demo stores, established businesses, have it put away', async () => {
    const salt = await signedIn(t, 'salt_admin');
    const list = await checklist(salt);
    // Put away when the store was new, before the newly opened store's was.
    expect(list.dismissed_at).toBeGreaterThan(0);
    expect(list.dismissed_at).toBeLessThan(Math.floor(Date.now() / 1000) - 300 * 86_400);
    expect(doneOf(list)).toMatchObject({ warehouse: true, unit: true, goods: true, operator: true });
    const grain = await checklist(await signedIn(t, 'grain_admin'));
    expect(grain.dismissed_at).toBeGreaterThan(0);
  });
});
