import { commonPagesFor, PAGES } from '@yanye/catalog';
import { describe, expect, it } from 'vitest';
import { pinyinOf } from './pinyin';
import { relativeTime } from './relativeTime';
import { firstLeaf, menuLeaves, menuTree, pageForPath, routeSet } from './routeSet';
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
});

describe('relative time', () => {
  const date = (s: number) => `date ${s}`;
  it('says just now, minutes, hours and one day, then the date', () => {
    expect(relativeTime(1000, 1029, 'zh', date)).toBe('刚刚');
    expect(relativeTime(1000, 1030, 'zh', date)).toBe('1分钟前');
    expect(relativeTime(1000, 1000 + 59 * 60, 'en', date)).toBe('59 min ago');
    expect(relativeTime(1000, 1000 + 3600, 'zh', date)).toBe('1小时前');
    expect(relativeTime(1000, 1000 + 86399, 'ja', date)).toBe('23時間前');
    expect(relativeTime(1000, 1000 + 86400, 'es', date)).toBe('hace 1 día');
    expect(relativeTime(1000, 1000 + 172800, 'zh', date)).toBe('date 1000');
  });
});

describe('route set and menu', () => {
  const salt = { roles: ['admin'], is_union: 0, industry_type: 'salt' as const };

  it('gives role admin its industry, without union-only groups or plugins not installed', () => {
    const pages = routeSet(salt, new Set(), new Set(['auction']));
    const names = new Set(pages.map((p) => p.name));
    expect(names.has('AuctionManage')).toBe(true);
    expect(names.has('GroupbuyManage')).toBe(false);
    expect(pages.some((p) => p.audience === 'union')).toBe(false);
    expect(pages.some((p) => p.industries.includes('salt') === false)).toBe(false);
    const union = routeSet({ ...salt, is_union: 1 }, new Set(), new Set());
    expect(union.some((p) => p.audience === 'nonUnion')).toBe(false);
    expect(union.some((p) => p.audience === 'union')).toBe(true);
  });

  it('gives another role only its allowed paths, the common pages and the folders above them', () => {
    const onSale = PAGES.find((p) => p.name === 'GoodsManageShow' || p.path === '/goods/list/manageShow')!;
    const pages = routeSet({ ...salt, roles: ['clerk'] }, new Set([onSale.path]), new Set());
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

  it('finds the page of a path with an id', () => {
    const pages = routeSet(salt, new Set(), new Set());
    expect(pageForPath(pages, '/goods/list/edit/42')?.path).toBe('/goods/list/edit/:id');
    expect(pageForPath(pages, '/goods/list/edit/')).toBeUndefined();
    expect(pageForPath(pages, '/nowhere')).toBeUndefined();
  });
});

describe('menu search', () => {
  const pages = menuLeaves(
    menuTree(routeSet({ roles: ['admin'], is_union: 0, industry_type: 'salt' }, new Set(), new Set())),
  );
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
