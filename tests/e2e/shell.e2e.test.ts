import { pageByPath } from '@yanye/catalog';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxOf, CATS, IN_WAREHOUSE, inside, ON_SALE, tagTitles } from './shell-support';
import {
  apiSession,
  explainFailures,
  launchBrowser,
  opened,
  pickOption,
  type RunningServer,
  signIn,
  startServer,
  strictPage,
} from './support';

describe('console shell', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  explainFailures(() => page);
  beforeAll(async () => {
    // Access tokens live 65 s, so calls made more than 5 s after one is issued must refresh it first.
    [server, browser] = await Promise.all([startServer({ ACCESS_TOKEN_TTL: '65' }), launchBrowser()]);
    ({ page, errors } = await strictPage(browser));
    await signIn(page, server.url, ON_SALE);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('draws the rail, the section panel, the breadcrumb and the pinned workbench tag', async () => {
    await page.locator('.shell-rail-item.is-active', { hasText: '商品' }).waitFor();
    await page.locator('.shell-panel .ant-menu-item-selected', { hasText: '出售中的商品' }).waitFor();
    expect(await page.locator('.shell-breadcrumb').textContent()).toBe('工作台/商品/商品管理/出售中的商品');
    await expect.poll(() => tagTitles(page)).toEqual(['工作台', '出售中的商品']);
    expect(await page.locator('.shell-tag', { hasText: '工作台' }).locator('.shell-tag-close').count()).toBe(
      0,
    );
    expect(errors).toEqual([]);
  });

  it('sends a signed-in visitor of /login to the workbench, and an unknown path to /404', async () => {
    await page.goto(`${server.url}/login`);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL(`${server.url}/404`);
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
  });

  it('finds menus by Chinese, pinyin and initials, and opens the one chosen', async () => {
    const box = page.getByRole('combobox', { name: '搜索菜单' });
    await box.fill('ckzdsp');
    await pickOption(page, '仓库中的商品');
    await page.waitForURL(`${server.url}${IN_WAREHOUSE}`);
    await box.fill('kucun');
    await page.locator('.ant-select-item-option', { hasText: '库存查询' }).first().waitFor();
    await box.fill('商品分类');
    await page.locator('.ant-select-item-option', { hasText: '商品分类' }).first().waitFor();
    await page.keyboard.press('Escape');
  });

  it('keeps the settings drawer choices across a reload', async () => {
    await page.getByRole('button', { name: '布局设置' }).click();
    await page.getByRole('switch', { name: '显示标签栏' }).click();
    await page.getByRole('switch', { name: '菜单拼音搜索' }).click();
    await page.keyboard.press('Escape');
    await page.reload();
    await page.locator('.shell-header').waitFor();
    expect(await page.locator('.shell-tags').count()).toBe(0);
    await page.getByRole('combobox', { name: '搜索菜单' }).fill('ckzdsp');
    await page.getByText('没有匹配的菜单').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '布局设置' }).click();
    await page.getByRole('switch', { name: '显示标签栏' }).click();
    await page.getByRole('switch', { name: '菜单拼音搜索' }).click();
    await page.keyboard.press('Escape');
    await page.locator('.shell-tags').waitFor();
  });

  it('applies the theme colour to Ant Design at once and keeps it across a reload', async () => {
    const primary = () =>
      page
        .locator('.ant-btn-primary:visible')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const pickPreset = async (nth: number) => {
      await page.locator('.settings-drawer .ant-color-picker-trigger').click();
      await opened(page.locator('.ant-popover:visible'));
      await page.locator('.ant-color-picker-presets-color:visible').nth(nth).click();
    };
    await page.goto(`${server.url}${ON_SALE}`);
    expect(await primary()).toBe('rgb(64, 158, 255)'); // #409EFF, the default
    await page.getByRole('button', { name: '布局设置' }).click();
    await pickPreset(3); // #52C41A
    await expect.poll(primary).toBe('rgb(82, 196, 26)');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect.poll(primary).toBe('rgb(82, 196, 26)');
    await page.getByRole('button', { name: '布局设置' }).click();
    await pickPreset(0);
    await expect.poll(primary).toBe('rgb(64, 158, 255)');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
  });

  it('opens the API host dialog with Ctrl+Alt+S and keeps the host for this tab', async () => {
    await page.keyboard.press('Control+Alt+KeyS');
    const dialog = page.locator('.api-host-dialog');
    // Typed into or clicked while it still zooms in, the dialog may miss the keys or the click.
    await opened(dialog);
    await dialog.getByRole('textbox').fill('ftp://nowhere');
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await dialog.getByText('请输入以 http:// 或 https:// 开头的地址').waitFor();
    await dialog.getByRole('textbox').fill(server.url);
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: /^保\s?存$/ }).click()]);
    expect(await page.evaluate(() => sessionStorage.getItem('apiHost'))).toBe(server.url);
    await page.locator('.shell-header').waitFor();
    await page.evaluate(() => sessionStorage.removeItem('apiHost'));
  });

  it('refreshes the access token before it expires and carries on', async () => {
    const refreshed: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/public/user/refreshAccessToken')) refreshed.push(r.url());
    });
    await page.goto(`${server.url}${ON_SALE}`);
    await page.locator('.generic-list .ant-table-row').first().waitFor();
    const before = await page.evaluate(() => localStorage.getItem('token'));
    await page.waitForTimeout(6000);
    await page.getByRole('button', { name: '刷新' }).click();
    await expect.poll(() => refreshed.length).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(before);
    await page.locator('.generic-list .ant-table-row').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('lays the console out for a 375 px phone, with the menu in a drawer', async () => {
    const phone = await browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 375, height: 740 },
      storageState: await page.context().storageState(),
    });
    const mobile = await phone.newPage();
    await mobile.goto(`${server.url}${ON_SALE}`);
    await mobile.locator('.shell.is-mobile').waitFor();
    expect(await mobile.locator('.shell-rail').count()).toBe(0);
    // The header has room for the page's own step, whole.
    const crumbs = mobile.locator('.shell-breadcrumb li:visible');
    await expect.poll(() => crumbs.allTextContents()).toEqual(['出售中的商品']);
    expect(await crumbs.first().evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await mobile.getByRole('button', { name: '菜单' }).click();
    await opened(mobile.locator('.ant-drawer-open'));
    // The store's mark stands out of the drawer's white title bar, its name beside it.
    const mark = mobile.locator('.shell-drawer .shell-logo-mark');
    expect(await mark.textContent()).toBe('鑫');
    expect(await mark.evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe('rgb(255, 255, 255)');
    expect(await mark.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(255, 255, 255)');
    expect(await mobile.locator('.shell-drawer .shell-logo-name').textContent()).toBe('鑫盐商贸');
    // The menu opens on the way down to the page on screen: its section, its folder, the page lit.
    await mobile.locator('.shell-drawer .ant-menu-item-selected', { hasText: '出售中的商品' }).waitFor();
    await mobile.locator('.shell-drawer .ant-menu-item', { hasText: '商品分类' }).click();
    await mobile.waitForURL(`${server.url}${CATS}`);
    // The layout settings, which the header has no room for, are in the user's menu.
    await mobile.locator('.shell-user').click();
    await mobile.getByRole('menuitem', { name: '布局设置' }).click();
    await opened(mobile.locator('.ant-drawer-open'));
    await phone.close();
  });

  it('draws the date pickers in the console language, and a document’s lines whole beside the menu at 1366 px', async () => {
    const wide = await browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 1366, height: 768 },
      storageState: await page.context().storageState(),
    });
    const desk = await wide.newPage();
    await desk.goto(`${server.url}/inventory/purchase/add`);
    const form = desk.locator('.generic-form:visible');
    await form.locator('.lines-table').waitFor();
    expect(await form.locator('.lines-table thead th').allTextContents()).toContain('金额');
    // Every line column, the amount included, in sight: nothing left to scroll to.
    expect(await form.locator('.lines-scroll').evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await form.locator('.ant-picker').first().click();
    const calendar = desk.locator('.ant-picker-dropdown:visible');
    await opened(calendar);
    expect(await calendar.locator('thead').first().textContent()).toBe('一二三四五六日');
    expect(await calendar.locator('.ant-picker-header-view').first().textContent()).toMatch(
      /^\d{4}年\d{1,2}月$/,
    );
    await wide.close();
  });

  it('shows an export task’s whole name and its state in a popover wide enough for them', async () => {
    const admin = await apiSession(server.url, 'salt_admin');
    const name = '出售中的商品：第四季度全部门店含已下架商品、库存明细与价格调整记录的导出文件';
    const queued = await admin.post(pageByPath(ON_SALE)!.api[0]!, { _down_excel: 2, _excel_file_name: name });
    expect(queued.status).toBe(true);
    await page.goto(`${server.url}${ON_SALE}`);
    await page.getByRole('button', { name: '导出任务' }).click();
    const popover = page.locator('.ant-popover:visible');
    await opened(popover);
    const task = popover.locator('.export-task', { hasText: '价格调整记录' });
    await task.waitFor();
    const title = task.locator('.export-task-title');
    expect(await title.textContent()).toBe(name);
    // Not cut: the text takes no more room than its box, and the box lies within the popover.
    const clipped = await title.evaluate(
      (e) => e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight,
    );
    expect(clipped).toBe(false);
    const frame = await boxOf(page, '.ant-popover:visible .ant-popover-content');
    expect(inside((await title.boundingBox())!, frame)).toBe(true);
    const state = task.locator('.export-task-state');
    expect(['排队中', '导出中', '已完成', '导出失败', '失效']).toContain(await state.textContent());
    expect(inside((await state.boundingBox())!, frame)).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('keeps the last row’s actions and the pager clickable with the customer-service window shown, at 1366 and 375 px', async () => {
    /** Whether a click at the middle of the element would reach it, not something over it. */
    const reachable = (selector: string) =>
      page
        .locator(selector)
        .last()
        .evaluate((target) => {
          const box = target.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && (hit === target || target.contains(hit));
        });
    const list = '/dataDetails/order/manage';
    const lastActions = '.generic-list:visible .ant-table-row:last-child .row-actions button';
    const pager = '.generic-list:visible .ant-pagination-next';
    /** Scrolls the last row's actions and then the pager into view, and asks whether each can be clicked. */
    const bothReachable = async () => {
      await page.locator(lastActions).last().scrollIntoViewIfNeeded();
      const actions = await reachable(lastActions);
      await page.locator(pager).scrollIntoViewIfNeeded();
      return { actions, pager: await reachable(pager) };
    };
    await page.evaluate(() => localStorage.removeItem('kefuWindow'));
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: width > 500 ? 768 : 740 });
      await page.goto(`${server.url}${list}`);
      await page.locator('.generic-list:visible .ant-table-row').first().waitFor();
      // Closed, it is a button of the header, over nothing.
      const button = page.locator('.shell-header .kefu-button');
      await button.waitFor();
      expect(await bothReachable(), `${width} closed`).toEqual({ actions: true, pager: true });
      if (width > 500) {
        // Docked open, the console makes room for it beside the list.
        await button.click();
        const window = page.getByRole('dialog', { name: '在线客服' });
        await window.waitFor();
        const panel = (await window.boundingBox())!;
        expect(panel.x + panel.width).toBe(width);
        const content = (await page.locator('.shell-content').boundingBox())!;
        expect(content.x + content.width).toBeLessThanOrEqual(panel.x + 1);
        expect(await bothReachable(), `${width} docked`).toEqual({ actions: true, pager: true });
        await window.getByRole('button', { name: '收起' }).click();
        await expect.poll(() => window.isVisible()).toBe(false);
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('speaks English when English is chosen, Ant Design included', async () => {
    await page.locator('.shell-header').getByRole('button', { name: '语言' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'English' }).click()]);
    await page.locator('.shell-rail-item', { hasText: 'Goods' }).waitFor();
    expect(await page.locator('.shell-breadcrumb').textContent()).toContain('Workbench');
    await page.getByRole('button', { name: 'Layout settings' }).waitFor();
    expect(await page.locator('.ant-pagination-options').textContent()).toContain('/ page');
    // The breadcrumb keeps one line.
    const crumb = await page.locator('.shell-breadcrumb').boundingBox();
    expect(crumb!.height).toBeLessThan(30);
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  });
});
