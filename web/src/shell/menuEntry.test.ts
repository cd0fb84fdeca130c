import { PAGES, pageByName, pageByPath } from '@yanye/catalog';
import { describe, expect, it } from 'vitest';
import { menuEntryOf } from './menuEntry';

const at = (path: string) => pageByPath(path)!;

describe('the menu entry of a page', () => {
  it('is the page itself when the menu shows it', () => {
    expect(menuEntryOf(at('/basicdata/customer/manage'))?.name).toBe('CustomerManage');
  });

  it('is the list of an add, edit or details page, the one it belongs to where several stand together', () => {
    expect(menuEntryOf(at('/basicdata/customer/edit/:id'))?.name).toBe('CustomerManage');
    expect(menuEntryOf(at('/basicdata/department/edit/:id'))?.name).toBe('DeptManage');
    expect(menuEntryOf(at('/goods/list/supply/:id'))?.name).toBe('GoodsManageSupply');
    expect(menuEntryOf(at('/sys/permission/management/role/edit/:id'))?.name).toBe('RoleManage');
    expect(menuEntryOf(at('/finance/walletlog/UserRechargeAdd'))?.name).toBe('UserRecharge');
    expect(menuEntryOf(at('/plugin/utility/audit/:id'))?.name).toBe('UtilityAuditManage');
  });

  it('follows the list it was opened from among the lists of its folder, and no other page', () => {
    const edit = at('/goods/list/edit/:id');
    expect(menuEntryOf(edit)?.name).toBe('GoodsManageShow');
    expect(menuEntryOf(edit, 'GoodsManageUnShow')?.name).toBe('GoodsManageUnShow');
    expect(menuEntryOf(edit, 'Dashboard')?.name).toBe('GoodsManageShow');
    expect(menuEntryOf(edit, 'CustomerManage')?.name).toBe('GoodsManageShow');
    expect(menuEntryOf(at('/plugin/utility/info/:id'), 'UtilityPetrolManage')?.name).toBe(
      'UtilityPetrolManage',
    );
  });

  it('lights a shown screen for every hidden screen a menu leads to', () => {
    for (const page of PAGES.filter((p) => p.hidden && p.listPage)) {
      const entry = menuEntryOf(page);
      expect(entry?.hidden, page.path).toBe(false);
      expect(entry && pageByName(entry.name), page.path).toBeDefined();
    }
  });
});
