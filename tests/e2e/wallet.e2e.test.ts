import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  apiSession,
  explainFailures,
  launchBrowser,
  pickOption,
  type RunningServer,
  signIn,
  startServer,
  strictPage,
} from './support';

const MEMBER = '王姐副食店';
const notice = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text });

describe('a member top-up from the workbench in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let api: ApiSession;
  explainFailures(() => page);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiSession(server.url, 'salt_admin');
    ({ page, errors } = await strictPage(browser));
    await signIn(page, server.url, '/dashboard');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The member's balance in cents, as the newest row of the balance log says (0 before any). */
  const balance = async () => {
    const rows = await api.get<{ balance_after: number }[]>('/v1/seller/wallet/RmbLogManage', {
      member_name: MEMBER,
      sort: 'id',
      order: 'false',
      limit: '1',
    });
    if (!rows.status) throw new Error(rows.msg);
    return rows.data[0]?.balance_after ?? 0;
  };

  /** Opens the top-up form from the workbench's shortcut, picks the member and types an amount and a reason. */
  const fillTopUp = async (amount: string, reason: string) => {
    await page.goto(`${server.url}/dashboard`);
    // The workbench draws its cards again as its reads come in: a click on a card drawn anew between the press
    // and the release is no click (a slow CI run once timed out here), so the click waits for the reads.
    await page.waitForLoadState('networkidle');
    const shortcuts = page.locator('.workbench-card:visible', { hasText: '常用功能' }).locator('a');
    await shortcuts.filter({ hasText: '为会员充值' }).click();
    await page.waitForURL(`${server.url}/finance/walletlog/UserRechargeAdd`);
    const form = page.locator('.generic-form:visible');
    await form.getByRole('combobox', { name: '会员' }).click();
    await page.keyboard.type('王姐');
    await pickOption(page, MEMBER);
    await form.getByLabel('变动金额', { exact: true }).fill(amount);
    await form.getByLabel('原因', { exact: true }).fill(reason);
    await form.getByText('输入负数则扣除', { exact: false }).waitFor();
    await page.getByRole('button', { name: /保\s?存/ }).click();
  };

  it('tops up a member, then shows the new balance and its row in the balance log', async () => {
    const before = await balance();
    await fillTopUp('88.8', '');
    await notice(page, '已添加').waitFor();
    // The form goes back to where it was opened, the workbench; the balance log has the new row.
    await page.waitForURL(`${server.url}/dashboard`);
    await page.goto(`${server.url}/finance/walletlog/rmb`);
    const row = page
      .locator('.generic-list:visible .ant-table-row', { hasText: MEMBER })
      .filter({ hasText: '后台充值' })
      .first();
    await row.waitFor();
    const shownAfter = ((before + 8_880) / 100).toFixed(2);
    await expect.poll(() => row.textContent()).toContain(shownAfter);
    expect(await row.textContent()).toContain('88.80');
    expect(await balance()).toBe(before + 8_880);
    const records = await api.get<{ member_name: string; amount_shown: number }[]>(
      '/v1/seller/wallet/UserRechargeManage',
      { member_name: MEMBER, limit: '1' },
    );
    if (!records.status) throw new Error(records.msg);
    expect(records.data[0]).toMatchObject({ member_name: MEMBER, amount_shown: 88.8 });
  });

  it('refuses to deduct more than there is, saying what there is, and changes nothing', async () => {
    const before = await balance();
    const asked = ((before + 100) / 100).toFixed(2);
    await fillTopUp(`-${asked}`, '测试超额扣除');
    // Said under the amount, with what the balance holds.
    await page
      .locator('.ant-form-item-explain-error')
      .getByText(`余额只有 ${(before / 100).toFixed(2)}，不够扣减 ${asked}`)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/finance/walletlog/UserRechargeAdd');
    expect(await balance()).toBe(before);
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
  });
});
