import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSession,
  explainFailures,
  launchBrowser,
  opened,
  pickOption,
  type RunningServer,
  signIn,
  startServer,
  strictPage,
} from './support';

const notice = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text });

/** Confirms the dialog or pop-up a step asks with, whichever it is, by the button naming the step in full. */
async function confirmDialog(page: Page, action: string) {
  const popup = page.locator('.ant-popconfirm:visible, .ant-modal:visible').last();
  await opened(popup);
  await popup.getByRole('button', { name: action, exact: true }).click();
  await popup.waitFor({ state: 'hidden' });
}

/**
 * The plugin platform as a merchant meets it: 丰谷粮油 has no marketing add-on; its owner installs the
 * auctions from the plugin screen (the menu appears at once, with no new sign-in), sets the add-on up on the
 * settings page, runs one auction to a winning bid, then uninstalls it (the menu goes, the data stays) and
 * installs it again (the auction is still there).
 */
describe('plugins: install, set up and use an add-on', () => {
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

  const menu = () => page.locator('.shell-panel:visible');
  const card = (key: string) => page.locator(`.addon-card[data-addon="${key}"]`);

  /** Clicks a card's install or uninstall and confirms the dialog, which says what will happen. */
  async function toggle(key: string, button: RegExp, says: RegExp) {
    await card(key).getByRole('button', { name: button }).click();
    const dialog = page.locator('.ant-modal-confirm:visible');
    await opened(dialog);
    await dialog.getByText(says).waitFor();
    await dialog.getByRole('button', { name: button }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  it('installs the auctions on 丰谷粮油: the menu appears without signing in again', async () => {
    await signIn(page, server.url, '/plugin/manage', 'grain_admin');
    await card('auction').getByText('未安装').waitFor();
    expect(await menu().getByText('拍卖', { exact: true }).count()).toBe(0);
    // The page is not loaded again: what this window holds survives the install.
    await page.evaluate(() => {
      (window as unknown as { kept: number }).kept = 42;
    });
    await toggle('auction', /^安\s?装$/, /菜单会出现在“插件”下/);
    await notice(page, '「拍卖」已安装，菜单已更新').waitFor();
    await menu().getByText('拍卖', { exact: true }).first().waitFor();
    await card('auction').getByText('已安装').waitFor();
    expect(await page.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(42);
  });

  it('sets the add-on up on the settings page, checked before it is saved', async () => {
    await card('auction').getByRole('button', { name: '设置' }).click();
    await page.waitForURL(`${server.url}/plugin/pluginSetup?key=auction`);
    const form = page.locator('form[id^="addon-setup-auction"]:visible, form[name="addon-setup-auction"]');
    const increment = page.getByLabel('默认加价幅度');
    await increment.waitFor();
    expect(await increment.inputValue()).toBe('10.00');
    // Saving what is held is refused before it is sent.
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await notice(page, '数据未发生任何改变').waitFor();
    await increment.fill('');
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await form.getByText('请输入默认加价幅度').waitFor();
    await increment.fill('20');
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await notice(page, '已保存').waitFor();
    const api = await apiSession(server.url, 'grain_admin');
    const info = await api.get<{ values: Record<string, unknown> }>('/v1/addons/SetupInfo', {
      key: 'auction',
    });
    if (!info.status) throw new Error(info.msg);
    expect(info.data.values.default_increment).toBe(20);
  });

  it('runs one auction to a winning bid: made, published, two bids for members, closed with the hammer', async () => {
    // The add-on's folder, new in the menu, is opened, then its list.
    const entry = menu().locator('.ant-menu-item', { hasText: /^拍卖$/ });
    if (!(await entry.isVisible()))
      await menu()
        .locator('.ant-menu-submenu-title', { hasText: /^拍卖$/ })
        .click();
    await entry.click();
    await page.waitForURL(`${server.url}/plugin/auction/manage`);
    const list = page.locator('.generic-list:visible');
    await list.getByRole('button', { name: /添\s?加/ }).click();
    await page.waitForURL(/\/plugin\/auction\/add/);
    const form = page.locator('.generic-form:visible');
    // The form starts from the settings just saved.
    await expect.poll(() => form.getByLabel('加价幅度').inputValue()).toBe('20.00');
    await form.getByLabel('拍卖标题').fill('东北长粒香大米 整车拍卖');
    await form.getByRole('combobox', { name: '拍卖商品' }).click();
    await pickOption(page);
    await form.getByLabel('起拍价').fill('100');
    // It opens at once: the start is this morning.
    const start = form.getByRole('textbox', { name: '开始时间' });
    await start.click();
    await start.fill(`${new Date().toISOString().slice(0, 10)} 00:00:00`);
    const panel = page.locator('.ant-picker-dropdown:visible');
    await opened(panel);
    await panel.locator('.ant-picker-ok button').click();
    await panel.waitFor({ state: 'hidden' });
    await form.getByRole('button', { name: /保\s?存/ }).click();
    await page.waitForURL(`${server.url}/plugin/auction/manage`);

    const row = list.locator('.ant-table-row', { hasText: '东北长粒香大米 整车拍卖' });
    await row.getByRole('link', { name: '东北长粒香大米 整车拍卖' }).click();
    await page.waitForURL(/\/plugin\/auction\/info\/\d+$/);
    const state = page.getByTestId('auction-state');
    await expect.poll(() => state.getAttribute('data-state')).toBe('draft');

    const lot = page.locator('.auction-lot:visible');
    await lot.getByRole('button', { name: /^发\s?布$/ }).click();
    await confirmDialog(page, '发布拍卖');
    await expect.poll(() => state.getAttribute('data-state')).toBe('running');

    /** Bids for the `nth` member of the picker, as the operator does for a member on the phone. */
    async function bid(nth: number, amount: string) {
      await lot.getByRole('button', { name: '代客出价' }).click();
      const dialog = page.locator('.ant-modal:visible');
      await opened(dialog);
      await dialog.getByRole('combobox', { name: '会员' }).click();
      const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
      await opened(page.locator('.ant-select-dropdown:visible'));
      await options.nth(nth).click();
      await dialog.getByLabel('金额').fill(amount);
      await dialog.getByRole('button', { name: '代客出价', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await bid(0, '100');
    await expect.poll(() => page.getByTestId('auction-bid-count').textContent()).toContain('1');
    // The next bid must beat the current price by the increment: 110 is refused, 120 is taken.
    await lot.getByRole('button', { name: '代客出价' }).click();
    const dialog = page.locator('.ant-modal:visible');
    await opened(dialog);
    await dialog.getByRole('combobox', { name: '会员' }).click();
    await opened(page.locator('.ant-select-dropdown:visible'));
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
    await dialog.getByLabel('金额').fill('110');
    await dialog.getByRole('button', { name: '代客出价', exact: true }).click();
    await notice(page, /出价须不低于/).waitFor();
    await dialog.getByLabel('金额').fill('120');
    await dialog.getByRole('button', { name: '代客出价', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('auction-bid-count').textContent()).toContain('2');

    await lot.getByRole('button', { name: /^落\s?槌$/ }).click();
    await confirmDialog(page, '落槌（立即结束）');
    await expect.poll(() => state.getAttribute('data-state')).toBe('ended');
    await expect.poll(() => page.getByTestId('auction-result').getAttribute('data-result')).toBe('sold');
    expect(await page.getByTestId('auction-final-price').textContent()).toContain('120.00');
    winner = (await page.getByTestId('auction-winner').locator('.ant-statistic-content').textContent()) ?? '';
    expect(winner).not.toBe('');
    lotPath = new URL(page.url()).pathname;
  });

  let winner = '';
  let lotPath = '';

  it('uninstalls it (the menu goes, the data stays) and installs it again (the auction is back)', async () => {
    await page.goto(`${server.url}/plugin/manage`);
    await toggle('auction', /^卸\s?载$/, /数据和设置都会保留/);
    await notice(page, '「拍卖」已卸载，菜单已更新').waitFor();
    await expect.poll(() => menu().getByText('拍卖', { exact: true }).count()).toBe(0);
    await page.goto(`${server.url}${lotPath}`);
    await page.locator('.unavailable[data-reason="notInstalled"]:visible').waitFor();

    await page.goto(`${server.url}/plugin/manage`);
    await toggle('auction', /^安\s?装$/, /菜单会出现在“插件”下/);
    await menu().getByText('拍卖', { exact: true }).first().waitFor();
    await page.goto(`${server.url}${lotPath}`);
    await expect.poll(() => page.getByTestId('auction-result').getAttribute('data-result')).toBe('sold');
    expect(await page.getByTestId('auction-winner').locator('.ant-statistic-content').textContent()).toBe(
      winner,
    );
  });
});
