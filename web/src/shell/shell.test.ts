import { type CatalogPage, commonPagesFor, type Industry, PAGES, pagesFor } from '@yanye/catalog';
import { describe, expect, it } from 'vitest';
import { pinyinOf } from './pinyin';
import { relativeTime } from './relativeTime';
import {
  accountCatalogue,
  firstLeaf,
  type Grants,
  homePath,
  menuLeaves,
  menuTree,
  pageForPath,
  routeSet,
  unavailableReason,
} from './routeSet';
import { PASSWORD_PAGE, passwordFirst, routeOf } from './routing';
import { menuSearch } from './search';
import { closeTags, nextAfterClose, openTag, type Tag, touchCache } from './tags';

const tag = (key: string, affix = false): Tag => ({ key, name: key, affix });
const keys = (tags: readonly Tag[]) => tags.map((t) => t.key);

describe('tags bar', () => {
  const tags = [tag('/dashboard', true), tag('/a'), tag('/b'), tag('/c'), tag('/d')];

  it('adds a tag once, at the end', () => {
    expect(keys(openTag(tags, tag('/e')))).toEqual(['/dashboard', '/a', '/b', '/c', '/d', '/e']);
    expect(keys(openTag(tags, tag('/b')))).toEqual(keys(tags));
  });

  it('closes one, left, right, others and all, never a pinned tag', () => {
    expect(keys(closeTags(tags, 'close', '/b'))).toEqual(['/dashboard', '/a', '/c', '/d']);
    expect(keys(closeTags(tags, 'left', '/c'))).toEqual(['/dashboard', '/c', '/d']);
    expect(keys(closeTags(tags, 'right', '/b'))).toEqual(['/dashboard', '/a', '/b']);
    expect(keys(closeTags(tags, 'others', '/c'))).toEqual(['/dashboard', '/c']);
    expect(keys(closeTags(tags, 'all', '/c'))).toEqual(['/dashboard']);
    expect(keys(closeTags(tags, 'close', '/dashboard'))).toEqual(keys(tags));
  });

  it('goes to the right neighbour of a closed current tag, else the last one', () => {
    expect(nextAfterClose(tags, closeTags(tags, 'close', '/b'), '/b')).toBe('/c');
    expect(nextAfterClose(tags, closeTags(tags, 'close', '/d'), '/d')).toBe('/c');
    expect(nextAfterClose(tags, closeTags(tags, 'all', '/d'), '/d')).toBe('/dashboard');
    expect(nextAfterClose(tags, closeTags(tags, 'left', '/d'), '/d')).toBe('/d');
  });

  it('keeps at most the given number of views alive, dropping the least recent', () => {
    let cache: string[] = [];
    for (let i = 1; i <= 22; i++) cache = touchCache(cache, `/p${i}`, 20);
    expect(cache).toHaveLength(20);
    expect(cache[0]).toBe('/p3');
    cache = touchCache(cache, '/p3', 20);
    expect(cache.at(-1)).toBe('/p3');
    expect(cache).toHaveLength(20);
  });

  it('never drops a pinned view to make room: the least recent unpinned one goes', () => {
    const pinned = new Set(['/dashboard']);
    let cache = touchCache([], '/dashboard', 20, pinned);
    for (let i = 1; i <= 21; i++) cache = touchCache(cache, `/p${i}`, 20, pinned);
    expect(cache).toHaveLength(20);
    expect(cache[0]).toBe('/dashboard');
    expect(cache).not.toContain('/p1');
    expect(cache).not.toContain('/p2');
    expect(cache.at(-1)).toBe('/p21');
  });
});

describe('relative time', () => {
  const date = (s: number) => `date ${s}`;
  it('says just now, minutes, hours and one day, then the date', () => {
    expect(relativeTime(1000, 1029, 'zh', date)).toBe('刚刚');
    expect(relativeTime(1000, 1030, 'zh', date)).toBe('1分钟前');
    expect(relativeTime(1000, 1000 + 29, 'en', date)).toBe('just now');
    expect(relativeTime(1000, 1000 + 59 * 60, 'en', date)).toBe('59 minutes ago');
    expect(relativeTime(1000, 1000 + 3600, 'zh', date)).toBe('1小时前');
    expect(relativeTime(1000, 1000 + 86399, 'ja', date)).toBe('23 時間前');
    expect(relativeTime(1000, 1000 + 86400, 'es', date)).toBe('hace 1 día');
    expect(relativeTime(1000, 1000 + 172800, 'zh', date)).toBe('date 1000');
  });
});

interface Account {
  readonly roles: string[];
  readonly is_union: number;
  readonly industry_type: Industry;
}

const salt: Account = { roles: ['admin'], is_union: 0, industry_type: 'salt' };

/** What the server answers the salt store's main account: its route set, all of it working unless told. */
function grants(over: Partial<Grants> = {}, who: Account = salt, plugins = new Set<string>()): Grants {
  const paths = new Set(
    pagesFor({ industry: who.industry_type, isUnion: who.is_union === 1, plugins }).map((p) => p.path),
  );
  return { paths, available: paths, plugins, hasScreen: () => true, ...over };
}

const named = (name: string) => PAGES.find((p) => p.name === name)!;

describe('route set and menu', () => {
  it('gives role admin its industry, without union-only groups or plugins not installed', () => {
    const pages = routeSet(salt, grants({}, salt, new Set(['auction'])));
    const names = new Set(pages.map((p) => p.name));
    expect(names.has('AuctionManage')).toBe(true);
    expect(names.has('GroupbuyManage')).toBe(false);
    expect(pages.some((p) => p.audience === 'union')).toBe(false);
    expect(pages.some((p) => p.industries.includes('salt') === false)).toBe(false);
    const unionAccount = { ...salt, is_union: 1 };
    const union = routeSet(unionAccount, grants({}, unionAccount));
    expect(union.some((p) => p.audience === 'nonUnion')).toBe(false);
    expect(union.some((p) => p.audience === 'union')).toBe(true);
  });

  it('gives another role only its allowed paths, the common pages and the folders above them', () => {
    const onSale = PAGES.find((p) => p.name === 'GoodsManageShow' || p.path === '/goods/list/manageShow')!;
    const pages = routeSet({ ...salt, roles: ['clerk'] }, grants({ paths: new Set([onSale.path]) }));
    const names = pages.map((p) => p.name);
    for (const name of onSale.trail) expect(names).toContain(name);
    expect(names).toContain('Dashboard');
    expect(names).not.toContain('Basicdata');
    const menu = menuTree(pages);
    const sections = menu.map((n) => n.page.name);
    expect(sections).toContain(onSale.trail[0]);
    // Beyond the allowed page, only sections holding a page every user has (the workbench, shop info).
    const common = commonPagesFor('salt').filter((p) => !p.hidden);
    for (const section of sections)
      if (section !== onSale.trail[0]) expect(common.some((p) => p.trail[0] === section)).toBe(true);
    const goods = menu.find((n) => n.page.name === onSale.trail[0])!;
    expect(firstLeaf(goods)?.path).toBe(onSale.path);
  });

  it('leaves out, for the main account too, pages not working yet and bespoke screens not built here', () => {
    const all = grants();
    const recharge = named('UserRechargeAdd');
    const dashboard = named('Dashboard');
    const available = new Set([...all.available].filter((p) => p !== recharge.path));
    const hasScreen = (p: CatalogPage) => p.view !== 'custom:dashboard';
    const pages = routeSet(salt, { ...all, available, hasScreen });
    const paths = pages.map((p) => p.path);
    expect(paths).not.toContain(recharge.path);
    expect(paths).not.toContain(dashboard.path);
    expect(paths).toContain('/goods/list/manageShow');
    expect(unavailableReason(recharge, { ...all, available })).toBe('notBuilt');
    expect(unavailableReason(dashboard, { ...all, hasScreen })).toBe('notBuilt');
    // A folder with nothing working under it goes too.
    const noneWorking = new Set([...all.available].filter((p) => !p.startsWith('/finance')));
    expect(routeSet(salt, { ...all, available: noneWorking }).some((p) => p.path === '/finance')).toBe(false);
  });

  it('says why a page of the industry cannot be opened: not installed, no permission, not open yet', () => {
    const auction = PAGES.find((p) => p.pluginKey === 'auction' && p.view === 'list')!;
    const cats = PAGES.find((p) => p.path === '/goods/cat/manage')!;
    const clerk = grants({ paths: new Set(['/inventory/stock/manage']) });
    expect(unavailableReason(auction, grants())).toBe('notInstalled');
    expect(unavailableReason(cats, clerk)).toBe('noPermission');
    expect(unavailableReason(named('Dashboard'), clerk)).toBeUndefined();
    expect(unavailableReason(cats, grants({ available: new Set() }))).toBe('notBuilt');
    expect(unavailableReason(named(cats.trail[0]!), clerk)).toBe('noPermission');
  });

  it('finds the page of a path with an id', () => {
    const pages = routeSet(salt, grants());
    expect(pageForPath(pages, '/goods/list/edit/42')?.path).toBe('/goods/list/edit/:id');
    expect(pageForPath(pages, '/goods/list/edit/')).toBeUndefined();
    expect(pageForPath(pages, '/nowhere')).toBeUndefined();
  });

  it('sends a route set without the workbench or any menu entry home to the first screen it can open', () => {
    const pay: Account = { roles: ['admin'], is_union: 0, industry_type: 'offlinepay' };
    const all = grants({}, pay);
    const working = new Set([...all.available].filter((p) => p.startsWith('/profile')));
    const pages = routeSet(pay, { ...all, available: working });
    expect(menuTree(pages)).toEqual([]);
    expect(homePath(pages, menuTree(pages))).toBe('/profile/user/edit');
    expect(homePath(routeSet(pay, all), menuTree(routeSet(pay, all)))).toBe('/offlinepay/staff/manage');
  });
});

describe('routing an address', () => {
  const all = grants({}, salt, new Set());
  const recharge = named('UserRechargeAdd');
  const g: Grants = {
    ...all,
    paths: new Set([...all.paths].filter((p) => p !== '/goods/cat/manage')),
    available: new Set([...all.available].filter((p) => p !== recharge.path)),
  };
  const pages = routeSet(salt, g);
  const account = { pages, menu: menuTree(pages), catalogue: accountCatalogue(salt), grants: g };
  const route = (path: string, search = '') => routeOf(path, search, account, '/dashboard');

  it('shows a page it can open, sends / home and a folder to its first screen', () => {
    expect(route('/goods/list/edit/7')).toMatchObject({
      kind: 'screen',
      page: { path: '/goods/list/edit/:id' },
    });
    expect(route('/')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(route('/goods')).toMatchObject({ kind: 'redirect', to: '/goods/list/manageShow' });
    expect(route('/redirect/goods/list/manageShow', '?a=1')).toEqual({
      kind: 'refresh',
      target: '/goods/list/manageShow?a=1',
    });
  });

  it('says why a page of its industry cannot be shown, and sends any other address to /404', () => {
    expect(route('/404')).toEqual({ kind: 'unavailable', reason: 'notFound' });
    expect(route('/401')).toEqual({ kind: 'unavailable', reason: 'noPermission' });
    expect(route(recharge.path)).toMatchObject({ kind: 'unavailable', reason: 'notBuilt', page: recharge });
    expect(route('/goods/cat/manage')).toMatchObject({ kind: 'unavailable', reason: 'noPermission' });
    const auction = PAGES.find((p) => p.pluginKey === 'auction' && p.view === 'list')!;
    expect(route(auction.path)).toMatchObject({ kind: 'unavailable', reason: 'notInstalled' });
    expect(route('/offlinepay/staff/manage')).toEqual({ kind: 'redirect', to: '/404' });
    expect(route('/no/such/page')).toEqual({ kind: 'redirect', to: '/404' });
  });

  it("opens a record's action by its address as the record's page with the action asked", () => {
    expect(route('/job/record/set/12')).toMatchObject({
      kind: 'redirect',
      to: '/job/record/info/12',
      state: { ask: 'JobRecordSet' },
    });
    // An action whose record has no page of its own is not a page either.
    expect(route('/goods/list/onoff/3')).toEqual({ kind: 'redirect', to: '/404' });
  });

  it("opens a list's action by its address as the list with the action asked (which records, then)", () => {
    expect(route('/dataDetails/shop/ChangeDepart')).toMatchObject({
      kind: 'redirect',
      to: '/dataDetails/shop/manage',
      state: { ask: 'ShopChangeDepart' },
    });
  });

  it('keeps a user whose password someone else set on the password page until it is changed', () => {
    expect(PASSWORD_PAGE).toBe(named('ProfilePwdEdit').path);
    for (const path of [
      '/',
      '/dashboard',
      '/goods/list/manageShow',
      '/redirect/dashboard',
      '/no/such/page',
    ]) {
      expect(passwordFirst(path, true), path).toEqual({ kind: 'redirect', to: PASSWORD_PAGE });
    }
    expect(passwordFirst(PASSWORD_PAGE, true)).toBeUndefined();
    expect(passwordFirst('/goods/list/manageShow', false)).toBeUndefined();
  });
});

describe('menu search', () => {
  const pages = menuLeaves(menuTree(routeSet(salt, grants())));
  const title = (name: string) => PAGES.find((p) => p.name === name)?.title.zh ?? name;

  it('finds Chinese titles by characters, full pinyin and initials', () => {
    const search = menuSearch(pages, 'zh', pinyinOf, title);
    expect(search('出售中')[0]?.path).toBe('/goods/list/manageShow');
    expect(search('chushouzhong')[0]?.path).toBe('/goods/list/manageShow');
    expect(search('cszdsp')[0]?.path).toBe('/goods/list/manageShow');
  });

  it('leaves pinyin out when the setting is off, and searches English titles and paths', () => {
    expect(menuSearch(pages, 'zh', undefined, title)('cszdsp')).toEqual([]);
    const en = menuSearch(pages, 'en', pinyinOf, title);
    expect(en('warehouse').map((e) => e.title)).toContain('Warehouses');
    expect(en('/inventory/stock')[0]?.path).toMatch(/^\/inventory\/stock/);
  });
});
