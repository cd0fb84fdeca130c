import type { Addon, SettingField } from '@yanye/catalog';
import {
  AppError,
  checkSetting,
  loadSealKey,
  rawRows,
  readAddonSettings,
  saveSettings,
  settingsView,
  withStore,
} from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { T } from '@yanye/i18n';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Add-on settings (/plugin/pluginSetup): the schema of an add-on's declaration checks every value, a
 * secret is sealed, shown masked and replaced only when retyped; an add-on's calls are refused, with its name,
 * while it is not installed, and its data comes back on reinstall.
 */

const FIELDS: readonly SettingField[] = [
  {
    name: 'shop_name',
    type: 'text',
    title: T('店名', 'Shop name', 'Tienda', '店名'),
    required: true,
    max: 20,
  },
  {
    name: 'extend',
    type: 'number',
    title: T('延时', 'Extension', 'Extensión', '延長'),
    min: 0,
    max: 600,
    default: 60,
  },
  { name: 'price', type: 'number', title: T('价格', 'Price', 'Precio', '価格'), min: 0, decimals: 2 },
  { name: 'on', type: 'switch', title: T('开启', 'On', 'Activo', '有効') },
  {
    name: 'mode',
    type: 'select',
    title: T('模式', 'Mode', 'Modo', 'モード'),
    options: [
      { value: 'a', label: T('甲', 'A', 'A', 'A') },
      { value: 'b', label: T('乙', 'B', 'B', 'B') },
    ],
  },
  {
    name: 'app_secret',
    type: 'secret',
    title: T('密钥', 'App secret', 'Secreto', 'シークレット'),
    required: true,
  },
];

/** A made-up add-on over the real settings table: the engine does not care which add-on it serves. */
const FAKE: Addon = {
  key: 'fakeaddon',
  title: T('测试插件', 'Test add-on', 'Complemento de prueba', 'テスト'),
  path: '/plugin/fakeaddon',
  settingsPath: '/plugin/pluginSetup?key=fakeaddon',
  cate: 'marketing',
  icon: 'appstore',
  version: '1.0.0',
  description: T('', '', '', ''),
  settings: FIELDS,
  outside: false,
};

const field = (name: string) => FIELDS.find((f) => f.name === name)!;
const refusal = (fn: () => unknown, lang: 'zh' | 'en' = 'en'): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error.describe(lang);
    throw error;
  }
  return '';
};

describe('a setting checked by its field', () => {
  it('keeps good values and says what is wrong with bad ones, by the field title', () => {
    expect(checkSetting(field('shop_name'), '  盐 ')).toBe('盐');
    expect(refusal(() => checkSetting(field('shop_name'), ''))).toBe('Field Shop name is required');
    expect(refusal(() => checkSetting(field('shop_name'), 'x'.repeat(21)))).toBe(
      'Shop name takes at most 20 characters',
    );
    expect(checkSetting(field('extend'), '120')).toBe(120);
    expect(checkSetting(field('extend'), null)).toBe(60);
    expect(refusal(() => checkSetting(field('extend'), 601))).toBe('Extension must be between 0 and 600');
    expect(refusal(() => checkSetting(field('extend'), -1))).toBe('Extension must be between 0 and 600');
    expect(refusal(() => checkSetting(field('extend'), 'abc'))).toBe('Extension should be a number');
    expect(checkSetting(field('price'), 12.5)).toBe(12.5);
    expect(refusal(() => checkSetting(field('price'), 1.005))).toBe('Price takes at most 2 decimal places');
    expect(checkSetting(field('on'), true)).toBe(true);
    expect(checkSetting(field('on'), '0')).toBe(false);
    expect(refusal(() => checkSetting(field('on'), 'maybe'))).toBe('On should be yes or no');
    expect(checkSetting(field('mode'), 'b')).toBe('b');
    expect(refusal(() => checkSetting(field('mode'), 'c'), 'zh')).toBe('模式须从可选项中选择');
    expect(checkSetting(field('app_secret'), '')).toBeUndefined();
    expect(checkSetting(field('app_secret'), ' s3cr3t-value-42 ')).toBe('s3cr3t-value-42');
    // The mask the form showed, sent back: kept as blank is.
    expect(checkSetting(field('app_secret'), '••••••6789')).toBeUndefined();
  });
});

describe.each(DB_KINDS)('add-on settings on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let suid: number;
  /** The key the app seals with (loaded as the app loads it: the one kept in the database). */
  let key: Buffer;
  beforeAll(async () => {
    t = await startApp(kind);
    key = await loadSealKey(t.database.db, undefined);
    admin = await signedIn(t, 'salt_admin');
    suid = Number(admin.suid);
  });
  afterAll(() => t?.close());

  const inStore = <R>(fn: Parameters<typeof withStore<R>>[2]) => withStore(t.database.db, suid, fn);

  it('seals a secret, shows it masked, and keeps it when the form leaves it blank', async () => {
    const now = 1_800_000_000;
    await inStore((db) =>
      saveSettings(db, FAKE, key, { shop_name: '鑫盐', app_secret: 'wx-secret-0123456789' }, 1, now),
    );
    const view = await inStore((db) => settingsView(db, FAKE, key, 'en'));
    expect(view.values).toEqual({ shop_name: '鑫盐', extend: 60, price: 0, on: false, mode: 'a' });
    expect(view.secrets).toEqual({ app_secret: { set: 1, masked: '••••••6789' } });
    expect(JSON.stringify(view)).not.toContain('wx-secret');
    expect(view.fields.map((f) => f.title)).toEqual([
      'Shop name',
      'Extension',
      'Price',
      'On',
      'Mode',
      'App secret',
    ]);
    // At rest the secret is sealed: the row holds no clear text.
    const [row] = await inStore((db) =>
      rawRows<{ secrets: Record<string, string> }>(
        db.tx,
        sql`select secrets from addon_settings where key = 'fakeaddon'`,
      ),
    );
    expect(row!.secrets.app_secret).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('wx-secret');

    // Saved again without retyping it: the secret stays; the plain values change.
    await inStore((db) =>
      saveSettings(db, FAKE, key, { shop_name: '鑫盐商贸', extend: 90, app_secret: '' }, 1, now + 1),
    );
    const kept = await inStore((db) => readAddonSettings(db, FAKE, key));
    expect(kept.values).toMatchObject({ shop_name: '鑫盐商贸', extend: 90 });
    expect(await kept.secret('app_secret')).toBe('wx-secret-0123456789');

    // Retyped: replaced.
    await inStore((db) =>
      saveSettings(db, FAKE, key, { shop_name: 'x', app_secret: 'new-one-9999' }, 1, now),
    );
    expect(await (await inStore((db) => readAddonSettings(db, FAKE, key))).secret('app_secret')).toBe(
      'new-one-9999',
    );
  });

  it('refuses the whole save on one bad value or an unknown name, changing nothing', async () => {
    const before = await inStore((db) => settingsView(db, FAKE, key, 'zh'));
    for (const values of [
      { shop_name: 'ok', extend: 9999 },
      { shop_name: 'ok', nosuch: 1 },
      { shop_name: '' },
    ]) {
      await expect(inStore((db) => saveSettings(db, FAKE, key, values, 1, 1))).rejects.toBeInstanceOf(
        AppError,
      );
    }
    expect(await inStore((db) => settingsView(db, FAKE, key, 'zh'))).toEqual(before);
  });

  it('serves the setup form of an installed add-on and refuses one not installed, by name', async () => {
    const info = await admin.get<{ key: string; fields: unknown[]; values: object }>(
      '/v1/addons/SetupInfo',
      { key: 'auction' },
      { lang: 'en' },
    );
    expect(info.body).toMatchObject({ status: true, data: { key: 'auction', title: 'Auctions' } });
    const grain = await signedIn(t, 'grain_admin');
    const refused = await grain.get('/v1/addons/SetupInfo', { key: 'auction' }, { lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('The plugin "Auctions" is not installed');
    const save = await grain.post('/v1/addons/SetupSave', { key: 'auction', values: {} });
    expect(save.status).toBe(409);
    const unknown = await admin.post('/v1/addons/SetupSave', { key: 'auction', values: { nosuch: 1 } });
    expect(unknown.status).toBe(400);
    // A value of a shape no setting takes is refused by the setting's title, never its key.
    for (const [lang, said] of [
      ['zh', /^默认加价幅度/],
      ['en', /^Default increment/],
    ] as const) {
      const shaped = await admin.post(
        '/v1/addons/SetupSave',
        { key: 'auction', values: { default_increment: { amount: 5 } } },
        { lang },
      );
      expect(shaped.status).toBe(400);
      expect(shaped.body.msg).toMatch(said);
      expect(shaped.body.msg).not.toMatch(/default_increment|values/);
    }
  });

  it("refuses an uninstalled add-on's calls with its name, and brings its data back on reinstall", async () => {
    const grain = await signedIn(t, 'grain_admin');
    const list = '/v1/addons/auction/AuctionManage';
    const before = await admin.get<unknown[]>(list, { page: 1, limit: 50 });
    expect(before.status).toBe(200);
    const refused = await grain.get(list, { page: 1, limit: 10 });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('插件“拍卖”未安装');

    expect((await admin.post('/v1/addons/uninstall', { key: 'auction' })).status).toBe(200);
    const off = await admin.get(list, { page: 1, limit: 50 }, { lang: 'en' });
    expect(off.status).toBe(403);
    expect(off.body.msg).toBe('The plugin "Auctions" is not installed');
    expect((await admin.post('/v1/addons/install', { key: 'auction' })).status).toBe(200);
    const back = await admin.get<unknown[]>(list, { page: 1, limit: 50 });
    expect(back.body.data).toEqual(before.body.data);

    // The settings row outlived the uninstall: it was the store's first install (the demo's), not this one.
    const [row] = await inStore((db) =>
      rawRows<{ n: number }>(db.tx, sql`select count(*)::int as n from addon_settings where key = 'auction'`),
    );
    expect(row!.n).toBe(1);
  });
});
