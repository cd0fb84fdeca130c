import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from './pictures';
import {
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

const NEWS = '/content/news';
const TITLE = '浏览器写的资讯：新盐到货';

/**
 * A store admin writes a news article in the rich-text editor (bold text, a picture uploaded from the editor),
 * looks at it on the phone preview, saves it, finds it in the list and opens it again with its picture.
 */
describe('the content section: a news article with rich text and a picture', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  explainFailures(() => page);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ({ page } = await strictPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('writes an article with bold text and an uploaded picture, and previews it on the phone', async () => {
    // From the list, as a person goes: saving a new record goes back to where the form was opened from.
    await signIn(page, server.url, `${NEWS}/manage`);
    await page.locator('a:visible', { hasText: /^添\s?加$/ }).click();
    await page.waitForURL(new RegExp(`${NEWS}/add$`));
    const form = page.locator('.generic-form:visible');
    await form.getByLabel('标题', { exact: true }).fill(TITLE);
    await form.getByRole('combobox', { name: '分类' }).click();
    await pickOption(page, '政策法规');

    // The editor is loaded when the form first has one.
    const editor = form.locator('.rich-text-content');
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type('今日到货：');
    await form.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('低钠食用盐');
    await form.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('，欢迎选购。');
    await page.keyboard.press('Enter');
    await form
      .getByTestId('rich-text-image-input')
      .setInputFiles({ name: 'salt.png', mimeType: 'image/png', buffer: png() });
    const picture = editor.locator('img');
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/\/uploads\/u\/\d+\/\d{6}\/[\w-]{22}\.png$/);
    expect(await editor.locator('strong').textContent()).toBe('低钠食用盐');
    // The next key writes after the picture, not over it.
    await page.keyboard.type('图下说明');
    expect(await picture.count()).toBe(1);
    expect(await editor.locator('p', { hasText: '图下说明' }).count()).toBe(1);
    // The picture button is the only way to a file: the browser's own file control is not drawn.
    expect(await form.getByTestId('rich-text-image-input').isVisible()).toBe(false);

    await form.getByRole('button', { name: /手机预览/ }).click();
    const phone = page.getByTestId('phone-preview');
    // Measured once the dialog has finished zooming in.
    await opened(page.locator('.ant-modal:visible'));
    const size = await phone.boundingBox();
    expect(size).toMatchObject({ width: 375, height: 667 });
    await phone.getByText(TITLE).waitFor();
    await phone.getByText('政策法规').waitFor();
    expect(await phone.locator('.phone-article-body strong').textContent()).toBe('低钠食用盐');
    const shown = phone.locator('.phone-article-body img');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(40);
    await page.keyboard.press('Escape');
    await phone.waitFor({ state: 'hidden' });
  });

  it('saves it, lists it, and shows the picture when it is opened again', async () => {
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('已添加').waitFor();
    await page.waitForURL(new RegExp(`${NEWS}/manage$`));
    // The newest first (by publish time): the one just written.
    const row = page.locator('.generic-list:visible .ant-table-row', { hasText: TITLE }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('政策法规');

    await rowAction(page, row, /编\s?辑/);
    await page.waitForURL(new RegExp(`${NEWS}/edit/\\d+$`));
    const editor = page.locator('.generic-form:visible .rich-text-content');
    const picture = editor.locator('img');
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/\/uploads\/u\/\d+\/\d{6}\/[\w-]{22}\.png$/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(40);
    expect(await editor.locator('strong').textContent()).toBe('低钠食用盐');
  });
});
