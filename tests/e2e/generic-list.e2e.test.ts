import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSession,
  confirmPopup,
  explainFailures,
  launchBrowser,
  opened,
  pickOption,
  type RunningServer,
  readData,
  rowAction,
  signIn,
  startServer,
  strictPage,
} from './support';

const LIST = '/goods/list/manageShow';

// Views kept alive by the shell stay in the page, hidden: locators look at the one on screen.
const bodyRows = (page: Page) => page.locator('.generic-list:visible .ant-table-tbody > tr.ant-table-row');

describe('generic list and form screens', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  explainFailures(() => page);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ({ page, errors } = await strictPage(browser));
    await signIn(page, server.url, LIST);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('draws the list from the metadata: title, striped rows, totals row, page sizes', async () => {
    await page.getByRole('heading', { name: '出售中的商品' }).waitFor();
    await bodyRows(page).first().waitFor();
    expect(await bodyRows(page).count()).toBeGreaterThan(5);
    expect(await bodyRows(page).nth(1).getAttribute('class')).toContain('list-row-striped');
    expect(await bodyRows(page).nth(0).getAttribute('class')).not.toContain('list-row-striped');
    const summary = page.locator('.list-summary td').first();
    expect(await summary.textContent()).toBe('合计');
    await page.locator('.generic-list:visible .ant-pagination-options .ant-select').click();
    const sizes = await page.locator('.ant-select-item-option-content').allTextContents();
    expect(sizes.map((s) => Number.parseInt(s, 10))).toEqual([10, 20, 30, 50]);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  it('filters by name back on page 1, and resets', async () => {
    const all = await bodyRows(page).count();
    await page.locator('input[placeholder="商品名称"]:visible').fill('工业盐');
    await page.getByRole('button', { name: '搜 索' }).click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('.generic-list .ant-table-tbody > tr.ant-table-row').length < n,
      all,
    );
    const names = await bodyRows(page).locator('td:nth-child(4)').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('工业盐'))).toBe(true);
    await page.getByRole('button', { name: '重 置' }).click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('.generic-list .ant-table-tbody > tr.ant-table-row').length === n,
      all,
    );
  });

  it('sorts by price on the server when the header is clicked', async () => {
    await page.locator('th', { hasText: '售价' }).click();
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('.generic-list .ant-table-tbody > tr.ant-table-row')].map(
        (tr) => tr.querySelectorAll('td')[9]?.textContent ?? '',
      );
      const prices = cells.map(Number);
      return prices.length > 2 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
    });
  });

  it('saves the visible columns under showTableDataRows_ and the route name', async () => {
    await page.getByRole('button', { name: '显示列' }).click();
    const dialog = page.getByRole('dialog', { name: '选择要显示的表头' });
    // On a busy machine a click while the dialog still moves in does not land.
    await opened(page.locator('.ant-modal-wrap:visible'));
    await dialog.getByRole('checkbox', { name: '商品编码' }).uncheck();
    const selectAll = dialog.locator('.ant-checkbox-indeterminate');
    expect(await selectAll.count()).toBe(1);
    await dialog.getByRole('button', { name: /^应\s?用$/ }).click();
    await page.locator('th', { hasText: '商品编码' }).waitFor({ state: 'detached' });
    const saved = await page.evaluate(() => localStorage.getItem('showTableDataRows_GoodsManageShow'));
    expect(saved?.split(',')).not.toContain('code');
    expect(saved?.split(',')).toContain('name');
    await page.reload();
    await bodyRows(page).first().waitFor();
    expect(await page.locator('th', { hasText: '商品编码' }).count()).toBe(0);
  });

  it('asks for at least one export column', async () => {
    await page.locator('button', { hasText: /^导\s?出$/ }).click();
    const dialog = page.getByRole('dialog', { name: '选择导出字段' });
    // Some columns are hidden, so select-all starts indeterminate: check all, then none.
    await dialog.getByRole('checkbox', { name: '全选' }).check();
    await dialog.getByRole('checkbox', { name: '全选' }).uncheck();
    await dialog.getByRole('button', { name: /^导\s?出$/ }).click();
    await page.getByText('请至少选择一列').waitFor();
    await dialog.getByRole('button', { name: '取 消' }).click();
  });

  it('exports in the background, and the export-task popover offers the file, then removes the task', async () => {
    await page.locator('.generic-list:visible').getByRole('button', { name: '异步导出' }).click();
    const dialog = page.getByRole('dialog', { name: '选择导出字段' });
    await opened(page.locator('.ant-modal-wrap:visible'));
    await dialog.getByRole('button', { name: '异步导出' }).click();
    // The server's message says the task was created.
    await page
      .locator('.ant-message')
      .getByText(/导出任务/)
      .waitFor();
    await page.getByRole('button', { name: '导出任务' }).click();
    const tasks = page.locator('.export-tasks');
    // Refreshed every 5 s while open: the task finishes on its own.
    const link = tasks.getByRole('link', { name: '下载' }).first();
    await link.waitFor({ timeout: 20_000 });
    expect(await link.getAttribute('href')).toMatch(/^\/files\/export\//);
    const file = await fetch(`${server.url}${await link.getAttribute('href')}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    // Removing the task removes its file: asked first, by the file's name.
    const task = tasks.locator('.export-task').first();
    const name = await task.locator('.export-task-title').textContent();
    await task.getByRole('button', { name: /^删\s?除$/ }).click();
    const ask = page.locator('.ant-popconfirm:visible');
    await expect.poll(() => ask.textContent()).toContain(`删除导出任务「${name}」`);
    expect(await ask.textContent()).toContain('无法撤销');
    await ask.getByRole('button', { name: '删除导出任务' }).click();
    await page.getByText('暂无导出任务').waitFor();
    await page.keyboard.press('Escape');
  });

  it('goes back to page 1 on a search, and scrolls to the top after paging', async () => {
    await page.goto(`${server.url}/goods/list/manageShow`);
    await bodyRows(page).first().waitFor();
    // The server's page size (20) replaced the screen's default of 10; the demo store needs 10 for a page 2.
    expect(await page.locator('.generic-list:visible .ant-pagination-options').textContent()).toContain('20');
    await page.locator('.generic-list:visible .ant-pagination-options .ant-select').click();
    await pickOption(page, '10');
    // As a person would, page on once the list shows ten rows and has scrolled back to the top:
    // a click during that scroll lands where the button no longer is.
    await expect.poll(() => bodyRows(page).count()).toBe(10);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator('.generic-list:visible .ant-pagination-item-2').click();
    await page.locator('.generic-list:visible .ant-pagination-item-2.ant-pagination-item-active').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('.generic-list:visible .ant-pagination-item-1').click();
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator('.generic-list:visible .ant-pagination-item-2').click();
    await page.locator('.generic-list:visible .ant-pagination-item-2.ant-pagination-item-active').waitFor();
    await page.locator('input[placeholder="商品名称"]:visible').fill('盐');
    await page.getByRole('button', { name: '搜 索' }).click();
    await page.locator('.generic-list:visible .ant-pagination-item-1.ant-pagination-item-active').waitFor();
  });

  it('collapses a tall filter area and expands it on demand, search and reset in sight either way', async () => {
    const area = page.getByTestId('filter-area');
    expect((await area.boundingBox())!.height).toBeLessThanOrEqual(60);
    // Folded, the buttons are not clipped away with the fields: their box lies outside the folded area.
    const search = (await page.getByRole('button', { name: '搜 索' }).boundingBox())!;
    const folded = (await area.boundingBox())!;
    expect(search.x).toBeGreaterThanOrEqual(folded.x + folded.width);
    expect(await page.getByRole('button', { name: '重 置' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: '展开' }).click();
    expect((await area.boundingBox())!.height).toBeGreaterThan(60);
    await page.getByRole('button', { name: '收起' }).click();
    // Tabbing into a field folded away unfolds the area rather than scroll it out of line.
    await page.locator('input[placeholder="商品名称"]:visible').focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect.poll(async () => (await area.boundingBox())!.height).toBeGreaterThan(60);
    await page.getByRole('button', { name: '收起' }).click();
  });

  it('lays the pager out for a phone under 992 px', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'zh-CN' });
    const p = await phone.newPage();
    await p.goto(server.url);
    await p.evaluate(
      ([token, refresh, suid]) => {
        localStorage.setItem('token', token!);
        localStorage.setItem('refreshToken', refresh!);
        localStorage.setItem('suid', suid!);
      },
      await page.evaluate(() => [
        localStorage.getItem('token'),
        localStorage.getItem('refreshToken'),
        localStorage.getItem('suid'),
      ]),
    );
    await p.goto(`${server.url}${LIST}`);
    await p.locator('.ant-pagination').waitFor();
    expect(await p.locator('.ant-pagination-options').count()).toBe(0);
    expect(await p.locator('.ant-pagination-mini, .ant-pagination-small').count()).toBe(1);
    await phone.close();
  });

  it('takes goods off sale and puts them back, each way said on its button, its question and the log', async () => {
    // The page's errors of this test alone (the import tests before it leave theirs).
    const errorsBefore = errors.length;
    await page.goto(`${server.url}${LIST}`);
    const first = bodyRows(page).first();
    await first.waitFor();
    // The cells after the selection: 编号, then 商品名称.
    const name = ((await first.locator('td:nth-child(3)').textContent()) ?? '').trim();
    const rowNamed = () =>
      page
        .locator('.generic-list:visible .ant-table-row')
        .filter({ has: page.locator('td:nth-child(3)', { hasText: new RegExp(`^${name}$`) }) })
        .first();
    // Goods on sale offer 下架, and its question names them; its button names the action, not a bare 确定.
    await rowAction(page, first, /^下\s?架$/);
    const popup = page.locator('.ant-popconfirm:visible');
    await popup.getByText(`下架商品「${name}」？`).waitFor();
    expect(await popup.getByRole('button').allTextContents()).toEqual(['取 消', '下架商品']);
    await confirmPopup(page, '下架商品');
    await expect.poll(() => rowNamed().count()).toBe(0);

    // In the warehouse the same goods offer 上架, on the row and over the selected rows.
    await page.goto(`${server.url}/goods/list/manageUnShow`);
    const row = rowNamed();
    await row.waitFor();
    expect(await row.getByRole('button', { name: /^下\s?架$|上下架/ }).count()).toBe(0);
    await row.getByRole('checkbox').check();
    const bar = page.locator('.list-batch:visible');
    expect(await bar.getByRole('button').allTextContents()).toContain('上 架');
    expect(await bar.getByRole('button').allTextContents()).not.toContain('下 架');
    await bar.getByRole('button', { name: /^上\s?架$/ }).click();
    await popup.getByText(`上架商品「${name}」？`).waitFor();
    await confirmPopup(page, '上架商品');
    await expect.poll(() => rowNamed().count()).toBe(0);
    await page.goto(`${server.url}${LIST}`);
    await rowNamed().waitFor();

    // The operator log says which way each went.
    const api = await apiSession(server.url, 'salt_admin');
    const logs = await readData<{ summary: string }[]>(api, '/v1/seller/operator/OperatorLogManage', {
      summary: name,
      page: '1',
      limit: '2',
    });
    expect(logs.map((l) => l.summary)).toEqual([`上架商品「${name}」`, `下架商品「${name}」`]);
    expect(errors.slice(errorsBefore)).toEqual([]);
  });

  it("opens a list's action by its own address: the shop list, asking which shops and which department", async () => {
    await page.goto(`${server.url}/dataDetails/shop/ChangeDepart`);
    await page.waitForURL(/\/dataDetails\/shop\/manage$/);
    const dialog = page.locator('.ant-modal:visible');
    await opened(dialog);
    expect(await dialog.locator('.ant-modal-title').textContent()).toContain('调整所属部门');
    // Sent with nothing chosen, it says what is missing on each field and stays open.
    const ok = dialog.locator('.ant-modal-footer .ant-btn-primary');
    await ok.click();
    await dialog.locator('.ant-form-item-explain-error', { hasText: '请选择门店' }).waitFor();
    // Which shops: the list's own, found by name.
    await dialog.getByRole('combobox', { name: '门店' }).fill('东区');
    await pickOption(page, '东区店');
    await dialog.getByRole('combobox', { name: '所属部门' }).click();
    const tree = page.locator('.ant-select-dropdown:visible');
    await opened(tree);
    await tree.locator('.ant-select-tree-node-content-wrapper', { hasText: /^仓储部$/ }).click();
    await ok.click();
    await dialog.waitFor({ state: 'hidden' });
    // The shop's row says its new department; the others keep theirs.
    const row = bodyRows(page).filter({ hasText: '东区店' });
    await expect.poll(() => row.textContent()).toContain('仓储部');
    expect(await bodyRows(page).filter({ hasText: '西区店' }).textContent()).toContain('门店运营部');
    // Asked once: the address is the list's now, and reading it again asks nothing.
    await page.reload();
    await bodyRows(page).first().waitFor();
    expect(await page.locator('.ant-modal:visible').count()).toBe(0);
  });
});
