import { describe, expect, it } from 'vitest';
import { addProblem, MAX_QUICK_MENUS, menuData, moveMenu, type QuickMenu } from './quickMenus';

const menu = (n: number): QuickMenu => ({
  path: `/p/${n}`,
  full_path: `/p/${n}`,
  name: `P${n}`,
  title: `页面${n}`,
});

describe('quick menu rules', () => {
  it('refuses the workbench, a duplicate and a 17th menu, in that order', () => {
    const full = Array.from({ length: MAX_QUICK_MENUS }, (_, i) => menu(i));
    expect(addProblem(full, { path: '/dashboard' })).toBe('quickMenuDashboard');
    expect(addProblem(full, { path: '/p/3' })).toBe('quickMenuDuplicate');
    expect(addProblem(full, { path: '/p/99' })).toBe('quickMenuMax');
    expect(addProblem(full.slice(1), { path: '/p/99' })).toBeUndefined();
  });

  it('sends the list as JSON text in its order, so an unchanged list is the same text', () => {
    const list = [menu(1), menu(2)];
    expect(JSON.parse(menuData(list))).toEqual([
      { path: '/p/1', full_path: '/p/1', name: 'P1', title: '页面1' },
      { path: '/p/2', full_path: '/p/2', name: 'P2', title: '页面2' },
    ]);
    expect(menuData(moveMenu(moveMenu(list, 0, 1), 0, 1))).toBe(menuData(list));
    expect(menuData(moveMenu(list, 0, -1))).toBe(menuData(list));
  });
});
