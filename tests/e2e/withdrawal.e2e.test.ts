import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  apiSession,
  confirmPopup,
  explainFailures,
  launchBrowser,
  type RunningServer,
  signIn,
  startServer,
  strictPage,
} from './support';

const notice = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text });

interface Info {
  available: number;
  frozen: number;
  paid_out: number;
}

describe('a withdrawal of the payment wallet from apply to paid', () => {
  let server: RunningServer;
  let browser: Browser;
  let store: Page;
  let platform: Page;
  let storeErrors: string[];
  let api: ApiSession;
  let current: Page | undefined;
  explainFailures(() => current);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiSession(server.url, 'grain_admin');
    ({ page: store, errors: storeErrors } = await strictPage(browser));
    ({ page: platform } = await strictPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const info = async () => {
    const answer = await api.get<Info>('/v1/fenxiao/wallet/WalletInfo');
    if (!answer.status) throw new Error(answer.msg);
    return answer.data;
  };

  it('lands the platform on its review centre, what waits counted on its menu', async () => {
    current = platform;
    await platform.goto(`${server.url}/index`);
    await platform.getByLabel('用户名', { exact: true }).fill('platform_admin');
    await platform.getByLabel('密码', { exact: true }).fill('Demo@2026');
    await platform.getByRole('button', { name: '登 录' }).click();
    await platform.waitForURL(`${server.url}/platform/applications`);
    // The demo's grain store has one withdrawal waiting for the platform.
    const waiting = platform.locator('.ant-menu-item', { hasText: '提现审核' }).locator('.menu-badge');
    await expect.poll(() => waiting.textContent()).toBe('1');
  });

  it('applies as the union store, is approved by the platform, paid on /dev/pay and shown as paid', async () => {
    const before = await info();
    current = store;
    await signIn(store, server.url, '/finance/PaymentWallet/PaymentWithdrawal', 'grain_admin');
    // The rules and what arrives are shown before anything is sent: ¥150.00 less the ¥2.00 minimum fee.
    await store.getByText('提现规则').waitFor();
    await store.getByTestId('withdraw-amount').fill('150');
    await expect.poll(() => store.getByTestId('withdraw-arrival').textContent()).toBe('¥148.00');
    // Chromium says it is offline on a network interface's change as well as on an outage: the application is
    // sent all the same (the confirmation once waited so, with no request and no word).
    await store.evaluate(() => window.dispatchEvent(new Event('offline')));
    await store.getByRole('button', { name: '申请提现' }).click();
    const dialog = store.locator('.ant-modal-confirm:visible');
    await dialog.getByText('到账 ¥148.00', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: '确认提现' }).click();
    await notice(store, '提现申请已提交').waitFor();
    expect(await info()).toMatchObject({
      available: before.available - 15_000,
      frozen: before.frozen + 15_000,
    });
    const [made] = (
      await api.get<{ withdrawal_no: string }[]>('/v1/fenxiao/wallet/WithdrawalManage', {
        sort: 'created_at',
        order: 'false',
        limit: '1',
      })
    ).data as { withdrawal_no: string }[];
    const no = made!.withdrawal_no;

    current = platform;
    // Signed in as it landed (above), and reviewing on a phone: the decision shows the money there too.
    await platform.setViewportSize({ width: 375, height: 740 });
    await platform.goto(`${server.url}/platform/withdrawals`);
    const row = platform.locator('.ant-table-row', { hasText: no });
    await row.getByRole('button', { name: /^通\s?过$/ }).click();
    const popup = platform.locator('.ant-popconfirm:visible');
    await popup.getByText(`通过提现申请「${no}」？`).waitFor();
    const payout = popup.getByTestId('payout');
    const said = async (title: string) =>
      (
        await payout
          .locator('div', { has: platform.locator('dt', { hasText: title }) })
          .locator('dd')
          .textContent()
      )?.trim();
    expect(await said('店铺')).toBe('丰谷粮油（fenggu）');
    expect(await said('提现金额')).toBe('150.00');
    expect(await said('手续费')).toBe('2.00');
    expect(await said('实际到账')).toBe('148.00');
    const card = (await said('到账卡')) ?? '';
    expect(card).toMatch(/\d{4}$/);
    expect(await row.textContent()).toContain(card);
    // All of it within the phone's width, the buttons too: the one that does it names what it does.
    const box = await popup.locator('.ant-popover-container, .ant-popover-inner').first().boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await popup.getByRole('button').allTextContents()).toEqual(['取 消', '通过并打款']);
    await confirmPopup(platform, '通过并打款');
    await notice(platform, '已审核通过').waitFor();
    await platform.setViewportSize({ width: 1280, height: 800 });

    await platform.goto(`${server.url}/dev/pay`);
    await platform.locator(`button[data-payout="${no}"]`).click();
    await platform.waitForURL(`${server.url}/dev/pay`);

    current = store;
    await store.goto(`${server.url}/finance/PaymentWallet/WithdrawalRecord`);
    await store
      .locator('.generic-list:visible .ant-table-row', { hasText: no })
      .filter({ hasText: '已打款' })
      .waitFor();
    expect(await info()).toMatchObject({
      available: before.available - 15_000,
      frozen: before.frozen,
      paid_out: before.paid_out + 15_000,
    });
    expect(storeErrors).toEqual([]);
  });
});
