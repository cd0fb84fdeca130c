import { PAGES } from '@yanye/catalog';
import { describe, expect, it } from 'vitest';
import { addonDrawing, addonScreen, loadAddonWeb } from './installed-addons';
import { CONSOLE_SCREENS, hasScreen } from './shell/screens';

const bespoke = (view: string) => (view.startsWith('custom:') ? view.slice('custom:'.length) : undefined);

describe('installed add-ons on the web', () => {
  it('gives every bespoke page a screen: the console’s own, or one the web side of the add-on drawing it exports', async () => {
    const missing: string[] = [];
    for (const page of PAGES.filter((p) => bespoke(p.view) !== undefined)) {
      expect(hasScreen(page), page.path).toBe(true);
      const screen = bespoke(page.view) ?? '';
      if (CONSOLE_SCREENS.has(screen)) continue;
      const addon = addonDrawing(page);
      if (addon === undefined) missing.push(`${page.path}: ${page.view}, drawn by no add-on`);
      else if (!Object.hasOwn((await loadAddonWeb(addon)).SCREENS, screen))
        missing.push(`${page.path}: ${page.view}, not exported by ${addon}`);
    }
    expect(missing).toEqual([]);
  });

  it('draws the offline-pay industry’s bank pages with the bank add-on’s screens', () => {
    const staff = PAGES.find((p) => p.path === '/offlinepay/staff/manage')!;
    expect(staff.pluginKey).toBeUndefined();
    expect(addonDrawing(staff)).toBe('abcbank');
  });

  it('leaves list and form pages to the shell', () => {
    for (const page of PAGES.filter((p) => bespoke(p.view) === undefined))
      expect(addonScreen(page), page.path).toBeUndefined();
  });

  it('refuses to load an add-on that is not installed, naming it', () => {
    expect(() => loadAddonWeb('nosuchaddon')).toThrow(/nosuchaddon is not installed/);
  });
});
