import { join } from 'node:path';
import type { CatalogPage } from '@yanye/catalog';
import { API, type OutputOf } from '@yanye/protocol';
import type { Browser, BrowserContextOptions, Locator, Page, Request } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { routeSet } from '../../web/src/shell/routeSet';
import { type ApiSession, ROOT } from './harness';

export * from './harness';

/** A page that fails the test on any console error or CSP violation (`options`: its zone, say). */
export async function strictPage(
  browser: Browser,
  locale = 'zh-CN',
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('status of 4')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  heard(page);
  return { page, errors };
}

/** The last API answers and notices of each page, for `explainFailures`: what was said that has faded since. */
const HEARD = new WeakMap<Page, string[]>();
/** Each page's API calls still waiting for their answer, with when they were sent. */
const PENDING = new WeakMap<Page, Map<Request, number>>();
const HEARD_KEPT = 16;

/**
 * Keeps, for a failure's account, each API call's answer (its path, HTTP status, envelope verdict and time taken)
 * and each message or notification the page showed, since a toast is gone long before a wait times out.
 */
function heard(page: Page): void {
  const log: string[] = [];
  HEARD.set(page, log);
  const keep = (line: string) => {
    log.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (log.length > HEARD_KEPT) log.shift();
  };
  // Calls sent and not answered yet: a failure says which were still waiting, and for how long.
  const pending = new Map<Request, number>();
  PENDING.set(page, pending);
  const isApi = (url: string) => new URL(url).pathname.startsWith('/v1/');
  page.on('request', (request) => {
    if (isApi(request.url())) pending.set(request, Date.now());
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    if (pending.delete(request))
      keep(`${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/v1/')) return;
    const call = `${response.request().method()} ${url.pathname} ${response.status()}`;
    void response
      .json()
      .then((body: { status?: boolean; msg?: string }) => {
        const took = Math.round(response.request().timing().responseEnd);
        keep(`${call} ${body.status ? 'ok' : `refused: ${body.msg}`} in ${took} ms`);
      })
      .catch(() => keep(`${call} (not JSON)`));
  });
  page.on('console', (m) => {
    if (m.text().startsWith('[said] ')) keep(m.text());
  });
  void page.addInitScript(() => {
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement && node.matches('.ant-message-notice, .ant-notification-notice'))
            queueMicrotask(() => console.info(`[said] ${node.textContent?.trim() ?? ''}`));
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Signs in from `path` as `username` (the salt store's main account by default; an operator with its `store`
 * account) and waits to land back on it.
 */
export async function signIn(
  page: Page,
  url: string,
  path: string,
  username = 'salt_admin',
  store = '',
): Promise<void> {
  await page.goto(`${url}${path}`);
  if (store) await page.getByLabel('店铺账号（操作员登录时填写）').fill(store);
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL(`${url}${path}`);
}

/**
 * After a failed test, prints what the page showed (its address, the tags, messages, dialogs and alerts), what it
 * heard last (a `strictPage`'s API answers and notices) and
 * saves a screenshot under test-results/, so a failure in CI can be read without running it again.
 */
export function explainFailures(current: () => Page | undefined): void {
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const page = current();
    if (!page || page.isClosed()) return;
    const seen = await page
      .evaluate(() => {
        const texts = (selector: string) =>
          [...document.querySelectorAll(selector)].map((e) => e.textContent?.trim()).filter(Boolean);
        return {
          url: window.location.href,
          tags: texts('.shell-tag a'),
          messages: texts('.ant-message-notice, .ant-notification-notice'),
          dialogs: texts('.ant-modal-content, .ant-modal-container'),
          // What holds buttons away from a role locator: an ancestor hidden from assistive technology.
          unreadable: [...document.querySelectorAll('[aria-hidden="true"], [inert]')]
            .filter((e) => e.querySelector('button') !== null)
            .map(
              (e) =>
                `${e.tagName.toLowerCase()}.${e.className} ${e.getAttribute('aria-hidden') ? 'aria-hidden' : 'inert'}`,
            )
            .slice(0, 5),
          alerts: texts('[role="alert"]'),
          // Buttons a test may have waited on: held (disabled) or spinning (loading, named "loading …").
          held: [...document.querySelectorAll<HTMLButtonElement>('.ant-btn-loading, button.ant-btn:disabled')]
            .filter((b) => b.getClientRects().length > 0)
            .map((b) => `${b.textContent?.trim()} [${b.className}${b.disabled ? ' disabled' : ''}]`),
        };
      })
      .catch((error: unknown) => ({ unreadable: String(error) }));
    console.error(`[e2e] ${ctx.task.name} failed; the page showed:`, JSON.stringify(seen));
    // What a role locator finds in the dialog or form on top: its buttons as assistive technology names them.
    const top = page.locator('.ant-modal-wrap:visible, .shell-view:visible form').last();
    const roles = await top.ariaSnapshot({ timeout: 2000 }).catch(() => 'no dialog or form in sight');
    console.error(
      `[e2e] its roles: ${roles
        .split('\n')
        .filter((l) => /button|dialog|form/.test(l))
        .join(' | ')}`,
    );
    const said = HEARD.get(page);
    if (said?.length) console.error(`[e2e] what it heard last:\n  ${said.join('\n  ')}`);
    const waiting = [...(PENDING.get(page) ?? [])].map(
      ([request, at]) =>
        `${request.method()} ${new URL(request.url()).pathname}, sent ${Date.now() - at} ms ago`,
    );
    console.error(
      `[e2e] calls still waiting for their answer: ${waiting.length ? waiting.join('; ') : 'none'}`,
    );
    const file = join(
      ROOT,
      'test-results',
      `${ctx.task.name.replace(/[^\w\u4e00-\u9fff-]+/g, '_').slice(0, 80)}.png`,
    );
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  });
}

/**
 * Waits for an Ant Design popup (a dropdown, a popover, a drawer, an inline submenu) to finish opening: until the
 * motion classes are gone from it and from what it holds, it may not be in place yet, and on a busy machine a
 * click aimed at one of its items can land on the page beneath, which closes the popup instead.
 */
export async function opened(popup: Locator): Promise<void> {
  await popup.first().waitFor();
  const moving = () =>
    popup.evaluateAll((roots) =>
      roots.some((root) =>
        [root, ...root.querySelectorAll('*')].some((e) =>
          /-(appear|enter)(-|\s|$)/.test(e.getAttribute('class') ?? ''),
        ),
      ),
    );
  await expect.poll(moving).toBe(false);
}

/** Clicks the option holding `text` (else the first) in the select list on screen, once it has finished opening. */
export async function pickOption(page: Page, text?: string): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await opened(dropdown);
  await dropdown
    .locator('.ant-select-item-option', text === undefined ? {} : { hasText: text })
    .first()
    .click();
}

/**
 * Clicks the confirming button of the pop-up confirmation on screen (a delete, an audit), once it has finished
 * opening: the button that names the action (`删除客户`, `通过并打款`), so every caller checks the wording; there is
 * no bare 确定 to click.
 */
export async function confirmPopup(page: Page, action: RegExp | string): Promise<void> {
  const popup = page.locator('.ant-popconfirm:visible');
  await opened(popup);
  await popup.getByRole('button', { name: action }).click();
}

/**
 * Clicks a row's action by its name: its button, or, when the row shows its first action and a "more" menu of the
 * rest, the item of that menu once the menu has opened. A row drawn anew while it is read (the list refreshing
 * after the last action, its offers changed: 同意 and 更多 become 确认退款 alone) is read again: its "more" button
 * gone with the old row is not waited for.
 */
export async function rowAction(page: Page, row: Locator, name: RegExp): Promise<void> {
  const inSight = row.getByRole('button', { name });
  const more = row.getByRole('button', { name: '更多' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await inSight.or(more).first().waitFor({ timeout: 10_000 });
      if ((await inSight.count()) > 0) {
        await inSight.first().click({ timeout: 5_000 });
        return;
      }
      await more.click({ timeout: 5_000 });
      const menu = page.locator('.ant-dropdown:visible');
      await opened(menu);
      await menu.getByRole('menuitem', { name }).click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      // A menu the old row opened is closed before the row is read again.
      await page.keyboard.press('Escape');
    }
  }
}

/**
 * Clicks a row's action that asks first (audit, receive, delete) by its button (`name`: 删除) and confirms it by
 * the button naming the action in full (`action`: 删除客户).
 */
export async function confirmRowAction(
  page: Page,
  row: Locator,
  name: RegExp,
  action: RegExp | string,
): Promise<void> {
  await rowAction(page, row, name);
  await confirmPopup(page, action);
}

/**
 * Follows an address inside the console as a link does (no reload, the views stay alive), waits until its view
 * is on screen with nothing loading in it any more (waited for in the page: no round trip per look), and answers
 * whether the view fell to the error boundary's screen.
 */
export async function openInConsole(page: Page, path: string): Promise<boolean> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const outcome = await page.waitForFunction(
    (to) => {
      const view = document.querySelector(`.shell-view[data-view="${to}"]`);
      const shown =
        view?.checkVisibility() === true &&
        view.childElementCount > 0 &&
        !view.querySelector('.ant-spin-spinning, .ant-skeleton, .screen-loading');
      return shown && (view.querySelector('.view-failed') ? 'failed' : 'shown');
    },
    path,
    { polling: 50, timeout: 15_000 },
  );
  return (await outcome.jsonValue()) === 'failed';
}

/** A call's data, or the test fails with the server's words. */
export async function readData<T>(
  api: ApiSession,
  path: string,
  query: Record<string, string> = {},
): Promise<T> {
  const answer = await api.get<T>(path, query);
  if (!answer.status) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

/**
 * The pages the account can open, as the console builds its route set (web/src/shell/routeSet.ts) from its user
 * info, permissions and add-ons; every screen counts as built (one not built says so on its own screen).
 */
export async function routePages(api: ApiSession): Promise<CatalogPage[]> {
  const [user, permissions, plugins] = await Promise.all([
    readData<OutputOf<typeof API.session.userInfo>>(api, API.session.userInfo.path),
    readData<OutputOf<typeof API.session.operatorPermission>>(api, API.session.operatorPermission.path),
    readData<string[]>(api, API.addons.supplierAddonList.path),
  ]);
  return routeSet(user, {
    paths: new Set(permissions.path_arr),
    available: new Set(permissions.available_arr),
    plugins: new Set(plugins),
    hasScreen: () => true,
  });
}
