import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmPopup,
  explainFailures,
  launchBrowser,
  type RunningServer,
  signIn,
  startServer,
  strictPage,
} from './support';

interface OutboxRow {
  readonly channel: string;
  readonly recipient: string;
  readonly template: string;
  readonly params: Record<string, string>;
}

/** What the local SMS and chat services recorded, newest first (docs/integrations.md). */
async function outbox(url: string, channel: string): Promise<OutboxRow[]> {
  const r = await fetch(`${url}/dev/outbox.json?channel=${channel}`);
  return ((await r.json()) as { data: OutboxRow[] }).data;
}

/** Plays the WeChat scan on the local scan page as `user`; the page goes back to the console. */
async function scanAs(page: Page, user: string): Promise<void> {
  await page.waitForURL(/\/dev\/wechat\/authorize/);
  await page.getByLabel('微信用户 (WeChat user)').fill(user);
  await page.getByRole('button', { name: '确认授权 (scan and allow)' }).click();
}

const userButton = (page: Page) => page.locator('.shell-user');

describe('account screens and ways to sign in', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  explainFailures(() => page);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ({ page, errors } = await strictPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs in with a code texted to the phone, read from the local SMS outbox', async () => {
    await page.goto(`${server.url}/index?redirect=%2Fgoods%2Fcat%2Fmanage`);
    await page.locator('.login-mode').getByText('短信验证码登录').click();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('请输入手机号').waitFor();
    await page.getByLabel('手机号').fill('12345');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('请输入正确的手机号（11 位，以 1 开头）').waitFor();

    await page.getByLabel('手机号').fill('13800010001');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('如该手机号已绑定账号，验证码已发送').waitFor();
    // The button counts down to the next code the server allows.
    await page.getByRole('button', { name: /\d+ 秒后重发/ }).waitFor();
    const [sms] = await outbox(server.url, 'sms');
    expect(sms).toMatchObject({ recipient: '13800010001' });
    await page.getByRole('textbox', { name: '短信验证码' }).fill('000000');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.getByRole('alert').getByText('短信验证码错误或已过期').waitFor();
    await page.getByRole('textbox', { name: '短信验证码' }).fill(sms!.params.code!);
    await page.getByRole('button', { name: '登 录' }).click();
    await page.waitForURL(`${server.url}/goods/cat/manage`);
    await expect.poll(() => userButton(page).textContent()).toContain('王建国');
    expect(errors).toEqual([]);
  });

  it('edits the profile, and the header shows the new name', async () => {
    await page.goto(`${server.url}/profile/user/edit`);
    const nick = page.getByLabel('昵称');
    await expect.poll(() => nick.inputValue()).toBe('王建国');
    expect(await page.getByLabel('登录账号').inputValue()).toBe('salt_admin');
    await page.getByLabel('手机号').fill('2345');
    await page.getByRole('button', { name: '保 存' }).click();
    await page.getByText('请输入正确的手机号（11 位，以 1 开头）').waitFor();
    await page.getByLabel('手机号').fill('13800010001');
    await nick.fill('王经理');
    await page.getByRole('button', { name: '保 存' }).click();
    await page.getByText('已保存').waitFor();
    await expect.poll(() => userButton(page).textContent()).toContain('王经理');
  });

  it('changes the password: the rule and the confirmation are checked before sending', async () => {
    await page.goto(`${server.url}/profile/pwd/edit`);
    await page.getByLabel('原密码').fill('Demo@2026');
    await page.getByLabel('新密码', { exact: true }).fill('short1');
    await page.getByLabel('确认新密码').fill('short2');
    await page.getByRole('button', { name: '保 存' }).click();
    await page.getByText('新密码须为 8 至 64 位，且同时包含字母和数字').waitFor();
    await page.getByText('两次输入的新密码不一致').waitFor();

    await page.getByLabel('原密码').fill('Wrong@2026');
    await page.getByLabel('新密码', { exact: true }).fill('Salt2026new');
    await page.getByLabel('确认新密码').fill('Salt2026new');
    await page.getByRole('button', { name: '保 存' }).click();
    await page.locator('.ant-message').getByText('原密码不正确').waitFor();

    await page.waitForTimeout(3100); // the save button's 3-second guard
    await page.getByLabel('原密码').fill('Demo@2026');
    await page.getByRole('button', { name: '保 存' }).click();
    await page.getByText('密码已修改，其他设备上的登录已退出').waitFor();
    expect(await page.getByLabel('原密码').inputValue()).toBe('');
  });

  it('binds WeChat through the scan page, and the user menu then offers to unbind', async () => {
    await userButton(page).click();
    await page.getByRole('menuitem', { name: '绑定微信' }).click();
    await page.waitForURL(`${server.url}/profile/user/wechat`);
    await page.getByText('未绑定微信', { exact: true }).waitFor();
    await page.getByRole('button', { name: '绑定微信' }).click();
    await scanAs(page, '王经理的微信');
    await page.locator('.ant-message').getByText('已绑定微信').waitFor();
    await page.locator('.ant-result-title').getByText('已绑定微信', { exact: true }).waitFor();
    // The code has left the address bar, and the menu reads by the bind state.
    expect(page.url()).toBe(`${server.url}/profile/user/wechat`);
    await userButton(page).click();
    await page.getByRole('menuitem', { name: '解绑微信' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('refuses a WeChat return that this tab did not start', async () => {
    await page.goto(`${server.url}/profile/user/wechat?code=dev_Zm9yZ2Vk&state=bind.forged`);
    await page.getByText('绑定请求已失效或来源不明，请重新扫码').waitFor();
    await page.getByText('已绑定微信', { exact: true }).waitFor();
  });

  it('signs in by scanning with the bound WeChat user, and lands where it was asked to', async () => {
    await userButton(page).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/\/index\?redirect=/);
    await page.goto(`${server.url}/index?redirect=%2Fcontent%2Fshopinfo`);
    await page.getByRole('button', { name: '微信扫码登录' }).click();
    await scanAs(page, '陌生人');
    await page.getByText('该微信未绑定账号，请用账号密码登录后在个人中心绑定微信').waitFor();
    await page.getByRole('button', { name: '返回登录页' }).click();

    await page.getByRole('button', { name: '微信扫码登录' }).click();
    await scanAs(page, '王经理的微信');
    await page.waitForURL(`${server.url}/content/shopinfo`);
    await expect.poll(() => userButton(page).textContent()).toContain('王经理');
  });

  it('edits the shop info, with the account’s security beside it', async () => {
    await page.goto(`${server.url}/content/shopinfo`);
    const name = page.getByLabel('店铺名称');
    await expect.poll(() => name.inputValue()).toBe('鑫盐商贸');
    await page.locator('.ant-descriptions').getByText('xinyan', { exact: true }).waitFor();
    await page
      .locator('.ant-descriptions')
      .getByText(/已绑定微信（/)
      .waitFor();
    // A phone the server would refuse is refused here first, and nothing is sent.
    let saves = 0;
    const count = (r: { url(): string }) => r.url().includes('/v1/seller/supplier/InfoSave') && saves++;
    page.on('request', count);
    await page.getByLabel('联系电话').fill('123');
    await page.getByRole('button', { name: '保 存' }).click();
    await page.locator('.ant-form-item-explain-error', { hasText: '联系电话' }).waitFor();
    expect(saves).toBe(0);
    page.off('request', count);
    await page.getByLabel('联系电话').fill('0371-66668888');
    await name.fill('鑫盐商贸（郑州）');
    await page.getByRole('button', { name: '保 存' }).click();
    await page.getByText('已保存').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('店铺名称').inputValue()).toBe('鑫盐商贸（郑州）');
    expect(await page.getByLabel('联系电话').inputValue()).toBe('0371-66668888');
  });

  it('unbinds WeChat after asking', async () => {
    await page.goto(`${server.url}/profile/user/wechat`);
    await page.getByRole('button', { name: '解绑微信' }).click();
    // The question says what it does and what follows; its button names it again.
    await page.getByText('解绑微信？').waitFor();
    await page.getByText('解绑后将不能再用微信扫码登录本账号。').waitFor();
    await confirmPopup(page, /^解绑微信$/);
    await page.getByText('已解绑微信').waitFor();
    await page.getByText('未绑定微信', { exact: true }).waitFor();
  });

  it('opens the customer-service window from the header, docked at the right edge, maximised, collapsed, as left', async () => {
    await page.goto(`${server.url}/dashboard`);
    const button = page.locator('.shell-header').getByRole('button', { name: '在线客服' });
    const window = page.getByRole('dialog', { name: '在线客服' });
    await button.click();
    await window.waitFor();
    // Docked at the right edge, the whole height, the console beside it.
    const docked = (await window.boundingBox())!;
    expect([docked.x + docked.width, docked.y, docked.height]).toEqual([1280, 0, 800]);
    const main = (await page.locator('.shell-main').boundingBox())!;
    expect(main.x + main.width).toBeLessThanOrEqual(docked.x + 1);
    // The chat page is framed from the host GetKefuConfig names, with who is asking.
    const frame = page.frameLocator('iframe.kefu-frame');
    await frame.getByPlaceholder('输入消息 / message').fill('请问工业盐整车多少钱？');
    await frame.getByRole('button', { name: '发送 (send)' }).click();
    await frame.getByText('本地客服已收到您的消息').waitFor();
    const [said] = (await outbox(server.url, 'kefu')).filter((r) => r.template === 'visitor');
    expect(said).toMatchObject({ params: { name: '王经理', appid: 'local' } });

    await window.getByRole('button', { name: '最大化' }).click();
    await expect.poll(async () => (await window.boundingBox())?.width).toBe(1280);
    await window.getByRole('button', { name: '还原' }).click();
    await expect.poll(async () => (await window.boundingBox())?.width).toBe(docked.width);
    // Left open, it is open again on the next page load; collapsed, it stays so.
    await page.reload();
    await window.waitFor();
    await window.getByRole('button', { name: '收起' }).click();
    await expect.poll(() => window.isVisible()).toBe(false);
    // The conversation is kept while it is collapsed.
    await button.click();
    await page.frameLocator('iframe.kefu-frame').getByText('本地客服已收到您的消息').waitFor();
    await button.click();
    await page.reload();
    await button.waitFor();
    expect(await window.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('keeps the window off the sign-in page', async () => {
    const visitor = await strictPage(browser);
    await visitor.page.goto(`${server.url}/index`);
    await visitor.page.getByRole('button', { name: '登 录' }).waitFor();
    expect(await visitor.page.locator('.kefu-window').count()).toBe(0);
    await visitor.page.close();
  });

  it('shows the shop info read-only to an operator without the save permission', async () => {
    const clerk = await strictPage(browser);
    await signIn(clerk.page, server.url, '/content/shopinfo', 'clerk', 'xinyan');
    await clerk.page.getByText('您没有修改店铺信息的权限，如需修改请联系店铺管理员。').waitFor();
    expect(await clerk.page.getByLabel('店铺名称').isDisabled()).toBe(true);
    expect(await clerk.page.getByRole('button', { name: '保 存' }).count()).toBe(0);
    await clerk.page.close();
  });
});
