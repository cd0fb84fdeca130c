import {
  addDays,
  DEFAULT_TIME_ZONE,
  dayEnd,
  dayStart,
  formatDate,
  formatDateTime,
  parseDateTime,
} from '@yanye/protocol';
import ExcelJS from '@zlooun/exceljs';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  apiSession,
  explainFailures,
  launchBrowser,
  pickOption,
  type RunningServer,
  readData,
  rowAction,
  signIn,
  startServer,
  strictPage,
} from './support';

/**
 * One clock, the store's (docs/business-rules.md, "One clock"), in a browser set to New York while the store (the
 * server's default TIME_ZONE) is in Shanghai, thirteen hours on: an order's pay time reads the same in its list,
 * on its page, on its printed delivery note and in its export; a date filter for one store day lists that day's
 * orders; a group buy's start typed as 10:00 is taken as 10:00 in the store and said back so; pay_admin's 今日 is
 * the store's today.
 */

const BROWSER_ZONE = 'America/New_York';
const STORE_ZONE = DEFAULT_TIME_ZONE;
const ORDERS = '/dataDetails/order/manage';
const ORDER_API = '/v1/seller/order/Order';
const GROUPBUYS = '/v1/addons/groupbuy/Groupbuy';

interface Order {
  id: number;
  order_sn: string;
  pay_time: number | null;
}

const now = () => Math.floor(Date.now() / 1000);
const storeTime = (seconds: number) => formatDateTime(seconds, STORE_ZONE);
const storeToday = () => formatDate(now(), STORE_ZONE);

/** The text of a PDF as pdf.js reads it, spaces between glyphs dropped. */
async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, '');
}

// Views kept alive by the shell stay in the page, hidden: locators look at the one on screen.
const list = (page: Page) => page.locator('.generic-list:visible');
const rows = (page: Page) => list(page).locator('.ant-table-tbody > tr.ant-table-row');

describe("one clock, the store's, in a browser set to New York", () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let api: ApiSession;
  let current: Page | undefined;
  explainFailures(() => current);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiSession(server.url, 'salt_admin');
    ({ page, errors } = await strictPage(browser, 'zh-CN', { timezoneId: BROWSER_ZONE }));
    current = page;
    await signIn(page, server.url, ORDERS);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const orders = (query: Record<string, string>) =>
    readData<Order[]>(api, `${ORDER_API}Manage`, { limit: '100', ...query });

  /** Opens the list's filters, all of them in sight. */
  const unfoldFilters = async () => {
    const unfold = list(page).getByRole('button', { name: /^展\s?开$/ });
    if (await unfold.isVisible()) await unfold.click();
  };

  /**
   * Does `click` and answers the body of the first answer to a request matching `url`, in any tab. A request that
   * never comes, or an answer that is not a 200, fails here by its address, not as the test's own time running out.
   */
  const caught = async (url: string, click: () => Promise<void>): Promise<Buffer> => {
    let received: (body: Buffer) => void = () => undefined;
    let refused: (error: Error) => void = () => undefined;
    const body = new Promise<Buffer>((resolve, reject) => {
      received = resolve;
      refused = reject;
    });
    const waiting = setTimeout(
      () => refused(new Error(`no answer to ${url} within 25 s of the click`)),
      25_000,
    );
    await page.context().route(url, async (route) => {
      try {
        const response = await route.fetch();
        if (response.status() !== 200) throw new Error(`${url} answered HTTP ${response.status()}`);
        received(await response.body());
        await route.fulfill({ response });
      } catch (error) {
        refused(error instanceof Error ? error : new Error(String(error)));
      }
    });
    try {
      await click();
      return await body;
    } finally {
      clearTimeout(waiting);
      await page.context().unrouteAll({ behavior: 'ignoreErrors' });
    }
  };

  it('reads an order’s pay time alike in its list, on its page, on its delivery note and in its export', async () => {
    const [order] = (await orders({ sort: 'pay_time', order: 'false' })).filter(
      (o) => Number(o.pay_time) > 0,
    );
    const paid = storeTime(order!.pay_time!);
    // Thirteen hours apart: the browser's own reading of the time is another day's or another hour's.
    expect(formatDateTime(order!.pay_time, BROWSER_ZONE)).not.toBe(paid);

    await unfoldFilters();
    await page.locator('[id$="-filter_order_sn"]:visible').fill(order!.order_sn);
    await list(page)
      .getByRole('button', { name: /^搜\s?索$/ })
      .click();
    const row = rows(page).filter({ hasText: order!.order_sn });
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await row.textContent()).toContain(paid);

    const note = await caught(`**${ORDER_API}Print*`, async () => {
      const tab = page.context().waitForEvent('page');
      await rowAction(page, row, /^打\s?印$/);
      await (await tab).close();
    });
    expect(await pdfText(note)).toContain(paid.replace(' ', ''));

    const sheet = await caught(`**${ORDER_API}Manage?*_down_excel=1*`, async () => {
      await list(page)
        .locator('button', { hasText: /^导\s?出$/ })
        .click();
      const dialog = page.getByRole('dialog', { name: '选择导出字段' });
      await dialog.getByRole('button', { name: /^导\s?出$/ }).click();
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet as unknown as ArrayBuffer);
    const cells: string[][] = [];
    book.worksheets[0]!.eachRow((r) => cells.push((r.values as unknown[]).slice(1).map(String)));
    const header = cells[0]!;
    const line = cells.find((r) => r.includes(order!.order_sn));
    expect(line?.[header.indexOf('付款时间')]).toBe(paid);

    await page.goto(`${server.url}/dataDetails/order/info/${order!.id}`);
    await expect.poll(() => page.locator('.ant-timeline').first().textContent()).toContain(paid);
    expect(errors).toEqual([]);
  });

  it('lists one store day’s orders for a pay-time filter of that day, its picker’s today the store’s', async () => {
    // A recent day with a page of paid orders, some paid before 13:00 in the store: the day before in New York.
    let day = '';
    let expected: Order[] = [];
    for (let back = 1; back <= 10 && !day; back++) {
      const d = addDays(storeToday(), -back);
      const paid = await orders({ pay_time: `${dayStart(d, STORE_ZONE)},${dayEnd(d, STORE_ZONE)}` });
      const early = paid.some((o) => formatDate(o.pay_time, BROWSER_ZONE) !== d);
      if (paid.length > 0 && paid.length <= 20 && early) [day, expected] = [d, paid];
    }
    expect(day).not.toBe('');

    await page.goto(`${server.url}${ORDERS}`);
    await rows(page).first().waitFor();
    await unfoldFilters();
    const from = page.locator('[id$="-filter_pay_time"]:visible');
    await from.click();
    const calendar = page.locator('.ant-picker-dropdown:visible');
    await calendar.waitFor();
    expect(await calendar.locator('.ant-picker-cell-today').first().getAttribute('title')).toBe(storeToday());
    await from.fill(`${day} 00:00:00`);
    await from.press('Enter');
    const to = list(page).locator('.ant-picker-range input').nth(1);
    await to.fill(`${day} 23:59:59`);
    await to.press('Enter');
    await list(page)
      .getByRole('button', { name: /^搜\s?索$/ })
      .click();
    await list(page)
      .getByRole('tab', { name: `全部 (${expected.length})` })
      .waitFor();
    await expect
      .poll(async () => (await rows(page).allTextContents()).map((t) => /\d{16}/.exec(t)?.[0]).sort())
      .toEqual(expected.map((o) => o.order_sn).sort());
    for (const text of await rows(page).allTextContents()) expect(text).toContain(`${day} `);
    expect(errors).toEqual([]);
  });

  it('takes a group buy’s start typed as 10:00 as 10:00 in the store, and says it back so', async () => {
    const day = addDays(storeToday(), 3);
    const title = `十点开团 ${Date.now()}`;
    await page.goto(`${server.url}/plugin/groupbuy/add`);
    await page.locator('#GroupbuyAdd_title').fill(title);
    await page.locator('#GroupbuyAdd_goods_id').click();
    await pickOption(page);
    await page.locator('#GroupbuyAdd_group_price').fill('0.01');
    await page.locator('#GroupbuyAdd_stock').fill('10');
    const typeTime = async (field: string, text: string) => {
      const input = page.locator(`#GroupbuyAdd_${field}`);
      await input.click();
      await input.fill(text);
      await input.press('Enter');
    };
    await typeTime('start_at', `${day} 10:00:00`);
    await typeTime('end_at', `${day} 09:00:00`);
    await page.getByRole('button', { name: /^保\s?存$/ }).click();
    const said = page.locator('.ant-form-item-explain-error', { hasText: '须晚于开始时间' });
    await said.waitFor();
    expect(await said.textContent()).toBe(`结束时间 ${day} 09:00:00 须晚于开始时间 ${day} 10:00:00`);

    await typeTime('end_at', `${addDays(day, 2)} 10:00:00`);
    await page.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.waitForURL(/\/plugin\/groupbuy\/manage/);
    const [saved] = await readData<{ start_at: number; end_at: number }[]>(api, `${GROUPBUYS}Manage`, {
      title,
    });
    expect(saved?.start_at).toBe(parseDateTime(`${day} 10:00:00`, STORE_ZONE));
    expect(storeTime(saved!.end_at)).toBe(`${addDays(day, 2)} 10:00:00`);
    expect(errors).toEqual([]);
  });

  it('opens pay_admin’s finance log on the store’s today', async () => {
    const { page: bank, errors: bankErrors } = await strictPage(browser, 'zh-CN', {
      timezoneId: BROWSER_ZONE,
    });
    current = bank;
    await signIn(bank, server.url, '/offlinepay/financelog/manage', 'pay_admin');
    const summary = bank.getByTestId('bank-summary');
    await expect.poll(() => summary.textContent()).toContain(`今日收款概况（${storeToday()}）`);
    await bank.getByTestId('bank-summary-day').click();
    const calendar = bank.locator('.ant-picker-dropdown:visible');
    await calendar.waitFor();
    expect(await calendar.locator('.ant-picker-cell-today').first().getAttribute('title')).toBe(storeToday());
    expect(bankErrors).toEqual([]);
    await bank.context().close();
    current = page;
  });
});
