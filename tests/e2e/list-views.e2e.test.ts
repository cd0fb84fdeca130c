import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  explainFailures,
  launchBrowser,
  opened,
  pickOption,
  type RunningServer,
  signIn,
  startServer,
  strictPage,
} from './support';

/**
 * Saved views of a list (docs/engine.md, "Saved views"), as people use them: the store's administrator filters
 * the inbound documents, saves the list as a view shared with the warehouse clerks' role, and sends its link; a
 * clerk opens the link and sees the same rows under the same view.
 */

const LIST = '/inventory/inbound/manage';
const VIEW = '待审核入库';

// Views kept alive by the shell stay in the page, hidden: locators look at the one on screen.
const list = (page: Page) => page.locator('.generic-list:visible');
const rows = (page: Page) => list(page).locator('.ant-table-tbody > tr.ant-table-row');
/** The rows' document numbers (the first cell that holds one), in order. */
const numbers = (page: Page) => rows(page).locator('td:has-text("RK")').allTextContents();
/** The list's count, as its pager says it (合计 N). */
const total = async (page: Page) =>
  Number((await list(page).locator('.ant-pagination-total-text').textContent())?.replace(/\D/g, '') ?? 0);

describe('saved views of a list', () => {
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

  let link = '';
  let shown: string[] = [];
  let count = 0;

  it('saves a filtered list as a view shared with a role, and puts it in the address', async () => {
    const a = await strictPage(browser);
    page = a.page;
    await signIn(page, server.url, LIST);
    await rows(page).first().waitFor();
    const all = await total(page);
    // 全部 is the open tab of the views.
    await expect
      .poll(() => list(page!).locator('.list-views .ant-tabs-tab-active').textContent())
      .toBe('全部');

    await list(page).locator('.ant-form-item:has(#InboundManage-filter_status) .ant-select').click();
    await pickOption(page, '未审核');
    await list(page).getByRole('button', { name: '搜 索' }).click();
    await expect.poll(() => total(page!)).toBeLessThan(all);
    count = await total(page);
    shown = await numbers(page);
    expect(shown.length).toBeGreaterThan(0);

    await list(page).getByTestId('view-save').click();
    const dialog = page.locator('.ant-modal:visible');
    await opened(dialog);
    await dialog.getByLabel('视图名称').fill(VIEW);
    await dialog.getByText('共享给角色', { exact: true }).click();
    await dialog.locator('.ant-select').click();
    await pickOption(page, '仓管员');
    await dialog.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('视图已保存').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(() => list(page!).locator('.list-views .ant-tabs-tab-active').textContent()).toBe(VIEW);
    await expect.poll(() => page!.url()).toMatch(/[?&]view=\d+/);
    link = page.url().replace(server.url, '');
    expect(await numbers(page)).toEqual(shown);
    expect(a.errors).toEqual([]);
  });

  it('opens the link for a colleague in that role: the same view, the same rows', async () => {
    const b = await strictPage(browser);
    page = b.page;
    await signIn(page, server.url, link, 'clerk', 'xinyan');
    await rows(page).first().waitFor();
    await expect.poll(() => list(page!).locator('.list-views .ant-tabs-tab-active').textContent()).toBe(VIEW);
    // The filter shows what the view keeps, and the rows are those the administrator saw.
    const status = list(page).locator('.ant-form-item:has(#InboundManage-filter_status) .ant-select-content');
    await expect.poll(() => status.getAttribute('title')).toBe('未审核');
    await expect.poll(() => numbers(page!)).toEqual(shown);
    expect(await total(page)).toBe(count);
    // The whole list is one click away, and back in the address.
    await list(page).locator('.list-views').getByRole('tab', { name: '全部' }).click();
    await expect.poll(() => total(page!)).toBeGreaterThan(count);
    await expect.poll(() => page!.url()).not.toMatch(/[?&]view=[1-9]/);
    expect(b.errors).toEqual([]);
  });
});
