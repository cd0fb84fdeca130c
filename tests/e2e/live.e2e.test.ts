import { API } from '@yanye/protocol';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  apiSession,
  explainFailures,
  launchBrowser,
  type RunningServer,
  signIn,
  startServer,
  strictPage,
} from './support';

const GOODS = '/goods/list/manageShow';
const RECORDS = '/finance/PaymentWallet/WithdrawalRecord';

describe('live notifications', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let grain: ApiSession;
  let platform: ApiSession;
  let current: Page | undefined;
  explainFailures(() => current);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    [grain, platform] = await Promise.all([
      apiSession(server.url, 'grain_admin'),
      apiSession(server.url, 'platform_admin'),
    ]);
    ({ page, errors } = await strictPage(browser));
    current = page;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The union store applies to withdraw ¥150.00 to its first card; answers the withdrawal's id and number. */
  const apply = async () => {
    const cards = await grain.get<{ id: number }[]>('/v1/fenxiao/bankcard/BankcardManage');
    const card = (cards.data as { id: number }[])[0]!;
    const applied = await grain.post<{ id: number; withdrawal_no: string }>(
      API.finance.withdrawalApply.path,
      {
        amount: 15_000,
        bank_card_id: card.id,
      },
    );
    expect(applied.status, applied.msg).toBe(true);
    return applied.data as { id: number; withdrawal_no: string };
  };

  it('tells the store its withdrawal was approved while a list is open, and the toast opens the record', async () => {
    await signIn(page, server.url, GOODS, 'grain_admin');
    await page.locator('.generic-list .ant-table-row').first().waitFor();
    const bell = page.locator('.live-bell');
    // News is waiting, told by the sweeps run as the server starts: the demo's JD union token lapses in five days
    // (the union's hourly look), and of the demo's lots one has expired and one expires in eight days (the
    // inventory's). Opened, the bell lists them and counts them read.
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('消息提醒, 3 条未读消息');
    await bell.click();
    const warned = page.locator('.live-panel .live-item', { hasText: '京东联盟授权令牌将于' });
    await warned.waitFor();
    expect(await warned.textContent()).toContain('请在“授权令牌”页刷新');
    await page.locator('.live-panel .live-item', { hasText: '已过期（到期日' }).waitFor();
    await page.locator('.live-panel .live-item', { hasText: '到期（还剩' }).waitFor();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('消息提醒');
    await page.keyboard.press('Escape');
    // The bell's stream is open before the platform acts (it opens a few seconds after the page).
    await page.locator('.live-bell[data-live=open]').waitFor();
    const made = await apply();

    const began = Date.now();
    const approved = await platform.post(API.finance.withdrawalApprove.path, {
      supplier_id: Number(grain.suid),
      id: made.id,
    });
    expect(approved.status, approved.msg).toBe(true);
    const toast = page.locator('.live-toast', { hasText: made.withdrawal_no });
    await toast.waitFor();
    console.log(`live event: from the approval's answer to the toast on screen in ${Date.now() - began} ms`);
    expect(await toast.textContent()).toContain(`提现 ${made.withdrawal_no}（¥150.00）已通过审核，正在打款`);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('消息提醒, 1 条未读消息');

    // The toast opens the withdrawals' list; the bell lists the event, and opened, it is read.
    await toast.click();
    await page.waitForURL(`${server.url}${RECORDS}`);
    await bell.click();
    const item = page.locator('.live-panel .live-item', { hasText: made.withdrawal_no });
    await item.waitFor();
    expect(await item.textContent()).toContain('提现结果');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('消息提醒');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  it('on a phone shows one toast for the events that came while it showed, and it opens them all', async () => {
    // A stack of toasts covered the list on a phone: there the newest takes the place of the one on screen.
    await page.setViewportSize({ width: 375, height: 740 });
    try {
      await page.goto(`${server.url}${GOODS}`);
      await page.locator('.live-bell[data-live=open]').waitFor();
      const made: { id: number; withdrawal_no: string }[] = [];
      for (let i = 0; i < 3; i++) {
        const applied = await apply();
        const approved = await platform.post(API.finance.withdrawalApprove.path, {
          supplier_id: Number(grain.suid),
          id: applied.id,
        });
        expect(approved.status, approved.msg).toBe(true);
        made.push(applied);
      }
      const toast = page.locator('.live-toast', { hasText: made[2]!.withdrawal_no });
      await toast.waitFor();
      expect(await toast.textContent()).toContain('另有 2 条新消息，点此查看全部');
      expect(await page.locator('.live-toast').count()).toBe(1);
      await page.screenshot({ path: '/tmp/live-phone-toast.png' });

      // Standing for three, it opens the bell's sheet with all three; the toast goes.
      await toast.click();
      const sheet = page.locator('.live-drawer .live-panel');
      for (const m of made) await sheet.locator('.live-item', { hasText: m.withdrawal_no }).waitFor();
      await expect.poll(() => page.locator('.live-toast').count()).toBe(0);
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('speaks English, and keeps what a user turned off away from their bell', async () => {
    await page.locator('.shell-header').getByRole('button', { name: '语言' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'English' }).click()]);
    const bell = page.locator('.live-bell');
    await bell.click();
    await page.locator('.live-panel .live-item').first().waitFor();
    expect(await page.locator('.live-panel').textContent()).toContain(
      'was approved; the payout is on its way',
    );

    // Withdrawal results turned off: the next one neither shows nor counts.
    await page.getByRole('button', { name: 'Notification settings' }).click();
    await page.getByRole('checkbox', { name: 'Withdrawal result' }).uncheck();
    await page.locator('.live-settings').getByRole('button', { name: 'Save' }).click();
    await page.locator('.ant-message-notice', { hasText: 'Notification settings saved' }).waitFor();
    await page.keyboard.press('Escape');
    // Settings count for a stream as it opens: this page's opens again.
    await page.reload();
    await page.locator('.live-bell[data-live=open]').waitFor();
    const made = await apply();
    const rejected = await platform.post(API.finance.withdrawalReject.path, {
      supplier_id: Number(grain.suid),
      id: made.id,
      reason: '账户信息有误',
    });
    expect(rejected.status, rejected.msg).toBe(true);
    await page.waitForTimeout(1500);
    expect(await page.locator('.live-toast').count()).toBe(0);
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    expect(errors).toEqual([]);
  });
});
