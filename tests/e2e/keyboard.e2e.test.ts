import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSession,
  explainFailures,
  launchBrowser,
  type RunningServer,
  signIn,
  startServer,
  strictPage,
} from './support';

const ON_SALE = '/goods/list/manageShow';
const IN_WAREHOUSE = '/goods/list/manageUnShow';
const ADD_GOODS = '/goods/list/save';

/**
 * A clerk who keeps to the keyboard: finds a page with Ctrl+K and opens it with Enter, goes to the list's search
 * with `/`, reads the shortcuts with `?`, moves through a list's rows with ↑/↓ and edits one with E, and saves a
 * form with Ctrl+S, which refuses an empty one on its fields.
 */
describe('the console by keyboard', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  explainFailures(() => page);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ({ page } = await strictPage(browser));
    await signIn(page, server.url, ON_SALE);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds a page by pinyin initials with Ctrl+K and opens the chosen one with Enter', async () => {
    await page.locator('.generic-list .ant-table-row').first().waitFor();
    // Typed at once, before the search has loaded and taken the focus: no letter is lost.
    await page.keyboard.press('Control+K');
    await page.keyboard.type('ckzdsp');
    const palette = page.getByRole('combobox', { name: '搜索页面与操作' });
    await expect.poll(() => palette.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => palette.inputValue()).toBe('ckzdsp');
    const options = page.locator('.command-palette [role=option]');
    await expect.poll(() => options.first().textContent()).toContain('仓库中的商品');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}${IN_WAREHOUSE}`);
    await page.locator('.command-palette').waitFor({ state: 'hidden' });

    // ↑/↓ move the choice, and the input names it for a screen reader.
    await page.keyboard.press('Control+K');
    // The pointer kept off the list: an option appearing under it would take the choice (hover chooses too).
    await page.mouse.move(0, 0);
    await palette.fill('商品');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await palette.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    await page.keyboard.press('Escape');
    await page.locator('.command-palette').waitFor({ state: 'hidden' });
  });

  it('puts the focus in the shown list’s search with /, and shows the shortcuts with ?', async () => {
    await page.locator('.generic-list:visible .ant-table-row').first().waitFor();
    const away = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await away();
    await page.keyboard.press('/');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('placeholder'));
    await expect.poll(focused).toBe('商品名称');
    // Typed into a field, `?` is a character of the field.
    await page.keyboard.type('?');
    expect(await page.locator('input[placeholder="商品名称"]:visible').inputValue()).toBe('?');
    await page.locator('input[placeholder="商品名称"]:visible').fill('');

    await away();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: '快捷键' });
    await help.waitFor();
    for (const does of ['打开页面搜索', '聚焦列表搜索', '保存表单', '显示快捷键'])
      await help.getByText(does, { exact: true }).waitFor();
    expect(await help.locator('kbd', { hasText: /^Ctrl$/ }).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
  });

  it('moves between a list’s rows with ↑/↓ and edits the row in focus with E', async () => {
    await page.goto(`${server.url}${ON_SALE}`);
    const rows = page.locator('.generic-list:visible .ant-table-row');
    await rows.first().waitFor();
    await rows.first().focus();
    await page.keyboard.press('ArrowDown');
    const second = await rows.nth(1).getAttribute('data-row-key');
    const focusedRow = () => page.evaluate(() => document.activeElement?.getAttribute('data-row-key'));
    await expect.poll(focusedRow).toBe(second);
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedRow).toBe(await rows.first().getAttribute('data-row-key'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('e');
    await page.waitForURL(`${server.url}/goods/list/edit/${second}`);
    await page.locator('.generic-form:visible').getByLabel('商品名称', { exact: true }).waitFor();
  });

  it('saves a form with Ctrl+S as its save button does: an empty one is refused on its fields', async () => {
    await page.goto(`${server.url}${ADD_GOODS}`);
    const form = page.locator('.generic-form:visible');
    const name = form.getByLabel('商品名称', { exact: true });
    await name.click();
    await page.keyboard.press('Control+S');
    // The browser's own "save page" does not open, and the form says what is missing under the field.
    await form.locator('.ant-form-item-explain-error').first().waitFor();
    expect(await form.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    expect(page.url()).toBe(`${server.url}${ADD_GOODS}`);
  });

  it('finds an order by its number with Ctrl+K and opens it to its detail', async () => {
    const api = await apiSession(server.url, 'salt_admin');
    const listed = await api.get<{ id: number; order_sn: string }[]>('/v1/seller/order/OrderManage', {
      limit: '1',
    });
    const order = (listed.data as { id: number; order_sn: string }[])[0]!;
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('combobox', { name: '搜索页面与操作' });
    await expect.poll(() => palette.evaluate((el) => el === document.activeElement)).toBe(true);
    await palette.fill(order.order_sn.toLowerCase());
    const hit = page.locator('.command-palette [role=option]', { hasText: order.order_sn });
    await hit.waitFor();
    expect(await hit.textContent()).toContain('订单');
    await expect.poll(() => hit.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/dataDetails/order/info/${order.id}`);
    await page.getByText(order.order_sn).first().waitFor();
  });

  it("finds goods by the initials of their name's pinyin with Ctrl+K, and opens the one picked", async () => {
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('combobox', { name: '搜索页面与操作' });
    await expect.poll(() => palette.evaluate((el) => el === document.activeElement)).toBe(true);
    // 精制加碘食用盐: jing zhi jia dian shi yong yan.
    await palette.fill('jzjd');
    const hit = page.locator('.command-palette [role=option]', { hasText: '精制加碘食用盐' });
    await hit.waitFor();
    expect(await hit.textContent()).toContain('商品');
    await hit.click();
    await page.waitForURL(/\/goods\/.+\/\d+$/);
    const form = page.locator('.generic-form:visible');
    await expect.poll(() => form.getByLabel('商品名称').inputValue()).toBe('精制加碘食用盐');
  });
});
