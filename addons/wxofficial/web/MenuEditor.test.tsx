import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_MENU } from '../demo-menu';
import { MenuEntryForm } from './MenuEntryForm';
import { MenuPhone } from './MenuPhone';
import { entryAt, fromMenu, type Spot } from './menuModel';
import type { MenuEditor } from './useMenuEditor';

/** The editor's layout over a draft: the phone draws the menu as WeChat does, the form the picked entry's type. */
describe('the menu editor layout', () => {
  beforeEach(() => vi.stubGlobal('navigator', { language: 'zh-CN' }));
  afterEach(() => vi.unstubAllGlobals());

  // The demo menu cut down, its price click renamed past WeChat's 16 bytes.
  const [ordering, price] = DEMO_MENU.button;
  const draft = fromMenu({
    button: [
      { ...ordering!, sub_button: ordering!.sub_button!.slice(0, 2) },
      { ...price!, name: '今日盐价行情' },
    ],
  });

  const editor = (picked: Spot | undefined) =>
    ({
      draft,
      picked,
      entry: entryAt(draft, picked),
      issues: [{ text: '第 2 个菜单“今日盐价行情”的名称为 18 字节，超过 16 字节', spot: { top: 1 } }],
      edit: {},
      pick: () => undefined,
    }) as unknown as MenuEditor;

  it("draws the bar, the picked menu's entries over it, and marks an entry breaking a rule", () => {
    const html = renderToString(<MenuPhone editor={editor({ top: 0, sub: 1 })} account="鑫盐商贸" />);
    for (const text of [
      '鑫盐商贸',
      '在线订货',
      '商品目录',
      '小程序下单',
      '今日盐价行情',
      'wx-add-top',
      'wx-add-sub-0',
    ])
      expect(html).toContain(text);
    expect(html).toMatch(/data-testid="wx-top-1"[^>]*style="[^"]*color:#ff4d4f/);
  });

  it('edits the picked entry by its type, and a menu with entries by its name alone', () => {
    const mini = renderToString(<MenuEntryForm editor={editor({ top: 0, sub: 1 })} />);
    for (const text of ['pages/order/index', 'wx2b7e4f9c1a3d5e60', '小程序页面路径', '备用网页'])
      expect(mini).toContain(text);
    const folder = renderToString(<MenuEntryForm editor={editor({ top: 0 })} />);
    expect(folder).toContain('此菜单有 2 个子菜单');
    expect(folder).not.toContain('wx-entry-type-click');
    const faulty = renderToString(<MenuEntryForm editor={editor({ top: 1 })} />);
    expect(faulty).toContain('超过 16 字节');
    expect(faulty).toContain('wx-entry-key');
  });
});
