import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmRowAction,
  explainFailures,
  launchBrowser,
  pickOption,
  type RunningServer,
  rowAction,
  signIn,
  startServer,
  strictPage,
} from './support';

// Lots in the browser (docs/inventory.md, "Lots, expiry and recalls"): an inbound of two lots, an outbound that
// takes the one that expires first, and a recall from the lot's row that lists its buyer.

const INBOUNDS = '/inventory/inbound/manage';
const OUTBOUNDS = '/inventory/outbound/manage';
/** The demo's lot-tracked salt that its second warehouse does not hold yet. */
const MATERIAL = '腌制专用盐';
const HOUSE = '郑州二号仓';
/** This run's lot numbers: the first produced (and so expiring) earlier. */
const RUN = Date.now() % 100_000;
const [EARLY, LATE] = [`E2E${RUN}A`, `E2E${RUN}B`];
/** A day `n` days from today (UTC is near enough: the lots are months from expiring either way). */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** The salt's shelf life in the demo (server/src/demo/jxc-basics.ts). */
const SHELF_LIFE = 730;

const list = (page: Page) => page.locator('.generic-list:visible');
const form = (page: Page) => page.locator('.generic-form:visible');

async function pickRemote(page: Page, select: Locator, keyword: string, option: string) {
  await select.click();
  await select.locator('input').fill(keyword);
  await pickOption(page, option);
}

/** The cell of a document line under the column titled `title`. */
async function lineCell(page: Page, row: number, title: string): Promise<Locator> {
  const titles = (await form(page).locator('.lines-table thead th').allTextContents()).map((t) => t.trim());
  const index = titles.findIndex((t) => t.replace('*', '').trim() === title);
  expect(index, `the lines have a column ${title}`).toBeGreaterThan(0);
  return form(page).locator('.lines-table tbody tr').nth(row).locator('td').nth(index);
}

/** Searches a list by its filter `label`, answering the rows. */
async function search(page: Page, path: string, label: string, value: string): Promise<Locator> {
  await page.goto(page.url().replace(/\/inventory\/.*$/, path));
  await list(page).locator(`input[placeholder="${label}"]`).fill(value);
  await list(page).getByRole('button', { name: '搜 索' }).click();
  return list(page).locator('.ant-table-row');
}

describe('lots in the browser: receive two lots, issue by expiry, recall one', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  explainFailures(() => page);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ({ page, errors } = await strictPage(browser));
    await signIn(page, server.url, INBOUNDS);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('receives two lots of a lot-tracked salt: each line names its lot and production date', async () => {
    await list(page)
      .getByRole('button', { name: /添\s?加/ })
      .click();
    await page.waitForURL(`${server.url}/inventory/inbound/add`);
    await pickRemote(
      page,
      form(page).locator('.ant-form-item', { hasText: '仓库' }).locator('.ant-select').first(),
      '二号',
      HOUSE,
    );
    for (const [row, lot, produced] of [
      [0, EARLY, day(-60)],
      [1, LATE, day(-30)],
    ] as const) {
      await form(page).getByRole('button', { name: '添加明细' }).click();
      await pickRemote(page, (await lineCell(page, row, '物料')).locator('.ant-select'), '腌制', MATERIAL);
      await (await lineCell(page, row, '数量')).locator('input').fill('10');
      await (await lineCell(page, row, '批号')).locator('input').fill(lot);
      const day = (await lineCell(page, row, '生产日期')).locator('input');
      await day.click();
      await day.fill(produced);
      // Tab, not Enter: Enter in a form's field sends the form.
      await day.press('Tab');
    }
    await form(page).getByRole('button', { name: '保 存' }).click();
    await page.getByText('已添加').waitFor();
    await page.waitForURL(`${server.url}${INBOUNDS}`);
    const row = list(page)
      .locator('.ant-table-row', { hasText: HOUSE })
      .filter({ hasText: '未审核' })
      .filter({ hasText: '20.000' })
      .first();
    await confirmRowAction(page, row, /审\s?核/, '审核入库单');
    await page.locator('.ant-message').getByText('已审核').waitFor();
    // The lots are made, the expiry worked out from the salt's shelf life (730 days).
    const lots = await search(page, '/inventory/lotstock/manage', '批号', `E2E${RUN}`);
    await expect.poll(() => lots.count()).toBe(2);
    const text = await lots.allInnerTexts();
    expect(text.join('\n')).toContain(day(SHELF_LIFE - 60));
    expect(text.join('\n')).toContain(day(SHELF_LIFE - 30));
  });

  it('issues by expiry: the outbound takes the lot that expires first', async () => {
    await page.goto(`${server.url}${OUTBOUNDS}`);
    await list(page)
      .getByRole('button', { name: /添\s?加/ })
      .click();
    await page.waitForURL(`${server.url}/inventory/outbound/add`);
    await pickRemote(
      page,
      form(page).locator('.ant-form-item', { hasText: '仓库' }).locator('.ant-select').first(),
      '二号',
      HOUSE,
    );
    // The warehouse's list closed first: the operators are the warehouse's.
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await form(page).locator('.ant-form-item', { hasText: '出库人' }).locator('.ant-select').click();
    await pickOption(page);
    await pickRemote(
      page,
      form(page).locator('.ant-form-item', { hasText: '客户' }).locator('.ant-select').first(),
      '宏达',
      '郑州宏达食品厂',
    );
    await form(page).getByRole('button', { name: '添加明细' }).click();
    await pickRemote(page, (await lineCell(page, 0, '物料')).locator('.ant-select'), '腌制', MATERIAL);
    await (await lineCell(page, 0, '数量')).locator('input').fill('4');
    await form(page).getByRole('button', { name: '保 存' }).click();
    await page.getByText('已添加').waitFor();
    await page.waitForURL(`${server.url}${OUTBOUNDS}`);
    const row = list(page)
      .locator('.ant-table-row', { hasText: '郑州宏达食品厂' })
      .filter({ hasText: '未审核' })
      .first();
    await confirmRowAction(page, row, /审\s?核/, '审核出库单');
    await page.locator('.ant-message').getByText('已审核').waitFor();
    const lots = await search(page, '/inventory/lotstock/manage', '批号', `E2E${RUN}`);
    // Each lot's quantity is its row's last cell. The list kept from the first step is read again: this waits
    // for the new figures rather than reading the old ones.
    const byLot = async () =>
      Object.fromEntries(
        (await lots.allInnerTexts()).map((r) => [
          r.includes(EARLY) ? EARLY : LATE,
          r.trim().split(/\s+/).pop(),
        ]),
      );
    await expect.poll(byLot).toEqual({ [EARLY]: '6', [LATE]: '10' });
  });

  it('recalls the early lot from its row: blocked, and its buyer listed to contact', async () => {
    const rows = await search(page, '/inventory/lot/manage', '批号', EARLY);
    await expect.poll(() => rows.count()).toBe(1);
    await rowAction(page, rows.first(), /召\s?回/);
    const dialog = page.locator('.ant-modal:visible');
    await dialog.getByLabel('召回原因', { exact: true }).fill('供应商通知该批次需召回');
    await dialog.getByRole('button', { name: '召回批次', exact: true }).click();
    await page
      .locator('.ant-message-notice', { hasText: `已召回批次 ${EARLY}：批次已封存，1 笔发货的收货人待联系` })
      .waitFor();
    await expect.poll(() => rows.first().innerText()).toContain('已封存');
    const contacts = await search(page, '/inventory/recallcontact/manage', '批号', EARLY);
    await expect.poll(() => contacts.count()).toBe(1);
    const contact = await contacts.first().innerText();
    expect(contact).toContain('郑州宏达食品厂');
    expect(contact).toContain('未联系');
    expect(errors).toEqual([]);
  });
});
