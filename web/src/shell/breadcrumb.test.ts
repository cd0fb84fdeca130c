import { pageByName, pageByPath } from '@yanye/catalog';
import { describe, expect, it } from 'vitest';
import { breadcrumbSteps } from './breadcrumb';
import { menuEntryOf } from './menuEntry';

const at = (path: string) => pageByPath(path)!;
const dashboard = pageByName('Dashboard');
const steps = (path: string, from?: string) => {
  const page = at(path);
  return breadcrumbSteps(page, menuEntryOf(page, from), dashboard, 'zh');
};

describe('the breadcrumb', () => {
  it('goes from the workbench through the section and the list to a page of a record, the list a link', () => {
    expect(steps('/basicdata/customer/edit/:id')).toEqual([
      { title: '工作台', to: '/dashboard' },
      { title: '基础资料' },
      { title: '客户管理', to: '/basicdata/customer/manage' },
      { title: '编辑客户' },
    ]);
  });

  it('passes through the list a page was opened from, and the folders above it', () => {
    expect(steps('/goods/list/edit/:id', 'GoodsManageUnShow').map((s) => s.title)).toEqual([
      '工作台',
      '商品',
      '商品管理',
      '仓库中的商品',
      '编辑商品',
    ]);
  });

  it('ends at a list itself, and says a folder and its one screen of the same title once', () => {
    expect(steps('/basicdata/customer/manage')).toEqual([
      { title: '工作台', to: '/dashboard' },
      { title: '基础资料' },
      { title: '客户管理' },
    ]);
    expect(steps('/dashboard')).toEqual([{ title: '工作台', to: '/dashboard' }]);
  });
});
