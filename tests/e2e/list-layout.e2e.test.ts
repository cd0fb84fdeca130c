import { API } from '@yanye/protocol';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, listsOf, openList, partlyInSight, problemsOnScreen, walkedLists } from './lists';
import { apiSession, explainFailures, launchBrowser, type RunningServer, startServer } from './support';

/**
 * Every list of the catalogue fits a 1366×768 laptop with the menu open, in Chinese and in English (docs/engine.md,
 * "Column kinds"): the page never scrolls sideways, the status column is in sight on load and not under the fixed
 * actions column, every cell is in sight whole or starts where the fixed columns do (none partly under them), no
 * time, date or amount is cut, no header is cut. The lists are those of each demo account's route set (the catalogue's
 * pages for its industry, union flag and add-ons that its permissions open), each walked once, so a new list is
 * walked without a new test.
 */

describe('lists at 1366×768', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page | undefined;
  explainFailures(() => page);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // Lists whose status column was once off-screen or under the actions.
  const ISSUE_LISTS = [
    '/goods/list/manageShow',
    '/inventory/inbound/manage',
    '/finance/paycash/PayCashManage',
    '/recycle/order/manage',
    '/job/list/manage',
  ];
  // Lists whose cells were once partly under the actions column (a time read "2026-11-19 17:").
  const COVERED_LISTS = [
    '/dataDetails/order/manage',
    '/finance/PaymentWallet/WithdrawalRecord',
    '/inventory/outbound/manage',
    '/inventory/purchase/manage',
  ];

  it('walks every list of every demo account in Chinese and English: no sideways page, status in sight, no cell partly in sight, no time, amount or header cut', async () => {
    const walked = new Set<string>();
    const found: string[] = [];
    let count = 0;
    for (const username of ACCOUNTS) {
      const session = await apiSession(server.url, username);
      // Each list once: one the salt store showed is not walked again for the grain store.
      const pages = (await listsOf(session)).filter((p) => !walked.has(p.path));
      if (pages.length === 0) continue;
      const lists = await walkedLists(session, pages);
      // Both languages side by side: a page of each, walking the same lists (most of a list's opening is waiting).
      await Promise.all(
        (['zh-CN', 'en-US'] as const).map(async (locale) => {
          const context = await browser.newContext({ locale, viewport: { width: 1366, height: 768 } });
          const p = await context.newPage();
          if (locale === 'zh-CN') page = p;
          const errors: string[] = [];
          p.on('pageerror', (e) => errors.push(e.message));
          await p.goto(
            `${server.url}${lists[0]!.path}?accesstoken=${session.accessToken}&supplieruid=${session.suid}`,
          );
          for (const list of lists) {
            await openList(p, list.path);
            for (const problem of await problemsOnScreen(p, list))
              found.push(`${locale} ${username} ${list.path} (${list.title}): ${problem}`);
          }
          found.push(...errors.map((e) => `${locale} ${username}: page error ${e}`));
          await context.close();
        }),
      );
      for (const list of lists) walked.add(list.path);
      count += lists.length;
    }
    // The demo's route sets hold those lists, and many more.
    expect(count).toBeGreaterThan(80);
    for (const path of [...ISSUE_LISTS, ...COVERED_LISTS]) expect(walked, path).toContain(path);
    expect(found).toEqual([]);
  }, 420_000);

  it('shows the platform’s review lists with no cell partly under their actions, in Chinese and English', async () => {
    const session = await apiSession(server.url, 'platform_admin');
    const REVIEWS = ['/platform/applications', '/platform/certs', '/platform/withdrawals'];
    const found: string[] = [];
    for (const locale of ['zh-CN', 'en-US']) {
      const context = await browser.newContext({ locale, viewport: { width: 1366, height: 768 } });
      page = await context.newPage();
      await page.goto(
        `${server.url}${REVIEWS[0]}?accesstoken=${session.accessToken}&supplieruid=${session.suid}`,
      );
      for (const path of REVIEWS) {
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        const table = `.shell-view[data-view="${path}"] .ant-table`;
        await page.locator(`${table} .ant-table-tbody tr.ant-table-row`).first().waitFor();
        for (const problem of await partlyInSight(page, table)) found.push(`${locale} ${path}: ${problem}`);
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });

  it('keeps a phone’s page from scrolling sideways, the status column in sight', async () => {
    const session = await apiSession(server.url, 'salt_admin');
    const named = (await listsOf(session)).filter((p) => ISSUE_LISTS.includes(p.path));
    const lists = await walkedLists(session, named);
    const context = await browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
    await page.goto(
      `${server.url}${lists[0]!.path}?accesstoken=${session.accessToken}&supplieruid=${session.suid}`,
    );
    const found: string[] = [];
    for (const list of lists) {
      await openList(page, list.path);
      for (const problem of await problemsOnScreen(page, list)) found.push(`${list.path}: ${problem}`);
    }
    expect(lists.length).toBe(ISSUE_LISTS.length);
    expect(found).toEqual([]);
    await context.close();
  });

  it('keeps the column settings on the server: order, shown columns and widths follow the user, and reset', async () => {
    const session = await apiSession(server.url, 'salt_admin');
    const handover = `?accesstoken=${session.accessToken}&supplieruid=${session.suid}`;
    const INBOUND = '/inventory/inbound/manage';
    const open = async () => {
      const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
      const p = await context.newPage();
      await p.goto(`${server.url}${INBOUND}${handover}`);
      await openList(p, INBOUND);
      return p;
    };
    const headers = (p: Page) =>
      p.locator('.generic-list:visible thead th:not(.ant-table-selection-column)').allTextContents();
    const widthOf = (p: Page, title: string) =>
      p
        .locator('.generic-list:visible thead th', { hasText: title })
        .first()
        .evaluate((th) => th.getBoundingClientRect().width);
    const saved = (p: Page) => p.waitForResponse((r) => r.url().includes(API.lists.columnSettingsSave.path));

    page = await open();
    expect((await headers(page)).slice(0, 2)).toEqual(['单据编号', '仓库']);
    await page.getByRole('button', { name: /显示列/ }).click();
    const dialog = page.locator('.column-settings');
    await dialog.getByRole('button', { name: '仓库 上移' }).click();
    await dialog.getByRole('checkbox', { name: '业务类型' }).uncheck();
    await dialog.getByLabel('单据编号 列宽', { exact: true }).fill('240');
    const first = saved(page);
    await dialog.getByRole('button', { name: /^应\s?用$/ }).click();
    // Kept on the server: a refusal would put the list back as it was.
    expect((await first).status()).toBe(200);
    // The dialog's mask fades out before the table under it takes the pointer.
    await dialog.waitFor({ state: 'hidden' });
    // The table is laid out again once the choice is in: waited for by what changes (仓库 was there before too).
    await expect.poll(async () => (await headers(page!)).slice(0, 2)).toEqual(['仓库', '单据编号']);
    expect(await headers(page)).not.toContain('业务类型');
    expect(await widthOf(page, '单据编号')).toBeGreaterThanOrEqual(239);

    // A header's right edge dragged 60 px wider is kept too.
    const before = await widthOf(page, '仓库');
    const edge = await page
      .locator('.generic-list:visible thead th', { hasText: '仓库' })
      .locator('.list-col-resize')
      .boundingBox();
    const second = saved(page);
    await page.mouse.move(edge!.x + edge!.width / 2, edge!.y + edge!.height / 2);
    await page.mouse.down();
    await page.mouse.move(edge!.x + 30, edge!.y + edge!.height / 2, { steps: 3 });
    await page.mouse.move(edge!.x + 64, edge!.y + edge!.height / 2, { steps: 3 });
    await page.mouse.up();
    await second;
    const dragged = await widthOf(page, '仓库');
    expect(dragged).toBeGreaterThan(before + 50);
    await page.context().close();

    // Another browser, with nothing of this one's: the server's choice, cached in its local storage.
    page = await open();
    expect((await headers(page)).slice(0, 2)).toEqual(['仓库', '单据编号']);
    expect(await headers(page)).not.toContain('业务类型');
    expect(Math.abs((await widthOf(page, '仓库')) - dragged)).toBeLessThanOrEqual(2);
    const cached = await page.evaluate(() => localStorage.getItem('showTableDataRows_InboundManage'));
    expect(cached?.split(',').slice(0, 2)).toEqual(['warehouse', 'no']);

    await page.getByRole('button', { name: /显示列/ }).click();
    const reset = page.waitForResponse((r) => r.url().includes(API.lists.columnSettingsReset.path));
    await page.locator('.column-settings').getByRole('button', { name: '恢复默认' }).click();
    await reset;
    await expect.poll(() => headers(page!)).toContain('业务类型');
    expect((await headers(page)).slice(0, 2)).toEqual(['单据编号', '仓库']);
    expect(await page.evaluate(() => localStorage.getItem('showTableDataRows_InboundManage'))).toBeNull();
    await page.context().close();
  });
});
