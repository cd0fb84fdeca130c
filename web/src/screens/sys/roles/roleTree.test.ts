import { type CatalogPage, pageByName, pageByPath, pagesFor } from '@yanye/catalog';
import { describe, expect, it } from 'vitest';
import {
  checkState,
  flatNodes,
  keptPaths,
  ownerOf,
  parentsOf,
  type RoleNode,
  roleApis,
  rolePaths,
  roleTree,
  toggle,
} from './useRoleTree';

const ROLES = '/sys/permission/management/role';
const ROLE_ADD = '/sys/permission/management/role/add';
const ROLE_DEL = '/sys/permission/management/role/del/:id';

const salt = pagesFor({ industry: 'salt', isUnion: false, plugins: 'all' });
const tree = roleTree(salt, 'zh');
const nodes = flatNodes(tree);
const node = (key: string): RoleNode => {
  const found = nodes.find((n) => n.key === key);
  if (!found) throw new Error(`no node ${key}`);
  return found;
};
const page = (name: string): CatalogPage => {
  const found = pageByName(name);
  if (!found) throw new Error(`no page ${name}`);
  return found;
};
const siblingsOf = (p: CatalogPage) => salt.filter((s) => s.parent === p.parent);
const ownerName = (name: string) => ownerOf(page(name), siblingsOf(page(name)))?.name;

describe('the list a hidden page belongs to', () => {
  it('is its only list, for a resource and for the roles', () => {
    expect(ownerName('CustomerDel')).toBe('CustomerManage');
    expect(ownerName('RoleAdd')).toBe('RoleManage');
    expect(ownerName('RoleDel')).toBe('RoleManage');
  });

  it('is, among several lists, the one whose data call it shares the longest stem with', () => {
    expect(ownerName('AppVersionDel')).toBe('AppVersionManage');
    const wallet = salt.filter((p) => p.parent === 'PaymentWallet');
    if (wallet.length > 0) {
      const bankcardAdd = wallet.find((p) => p.path.endsWith('bankcard/add'));
      expect(bankcardAdd && ownerOf(bankcardAdd, wallet)?.path).toMatch(/BankcardManage$/);
    }
  });
});

describe('the role tree', () => {
  it('hangs the hidden pages under their list, titled by their button', () => {
    const list = node(ROLES);
    expect(list.folder).toBe(false);
    expect(list.children.map((c) => c.key)).toEqual([
      ROLE_ADD,
      '/sys/permission/management/role/edit/:id',
      ROLE_DEL,
    ]);
    const customers = node('/basicdata/customer/manage');
    expect(customers.children.map((c) => c.title)).toContain('删除');
  });

  it('shows a folder holding one entry as that entry, as the menu does', () => {
    expect(nodes.some((n) => n.key === '/basicdata/customer')).toBe(false);
    expect(parentsOf(tree).get('/basicdata/customer/manage')?.key).toBe('/basicdata');
    expect(tree.every((n) => n.folder)).toBe(true);
  });

  it('leaves out the pages every user has, unless a button hangs under one', () => {
    expect(nodes.some((n) => n.key === '/dashboard')).toBe(false);
    // Nothing of the profile is a role's to give: every user has it. The store's certification is (content).
    expect(nodes.filter((n) => n.key.startsWith('/profile') && !n.fixed).map((n) => n.key)).toEqual([]);
    expect(node('/content/certification').fixed).toBeFalsy();
    const shop = node('/content/shopinfo');
    expect(shop.fixed).toBe(true);
    expect(shop.children.map((c) => c.key)).toEqual(['/content/shopinfo/save']);
  });

  it('holds every page of the route set but folders and the common ones', () => {
    const shown = new Set(nodes.map((n) => n.key));
    const missing = salt.filter((p) => !shown.has(p.path) && p.view !== 'group' && !p.common);
    expect(missing.map((p) => p.path)).toEqual([]);
  });

  it('follows the industry: the offline-pay store has no role pages', () => {
    const pay = flatNodes(
      roleTree(pagesFor({ industry: 'offlinepay', isUnion: false, plugins: 'all' }), 'en'),
    );
    expect(pay.some((n) => n.key === ROLES)).toBe(false);
    expect(pay.length).toBeGreaterThan(0);
  });
});

describe('choosing pages', () => {
  it('ticking a button chooses its list; clearing the list drops its buttons', () => {
    const chosen = toggle(tree, new Set(), ROLE_DEL, true);
    expect([...chosen].sort()).toEqual([ROLES, ROLE_DEL].sort());
    expect(toggle(tree, chosen, ROLES, false).size).toBe(0);
  });

  it('ticking a folder chooses everything under it but the folders themselves', () => {
    const chosen = toggle(tree, new Set(), '/sys', true);
    expect(chosen.has(ROLE_DEL)).toBe(true);
    expect(chosen.has('/sys')).toBe(false);
    const state = checkState(tree, chosen);
    expect(state.checked).toContain('/sys');
    expect(state.halfChecked).not.toContain('/sys');
  });

  it('half ticks a list chosen without all its buttons, and the folders above it', () => {
    const chosen = toggle(tree, toggle(tree, new Set(), ROLES, true), ROLE_DEL, false);
    expect(chosen.has(ROLES)).toBe(true);
    const state = checkState(tree, chosen);
    expect(state.checked).toContain(ROLE_ADD);
    expect(state.halfChecked).toEqual(expect.arrayContaining([ROLES, '/sys']));
    expect(state.checked).not.toContain(ROLES);
  });

  it('shows a page everyone has as ticked only with its buttons', () => {
    expect(checkState(tree, new Set()).checked).not.toContain('/content/shopinfo');
    const state = checkState(tree, new Set(['/content/shopinfo/save']));
    expect(state.checked).toContain('/content/shopinfo');
  });
});

describe('what a role saves', () => {
  it('names the folders above the chosen pages, those the tree folds away included', () => {
    const paths = rolePaths(tree, [ROLE_ADD, '/basicdata/customer/manage']);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/sys',
        '/sys/permission/management',
        ROLES,
        ROLE_ADD,
        '/basicdata',
        '/basicdata/customer',
      ]),
    );
    expect(paths).not.toContain(ROLE_DEL);
  });

  it('keeps the pages of add-ons the store has uninstalled, and drops what is derived again', () => {
    const none = roleTree(pagesFor({ industry: 'salt', isUnion: false, plugins: new Set() }), 'zh');
    const auction = salt.find((p) => p.pluginKey === 'auction' && p.view === 'list');
    if (!auction) throw new Error('no auction list');
    const had = ['/sys', ROLES, auction.path, '/dashboard', '/nowhere'];
    expect(keptPaths(none, had)).toEqual([auction.path]);
    expect(keptPaths(tree, had)).toEqual([]);
  });

  it('derives the APIs from the pages, once each', () => {
    const paths = rolePaths(tree, [ROLE_DEL]);
    const apis = roleApis(paths);
    expect(apis).toEqual(['/v1/seller/role/rolemanage', '/v1/seller/role/roledel']);
    const every = new Set(paths.flatMap((p) => pageByPath(p)?.api ?? []));
    expect(new Set(apis)).toEqual(every);
  });
});
