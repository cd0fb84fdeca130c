import { ALL_API_PATHS, BASE_APIS, PAGES, PUBLIC_APIS, pagesFor } from '@yanye/catalog';
import { rawRows, withStore } from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORES } from '../src/demo/stores';
import { API_ROUTES } from '../src/routes';
import { catalogGaps } from '../src/scripts/gaps';

describe('route declarations', () => {
  it('every route names its access, and public routes are exactly the public calls', () => {
    for (const route of API_ROUTES) {
      expect(['public', 'user']).toContain(route.access);
      const path = route.contract.path;
      expect(PUBLIC_APIS.includes(path), path).toBe(route.access === 'public');
    }
  });

  it('every catalogue API path is served or reported as a gap, and nothing is both', () => {
    const served = new Set(API_ROUTES.map((r) => r.contract.path));
    const gaps = catalogGaps();
    for (const api of ALL_API_PATHS) expect(served.has(api) !== gaps.includes(api)).toBe(true);
    expect(gaps.length).toBeLessThan(ALL_API_PATHS.size);
  });

  it('serves nothing nobody could call: a route is catalogued, or needed by a catalogued call', () => {
    for (const route of API_ROUTES) {
      const path = route.contract.path;
      const reachable = ALL_API_PATHS.has(path) || route.neededBy.some((api) => ALL_API_PATHS.has(api));
      expect(reachable, path).toBe(true);
    }
  });

  it('knows, for each options call a form or dialog picks from, the calls that need it', () => {
    const byPath = new Map(API_ROUTES.map((r) => [r.contract.path, r]));
    const units = byPath.get('/v1/jxc/materialunit/MaterialUnitOptions');
    expect(units?.neededBy).toEqual(expect.arrayContaining(['/v1/jxc/inbound/InboundSave']));
    const depts = byPath.get('/v1/jxc/dept/GetDeptTreeList');
    expect(depts?.neededBy).toEqual(
      expect.arrayContaining(['/v1/seller/shop/ShopChangeDepart', '/v1/jxc/dept/DeptSave']),
    );
  });
});

describe.each(DB_KINDS)('permissions on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let clerk: Client;
  let payAdmin: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
    payAdmin = await signedIn(t, 'pay_admin');
  });
  afterAll(() => t?.close());

  it('lets an operator call the base set whatever its roles', async () => {
    for (const url of ['/v1/buyer/user/info', '/v1/seller/role/OperatorPermission']) {
      expect((await clerk.get(url)).status).toBe(200);
    }
  });

  it('refuses an operator an API outside its roles with 403 无操作权限', async () => {
    const r = await clerk.get('/v1/seller/role/rolemanage');
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ status: false, code: 'NO_PERMISSION', msg: '无操作权限' });
    const add = await clerk.post('/v1/seller/role/roleadd', { name: 'x', path_arr: '[]', api_arr: '[]' });
    expect(add.status).toBe(403);
  });

  it('lets an operator ask the options of the forms it may use, and nothing more', async () => {
    // The clerk may edit inbound documents, whose lines pick a material and a unit: both pickers answer.
    for (const url of ['/v1/jxc/materialunit/MaterialUnitOptions', '/v1/jxc/material/MaterialOptions']) {
      const r = await clerk.get<{ value: number; label: string }[]>(url);
      expect(r.status, url).toBe(200);
    }
    const units = await clerk.get<{ value: number; label: string }[]>(
      '/v1/jxc/materialunit/MaterialUnitOptions',
      {
        ids: '0',
      },
    );
    // 0 is "none": asked for by a form showing an empty pick, it has no label, and is no error.
    expect(units.body).toMatchObject({ status: true, data: [] });
    // A purchase request names its department, so the tree answers; the goods categories are no form of theirs.
    expect((await clerk.get('/v1/jxc/dept/GetDeptTreeList')).status).toBe(200);
    expect((await clerk.get('/v1/seller/goods/GoodsCatOptions')).status).toBe(403);
  });

  it("answers an operator's permissions: its roles' pages and APIs plus the common ones", async () => {
    const r = await clerk.get<{ path_arr: string[]; api_arr: string[] }>(
      '/v1/seller/role/OperatorPermission',
    );
    if (!r.body.status) throw new Error(r.body.msg);
    const { path_arr, api_arr } = r.body.data;
    expect(path_arr).toContain('/inventory/inbound/manage');
    expect(path_arr).toContain('/dashboard');
    expect(path_arr).not.toContain('/sys/permission/management/role');
    expect(api_arr).toContain('/v1/buyer/user/info');
    expect(api_arr).not.toContain('/v1/seller/role/roleadd');
  });

  it('gives the main account everything of its route set, with the add-ons the store installed', async () => {
    const r = await admin.get<{ path_arr: string[]; api_arr: string[] }>(
      '/v1/seller/role/OperatorPermission',
    );
    if (!r.body.status) throw new Error(r.body.msg);
    const plugins = new Set(DEMO_STORES.find((s) => s.loginName === 'xinyan')!.addons);
    const expected = pagesFor({ industry: 'salt', isUnion: false, plugins }).map((p) => p.path);
    expect(new Set(r.body.data.path_arr)).toEqual(new Set(expected));
    expect((await admin.get('/v1/seller/role/rolemanage')).status).toBe(200);
  });

  it('says which of the pages work: every call they make is served, and nothing still to be built', async () => {
    const r = await admin.get<{ path_arr: string[]; available_arr: string[] }>(
      '/v1/seller/role/OperatorPermission',
    );
    if (!r.body.status) throw new Error(r.body.msg);
    const { path_arr, available_arr } = r.body.data;
    const served = new Set(API_ROUTES.map((route) => route.contract.path));
    for (const path of available_arr) {
      expect(path_arr).toContain(path);
      const page = PAGES.find((p) => p.path === path)!;
      if (page.view !== 'group')
        expect(
          page.api.every((api) => served.has(api)),
          path,
        ).toBe(true);
    }
    expect(available_arr).toContain('/basicdata/customer/manage');
    expect(available_arr).toContain('/basicdata/customer');
    // Member top-ups and the recycling catalogue are served now; a page any of whose calls is not is not available.
    expect(available_arr).toContain('/finance/walletlog/UserRechargeAdd');
    expect(available_arr).toContain('/recycle/brand/add');
    for (const page of PAGES) {
      if (page.view !== 'group' && !page.api.every((api) => served.has(api)))
        expect(available_arr, page.path).not.toContain(page.path);
    }
  });

  it('keeps the offline-pay admin inside its route set', async () => {
    const r = await payAdmin.get('/v1/seller/role/rolemanage');
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('无操作权限');
    const perms = await payAdmin.get<{ path_arr: string[]; api_arr: string[] }>(
      '/v1/seller/role/OperatorPermission',
    );
    if (!perms.body.status) throw new Error(perms.body.msg);
    const offline = pagesFor({ industry: 'offlinepay', isUnion: false, plugins: 'all' });
    expect(new Set(perms.body.data.path_arr)).toEqual(new Set(offline.map((p) => p.path)));
    const allowed = new Set([...offline.flatMap((p) => p.api), ...BASE_APIS]);
    for (const api of perms.body.data.api_arr) expect(allowed.has(api)).toBe(true);
    expect(perms.body.data.path_arr.some((p) => p.startsWith('/inventory'))).toBe(false);
  });

  it('saves a role only with paths and APIs of the catalogue', async () => {
    const inbound = PAGES.find((p) => p.path === '/inventory/inbound/manage')!;
    const good = {
      name: '采购员',
      description: '采购',
      path_arr: JSON.stringify([inbound.path]),
      api_arr: JSON.stringify(inbound.api),
    };
    const unknownPath = await admin.post('/v1/seller/role/roleadd', { ...good, path_arr: '["/nowhere"]' });
    expect(unknownPath.status).toBe(400);
    expect(unknownPath.body.msg).toBe('页面路径不存在：/nowhere');
    const unknownApi = await admin.post('/v1/seller/role/roleadd', {
      ...good,
      api_arr: '["/v1/evil/DropAll"]',
    });
    expect(unknownApi.status).toBe(400);
    expect(unknownApi.body.msg).toBe('接口路径不存在：/v1/evil/DropAll');
    const notJson = await admin.post('/v1/seller/role/roleadd', { ...good, api_arr: '[oops' });
    expect(notJson.status).toBe(400);
    const reserved = await admin.post('/v1/seller/role/roleadd', { ...good, name: 'admin' });
    expect(reserved.status).toBe(400);

    const saved = await admin.post<{ id: number }>('/v1/seller/role/roleadd', good);
    expect(saved.body).toMatchObject({ status: true, data: { name: '采购员', path_arr: [inbound.path] } });
    const dup = await admin.post('/v1/seller/role/roleadd', good);
    expect(dup.status).toBe(409);

    // The offline-pay store may not name pages outside its own route set either.
    const foreign = await payAdmin.post('/v1/seller/role/roleadd', good);
    expect(foreign.status).toBe(403);
  });

  it('edits, lists and deletes roles, refusing to delete one still given to operators', async () => {
    const list = await admin.get<{ id: number; name: string }[]>('/v1/seller/role/rolemanage', {
      name: '仓管',
    });
    if (!list.body.status) throw new Error(list.body.msg);
    expect(list.body.data.map((r) => r.name)).toEqual(['仓管员']);
    const count = await admin.get('/v1/seller/role/rolemanage', { _count_sum: 1 });
    expect(count.body).toMatchObject({ status: true, data: { count: 2 } });

    const inUse = await admin.get('/v1/seller/role/roledel', { id: list.body.data[0]!.id });
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toBe('角色正在被使用：clerk，请先修改这些操作员的角色');

    const all = await admin.get<{ id: number; name: string }[]>('/v1/seller/role/rolemanage');
    if (!all.body.status) throw new Error(all.body.msg);
    const buyer = all.body.data.find((r) => r.name === '采购员')!;
    const edit = await admin.post('/v1/seller/role/roleedit', {
      id: buyer.id,
      name: '采购主管',
      description: '',
      path_arr: '[]',
      api_arr: '[]',
    });
    expect(edit.body).toMatchObject({ status: true, data: { name: '采购主管' } });
    const del = await admin.get('/v1/seller/role/roledel', { id: buyer.id });
    expect(del.status).toBe(200);
    const again = await admin.get('/v1/seller/role/roledel', { id: buyer.id });
    expect(again.status).toBe(404);
  });

  it('records every successful write in the operator log, and no refused one', async () => {
    const logs = await withStore(t.database.db, Number(admin.suid), (db) =>
      rawRows<{ api: string; target: string; summary: string; username: string; ip: string }>(
        db.tx,
        sql`select api, target, summary, username, ip from operator_logs where api like '/v1/seller/role/%' and summary <> '开通店铺并初始化演示数据' order by id`,
      ),
    );
    expect(logs.map((l) => l.api)).toEqual([
      '/v1/seller/role/roleadd',
      '/v1/seller/role/roleedit',
      '/v1/seller/role/roledel',
    ]);
    expect(logs[0]).toMatchObject({ summary: '添加了角色「采购员」', username: 'salt_admin', ip: admin.ip });
    expect(logs[2]!.summary).toBe('删除了角色「采购主管」');
    expect(logs.every((l) => l.target !== '')).toBe(true);
  });
});
