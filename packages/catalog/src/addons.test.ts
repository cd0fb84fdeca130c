import { describe, expect, it } from 'vitest';
import { ADDON_CATES, ADDONS, addonByKey, addonOfApi } from './addons';
import { adminApisFor, baseApisFor, PAGES, pageByPath } from './catalog';
import { defineAddon } from './define-addon';
import { installedAddons } from './installed';
import { isCoreLiveKind, LIVE_KINDS } from './live';

const pluginKeys = new Set(PAGES.flatMap((p) => (p.pluginKey ? [p.pluginKey] : [])));

describe('add-ons', () => {
  it('lists each plugin key of the pages once, at its topmost page', () => {
    expect(ADDONS.map((a) => a.key).sort()).toEqual([...pluginKeys].sort());
    for (const addon of ADDONS) {
      const page = pageByPath(addon.path);
      expect(page?.pluginKey, addon.key).toBe(addon.key);
      expect(addon.path, addon.key).toBe(`/plugin/${addon.key}`);
      expect(addonByKey(addon.key)).toBe(addon);
    }
    expect(addonByKey('nothing')).toBeUndefined();
    expect(addonOfApi('/v1/addons/auction/AuctionManage')?.key).toBe('auction');
    expect(addonOfApi('/v1/addons/list')).toBeUndefined();
  });

  it('puts every add-on in a category, and names only keys that exist', () => {
    const declared = installedAddons().map((m) => m.key);
    expect(declared.sort()).toEqual([...pluginKeys].sort());
    expect(new Set(declared).size).toBe(declared.length);
    const cates = new Set(ADDON_CATES.map((c) => c.key));
    for (const addon of ADDONS) expect(cates.has(addon.cate), addon.key).toBe(true);
    for (const cate of ADDON_CATES)
      expect(
        ADDONS.some((a) => a.cate === cate.key),
        cate.key,
      ).toBe(true);
  });
});

describe("add-ons' live kinds", () => {
  it("join the bell's kinds, each leading to a page of its own add-on, in every language", () => {
    const declared = installedAddons().flatMap((m) =>
      Object.keys(m.liveKinds ?? {}).map((name) => [m.key, name]),
    );
    // The auction's end and each union's token, at least.
    expect(declared.map(([, name]) => name)).toEqual(
      expect.arrayContaining(['auction_ended', 'taobaoke_token', 'jdunion_token', 'mtunion_token']),
    );
    for (const [key, name] of declared) {
      const kind = LIVE_KINDS[name!]!;
      expect(isCoreLiveKind(name!)).toBe(false);
      const page = PAGES.find((p) => p.name === kind.page);
      expect(page?.pluginKey ?? PAGES.find((p) => p.name === page?.parent)?.pluginKey, name).toBe(key);
      // A union's name is in the sentence in each language, the date left for the event.
      for (const lang of ['zh', 'en'] as const) expect(kind.said[lang]).not.toMatch(/\{union\}/);
    }
    expect(LIVE_KINDS.taobaoke_token?.said.en).toMatch(/\{date\}/);
  });

  it('refuses a kind not named after its add-on, or one that leads nowhere', () => {
    const base = installedAddons().find((m) => m.key === 'auction')!;
    const said = { title: base.description, said: base.description };
    expect(() =>
      defineAddon({ ...base, liveKinds: { other_thing: { ...said, page: 'AuctionInfo' } } }),
    ).toThrow(/must be named 'auction_<what>'/);
    expect(() => defineAddon({ ...base, liveKinds: { auction_x: said } })).toThrow(/must name the page/);
  });
});

describe('shop info', () => {
  it('lets everyone read it and makes saving a permission of its own', () => {
    const info = pageByPath('/content/shopinfo');
    const save = pageByPath('/content/shopinfo/save');
    expect(info?.common).toBe(true);
    expect(save).toMatchObject({ view: 'action', hidden: true, common: false, parent: 'ShopInfo' });
    expect(save?.api).toEqual(['/v1/seller/supplier/InfoSave']);
    expect(baseApisFor('salt').has('/v1/seller/supplier/Info')).toBe(true);
    expect(baseApisFor('salt').has('/v1/seller/supplier/InfoSave')).toBe(false);
    expect(
      adminApisFor({ industry: 'salt', isUnion: false, plugins: new Set() }).has(
        '/v1/seller/supplier/InfoSave',
      ),
    ).toBe(true);
    // The offline-pay industry has no shop-info page, but its WeChat screen reads the store info.
    expect(baseApisFor('offlinepay').has('/v1/seller/supplier/Info')).toBe(true);
  });
});
