import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  explainFailures,
  launchBrowser,
  pickOption,
  type RunningServer,
  signIn,
  startServer,
  strictPage,
} from './support';

const LIST = '/goods/list/manageShow';

// Views kept alive by the shell stay in the page, hidden: locators look at the one on screen.
const bodyRows = (page: Page) => page.locator('.generic-list:visible .ant-table-tbody > tr.ant-table-row');

describe('the generic form: adding, saving once, a picture', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  explainFailures(() => page);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ({ page } = await strictPage(browser));
    await signIn(page, server.url, LIST);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('adds goods through the generic form: numeric input and the success toast', async () => {
    await page.locator('a:visible', { hasText: /^添\s?加$/ }).click();
    await page.waitForURL(/\/goods\/list\/save$/);
    const form = page.locator('.generic-form:visible');
    await form.getByRole('combobox', { name: '商品分类' }).click();
    await pickOption(page, '食用盐');
    await form.getByLabel('商品名称').fill('浏览器新增盐');
    const price = form.getByLabel('售价');
    // What is not a number is refused whole and said under the box, not made into 12.34: it keeps what it held.
    const held = (await price.inputValue()).replaceAll(',', '');
    await price.fill('12a.3.4567');
    expect(await price.inputValue()).toBe(held);
    await form.getByText('只能输入数字和小数点').waitFor();
    // Decimals beyond the price's two stay as typed, and the price's rule says its limit under it: nothing is cut.
    await price.fill('12.3456');
    expect(await price.inputValue()).toBe('12.3456');
    await form.getByText('售价最多 2 位小数').waitFor();
    await price.fill('12.34');
    const stock = form.getByLabel('库存');
    await stock.fill('5.12345');
    await stock.blur();
    expect(await stock.inputValue()).toBe('5.12345');
    await form.getByText('库存最多 3 位小数').waitFor();
    await stock.fill('5.123');
    await page.getByRole('button', { name: '保 存' }).click();
    await page.getByText('已添加').waitFor();
    await page.waitForURL(new RegExp(`${LIST}$`));
  });

  it('adds one record on a double click whose answer is lost and which the browser sends again', async () => {
    const keys: string[] = [];
    let lost = false;
    // The first save reaches the server and is done, but its answer never comes back.
    await page.route(/\/Goods\w*Save$/, async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.locator('a:visible', { hasText: /^添\s?加$/ }).click();
    await page.waitForURL(/\/goods\/list\/save$/);
    const form = page.locator('.generic-form:visible');
    await form.getByRole('combobox', { name: '商品分类' }).click();
    await pickOption(page, '食用盐');
    await form.getByLabel('商品名称').fill('断网重发的盐');
    await form.getByLabel('售价').fill('9.9');
    await form.getByRole('switch', { name: '立即上架' }).click();
    // A double click: the second click sends nothing and does not go back a second time.
    await page.getByRole('button', { name: '保 存' }).dblclick();
    await page.getByText('已添加').waitFor();
    await page.waitForURL(new RegExp(`${LIST}$`));
    await page.unroute(/\/Goods\w*Save$/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    await page.locator('input[placeholder="商品名称"]:visible').fill('断网重发的盐');
    await page.getByRole('button', { name: '搜 索' }).click();
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('.generic-list .ant-table-tbody > tr.ant-table-row')];
      return rows.length > 0 && rows.every((r) => r.textContent?.includes('断网重发的盐'));
    });
    expect(await bodyRows(page).count()).toBe(1);
    await page.getByRole('button', { name: '重 置' }).click();
  });

  it('guards the save button for 3 seconds and refuses to send an unchanged edit twice', async () => {
    await bodyRows(page).first().waitFor();
    await bodyRows(page)
      .first()
      .getByRole('button', { name: /编\s?辑/ })
      .click();
    await page.waitForURL(/\/goods\/list\/edit\/\d+$/);
    await page.locator('.generic-form:visible').getByLabel('商品名称').fill('改过名字的盐');
    const save = page.getByRole('button', { name: /保\s?存/ });
    await save.click();
    await page.getByText('已保存').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.waitForTimeout(3200);
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await page.getByText('数据未发生任何改变，请修改数据后再次提交').waitFor();
    await page.goBack();
  });

  it('uploads a main picture, shows its thumbnail in the list and the picture itself on a click', async () => {
    await page.goto(`${server.url}${LIST}`);
    await bodyRows(page)
      .first()
      .getByRole('button', { name: /编\s?辑/ })
      .click();
    await page.waitForURL(/\/goods\/list\/edit\/\d+$/);
    // A photo larger than the server keeps: it comes back scaled down, uncropped.
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#d4a017' } })
      .jpeg()
      .toBuffer();
    const field = page.locator('.ant-form-item').filter({ hasText: '主图' });
    await field
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: '精制盐.jpg', mimeType: 'image/jpeg', buffer: photo });
    await field.locator('.ant-upload-list-item-done img').waitFor();
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('已保存').waitFor();

    await page.goto(`${server.url}${LIST}`);
    const cell = bodyRows(page).first().locator('.ant-image img');
    await cell.waitFor();
    expect(await cell.getAttribute('src')).toMatch(/\/uploads\/u\/\d+\/\d{6}\/[\w-]{22}_t\.webp$/);
    await bodyRows(page).first().locator('.ant-image').click();
    const big = page.locator('.ant-image-preview-img');
    await big.waitFor();
    expect(await big.getAttribute('src')).toMatch(/[\w-]{22}\.jpg$/);
    expect(await big.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2048);
    await page.keyboard.press('Escape');
  });
});
