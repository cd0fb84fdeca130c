import { Client, DB_KINDS, type DbKind, startApp, type TestApp } from '@yanye/framework/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const LIST = '/v1/public/supplier/getSupplierList';

interface Store {
  supplier_id: number;
  login_name: string;
  store_name: string;
  industry_type: string;
  certified: number;
}
interface Page {
  list: Store[];
  count: number;
  page: number;
  limit: number;
}

describe.each(DB_KINDS)('the public list of stores on %s', (kind: DbKind) => {
  let t: TestApp;
  let anyone: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    anyone = new Client(t, '198.51.100.31');
  });
  afterAll(() => t?.close());

  it('lists the open stores without a session, public fields only, never the platform', async () => {
    const r = await anyone.get<Page>(LIST);
    expect(r.body.status).toBe(true);
    const page = r.body.data as Page;
    const names = page.list.map((s) => s.login_name).sort();
    expect(names).toEqual(['bianmin', 'fenggu', 'xinyan']);
    expect(page).toMatchObject({ count: 3, page: 1, limit: 20 });
    for (const store of page.list) {
      expect(Object.keys(store).sort()).toEqual([
        'certified',
        'created_at',
        'industry_type',
        'intro',
        'login_name',
        'logo',
        'store_domain',
        'store_name',
        'supplier_id',
      ]);
    }
  });

  it('pages, and finds a store by part of its name or account and by industry', async () => {
    const first = (await anyone.get<Page>(LIST, { page: 1, limit: 2 })).body.data as Page;
    const second = (await anyone.get<Page>(LIST, { page: 2, limit: 2 })).body.data as Page;
    expect(first.list).toHaveLength(2);
    expect(second.list).toHaveLength(1);
    expect(first.count).toBe(3);
    expect(new Set([...first.list, ...second.list].map((s) => s.supplier_id)).size).toBe(3);
    const beyond = (await anyone.get<Page>(LIST, { page: 9 })).body.data as Page;
    expect(beyond).toMatchObject({ list: [], count: 3 });

    const byName = (await anyone.get<Page>(LIST, { keyword: '盐商' })).body.data as Page;
    expect(byName.list.map((s) => s.login_name)).toEqual(['xinyan']);
    const byAccount = (await anyone.get<Page>(LIST, { keyword: 'FENG' })).body.data as Page;
    expect(byAccount.list.map((s) => s.store_name)).toEqual(['丰谷粮油']);
    const byIndustry = (await anyone.get<Page>(LIST, { industry_type: 'offlinepay' })).body.data as Page;
    expect(byIndustry).toMatchObject({
      count: 1,
      list: [{ login_name: 'bianmin', industry_type: 'offlinepay' }],
    });
    // A pattern character is text, not a wildcard.
    const wild = (await anyone.get<Page>(LIST, { keyword: '%' })).body.data as Page;
    expect(wild.count).toBe(0);
  });

  it('refuses a page past its size in plain words, naming the field', async () => {
    const r = await anyone.get(LIST, { limit: 51 });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ status: false, data: { field: 'limit' } });
    expect(r.body.msg).toContain('50');
    const bad = await anyone.get(LIST, { industry_type: 'steel' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: false, data: { field: 'industry_type' } });
    expect(bad.body.msg).toContain('行业');
  });
});
