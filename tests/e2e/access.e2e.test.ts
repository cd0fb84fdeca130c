import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSession,
  explainFailures,
  launchBrowser,
  pickOption,
  type RunningServer,
  signIn,
  startServer,
  strictPage,
} from './support';

interface Role {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly path_arr: string[];
  readonly api_arr: string[];
}

describe('access rules, menu counts, the error catalogue and languages', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page | undefined;
  explainFailures(() => page);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lets a signed-out visitor open /404, /401 and /business paths without asking to sign in', async () => {
    ({ page } = await strictPage(browser));
    await page.goto(`${server.url}/404`);
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    await page.goto(`${server.url}/401`);
    await page.getByText('抱歉，您没有访问该页面的权限').waitFor();
    // Store onboarding is open without sign-in (docs/onboarding.md).
    await page.goto(`${server.url}/business/create`);
    await page.getByRole('button', { name: '注册并继续' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/business/create');
    await page.goto(`${server.url}/goods/cat/manage`);
    await page.waitForURL(/\/index\?redirect=%2Fgoods%2Fcat%2Fmanage$/);
  });

  it('adopts a session handed over in the URL, and takes it out of the address bar', async () => {
    const grain = await apiSession(server.url, 'grain_admin');
    ({ page } = await strictPage(browser));
    await page.goto(`${server.url}/dashboard?accesstoken=${grain.accessToken}&supplieruid=${grain.suid}`);
    await page.locator('.shell-user', { hasText: '李秀英' }).waitFor();
    expect(page.url()).toBe(`${server.url}/dashboard`);
    expect(await page.evaluate(() => localStorage.getItem('suid'))).toBe(grain.suid);
    // A union account sees the payment wallet and not the supplied goods.
    await page.locator('.shell-rail-item', { hasText: '商品' }).click();
    await page.locator('.shell-panel').getByText('出售中的商品').waitFor();
    expect(await page.locator('.shell-panel').getByText('供货商品').count()).toBe(0);
  });

  it('clears a session the server no longer accepts and says why on the sign-in page', async () => {
    const grain = await apiSession(server.url, 'grain_admin');
    expect((await grain.get('/v1/buyer/user/logout')).status).toBe(true);
    ({ page } = await strictPage(browser));
    await page.goto(`${server.url}/index`);
    await page.evaluate(
      ([token, suid]) => {
        localStorage.setItem('token', token!);
        localStorage.setItem('suid', suid!);
      },
      [grain.accessToken, grain.suid],
    );
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(/\/index\?redirect=%2Fdashboard$/);
    await page.locator('.ant-message').getByText('登录已失效').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('gives the offline-pay store only its own routes, home at its first working screen, logo to the profile', async () => {
    ({ page } = await strictPage(browser));
    // Signing out sends everyone back with /dashboard as the redirect; a store without the workbench lands at
    // its first screen instead of a missing page.
    await page.goto(`${server.url}/index?redirect=%2Fdashboard`);
    await page.getByLabel('用户名', { exact: true }).fill('pay_admin');
    await page.getByLabel('密码', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: '登 录' }).click();
    // Its own section is bank staff and the finance log: it lands at the first, with the demo's staff listed.
    await page.waitForURL(`${server.url}/offlinepay/staff/manage`);
    await page.locator('.shell-logo').waitFor();
    expect(await page.locator('.shell-rail-item').count()).toBe(1);
    await expect.poll(() => page!.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    expect(await page.locator('.shell-breadcrumb').textContent()).toBe('线下收款/银行员工');
    await page.goto(`${server.url}/offlinepay/financelog/manage`);
    await expect.poll(() => page!.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    // Its logo opens the profile, not the shop info it does not have.
    await page.locator('.shell-logo').click();
    await page.waitForURL(`${server.url}/profile/user/edit`);
    // Another industry's pages do not exist for it.
    await page.goto(`${server.url}/goods/list/manageShow`);
    await page.waitForURL(`${server.url}/404`);
    await page.locator('.unavailable[data-reason="notFound"]').waitFor();
  });

  it('says in place why a page of the store cannot be shown: not installed, not there, no permission', async () => {
    ({ page } = await strictPage(browser));
    // 鑫盐商贸 has not installed the Taobao affiliate add-on.
    await signIn(page, server.url, '/plugin/taobaoke/orders');
    const why = (reason: string) => page!.locator(`.unavailable[data-reason="${reason}"]:visible`);
    await why('notInstalled').getByText('插件未安装').waitFor();
    // Not a screen: no tag for it, and the way back leads home.
    await expect.poll(() => page!.locator('.shell-tag a').allTextContents()).toEqual(['工作台']);
    await why('notInstalled')
      .getByRole('link', { name: /返回首页/ })
      .click();
    await page.waitForURL(`${server.url}/dashboard`);
    // A record that is not there (deleted meanwhile, a wrong address): the same screen, in the server's words.
    for (const path of ['/basicdata/customer/edit/999999', '/dataDetails/order/info/999999']) {
      await page.goto(`${server.url}${path}`);
      await why('notFound').getByText('记录不存在').waitFor();
    }

    const clerk = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
    const clerkPage = await clerk.newPage();
    await signIn(clerkPage, server.url, '/goods/list/manageShow', 'clerk', 'xinyan');
    await clerkPage.locator('.unavailable[data-reason="noPermission"]').getByText('无权访问').waitFor();
    await clerk.close();
  });

  it('shows the counts of unpaid and to-ship orders, refunds and returns on the menus', async () => {
    ({ page } = await strictPage(browser));
    const orders = page.waitForResponse((r) => r.url().includes('/v1/seller/order/OrderCount'));
    const refunds = page.waitForResponse((r) => r.url().includes('/v1/seller/refund/RefundCount'));
    await signIn(page, server.url, '/dashboard');
    const o = (await (await orders).json()) as { data: { submit: number; pay: number } };
    const r = (await (await refunds).json()) as { data: { refund: number; return: number } };
    expect(o.data.submit + o.data.pay).toBeGreaterThan(0);
    const rail = page.locator('.shell-rail-item', { hasText: '零售数据' });
    await rail.locator('.ant-badge-dot').waitFor();
    await rail.click();
    const panel = page.locator('.shell-panel');
    const count = (name: string) =>
      panel.locator('.ant-menu-item', { hasText: name }).locator('.ant-scroll-number').getAttribute('title');
    await expect.poll(() => count('零售订单')).toBe(String(o.data.submit + o.data.pay));
    if (r.data.refund + r.data.return > 0) {
      await expect.poll(() => count('退款售后')).toBe(String(r.data.refund + r.data.return));
    }
  });

  it('says there is no permission for 5 seconds, then goes to the dashboard', async () => {
    // The administrator gives the clerk the goods categories page but not its API.
    const admin = await apiSession(server.url, 'salt_admin');
    const roles = await admin.get<Role[]>('/v1/seller/role/rolemanage');
    if (!roles.status) throw new Error(roles.msg);
    const clerk = roles.data.find((role) => role.name === '仓管员')!;
    const edit = await admin.post('/v1/seller/role/roleedit', {
      id: clerk.id,
      name: clerk.name,
      description: clerk.description,
      path_arr: JSON.stringify([...clerk.path_arr, '/goods', '/goods/cat', '/goods/cat/manage']),
      api_arr: JSON.stringify(clerk.api_arr),
    });
    expect(edit.msg).toBe('操作成功');

    ({ page } = await strictPage(browser));
    await signIn(page, server.url, '/goods/cat/manage', 'clerk', 'xinyan');
    const shown = Date.now();
    await page.locator('.ant-message').getByText('无操作权限，请尝试重新登录或刷新页面').waitFor();
    await page.waitForURL(`${server.url}/dashboard`, { timeout: 10_000 });
    expect(Date.now() - shown).toBeGreaterThan(4_000);
  });

  it('speaks Spanish and Japanese, Ant Design included', async () => {
    let errors: string[];
    ({ page, errors } = await strictPage(browser, 'es-ES'));
    await page.goto(`${server.url}/goods/list/manageShow`);
    await page.locator('.login-mode').getByText('Con código SMS').waitFor();
    await page.getByLabel('Usuario', { exact: true }).fill('salt_admin');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL(`${server.url}/goods/list/manageShow`);
    await page.locator('.shell-rail-item', { hasText: 'Productos' }).waitFor();
    expect(await page.locator('.shell-breadcrumb').textContent()).toContain('Escritorio');
    await page.getByRole('button', { name: 'Ajustes de diseño' }).waitFor();
    await expect.poll(() => page!.locator('.ant-pagination-options').textContent()).toContain('/ página');

    await page.locator('.shell-header').getByRole('button', { name: 'Idioma' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: '日本語' }).click()]);
    await page.locator('.shell-breadcrumb', { hasText: 'ワークベンチ' }).waitFor();
    await page.getByRole('button', { name: 'レイアウト設定' }).waitFor();
    await expect.poll(() => page!.locator('.ant-pagination-options').textContent()).toContain('件 / ページ');
    // The customer-service window opens from its header button, named in the reader's language.
    await page.locator('.shell-header').getByRole('button', { name: 'カスタマーサービス' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('finds menus in English by title and by path', async () => {
    ({ page } = await strictPage(browser, 'en-US'));
    await page.goto(`${server.url}/dashboard`);
    await page.getByLabel('Username', { exact: true }).fill('salt_admin');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    const box = page.getByRole('combobox', { name: 'Search menus' });
    await box.fill('warehouse');
    await page.locator('.ant-select-item-option', { hasText: 'In warehouse' }).first().waitFor();
    await box.fill('goods/cat');
    await pickOption(page, 'Categories');
    await page.waitForURL(`${server.url}/goods/cat/manage`);
  });

  it('serves the API reference from the console itself, where a call is tried, signed and answered', async () => {
    ({ page } = await strictPage(browser, 'en-US'));
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server.url)) outside.push(r.url());
    });
    await page.goto(`${server.url}/api-docs.html`);
    // The reference draws every declared call: on a busy machine that takes a while.
    await page.getByText('Salt and grain trade console API').waitFor({ timeout: 90_000 });
    await page.locator('.opblock-tag', { hasText: 'public/config' }).click();
    const call = page.locator('.opblock', { hasText: '/v1/public/config/GetServerConfig' });
    await call.locator('.opblock-summary-control').click();
    await call.getByRole('button', { name: 'Try it out' }).click();
    await call.getByRole('button', { name: 'Execute' }).click();
    const answer = call.locator('.live-responses-table .highlight-code').first();
    await expect.poll(() => answer.textContent()).toContain('"status": true');
    expect(await answer.textContent()).toContain('server_time');
    // No CDN, no validator badge: nothing leaves the console.
    expect(outside).toEqual([]);
  }, 150_000);
});
