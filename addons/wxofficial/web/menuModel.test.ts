import { describe, expect, it } from 'vitest';
import { addSub, addTop, fromMenu, moveTo, remove, step, toMenu, update } from './menuModel';

/** The editor's moves: they keep WeChat's limits and a menu's entries within it, and send only what a type uses. */
describe('the menu editor model', () => {
  const start = fromMenu({
    button: [
      { name: '订货', sub_button: [{ type: 'view', name: '目录', url: 'https://a.example' }] },
      { type: 'click', name: '盐价', key: 'PRICE' },
    ],
  });

  it('adds menus and entries up to WeChat limits, picking what it added', () => {
    const [three, spot] = addTop(start, '新菜单');
    expect(spot).toEqual({ top: 2 });
    expect(addTop(three, 'x')[0]).toBe(three);
    let d = three;
    for (let i = 0; i < 6; i++) d = addSub(d, 0, `项${i}`)[0];
    expect(d[0]!.subs).toHaveLength(5);
    expect(addSub(d, 1, '子')[1]).toEqual({ top: 1, sub: 0 });
  });

  it('reorders within a level only, by a drop or a step', () => {
    const [swapped, at] = moveTo(start, { top: 1 }, { top: 0 });
    expect(swapped.map((t) => t.name)).toEqual(['盐价', '订货']);
    expect(at).toEqual({ top: 0 });
    const [d] = addSub(start, 0, '第二项');
    expect(step(d, { top: 0, sub: 1 }, -1)[0][0]!.subs.map((s) => s.name)).toEqual(['第二项', '目录']);
    // An entry does not leave its menu, and a menu does not become an entry.
    expect(moveTo(d, { top: 0, sub: 0 }, { top: 1, sub: 0 })[0]).toBe(d);
    expect(moveTo(d, { top: 1 }, { top: 0, sub: 0 })[0]).toBe(d);
  });

  it('removes an entry and picks its neighbour', () => {
    expect(remove(start, { top: 0, sub: 0 })).toEqual([[{ ...start[0]!, subs: [] }, start[1]], { top: 0 }]);
    expect(remove(start, { top: 1 })[1]).toEqual({ top: 0 });
  });

  it('sends only what each type uses, and a menu with entries as their folder', () => {
    const d = update(
      update(start, { top: 1 }, { type: 'view', url: ' https://b.example ' }),
      { top: 0 },
      { key: 'X' },
    );
    expect(toMenu(d)).toEqual({
      button: [
        { name: '订货', sub_button: [{ type: 'view', name: '目录', url: 'https://a.example' }] },
        { type: 'view', name: '盐价', url: 'https://b.example' },
      ],
    });
  });
});
