import type { CatalogPage } from '@yanye/catalog';
import { formatMoney } from '@yanye/protocol';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageForPath } from '../../web/src/shell/routeSet';
import {
  type ApiSession,
  apiSession,
  explainFailures,
  launchBrowser,
  opened,
  type RunningServer,
  readData,
  routePages,
  rowAction,
  signIn,
  startServer,
  strictPage,
} from './support';

const FINANCE_LOG = '/offlinepay/financelog/manage';

/**
 * The offline-pay store's console (便民支付, pay_admin) in the browser: every link and menu entry it offers (the
 * menu, the sidebar logo, the header's user menu, the breadcrumb, the tags, the export-task popover) opens a real
 * page of its route set, never the not-found page, the error screen or a page error; the finance log shows
 * today's summary, each row adding up, and a day picked there filters the list; and a difference is resolved
 * from the daily statements with a note.
 */
describe('the offline-pay console in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let api: ApiSession;
  let pages: CatalogPage[];
  explainFailures(() => page);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiSession(server.url, 'pay_admin');
    pages = await routePages(api);
    ({ page, errors } = await strictPage(browser));
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, server.url, FINANCE_LOG, 'pay_admin');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The console's own addresses in the links on screen (or in `scope`). */
  const hrefs = (scope = 'body') =>
    page
      .locator(`${scope} a[href^="/"]`)
      .evaluateAll((links) =>
        links
          .map((a) => a.getAttribute('href') ?? '')
          .filter((h) => !h.startsWith('/v1/') && !h.startsWith('/files/')),
      );

  /** Waits for the view on screen to settle: nothing loading in it. */
  const settled = () =>
    page.waitForFunction(
      () => {
        const view = [...document.querySelectorAll('.shell-view')].find((v) => v.checkVisibility());
        return (
          view !== undefined &&
          view.childElementCount > 0 &&
          !view.querySelector('.ant-spin-spinning, .ant-skeleton, .screen-loading')
        );
      },
      undefined,
      { polling: 100, timeout: 20_000 },
    );

  it('opens every link and menu entry of its console on a page of its route set', async () => {
    await page.goto(`${server.url}${FINANCE_LOG}`);
    await settled();
    const found = new Set<string>(await hrefs());
    // The menu's entries navigate by their keys: each is clicked and where it lands kept.
    const entries = page.locator('.shell-rail-item:visible, .shell-menu .ant-menu-item:visible');
    expect(await entries.count()).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < (await entries.count()); i++) {
      await entries.nth(i).click();
      await settled();
      found.add(new URL(page.url()).pathname);
    }
    // The user menu in the header.
    await page.locator('.shell-user').click();
    const userMenu = page.locator('.ant-dropdown:visible');
    await opened(userMenu);
    for (const h of await hrefs('.ant-dropdown:visible')) found.add(h);
    await page.keyboard.press('Escape');
    // The export-task popover.
    await page.getByRole('button', { name: '导出任务' }).click();
    const popover = page.locator('.ant-popover:visible');
    await opened(popover);
    for (const h of await hrefs('.ant-popover:visible')) found.add(h);
    await page.keyboard.press('Escape');
    // The staff page's own links (its breadcrumb, its add and edit pages).
    await page.goto(`${server.url}/offlinepay/staff/manage`);
    await settled();
    for (const h of await hrefs()) found.add(h);

    // The sidebar logo leads to the profile in this industry (its route set has no shop info).
    expect(await page.locator('a.shell-logo').getAttribute('href')).toBe('/profile/user/edit');
    expect(found.size).toBeGreaterThan(5);
    // One address per page of the route set (the edit page of one staff member stands for the others').
    const byPage = new Map<string, string>();
    for (const href of [...found].sort()) {
      const key = pageForPath(pages, href.split('?')[0] ?? href)?.path ?? href;
      if (!byPage.has(key)) byPage.set(key, href);
    }
    const followed: string[] = [];
    for (const href of byPage.values()) {
      await page.goto(`${server.url}${href}`);
      await settled();
      const path = new URL(page.url()).pathname;
      const unavailable = await page.locator('.unavailable:visible').count();
      const failed = await page.locator('.view-failed:visible').count();
      expect(unavailable, `${href} opens the not-found or unavailable page`).toBe(0);
      expect(failed, `${href} falls to the error screen`).toBe(0);
      expect(pageForPath(pages, path), `${href} lands on ${path}, a page of its route set`).toBeDefined();
      expect(path.startsWith('/offlinepay/') || path.startsWith('/profile/'), path).toBe(true);
      followed.push(href);
    }
    expect(followed).toEqual(
      expect.arrayContaining([FINANCE_LOG, '/offlinepay/staff/manage', '/profile/user/edit']),
    );
    expect(errors).toEqual([]);
  }, 240_000);

  it("shows today's summary, follows a picked day, and resolves a difference of a day with a note", async () => {
    await page.goto(`${server.url}${FINANCE_LOG}`);
    await settled();
    const summary = page.getByTestId('bank-summary');
    await expect.poll(() => summary.textContent()).toContain('今日收款概况');
    const net = await page.getByTestId('bank-net').textContent();
    expect(net).toMatch(/¥[\d,]+\.\d{2}/);
    // The figures are the server's for today.
    const today = await readData<{ day: string; total: { net: number } }>(
      api,
      '/v1/addons/abcbank/FinanceLogSummary',
    );
    expect(net?.replace(/[^\d.−-]/g, '')).toBe((today.total.net / 100).toFixed(2));
    // Each branch's row adds up in sight: collected less reversed, plus what was paid out (a fee, negative).
    const yuan = (text: string) => Number(text.replace(/,/g, '').replace('−', '-'));
    for (const line of await summary.locator('.ant-table-row').all()) {
      const [collected = 0, reversed = 0, out = 0, left = 0] = (await line.locator('td').allTextContents())
        .slice(1)
        .map(yuan);
      expect(Math.round((collected - reversed + out) * 100)).toBe(Math.round(left * 100));
    }

    // A day picked in the summary filters the list below to it, in its filter area; 回到今天 takes it off.
    const before = new Date(`${today.day}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    const yesterday = before.toISOString().slice(0, 10);
    const picker = summary.locator('.ant-picker input');
    await picker.click();
    await picker.fill(yesterday);
    await picker.press('Enter');
    await expect.poll(() => summary.textContent()).toContain(`${yesterday} 收款概况`);
    const dayFilter = page.locator('.list-filters input[id$="-filter_day"]');
    await expect.poll(() => dayFilter.inputValue()).toBe(yesterday);
    const ofDay = await readData<unknown[]>(api, '/v1/addons/abcbank/FinanceLogManage', {
      day: yesterday,
      limit: '100',
    });
    const all = page.locator('.generic-list .list-tabs .ant-tabs-tab', { hasText: '全部' });
    await expect.poll(() => all.textContent()).toContain(`(${ofDay.length})`);
    await summary.getByRole('button', { name: '回到今天' }).click();
    await expect.poll(() => dayFilter.inputValue()).toBe('');

    await page.getByRole('tab', { name: '每日对账' }).click();
    const days = page.getByTestId('bank-days');
    const openDay = days.locator('.ant-table-row', { hasText: '有差异待处理' }).first();
    await openDay.waitFor();
    const day = (await openDay.locator('td').first().textContent())?.trim() ?? '';
    await openDay.getByRole('button', { name: '查看差异' }).click();
    const drawer = page.locator('.ant-drawer:visible');
    await opened(drawer);
    await expect.poll(() => drawer.locator('.ant-drawer-title').textContent()).toContain(day);
    const row = drawer
      .locator('.ant-table-row', { has: page.getByRole('button', { name: /处\s?理/ }) })
      .first();
    await row.waitFor();
    const serial = (await row.locator('td').nth(2).textContent())?.trim() ?? '';

    const [log] = await readData<
      { amount: number | null; statement_amount: number | null; reconcile_state: string }[]
    >(api, '/v1/addons/abcbank/FinanceLogManage', { serial_no: serial });
    await rowAction(page, row, /处\s?理/);
    const dialog = page.locator('.ant-modal:visible');
    await opened(dialog);
    expect(await dialog.textContent()).toContain(serial);
    // It says what differs, the bank's side against the store's with their amounts, and that the books stay.
    const said = (await dialog.locator('.action-after').textContent()) ?? '';
    const KIND: Record<string, string> = {
      amount_differs: '金额不符',
      state_differs: '状态不符',
      missing_in_store: '本地漏记',
      missing_in_bank: '银行无此笔',
    };
    expect(said).toContain(`${KIND[log!.reconcile_state]}：银行对账单 `);
    expect(said).toContain(
      `银行对账单 ${log!.statement_amount === null ? '—' : formatMoney(log!.statement_amount)}`,
    );
    expect(said).toContain(`本店流水 ${log!.amount === null ? '—' : formatMoney(log!.amount)}`);
    expect(said).toContain('流水与对账单的金额、状态都不改，也不记账');
    // Sent without a note, it is refused under the note, and nothing is resolved.
    await dialog.getByRole('button', { name: '处理对账差异', exact: true }).click();
    await expect
      .poll(() => dialog.locator('.ant-form-item-explain-error').textContent())
      .toContain('处理说明');
    await dialog.getByLabel('处理说明').fill('已电话核实，按银行对账单入账');
    await dialog.getByRole('button', { name: '处理对账差异', exact: true }).click();
    await page.locator('.ant-message-notice', { hasText: serial }).waitFor();
    const logs = await readData<{ resolve_note: string; resolved_at: number }[]>(
      api,
      '/v1/addons/abcbank/FinanceLogManage',
      { serial_no: serial },
    );
    expect(logs[0]?.resolve_note).toBe('已电话核实，按银行对账单入账');
    expect(logs[0]?.resolved_at).toBeGreaterThan(0);
    // The day's row reads again: one open difference fewer. The drawer is closed by its ×, as a person does (an
    // Escape goes where the focus is, which the closing dialog hands back in its own time).
    await dialog.waitFor({ state: 'hidden' });
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
    const after = await readData<{ days: { day: string; open: number }[] }>(
      api,
      '/v1/addons/abcbank/FinanceLogDays',
      { from: day, to: day },
    );
    const shown = days.locator('.ant-table-row', { hasText: day }).first();
    if (after.days[0]?.open === 0) await expect.poll(() => shown.textContent()).toContain('差异已处理');
    else await expect.poll(() => shown.textContent()).toContain(`待处理 ${after.days[0]?.open}`);
    // The day keeps how its difference was resolved: the note, by whom, when.
    const explained = await readData<{
      days: { resolutions: { serial_no: string; note: string; by: string; at: number }[] }[];
    }>(api, '/v1/addons/abcbank/FinanceLogDays', { from: day, to: day });
    expect(explained.days[0]?.resolutions.find((r) => r.serial_no === serial)).toMatchObject({
      note: '已电话核实，按银行对账单入账',
      by: expect.stringMatching(/\S/),
      at: expect.any(Number),
    });

    // A day whose differences were each resolved but whose gap stays reads as explained, not as unresolved: the
    // gap is not red, and it opens how each was resolved, by whom and when.
    const settledDay = days
      .locator('.ant-table-row', { hasText: '差异已处理' })
      .filter({ has: page.getByRole('button', { name: '已处理，查看说明' }) })
      .first();
    await settledDay.waitFor();
    const settledOn = (await settledDay.locator('td').first().textContent())?.trim() ?? '';
    const gapCell = settledDay.locator('td').nth(4);
    expect(await gapCell.locator('.ant-typography-danger').count()).toBe(0);
    expect(await gapCell.textContent()).toMatch(/[−-]?[\d,]+\.\d{2}/);
    await gapCell.getByRole('button', { name: '已处理，查看说明' }).click();
    const popover = page.locator('.ant-popover:visible');
    await opened(popover);
    expect(await popover.textContent()).toContain(`${settledOn} 的差额如何处理`);
    const lines = popover.getByTestId(`bank-resolutions-${settledOn}`).locator('li');
    expect(await lines.count()).toBeGreaterThan(0);
    expect(await lines.first().textContent()).toMatch(
      /^流水 \S+（(金额不符|状态不符|本地漏记|银行无此笔)）：.{2,}\S+ 处理于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  }, 120_000);
  it('prints a collection code as the card alone, without the console watermark', async () => {
    await page.goto(`${server.url}/offlinepay/staff/manage`);
    await settled();
    await rowAction(page, page.locator('.ant-table-row').first(), /收款码/);
    const card = page.getByTestId('bank-code-card');
    await card.waitFor();
    await page.emulateMedia({ media: 'print' });
    try {
      const shown = await page.evaluate(() => {
        const seen = (e: Element) => getComputedStyle(e).display !== 'none' && e.getClientRects().length > 0;
        // Ant Design's watermark layers: class-less, known by their inline style.
        const marks = [...document.querySelectorAll('div[style*="background-repeat: repeat"]')];
        const card = document.querySelector('.bank-code-card');
        return {
          card: card !== null && getComputedStyle(card).visibility === 'visible',
          marks: marks.filter(seen).length,
          console: seen(document.querySelector('#root') ?? document.body),
        };
      });
      expect(shown).toEqual({ card: true, marks: 0, console: false });
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  }, 60_000);
});
