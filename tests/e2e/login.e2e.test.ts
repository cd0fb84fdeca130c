import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, strictPage } from './support';

describe('sign-in page', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends a signed-out visitor to /index with the page wanted, signs in, and lands there', async () => {
    const { page, errors } = await strictPage(browser);
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(/\/index\?redirect=%2Fdashboard/);
    await page.getByLabel('用户名', { exact: true }).fill('  salt_admin ');
    await page.getByLabel('密码', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByText('欢迎回来，王建国').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('suid'))).toMatch(/^\d+$/);
    expect(errors).toEqual([]);
  });

  it('covers the whole window with the sign-in background, short or tall, wide or narrow', async () => {
    for (const [width, height] of [
      [1366, 600],
      [1920, 1080],
      [375, 667],
      [1280, 1400],
    ] as const) {
      const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      await page.locator('.login-card').waitFor();
      // Scrolled to the bottom of the page, every corner and the middle of the bottom edge show the background.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const uncovered = await page.evaluate(() => {
        const w = document.documentElement.clientWidth;
        const h = document.documentElement.clientHeight;
        const points = [
          [0, 0],
          [w - 1, 0],
          [0, h - 1],
          [w - 1, h - 1],
          [Math.floor(w / 2), h - 1],
        ];
        return points.filter(([x, y]) => !document.elementFromPoint(x!, y!)?.closest('.login-page'));
      });
      expect(uncovered, `${width}×${height}`).toEqual([]);
      await context.close();
    }
  });

  it('speaks English to an English browser', async () => {
    const { page } = await strictPage(browser, 'en-US');
    await page.goto(`${server.url}/login`);
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    await submit.waitFor();
    await page.locator('.login-mode').getByText('With SMS code').waitFor();
    await page.getByRole('button', { name: 'Sign in with WeChat' }).waitFor();
    await page.getByLabel('Username', { exact: true }).fill('salt_admin');
    await page.getByLabel('Password', { exact: true }).fill('nope');
    await submit.click();
    await page.getByText('Wrong username or password').waitFor();
  });

  it('signs out to /index with the dashboard as the redirect', async () => {
    const { page } = await strictPage(browser);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('用户名', { exact: true }).fill('pay_admin');
    await page.getByLabel('密码', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.locator('.shell-user').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/\/index\?redirect=\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
  // Last: three failures from this address make every later sign-in from it ask for a captcha.
  it('shows the server message on a wrong password, and the captcha after three failures', async () => {
    const { page, errors } = await strictPage(browser);
    await page.goto(`${server.url}/login`);
    for (let i = 0; i < 3; i++) {
      await page.getByLabel('用户名', { exact: true }).fill('grain_admin');
      await page.getByLabel('密码', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: '登 录' }).click();
      await page.getByRole('alert').getByText('用户名或密码错误').waitFor();
    }
    const captcha = page.getByRole('img', { name: '图形验证码' });
    await captcha.waitFor();
    expect(await captcha.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // Without the captcha the form does not even send.
    await page.getByLabel('密码', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.getByText('请输入图形验证码').first().waitFor();
    expect(errors).toEqual([]);
  });
});
