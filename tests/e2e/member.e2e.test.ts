import { formatMoney } from '@yanye/protocol';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  explainFailures,
  launchBrowser,
  type RunningServer,
  signIn,
  startServer,
  strictPage,
} from './support';

const notice = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text });

/** A member's page (/sys/member/info/:id): opened from the member list, a top-up, and the full log it links to. */
describe('a member’s page in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  explainFailures(() => page);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ({ page, errors } = await strictPage(browser));
    await signIn(page, server.url, '/sys/member/manage');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens a member from the list, tops up the balance with a reason, and follows the full log', async () => {
    const row = page.locator('.generic-list:visible .ant-table-row').first();
    const link = row.locator('a').first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await page.waitForURL(/\/sys\/member\/info\/\d+$/);
    const member = page.locator('.member-page:visible');
    await member.getByText(name, { exact: true }).first().waitFor();
    const phone = (await member
      .locator('.ant-descriptions-item', { hasText: '手机号' })
      .textContent())!.replace(/\D/g, '');
    expect(phone).toMatch(/^1\d{10}$/);

    const balance = member.getByTestId('member-balance-rmb');
    const before = Math.round(Number((await balance.textContent())!.replaceAll(',', '')) * 100);
    await member
      .getByTestId('member-wallet-rmb')
      .getByRole('button', { name: /充\s?值/ })
      .click();
    const dialog = page.locator('.ant-modal:visible');
    // The dialog names the member and the wallet it was opened from.
    await dialog.getByText(`会员钱包充值「${name}」`).waitFor();
    await expect.poll(() => dialog.locator('.ant-select').first().textContent()).toBe('余额');
    await dialog.getByLabel('变动金额', { exact: true }).fill('12.34');
    await dialog.getByLabel('原因', { exact: true }).fill('到店现金充值');
    await dialog.getByRole('button', { name: '会员钱包充值', exact: true }).click();
    await notice(page, '已入账').waitFor();

    await expect.poll(() => balance.textContent()).toBe(formatMoney(before + 1_234));
    const ledger = member.getByTestId('member-ledger-rmb');
    const newest = ledger.locator('.ant-table-row').first();
    await expect.poll(() => newest.textContent()).toContain('到店现金充值');
    expect(await newest.textContent()).toContain(`+${formatMoney(1_234)}`);
    expect(await newest.textContent()).toContain(formatMoney(before + 1_234));

    // A deduction past the balance is refused under the amount, in plain words, the dialog staying open.
    await member
      .getByTestId('member-wallet-rmb')
      .getByRole('button', { name: /扣\s?除/ })
      .click();
    await dialog.getByText(`会员钱包扣除「${name}」`).waitFor();
    await dialog.getByLabel('变动金额', { exact: true }).fill('99999');
    await dialog.getByLabel('原因', { exact: true }).fill('超额扣除');
    await dialog.getByRole('button', { name: '会员钱包扣除', exact: true }).click();
    const amountItem = dialog.locator('.ant-form-item', { hasText: '变动金额' });
    await amountItem
      .locator('.ant-form-item-explain-error', {
        hasText: `余额只有 ${formatMoney(before + 1_234)}，不够扣减 99,999.00`,
      })
      .waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: /取\s?消/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await balance.textContent()).toBe(formatMoney(before + 1_234));

    // The full log opens filtered to the member, the filter shown in the filter area where it can be cleared.
    await ledger.getByTestId('member-full-log-rmb').click();
    await page.waitForURL(`${server.url}/finance/walletlog/rmb?member_phone=${phone}`);
    const list = page.locator('.generic-list:visible');
    await expect.poll(() => list.getByRole('textbox', { name: '手机号' }).inputValue()).toBe(phone);
    const rows = list.locator('.ant-table-row');
    await expect.poll(() => rows.first().textContent()).toContain('到店现金充值');
    for (const text of await rows.allTextContents()) expect(text).toContain(phone);
    expect(errors).toEqual([]);
  });
});
