import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  apiSession,
  confirmRowAction,
  explainFailures,
  launchBrowser,
  opened,
  pickOption,
  type RunningServer,
  rowAction,
  signIn,
  startServer,
  strictPage,
} from './support';

const list = (page: Page) => page.locator('.generic-list:visible');
const rowOf = (page: Page, text: string) => list(page).locator('.ant-table-row', { hasText: text });
const notice = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });

describe('the workbench, the sales chart and the shops’ recycle bin in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let api: ApiSession;
  explainFailures(() => page);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiSession(server.url, 'salt_admin');
    ({ page, errors } = await strictPage(browser));
    await signIn(page, server.url, '/dashboard');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the counters the API counts, and each opens the list tab holding those orders', async () => {
    const counts = await api.get<Record<string, number>>('/v1/seller/order/OrderCount', {
      order_status: 'submit,pay',
    });
    const refunds = await api.get<Record<string, number>>('/v1/seller/refund/RefundCount');
    if (!counts.status || !refunds.status) throw new Error('counters refused');
    const counter = (key: string) => page.getByTestId(`counter-${key}`).locator('.ant-statistic-content');
    await expect.poll(() => counter('unpaid').textContent()).toBe(String(counts.data.submit));
    expect(await counter('toShip').textContent()).toBe(String(counts.data.pay));
    expect(await counter('refunds').textContent()).toBe(String(refunds.data.refund));
    expect(await counter('returns').textContent()).toBe(String(refunds.data.return));
    // Today's and this month's sales come from the demo business, not zeros.
    await expect.poll(() => page.getByText('本月销售额（元）').count()).toBe(1);

    await page.getByTestId('counter-toShip').click();
    await page.waitForURL(`${server.url}/dataDetails/order/manage?_tab=pay`);
    const active = list(page).locator('.list-tabs .ant-tabs-tab-active');
    await expect.poll(() => active.textContent()).toBe(`待发货 (${counts.data.pay})`);
    await expect
      .poll(() => list(page).locator('.ant-pagination-total-text').textContent())
      .toBe(`合计 ${counts.data.pay}`);
    const headers = await list(page).locator('thead th').allTextContents();
    const at = headers.indexOf('订单状态') + 1;
    expect(at).toBeGreaterThan(0);
    const statuses = await list(page).locator(`.ant-table-row td:nth-child(${at})`).allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['待发货']));
    // Its tag names the tab, so it is told apart from the whole list opened from the menu.
    await page.locator('.shell-panel .ant-menu-item', { hasText: '零售订单' }).click();
    await page.waitForURL(`${server.url}/dataDetails/order/manage`);
    // The new view's tag comes with its first render, which may follow the address by a moment.
    await expect
      .poll(() => page.locator('.shell-tag a').allTextContents())
      .toEqual(expect.arrayContaining(['零售订单 · 待发货', '零售订单']));
    await page.locator('.shell-tag a', { hasText: '零售订单 · 待发货' }).click();
    await page.waitForURL(`${server.url}/dataDetails/order/manage?_tab=pay`);
    await expect.poll(() => list(page).count()).toBe(1);
    await expect.poll(() => active.textContent()).toBe(`待发货 (${counts.data.pay})`);
  });

  it('opens an order from its number and ships it from the details', async () => {
    const first = list(page).locator('.ant-table-row').first().locator('a').first();
    const sn = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/dataDetails\/order\/info\/\d+$/);
    const info = page.locator('.order-info:visible');
    await expect.poll(() => info.getByText(sn).count()).toBeGreaterThan(0);
    const orderBadge = () =>
      page
        .locator('.shell-panel .ant-menu-item', { hasText: '零售订单' })
        .locator('.ant-scroll-number')
        .getAttribute('title');
    await expect.poll(orderBadge).toMatch(/^\d+$/);
    const before = Number(await orderBadge());
    await info.getByRole('button', { name: /发\s?货/ }).click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.locator('.ant-select').click();
    await pickOption(page, '顺丰速运');
    await dialog.getByLabel('快递单号').fill('SF20261122001');
    await dialog.getByRole('button', { name: /^发\s?货$/ }).click();
    await notice(page, '已发货').waitFor();
    await expect.poll(() => info.getByTestId('order-status').textContent()).toBe('待收货/待核销');
    // The menu count of unpaid and to-ship orders follows at once, not at its next minute.
    await expect.poll(orderBadge, { timeout: 5_000 }).toBe(String(before - 1));
    // Its story tells the shipment last, with who shipped it and the waybill.
    const story = info.getByTestId('order-story');
    const last = story.locator('.order-story-event').last();
    await expect.poll(() => last.getAttribute('data-kind')).toBe('shipped');
    await expect.poll(() => last.textContent()).toContain('SF20261122001');
    expect(await last.textContent()).toContain('salt_admin');
    expect(await story.locator('.order-story-event').first().textContent()).toContain('下单');
  });

  it('asks before cancelling an order naming it, its buttons 取消订单 and 返回, never two 取消', async () => {
    await page.goto(`${server.url}/dataDetails/order/manage?_tab=submit`);
    const row = list(page).locator('.ant-table-row').first();
    await row.waitFor();
    const sn = ((await row.locator('a').first().textContent()) ?? '').trim();
    await rowAction(page, row, /^取消订单$/);
    const dialog = page.locator('.ant-modal:visible');
    await opened(dialog);
    await dialog.getByText(`取消订单「${sn}」？`).waitFor();
    expect(await dialog.locator('.ant-modal-footer').getByRole('button').allTextContents()).toEqual([
      '返 回',
      '取消订单',
    ]);
    // Going back leaves the order as it was.
    await dialog.getByRole('button', { name: /^返\s?回$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await list(page).locator('.ant-table-row', { hasText: sn }).waitFor();
  });

  it('refuses a 17th quick menu and an unchanged list before asking the server', async () => {
    const have = await api.get<{ path: string }[]>('/v1/seller/quickmenu/QuickMenuList');
    if (!have.status) throw new Error(have.msg);
    const spare = [
      '/goods/list/manageUnShow',
      '/goods/cat/manage',
      '/inventory/purchaseApply/manage',
      '/inventory/purchase/manage',
      '/inventory/inbound/manage',
      '/inventory/outbound/manage',
      '/inventory/stocklog/manage',
      '/dataDetails/delshop/manage',
      '/dataDetails/clockin/manage',
      '/plugin/utility/audit',
      '/plugin/freightins/claim',
    ].filter((p) => !have.data.some((m) => m.path === p));
    const added = spare.slice(0, 16 - have.data.length);
    for (const path of added) {
      const r = await api.post('/v1/seller/quickmenu/QuickMenuAdd', { path, full_path: path });
      expect(r.msg).toBe('操作成功');
    }
    await page.goto(`${server.url}/dashboard`);
    const menus = page.getByTestId('quick-menus');
    await expect.poll(() => menus.locator('.workbench-tile').count()).toBe(16);
    // Every page works now: each tile is a link, the add-ons' pages too.
    const plugin = added.filter((p) => p.startsWith('/plugin/'));
    expect(plugin.length).toBeGreaterThan(0);
    expect(await menus.locator('.workbench-tile.is-off').count()).toBe(0);
    expect(await menus.locator('a').count()).toBe(16);

    let adds = 0;
    page.on('request', (r) => {
      if (r.url().includes('QuickMenuAdd')) adds++;
    });
    await page.getByRole('button', { name: /添\s?加/ }).click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.locator('.ant-select').click();
    await page.keyboard.type('部门管理');
    await pickOption(page, '部门管理');
    await dialog.getByRole('button', { name: /^添\s?加$/ }).click();
    await notice(page, '最多可添加16个快捷菜单哦').waitFor();

    // The workbench itself is refused by name, the duplicate as such.
    await dialog.locator('.ant-select').click();
    await page.keyboard.type('工作台');
    await pickOption(page, '工作台');
    await dialog.getByRole('button', { name: /^添\s?加$/ }).click();
    await notice(page, '工作台 不可添加快捷菜单哦').waitFor();
    await dialog.getByRole('button', { name: /取\s?消/ }).click();
    // The adding dialog gone and the editor opened before its button is pressed (a busy machine is still
    // moving one or the other).
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);

    await page.getByRole('button', { name: /编\s?辑/ }).click();
    const editor = page.locator('.ant-modal:visible');
    await opened(editor);
    await editor.getByRole('button', { name: /保\s?存/ }).click();
    await notice(page, '数据未发生任何改变，请修改数据后再次提交').waitFor();
    expect(adds).toBe(0);

    // Removing one (the first) and saving sends the list whole; the workbench shows 15 tiles.
    await editor.getByRole('button', { name: '移除' }).first().click();
    await editor.getByRole('button', { name: /保\s?存/ }).click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => menus.locator('.workbench-tile').count()).toBe(15);
    expect(await menus.locator('a').count()).toBe(15);
    expect(adds).toBe(1);

    // An add-on uninstalled: its pages' shortcuts are kept but not shown, and come back with it.
    const utility = plugin.filter((p) => p.startsWith('/plugin/utility/')).length;
    expect(utility).toBe(1);
    expect((await api.post('/v1/addons/uninstall', { key: 'utility' })).msg).toBe('操作成功');
    await page.reload();
    await expect.poll(() => menus.locator('.workbench-tile').count()).toBe(15 - utility);
    expect((await api.post('/v1/addons/install', { key: 'utility' })).msg).toBe('操作成功');
    await page.reload();
    await expect.poll(() => menus.locator('.workbench-tile').count()).toBe(15);
  });

  it('shows an operator only what its roles open: its counters alone, no sales, its own shortcuts', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
    const clerk = await context.newPage();
    await signIn(clerk, server.url, '/dashboard', 'clerk', 'xinyan');
    const shortcuts = clerk.locator('.workbench-card', { hasText: '常用功能' }).locator('a');
    await expect
      .poll(() => shortcuts.allTextContents())
      .toEqual(['添加采购订单', '添加入库单', '添加出库单']);
    await clerk.getByText('还没有快捷菜单').waitFor();
    // The warehouse clerk opens the lot stock list, not the orders: its waiting work is the lots' expiry alone.
    const waiting = clerk.locator('.workbench-card', { hasText: '待处理' }).locator('.ant-statistic-title');
    await expect.poll(() => waiting.allTextContents()).toEqual(['临期库存', '过期库存']);
    expect(await clerk.getByText('今日销售额（元）').count()).toBe(0);
    await context.close();
  });

  it('offers only shortcuts to pages that work: each opens its form (添加公告 and 为会员充值 too)', async () => {
    await page.goto(`${server.url}/dashboard`);
    const shortcuts = page.locator('.workbench-card:visible', { hasText: '常用功能' }).locator('a');
    await shortcuts.first().waitFor();
    const titles = await shortcuts.allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    // Member top-ups are built (finance): the shortcut opens their form.
    expect(titles).toContain('为会员充值');
    // The notices are built (the worked example of docs/adding-an-entity.md): the shortcut opens their form.
    expect(titles).toContain('添加公告');
    for (const [i, title] of titles.entries()) {
      await shortcuts.nth(i).click();
      await expect.poll(() => new URL(page.url()).pathname).not.toBe('/dashboard');
      const view = page.locator('.shell-view:visible');
      // The form has its fields, or says why not.
      await view.locator('form .ant-form-item-label, .ant-alert, .unavailable').first().waitFor();
      expect(await view.locator('form .ant-form-item-label').count(), title).toBeGreaterThan(0);
      expect(await view.locator('.ant-alert, .unavailable').count(), title).toBe(0);
      expect(await page.getByText('接口不存在').count(), title).toBe(0);
      await page.locator('.shell-tag a', { hasText: '工作台' }).click();
      await page.waitForURL(`${server.url}/dashboard`);
    }
    expect(errors).toEqual([]);
  });

  it('draws the sales of the last 30 days by day, category and shop', async () => {
    await page.goto(`${server.url}/report/chart`);
    const screen = page.locator('.report-chart:visible');
    // The line and the bars of the trend, the pie's slices and the shops' bars are drawn as SVG paths.
    for (const id of ['chart-trend', 'chart-category', 'chart-shop']) {
      await expect.poll(() => screen.getByTestId(id).locator('svg path').count()).toBeGreaterThan(5);
    }
    await expect.poll(() => screen.getByText('线上商城').count()).toBeGreaterThan(0);
    const orders = await screen
      .locator('.ant-statistic', { hasText: '订单数' })
      .locator('.ant-statistic-content')
      .textContent();
    expect(Number(orders)).toBeGreaterThan(50);
  });

  it('deletes a shop into the recycle bin and restores it', async () => {
    await page.goto(`${server.url}/dataDetails/shop/manage`);
    const row = rowOf(page, '鑫盐东区店');
    await confirmRowAction(page, row, /删\s?除/, '删除门店');
    await notice(page, '已删除').waitFor();
    await expect.poll(() => rowOf(page, '鑫盐东区店').count()).toBe(0);

    await page.goto(`${server.url}/dataDetails/delshop/manage`);
    const binned = rowOf(page, '鑫盐东区店');
    await binned.waitFor();
    await confirmRowAction(page, binned, /恢\s?复/, '恢复门店');
    await notice(page, '已恢复').waitFor();
    await expect.poll(() => rowOf(page, '鑫盐东区店').count()).toBe(0);

    await page.goto(`${server.url}/dataDetails/shop/manage`);
    await expect.poll(() => rowOf(page, '鑫盐东区店').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
