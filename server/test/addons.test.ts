import { ADDONS, adminApisFor, pagesFor } from '@yanye/catalog';
import { canCall, type Principal, rawRows, withStore } from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORES } from '../src/demo/stores';

const INSTALLED = '/v1/addons/public/SupplierAddonList';
const LIST = '/v1/addons/list';
const CATES = '/v1/addons/CateList';
const INSTALL = '/v1/addons/install';
const UNINSTALL = '/v1/addons/uninstall';
const SETUP_SAVE = '/v1/addons/SetupSave';
const OPERATOR_LOG = '/v1/seller/operator/OperatorLogManage';
const UNION_API = '/v1/addons/taobaoke/NavManage';
const AUCTION_API = '/v1/addons/auction/AuctionManage';

interface AddonRow {
  key: string;
  title: string;
  cate: string;
  path: string;
  installed: number;
  installed_at: number;
}

interface Permission {
  path_arr: string[];
  api_arr: string[];
}

/** The sentences of an operator-log page. */
const sentences = (r: Reply<{ sentence: string }[]>) =>
  (r.body.data as { sentence: string }[]).map((x) => x.sentence);

const demoAddons = (loginName: string) =>
  [...DEMO_STORES.find((s) => s.loginName === loginName)!.addons].sort();

describe('plugin permission rule', () => {
  const who = (plugins: string[], isMain = true): Principal => ({
    supplierId: 1,
    accountId: 1,
    sessionId: 's',
    username: 'u',
    isMain,
    industry: 'salt',
    isUnion: false,
    roles: ['admin'],
    roleApis: new Set([AUCTION_API, '/v1/jxc/inbound/InboundManage']),
    rolePaths: new Set(),
    plugins: new Set(plugins),
  });

  it("opens an add-on's APIs exactly while its plugin is installed", () => {
    expect(canCall(who([]), AUCTION_API)).toBe(false);
    expect(canCall(who(['auction']), AUCTION_API)).toBe(true);
    expect(canCall(who(['groupbuy']), AUCTION_API)).toBe(false);
    // An operator's role does not reach past the store's installed add-ons either.
    expect(canCall(who([], false), AUCTION_API)).toBe(false);
    expect(canCall(who(['auction'], false), AUCTION_API)).toBe(true);
    // Pages without a plugin are not affected, nor is the plugin screen itself.
    expect(canCall(who([]), '/v1/jxc/inbound/InboundManage')).toBe(true);
    expect(canCall(who([]), INSTALL)).toBe(true);
  });

  it('agrees with the catalogue for every add-on', () => {
    for (const addon of ADDONS) {
      const apis = adminApisFor({ industry: 'grain', isUnion: true, plugins: new Set([addon.key]) });
      const none = adminApisFor({ industry: 'grain', isUnion: true, plugins: new Set() });
      const p: Principal = { ...who([addon.key]), industry: 'grain', isUnion: true };
      for (const api of apis) expect(canCall(p, api), `${addon.key} ${api}`).toBe(true);
      for (const api of adminApisFor({ industry: 'grain', isUnion: true, plugins: 'all' })) {
        if (!apis.has(api)) expect(canCall(p, api), `${addon.key} ${api}`).toBe(false);
      }
      expect(apis.size, addon.key).toBeGreaterThan(none.size);
    }
  });
});

describe.each(DB_KINDS)('add-ons on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let clerk: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
  });
  afterAll(() => t?.close());

  async function permission(c: Client): Promise<Permission> {
    const r = await c.get<Permission>('/v1/seller/role/OperatorPermission');
    if (!r.body.status) throw new Error(r.body.msg);
    return r.body.data;
  }

  it('answers the installed keys to every signed-in user of the store', async () => {
    expect((await admin.get(INSTALLED)).body).toMatchObject({ status: true, data: demoAddons('xinyan') });
    expect((await clerk.get(INSTALLED)).body).toMatchObject({ status: true, data: demoAddons('xinyan') });
    const grain = await signedIn(t, 'grain_admin');
    expect((await grain.get(INSTALLED)).body).toMatchObject({ data: demoAddons('fenggu') });
  });

  it('lists every add-on of the catalogue with its title, category and installed flag', async () => {
    const r = await admin.get<AddonRow[]>(LIST, {}, { lang: 'en' });
    if (!r.body.status) throw new Error(r.body.msg);
    expect(r.body.data.map((a) => a.key)).toEqual(ADDONS.map((a) => a.key));
    expect(r.body.data.length).toBeGreaterThanOrEqual(18);
    const installed = r.body.data.filter((a) => a.installed === 1).map((a) => a.key);
    expect(installed.sort()).toEqual(demoAddons('xinyan'));
    expect(r.body.data.find((a) => a.key === 'auction')).toMatchObject({
      title: 'Auctions',
      cate: 'marketing',
      path: '/plugin/auction',
      installed: 1,
      installed_at: expect.any(Number),
    });
    const unions = await admin.get<AddonRow[]>(LIST, { cate: 'union' });
    if (!unions.body.status) throw new Error(unions.body.msg);
    expect(unions.body.data.map((a) => a.key)).toEqual(['taobaoke', 'jdunion', 'mtunion']);
    const search = await admin.get<AddonRow[]>(LIST, { title: '拍卖' });
    expect(search.body).toMatchObject({ data: [{ key: 'auction', title: '拍卖' }] });
  });

  it('lists the categories with their counts', async () => {
    const r = await admin.get<{ key: string; title: string; count: number }[]>(CATES, {}, { lang: 'es' });
    if (!r.body.status) throw new Error(r.body.msg);
    expect(r.body.data.map((c) => c.key)).toEqual(['marketing', 'union', 'channel', 'finance', 'logistics']);
    expect(r.body.data.reduce((n, c) => n + c.count, 0)).toBe(ADDONS.length);
    expect(r.body.data[0]!.title).toBe('Marketing');
  });

  it('installs and uninstalls an add-on, opening and closing its pages and APIs', async () => {
    expect((await permission(admin)).path_arr).not.toContain('/plugin/taobaoke/nav/manage');
    expect((await permission(admin)).api_arr).not.toContain(UNION_API);

    const r = await admin.post(INSTALL, { key: ' taobaoke ' });
    expect(r.body).toMatchObject({ status: true, data: { key: 'taobaoke', installed: 1 } });
    expect((await admin.get(INSTALLED)).body.data).toContain('taobaoke');
    const after = await permission(admin);
    expect(after.path_arr).toContain('/plugin/taobaoke/nav/manage');
    expect(after.api_arr).toContain(UNION_API);
    const plugins = new Set([...demoAddons('xinyan'), 'taobaoke']);
    expect(new Set(after.path_arr)).toEqual(
      new Set(pagesFor({ industry: 'salt', isUnion: false, plugins }).map((p) => p.path)),
    );

    const again = await admin.post(INSTALL, { key: 'taobaoke' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('插件“淘宝客”已安装');

    const off = await admin.post(UNINSTALL, { key: 'taobaoke' });
    expect(off.body).toMatchObject({ status: true, data: { key: 'taobaoke', installed: 0 } });
    expect((await permission(admin)).api_arr).not.toContain(UNION_API);
    const twice = await admin.post(UNINSTALL, { key: 'taobaoke' }, { lang: 'en' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('The plugin "Taobao affiliate" is not installed');

    const logs = await withStore(t.database.db, Number(admin.suid), (db) =>
      rawRows<{ api: string; target: string; summary: string }>(
        db.tx,
        sql`select api, target, summary from operator_logs where api like '/v1/addons/%' order by id`,
      ),
    );
    expect(logs).toEqual([
      { api: INSTALL, target: 'taobaoke', summary: '安装了插件「淘宝客」' },
      { api: UNINSTALL, target: 'taobaoke', summary: '卸载了插件「淘宝客」' },
    ]);
    // Read in English, each names the add-on by the catalogue's English title.
    const en = await admin.get<{ sentence: string }[]>(
      OPERATOR_LOG,
      { object_name: '淘宝客' },
      { lang: 'en' },
    );
    expect(sentences(en)).toEqual([
      'Uninstalled the add-on “Taobao affiliate”',
      'Installed the add-on “Taobao affiliate”',
    ]);
  });

  it("logs an add-on's settings saved with each value changed, by its title and unit, never a secret", async () => {
    const save = await admin.post(SETUP_SAVE, {
      key: 'auction',
      values: { default_increment: 20, snipe_window: 300 },
    });
    expect(save.body.status).toBe(true);
    const read = async (lang: 'zh' | 'en') => {
      const r = await admin.get<{ sentence: string }[]>(
        OPERATOR_LOG,
        { action: SETUP_SAVE, limit: 1 },
        { lang },
      );
      return sentences(r)[0];
    };
    expect(await read('zh')).toMatch(/^修改了插件「拍卖」的设置：默认加价幅度 10元 → 20元/);
    expect(await read('en')).toMatch(
      /^Changed the settings of the add-on “Auctions”: Default increment 10 yuan → 20 yuan/,
    );
  });

  it('refuses an unknown or malformed key with a clear 400 and changes nothing', async () => {
    const unknown = await admin.post(INSTALL, { key: 'bitcoin' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('插件不存在：bitcoin');
    for (const key of ['Bad-Key', '', 'x'.repeat(41), 5]) {
      const r = await admin.post(INSTALL, { key });
      expect(r.status, String(key)).toBe(400);
      expect(r.body.msg).toMatch(/^(字段 )?插件标识/);
    }
    expect((await admin.post(UNINSTALL, { key: 'bitcoin' })).status).toBe(400);
    expect((await admin.get(INSTALLED)).body.data).toEqual(demoAddons('xinyan'));
  });

  it('lets operators manage add-ons only through a role, and never past the installed ones', async () => {
    const denied = await clerk.post(INSTALL, { key: 'taobaoke' });
    expect(denied.status).toBe(403);
    expect((await clerk.get(LIST)).status).toBe(403);

    // Give the clerk's role the plugin screen and the union's navigation and auction lists.
    const grant = [LIST, INSTALL, UNINSTALL, UNION_API, AUCTION_API];
    await withStore(t.database.db, Number(clerk.suid), (db) =>
      db.tx.execute(
        sql`update roles set api_arr = api_arr || ${JSON.stringify(grant)}::jsonb,
                             path_arr = path_arr || '["/plugin/manage", "/plugin/taobaoke/nav/manage"]'::jsonb
             where name = '仓管员'`,
      ),
    );
    expect((await clerk.get(LIST)).status).toBe(200);
    let perms = await permission(clerk);
    expect(perms.api_arr).toContain(AUCTION_API);
    expect(perms.api_arr).not.toContain(UNION_API);
    expect(perms.path_arr).not.toContain('/plugin/taobaoke/nav/manage');

    expect((await clerk.post(INSTALL, { key: 'taobaoke' })).status).toBe(200);
    perms = await permission(clerk);
    expect(perms.api_arr).toContain(UNION_API);
    expect(perms.path_arr).toContain('/plugin/taobaoke/nav/manage');
    expect((await clerk.post(UNINSTALL, { key: 'taobaoke' })).status).toBe(200);
  });

  it('keeps the offline-pay store out of the plugin screen', async () => {
    const pay = await signedIn(t, 'pay_admin');
    expect((await pay.get(INSTALLED)).body).toMatchObject({ status: true, data: [] });
    expect((await pay.get(LIST)).status).toBe(403);
    expect((await pay.post(INSTALL, { key: 'abcbank' })).status).toBe(403);
    // Its own bank pages do not depend on the agricultural-bank add-on.
    expect((await permission(pay)).path_arr).toContain('/offlinepay/staff/manage');
  });
});
