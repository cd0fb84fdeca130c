import type { Browser, Locator, Page } from 'playwright-core';
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

/**
 * A document line's refusals say what the person must do (请选择物料 for a pick, 请输入数量 for a number) and go
 * as soon as the field is filled, whether typed or filled by the material picked (its unit and price).
 */

const INBOUND_ADD = '/inventory/inbound/add';

/** Picks from a select that searches the server: types, then clicks the option holding `option`. */
async function pickRemote(page: Page, select: Locator, keyword: string, option: string) {
  await select.click();
  await select.locator('input').fill(keyword);
  await pickOption(page, option);
}

/** The refusals shown in a line's cells, in the order of its columns. */
const refusalsOf = (line: Locator) => line.locator('.ant-form-item-explain-error').allTextContents();

describe('a document line in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  explainFailures(() => page);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ({ page } = await strictPage(browser));
    await signIn(page, server.url, INBOUND_ADD);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('asks for a pick to be picked, and its refusals go once the material fills the line', async () => {
    const form = page.locator('.generic-form:visible');
    await pickRemote(
      page,
      form.locator('.ant-form-item', { hasText: '仓库' }).locator('.ant-select').first(),
      '一号',
      '郑州一号仓',
    );
    await form.getByRole('button', { name: '添加明细' }).click();
    const line = form.locator('.lines-table tbody tr').first();
    await form.getByRole('button', { name: '保 存' }).click();
    await expect.poll(() => refusalsOf(line)).toContain('请选择物料');
    const refused = await refusalsOf(line);
    expect(refused).toContain('请选择单位');
    expect(refused).toContain('请输入数量');
    // A pick never asks to be typed.
    expect(refused.filter((m) => /^请输入(物料|单位)/.test(m))).toEqual([]);

    await pickRemote(page, line.locator('.ant-select').first(), '工业盐', '工业盐（日晒）');
    await expect.poll(() => line.locator('.ant-select').nth(1).textContent()).toBe('袋(50kg)');
    // The material and the unit it filled are in: their refusals are gone; the quantity still asks.
    await expect.poll(() => refusalsOf(line)).toEqual(['请输入数量']);
    await line.locator('input').nth(2).fill('3');
    await expect.poll(() => refusalsOf(line)).toEqual([]);
  });
});
