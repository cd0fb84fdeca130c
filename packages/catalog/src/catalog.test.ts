import { describe, expect, it } from 'vitest';
import { isDestructive, isIrreversible } from './api-actions';
import {
  ALL_API_PATHS,
  BASE_APIS,
  baseApisFor,
  iconOfPage,
  isLinkable,
  isScreen,
  PAGES,
  pageByName,
  pageByPath,
  pagesFor,
  SECTION_PAGES,
} from './catalog';
import { SETTINGS_PAGE_APIS } from './define-addon';
import { type CatalogPage, INDUSTRIES, WALLET_TYPES } from './types';

const LANGS = ['zh', 'en', 'es', 'ja'] as const;

/** Data paths of `list` pages that may not end in `Manage`. Keep this list short and justified. */
const LIST_DATA_PATH_EXCEPTIONS: ReadonlySet<string> = new Set<string>([]);

const under = (prefix: string) => (p: CatalogPage) => p.path === prefix || p.path.startsWith(`${prefix}/`);
const names = (pages: readonly CatalogPage[]) => new Set(pages.map((p) => p.name));
const apisOf = (pages: readonly CatalogPage[]) => new Set(pages.flatMap((p) => [...p.api]));
const duplicates = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

const pluginPages = PAGES.filter(under('/plugin')).filter(
  (p) => !['/plugin', '/plugin/manage', '/plugin/pluginSetup'].includes(p.path),
);
const walletPages = PAGES.filter(under('/finance/PaymentWallet'));
const supplyPaths = [
  '/goods/list/manageSupply',
  '/goods/list/supply/:id',
  '/goods/list/stopSupply/:id',
  '/goods/list/lookSupply/:id',
];

/** Paths the console is known to serve (`{id}` written as `:id`). */
const SPEC_PATHS = [
  '/dashboard',
  '/profile/user/edit',
  '/profile/pwd/edit',
  '/profile/user/wechat',
  '/content/shopinfo',
  '/basicdata/customer/manage',
  '/basicdata/customer/audit/:id',
  '/basicdata/customer/add',
  '/basicdata/customer/edit/:id',
  '/basicdata/customer/del/:id',
  '/basicdata/department/manage',
  '/basicdata/department/add',
  '/basicdata/department/edit/:id',
  '/basicdata/department/del',
  '/basicdata/materialunit/manage',
  '/basicdata/material/manage',
  '/basicdata/material/add',
  '/basicdata/material/edit/:id',
  '/basicdata/warehouse/manage',
  '/basicdata/warehouse/del/:id',
  '/recycle/brand/manage',
  '/recycle/category/add',
  '/recycle/question/edit/:id',
  '/recycle/answer/del/:id',
  '/recycle/staff/manage',
  '/recycle/order/manage',
  '/recycle/order/info/:id',
  '/recycle/order/del/:id',
  '/recycle/address/manage',
  '/recycle/address/add',
  '/recycle/address/edit/:id',
  '/recycle/address/del/:id',
  '/goods/list/save',
  '/goods/list/manageShow',
  '/goods/list/manageUnShow',
  '/goods/list/edit/:id',
  '/goods/list/del/:id',
  '/goods/list/onoff/:id',
  '/goods/list/manageSupply',
  '/goods/list/supply/:id',
  '/goods/list/GoodsProperty',
  '/goods/list/stopSupply/:id',
  '/goods/list/lookSupply/:id',
  '/goods/cat/manage',
  '/goods/cat/add',
  '/goods/cat/edit/:id',
  '/goods/cat/del/:id',
  '/inventory/purchaseApply/manage',
  '/inventory/purchaseApply/audit/:id',
  '/inventory/purchase/manage',
  '/inventory/purchase/add',
  '/inventory/purchase/edit/:id',
  '/inventory/purchase/del/:id',
  '/inventory/purchase/audit/:id',
  '/inventory/inbound/manage',
  '/inventory/inbound/audit/:id',
  '/inventory/inbound/send/:id',
  '/inventory/outbound/manage',
  '/inventory/outbound/add',
  '/inventory/outbound/edit/:id',
  '/inventory/outbound/audit/:id',
  '/dataDetails/shop/manage',
  '/dataDetails/shop/add',
  '/dataDetails/shop/edit/:id',
  '/dataDetails/shop/ChangeDepart',
  '/dataDetails/shop/del/:id',
  '/dataDetails/delshop/manage',
  '/dataDetails/delshop/revert/:id',
  '/job/list/manage',
  '/job/list/info/:id',
  '/job/list/onOff/:id',
  '/job/record/manage',
  '/job/record/set/:id',
  '/job/SumeManage',
  '/job/title/manage',
  '/job/title/add',
  '/job/title/edit/:id',
  '/job/title/del/:id',
  '/job/feedback/manage',
  '/job/feedback/info/:id',
  '/job/feedback/del',
  '/report/chart',
  '/finance/PaymentWallet/SummaryRecord',
  '/finance/PaymentWallet/PaymentWithdrawal',
  '/finance/PaymentWallet/WithdrawalRecord',
  '/finance/PaymentWallet/BankcardManage',
  '/finance/walletlog/rmb',
  '/finance/walletlog/score',
  '/finance/walletlog/recycle',
  '/finance/walletlog/UserRecharge',
  '/finance/paycash/PayCashManage',
  '/finance/paycash/PayCashRefundManage',
  '/content/notification/manage',
  '/content/notification/add',
  '/content/news/edit/:id',
  '/content/advertising/del/:id',
  '/content/agreement/manage',
  '/sys/permission/management/role',
  '/sys/permission/management/role/add',
  '/sys/permission/management/role/edit/:id',
  '/sys/permission/management/role/del/:id',
  '/sys/permission/management/operators/manage',
  '/sys/permission/management/operators/add',
  '/sys/permission/management/operators/edit/:id',
  '/sys/permission/management/operators/del/:id',
  '/sys/permission/management/operatorlog',
  '/sys/logmanagement/memberlogin',
  '/sys/logmanagement/administrator',
  '/sys/appdownload/list',
  '/sys/appdownload/ReleaseAdd',
  '/sys/appdownload/PublicSetting',
  '/sys/appdownload/AppversionDel',
  '/sys/appdownload/edit/:id',
  '/sys/platform/system',
  '/sys/platform/copyright',
  '/sys/safemanage/setting',
  '/sys/safemanage/accessuser/manage',
  '/sys/safemanage/accessuser/del/:id',
  '/sys/safemanage/accessip/manage',
  '/sys/safemanage/accessip/del/:id',
  '/plugin/manage',
  '/plugin/pluginSetup',
];

/** Calls the console is known to make, with the /v1 prefix. */
const SPEC_APIS = [
  '/v1/public/supplier/GetIndustryTypeConf',
  '/v1/public/supplier/GetEnterAgreement',
  '/v1/public/supplier/Enter',
  '/v1/public/supplier/getSupplierList',
  '/v1/public/user/login',
  '/v1/public/user/refreshAccessToken',
  '/v1/public/verify/verifysend',
  '/v1/public/config/GetServerConfig',
  '/v1/seller/supplier/CertApply',
  '/v1/seller/supplier/CertInfo',
  '/v1/seller/supplier/Info',
  '/v1/seller/supplier/WxBind',
  '/v1/seller/supplier/WxUnbind',
  '/v1/seller/supplier/PasswordEdit',
  '/v1/buyer/user/info',
  '/v1/buyer/user/userEdit',
  '/v1/buyer/user/logout',
  '/v1/seller/safe/SafeSetInfo',
  '/v1/seller/safe/SafeSetSave',
  '/v1/seller/safe/AccessUserDel',
  '/v1/seller/safe/AccessIpDel',
  '/v1/seller/order/info',
  '/v1/seller/order/OrderCount',
  '/v1/seller/refund/RefundCount',
  '/v1/seller/role/OperatorPermission',
  '/v1/seller/role/rolemanage',
  '/v1/seller/role/roleadd',
  '/v1/seller/role/roleedit',
  '/v1/seller/role/roledel',
  '/v1/seller/app/AppversionSave',
  '/v1/seller/app/AppdownSet',
  '/v1/seller/app/AppdownInfo',
  '/v1/seller/app/AppversionDel',
  '/v1/seller/app/AppversionInfo',
  '/v1/seller/systemSet/CopyrightSetInfo',
  '/v1/seller/systemSet/CopyrightSetSave',
  '/v1/seller/systemSet/SystemSetSave',
  '/v1/seller/systemSet/SystemSetInfo',
  '/v1/jxc/dept/DeptDataTreeList',
  '/v1/jxc/dept/GetDeptTreeList',
  '/v1/jxc/dept/DeptTypeList',
  '/v1/jxc/dept/DeptInfo',
  '/v1/jxc/dept/DeptSave',
  '/v1/jxc/dept/DeptDel',
  '/v1/addons/social/public/GetSocialAuthData',
  '/v1/addons/social/public/GetSocialAndBindByCode',
  '/v1/addons/kefu/public/GetKefuConfig',
  '/v1/seller/quickmenu/QuickMenuList',
  '/v1/seller/quickmenu/QuickMenuAdd',
  '/v1/seller/quickmenu/QuickMenuAdds',
  '/v1/seller/quickmenu/QuickMenuDel',
  '/v1/addons/public/SupplierAddonList',
  '/v1/addons/list',
  '/v1/addons/install',
  '/v1/addons/uninstall',
  '/v1/addons/CateList',
  '/v1/seller/export/ExportManage',
  '/v1/seller/export/ExportDel',
];

describe('catalogue shape', () => {
  it('declares a screen’s kind: a form saves its record, a details page reads it and saves nothing', () => {
    const saves = (p: (typeof PAGES)[number]) => p.api.some((a) => a.endsWith('Save'));
    const reads = (p: (typeof PAGES)[number]) => p.api.some((a) => a.endsWith('Info'));
    expect(PAGES.filter((p) => p.view === 'form' && !saves(p)).map((p) => p.path)).toEqual([]);
    expect(PAGES.filter((p) => p.view === 'detail' && (saves(p) || !reads(p))).map((p) => p.path)).toEqual(
      [],
    );
    expect(pageByPath('/inventory/purchase/info/:id')?.view).toBe('detail');
  });

  it('has unique page names', () => {
    expect(duplicates(PAGES.map((p) => p.name))).toEqual([]);
  });

  it('has unique page paths', () => {
    expect(duplicates(PAGES.map((p) => p.path))).toEqual([]);
  });

  it('uses PascalCase route names and absolute paths without spaces', () => {
    for (const p of PAGES) {
      expect(p.name, p.path).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(p.path, p.name).toMatch(/^\/[^\s{}]*$/);
      expect(p.path, p.name).not.toMatch(/\/\/|\/$/);
    }
  });

  it('gives every page a non-empty title in zh, en, es and ja', () => {
    for (const p of PAGES) {
      for (const lang of LANGS) expect(p.title[lang]?.trim(), `${p.name}.${lang}`).toBeTruthy();
      expect(p.title.zh, p.name).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('names only absolute /v1 API paths without spaces', () => {
    for (const api of ALL_API_PATHS) expect(api).toMatch(/^\/v1\/[^\s?#]+$/);
    for (const p of PAGES) expect(duplicates([...p.api]), p.name).toEqual([]);
  });

  it('gives every list page a data path ending in Manage', () => {
    const lists = PAGES.filter((p) => p.view === 'list');
    expect(lists.length).toBeGreaterThan(50);
    for (const p of lists) {
      const data = p.api[0];
      expect(data, p.name).toBeDefined();
      if (data && !LIST_DATA_PATH_EXCEPTIONS.has(data)) expect(data, p.name).toMatch(/Manage$/);
    }
  });

  it('gives every form, action and custom screen at least one API', () => {
    for (const p of PAGES.filter((p) => p.view !== 'group' && p.view !== 'external')) {
      expect(p.api.length, p.name).toBeGreaterThan(0);
    }
  });

  it('hangs every hidden action under an existing, non-action parent', () => {
    const actions = PAGES.filter((p) => p.view === 'action');
    expect(actions.length).toBeGreaterThan(40);
    for (const p of actions) {
      expect(p.hidden, p.name).toBe(true);
      expect(p.parent, p.name).toBeDefined();
      const parent = pageByName(p.parent ?? '');
      expect(parent, p.name).toBeDefined();
      expect(parent?.view, p.name).not.toBe('action');
      expect(p.path.startsWith(`${parent?.path}/`), p.name).toBe(true);
    }
  });

  it('leads every hidden screen a menu reaches to its list: a shown screen of its section, for the same accounts', () => {
    const inMenu = (p: CatalogPage) => p.trail.every((n) => !pageByName(n)?.hidden || n === p.name);
    for (const page of PAGES.filter((p) => p.hidden && isScreen(p) && inMenu(p))) {
      const list = pageByName(page.listPage ?? '');
      expect(list, page.path).toBeDefined();
      expect(list!.hidden || !isScreen(list!), page.path).toBe(false);
      expect(list!.trail[0], page.path).toBe(page.trail[0]);
      // Whoever may see the page may see its list: the same add-on, industries and union audience.
      expect(list!.pluginKey, page.path).toBe(page.pluginKey);
      for (const industry of page.industries) expect(list!.industries, page.path).toContain(industry);
      expect([page.audience, 'all'], page.path).toContain(list!.audience);
    }
    // Pages no menu leads to (the profile's, under a hidden folder) have none; menu entries neither.
    expect(pageByPath('/profile/user/edit')?.listPage).toBeUndefined();
    expect(PAGES.filter((p) => !p.hidden && p.listPage)).toEqual([]);
  });

  it('gives every group at least one child and one visible child unless it is hidden', () => {
    for (const g of PAGES.filter((p) => p.view === 'group')) {
      const children = PAGES.filter((p) => p.parent === g.name);
      expect(children.length, g.name).toBeGreaterThan(0);
      if (!g.hidden)
        expect(
          children.some((c) => !c.hidden),
          g.name,
        ).toBe(true);
    }
  });

  it('puts the sections on the rail in order, each with an icon', () => {
    expect(SECTION_PAGES.map((p) => p.path)).toEqual([
      '/dashboard',
      '/platform',
      '/basicdata',
      '/goods',
      '/inventory',
      '/dataDetails',
      '/report',
      '/finance',
      '/content',
      '/recycle',
      '/job',
      '/plugin',
      '/sys',
      '/offlinepay',
      '/profile',
    ]);
    for (const s of SECTION_PAGES.filter((p) => p.path !== '/profile')) expect(s.icon, s.name).toBeTruthy();
  });

  it('opens external entries on https sites and nothing else', () => {
    const externals = PAGES.filter((p) => p.view === 'external');
    expect(externals.length).toBeGreaterThanOrEqual(6);
    for (const p of externals) expect(p.external, p.name).toMatch(/^https:\/\/[^\s]+$/);
    for (const p of PAGES.filter((p) => p.view !== 'external')) expect(p.external, p.name).toBeUndefined();
  });

  it('sets a wallet type on exactly the three wallet logs', () => {
    const typed = PAGES.filter((p) => p.walletType !== undefined);
    expect(typed.map((p) => [p.path, p.walletType])).toEqual(
      WALLET_TYPES.map((t) => [`/finance/walletlog/${t}`, t]),
    );
  });
});

describe('spec coverage', () => {
  it('has every known path', () => {
    expect(SPEC_PATHS.length).toBeGreaterThanOrEqual(30);
    expect(SPEC_PATHS.filter((path) => pageByPath(path) === undefined)).toEqual([]);
  });

  it('has every known call', () => {
    expect(SPEC_APIS.filter((api) => !ALL_API_PATHS.has(api))).toEqual([]);
  });

  it('puts the spec-named calls on the pages that make them', () => {
    expect(pageByPath('/dataDetails/order/manage')?.api).toContain('/v1/seller/order/OrderCount');
    expect(pageByPath('/dataDetails/order/info/:id')?.api).toContain('/v1/seller/order/info');
    expect(pageByPath('/dataDetails/refund/manage')?.api).toContain('/v1/seller/refund/RefundCount');
    expect(pageByPath('/dataDetails/shop/ChangeDepart')?.api).toEqual(['/v1/seller/shop/ShopChangeDepart']);
    expect(pageByPath('/sys/appdownload/AppversionDel')?.api).toEqual(['/v1/seller/app/AppversionDel']);
    expect(pageByPath('/sys/permission/management/role/del/:id')?.api).toEqual(['/v1/seller/role/roledel']);
    expect(pageByPath('/plugin/manage')?.api).toEqual(
      expect.arrayContaining([
        '/v1/addons/list',
        '/v1/addons/install',
        '/v1/addons/uninstall',
        '/v1/addons/CateList',
      ]),
    );
    // The operator picker's call is allowed through the form that needs it (the server's option needs), not listed.
    const outboundForm = ['/v1/jxc/outbound/OutboundBusinessTypeList'];
    expect(pageByPath('/inventory/outbound/add')?.api).toEqual(expect.arrayContaining(outboundForm));
    expect(pageByPath('/inventory/outbound/edit/:id')?.api).toEqual(expect.arrayContaining(outboundForm));
  });

  it('follows the API bases', () => {
    const bases: Record<string, string> = {
      '/basicdata/customer/manage': '/v1/jxc/customer/Customer',
      '/inventory/purchaseApply/manage': '/v1/jxc/purchaseApply/PurchaseApply',
      '/inventory/purchase/manage': '/v1/jxc/purchase/Purchase',
      '/inventory/inbound/manage': '/v1/jxc/inbound/Inbound',
      '/inventory/outbound/manage': '/v1/jxc/outbound/Outbound',
      '/inventory/stock/manage': '/v1/jxc/stock/Stock',
      '/inventory/stocklog/manage': '/v1/jxc/stocklog/StockLog',
      '/goods/cat/manage': '/v1/seller/goods/GoodsCat',
      '/dataDetails/order/manage': '/v1/seller/order/Order',
      '/dataDetails/refund/manage': '/v1/seller/refund/Refund',
      '/dataDetails/shop/manage': '/v1/seller/shop/Shop',
    };
    for (const [path, base] of Object.entries(bases))
      expect(pageByPath(path)?.api[0], path).toBe(`${base}Manage`);
    for (const path of ['/goods/list/manageShow', '/goods/list/manageUnShow', '/goods/list/edit/:id']) {
      expect(pageByPath(path)?.api[0], path).toMatch(/^\/v1\/seller\/goods\/Goods/);
    }
    for (const doc of ['purchaseApply', 'purchase', 'inbound', 'outbound']) {
      const audit = pageByPath(`/inventory/${doc}/audit/:id`);
      expect(
        audit?.api.some((a) => a.endsWith('Audit')),
        doc,
      ).toBe(true);
    }
  });
});

describe('route sets', () => {
  const salt = { industry: 'salt', isUnion: false, plugins: 'all' } as const;
  const grainUnion = { industry: 'grain', isUnion: true, plugins: 'all' } as const;
  const offlinepay = { industry: 'offlinepay', isUnion: false, plugins: 'all' } as const;

  it('shows the payment wallet to union accounts only', () => {
    expect(walletPages.length).toBeGreaterThanOrEqual(5);
    for (const industry of ['salt', 'grain'] as const) {
      const union = names(pagesFor({ industry, isUnion: true, plugins: 'all' }));
      const nonUnion = names(pagesFor({ industry, isUnion: false, plugins: 'all' }));
      for (const p of walletPages) {
        expect(union.has(p.name), `${industry} union ${p.name}`).toBe(true);
        expect(nonUnion.has(p.name), `${industry} non-union ${p.name}`).toBe(false);
      }
    }
  });

  it('shows the supplied-goods pages to non-union accounts only', () => {
    const union = names(pagesFor(grainUnion));
    const nonUnion = names(pagesFor(salt));
    for (const path of supplyPaths) {
      const page = pageByPath(path);
      expect(page, path).toBeDefined();
      expect(nonUnion.has(page?.name ?? ''), path).toBe(true);
      expect(union.has(page?.name ?? ''), path).toBe(false);
    }
    // The rest of the goods list stays visible to union accounts.
    expect(union.has('GoodsManageShow')).toBe(true);
  });

  it('limits union-only and non-union-only pages to the wallet and the supply pages', () => {
    expect(PAGES.filter((p) => p.audience === 'union').map((p) => p.path)).toEqual(
      walletPages.map((p) => p.path),
    );
    expect(
      PAGES.filter((p) => p.audience === 'nonUnion')
        .map((p) => p.path)
        .sort(),
    ).toEqual([...supplyPaths].sort());
  });

  it('gives the offlinepay industry only its own section and the common pages', () => {
    const pages = pagesFor(offlinepay);
    expect(pages.some((p) => p.path === '/offlinepay/staff/manage')).toBe(true);
    expect(pages.some((p) => p.path === '/offlinepay/financelog/manage')).toBe(true);
    for (const p of pages) expect(p.trail[0] === 'Offlinepay' || p.common, p.path).toBe(true);
    expect(pages.filter((p) => p.common).every(under('/profile'))).toBe(true);
    expect(pagesFor({ ...offlinepay, isUnion: true }).map((p) => p.name)).toEqual(pages.map((p) => p.name));
  });

  it('lets no other page into the offlinepay industry', () => {
    const intruders = PAGES.filter((p) => p.industries.includes('offlinepay'))
      .filter((p) => !under('/offlinepay')(p) && !under('/profile')(p))
      .map((p) => p.path);
    expect(intruders).toEqual([]);
    for (const p of PAGES.filter(under('/offlinepay'))) expect(p.industries).toEqual(['offlinepay']);
  });

  it('calls for offlinepay only what the agricultural-bank add-on and the base set call', () => {
    const abcbank = apisOf(PAGES.filter((p) => p.pluginKey === 'abcbank'));
    const allowed = new Set([...abcbank, ...baseApisFor('offlinepay'), ...BASE_APIS]);
    const used = apisOf(pagesFor(offlinepay));
    expect([...used].filter((api) => !allowed.has(api))).toEqual([]);
    // Both route sets make the same calls.
    expect(apisOf(PAGES.filter(under('/offlinepay')))).toEqual(abcbank);
  });

  it('mirrors the agricultural-bank pages in the offlinepay section', () => {
    const suffixes = (prefix: string) =>
      PAGES.filter(under(prefix))
        .filter((p) => p.path !== prefix)
        // The same bespoke screens, each told which of the two pages it serves (`custom:<screen>:<stem>`).
        .map((p) => [p.path.slice(prefix.length), p.view.split(':').slice(0, 2).join(':'), p.api]);
    expect(suffixes('/offlinepay')).toEqual(suffixes('/plugin/abcbank'));
  });

  it('keeps the offlinepay section out of the salt and grain route sets', () => {
    for (const industry of INDUSTRIES)
      expect(pagesFor({ ...salt, industry }).length, industry).toBeGreaterThan(0);
    for (const industry of ['salt', 'grain'] as const) {
      const pages = pagesFor({ ...salt, industry });
      expect(
        pages.filter(under('/offlinepay')).map((p) => p.path),
        industry,
      ).toEqual([]);
      expect(
        pages.some((p) => p.path === '/dashboard'),
        industry,
      ).toBe(true);
    }
  });
});

describe('plugins', () => {
  it('gives every add-on page under /plugin a plugin key', () => {
    expect(pluginPages.length).toBeGreaterThan(80);
    expect(pluginPages.filter((p) => p.pluginKey === undefined).map((p) => p.path)).toEqual([]);
    expect(pageByPath('/plugin')?.pluginKey).toBeUndefined();
    expect(pageByPath('/plugin/manage')?.pluginKey).toBeUndefined();
    expect(pageByPath('/plugin/pluginSetup')?.pluginKey).toBeUndefined();
  });

  it('uses plugin keys only under /plugin, lowercase, with each add-on calling its own API base', () => {
    for (const p of PAGES.filter((p) => p.pluginKey !== undefined)) {
      expect(under('/plugin')(p), p.path).toBe(true);
      expect(p.pluginKey, p.path).toMatch(/^[a-z][a-z0-9]*$/);
      expect(p.path.startsWith(`/plugin/${p.pluginKey}`), p.path).toBe(true);
      // Besides its own calls, an add-on's page may hold the plugin platform's settings form (its own settings).
      const platform = new Set(SETTINGS_PAGE_APIS);
      const own = p.api.filter((api) => api.startsWith('/v1/addons/') && !platform.has(api));
      for (const api of own)
        expect(api.startsWith(`/v1/addons/${p.pluginKey}/`), `${p.name} ${api}`).toBe(true);
    }
  });

  it('has the known add-ons', () => {
    const keys = new Set(pluginPages.map((p) => p.pluginKey));
    for (const key of ['taobaoke', 'jdunion', 'mtunion', 'auction', 'groupbuy', 'flashsale', 'abcbank']) {
      expect(keys.has(key), key).toBe(true);
    }
    expect(keys.size).toBeGreaterThanOrEqual(18);
    for (const key of ['auction', 'groupbuy', 'flashsale']) {
      expect(pageByPath(`/plugin/${key}/stop/:id`)?.view, key).toBe('action');
      expect(pageByPath(`/plugin/${key}/del/:id`)?.view, key).toBe('action');
    }
    for (const key of ['taobaoke', 'jdunion', 'mtunion']) {
      const union = PAGES.filter(under(`/plugin/${key}`));
      expect(union.filter((p) => p.view === 'external').length, key).toBeGreaterThanOrEqual(2);
      for (const seg of ['nav', 'adverts', 'users', 'orders', 'token']) {
        expect(union.some(under(`/plugin/${key}/${seg}`)), `${key}/${seg}`).toBe(true);
      }
    }
  });

  it('hides every add-on page when no plugin is installed', () => {
    for (const who of [
      { industry: 'salt', isUnion: false },
      { industry: 'grain', isUnion: true },
    ] as const) {
      const visible = names(pagesFor({ ...who, plugins: new Set() }));
      expect(pluginPages.filter((p) => visible.has(p.name)).map((p) => p.path)).toEqual([]);
      expect(visible.has('PluginManage')).toBe(true);
      expect(visible.has('PluginSetup')).toBe(true);
    }
  });

  it('shows an add-on exactly when its key is installed', () => {
    const visible = names(pagesFor({ industry: 'salt', isUnion: false, plugins: new Set(['auction']) }));
    for (const p of pluginPages) expect(visible.has(p.name), p.path).toBe(p.pluginKey === 'auction');
  });
});

describe('destructive calls', () => {
  it('are told by their verb: delete, un-audit, cancel, stop, refund, reverse, void, unbind, uninstall', () => {
    for (const api of [
      '/v1/jxc/customer/CustomerDel',
      '/v1/seller/role/roledel',
      '/v1/jxc/inbound/InboundUnaudit',
      '/v1/seller/order/OrderCancel',
      '/v1/fenxiao/goods/GoodsSupplyStop',
      '/v1/seller/refund/RefundConfirm',
      '/v1/seller/paycash/PayCashRefund',
      '/v1/seller/wallet/UserRechargeReverse',
      '/v1/addons/waybill/WaybillRecordVoid',
      '/v1/addons/social/SocialBindUnbind',
      '/v1/addons/uninstall',
    ])
      expect(isDestructive(api), api).toBe(true);
    for (const api of [
      '/v1/jxc/inbound/InboundAudit',
      '/v1/seller/goods/GoodsOnoff',
      '/v1/seller/refund/RefundAgree',
      '/v1/seller/content/FeedbackRead',
      '/v1/addons/install',
      '/v1/jxc/customer/CustomerSave',
    ])
      expect(isDestructive(api), api).toBe(false);
  });

  it('cannot be undone, but for those something takes back: an un-audit, an unbinding, an uninstall', () => {
    expect(isIrreversible('/v1/seller/order/OrderCancel')).toBe(true);
    expect(isIrreversible('/v1/jxc/customer/CustomerDel')).toBe(true);
    expect(isIrreversible('/v1/seller/wallet/UserRechargeReverse')).toBe(true);
    expect(isIrreversible('/v1/jxc/inbound/InboundUnaudit')).toBe(false);
    expect(isIrreversible('/v1/addons/social/SocialBindUnbind')).toBe(false);
    expect(isIrreversible('/v1/addons/uninstall')).toBe(false);
  });
});

describe('screens and links', () => {
  it('tells a screen a link can open from buttons, folders and pages with parameters', () => {
    expect(isLinkable(pageByPath('/dataDetails/order/manage')!)).toBe(true);
    expect(isLinkable(pageByPath('/report/chart')!)).toBe(true);
    expect(isScreen(pageByName('OrderInfo')!)).toBe(true);
    expect(isLinkable(pageByName('OrderInfo')!)).toBe(false);
    expect(isScreen(pageByName('OrderCancel')!)).toBe(false);
    expect(isScreen(pageByPath('/dataDetails')!)).toBe(false);
  });

  it('draws a page without an icon as its section', () => {
    expect(iconOfPage(pageByPath('/dataDetails/order/manage')!)).toBe('shop');
    expect(iconOfPage(pageByPath('/report/chart')!)).toBe('bar-chart');
  });
});
