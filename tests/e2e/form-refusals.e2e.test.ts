import { type CatalogPage, pageByName } from '@yanye/catalog';
import type { FieldMeta, FormMeta } from '@yanye/protocol';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  apiSession,
  explainFailures,
  launchBrowser,
  openInConsole,
  type RunningServer,
  readData,
  routePages,
  startServer,
} from './support';

/**
 * The refusals of every generic form, as a person meets them (docs/engine.md, "Refusals"): a form says nothing
 * before it is sent; sent empty, each message stands under its field and names it by its label; a refusal only
 * the server can make (a value another record holds) is shown under the field it names too, not only in a toast.
 * The forms are those of the demo accounts' route sets, so a new form is covered without a new test.
 */

const ACCOUNTS = ['salt_admin', 'grain_admin'] as const;

/** The generic forms (add and edit) the account can open. */
async function formPages(api: ApiSession): Promise<CatalogPage[]> {
  return (await routePages(api)).filter(
    (p) =>
      p.view === 'form' &&
      p.api.some((a) => a.endsWith('Info')) &&
      p.api.some((a) => a.endsWith('Save')) &&
      /\/(add|edit\/:id)$/.test(p.path),
  );
}

const infoApi = (p: CatalogPage) => p.api.find((a) => a.endsWith('Info'))!;

/** A field's form item in the view: found by its label, which points at the field's input (`<form>_<field>`). */
function itemOf(view: Locator, form: string, field: string): Locator {
  return view.locator('.ant-form-item').filter({ has: view.page().locator(`label[for="${form}_${field}"]`) });
}

/** The form items showing a message, each as [its label, its message]. */
async function shownErrors(view: Locator): Promise<[string, string][]> {
  return view
    .locator('.ant-form-item')
    .evaluateAll((items) =>
      items
        .map((item) => [
          item.querySelector('.ant-form-item-label label')?.textContent?.trim() ?? '',
          item.querySelector('.ant-form-item-explain-error')?.textContent?.trim() ?? '',
        ])
        .filter((pair): pair is [string, string] => pair[1] !== ''),
    );
}

/** A text field another record holds a value of: what only the server can refuse. */
const uniqueText = (fields: readonly FieldMeta[]) =>
  fields.find((f) => f.unique && f.type === 'text' && !f.hidden);

describe('the refusals of every generic form', () => {
  let server: RunningServer;
  let browser: Browser;
  let current: Page | undefined;
  const sent = new Set<string>();
  const twinned = new Set<string>();
  explainFailures(() => current);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(ACCOUNTS)(
    'quiet until sent, then each refusal under its field, naming it: every form %s can open',
    async (username) => {
      const api = await apiSession(server.url, username);
      const pages = (await formPages(api)).filter((p) => !sent.has(p.path));
      const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      current = page;
      const failures: string[] = [];
      page.on('pageerror', (e) => failures.push(`${new URL(page.url()).pathname}: ${e.message}`));
      await page.goto(`${server.url}/?accesstoken=${api.accessToken}&supplieruid=${api.suid}`);
      await page.locator('.shell-main').waitFor();

      for (const p of pages) {
        const meta = await readData<FormMeta>(api, infoApi(p), { _meta: '1' });
        let target = p.path;
        let twin: { field: FieldMeta; value: string } | undefined;
        if (p.path.includes(':id')) {
          // An edit form: opened on the first record (the newest, rarely one that may not be edited, as a store's
          // main account), given the second one's value of a unique field.
          const field = uniqueText(meta.fields);
          const list = pageByName(p.listPage ?? '');
          if (!field || !list?.api[0]) continue;
          const rows = await readData<{ id: number }[]>(api, list.api[0], { page: '1', limit: '2' });
          if (!Array.isArray(rows) || rows.length < 2) continue;
          const other = await readData<Record<string, unknown>>(api, infoApi(p), { id: String(rows[1]!.id) });
          if (typeof other[field.name] !== 'string' || other[field.name] === '') continue;
          twin = { field, value: other[field.name] as string };
          target = p.path.replace(':id', String(rows[0]!.id));
        }
        if (await openInConsole(page, target)) {
          failures.push(`${target}: the error screen`);
          continue;
        }
        const view = page.locator(`.shell-view[data-view="${target}"]`);
        const quiet = await shownErrors(view);
        if (quiet.length > 0)
          failures.push(`${target}: a message before anything was sent: ${quiet.join(' | ')}`);

        if (twin) {
          const input = view.locator(`#${p.name}_${twin.field.name}`);
          await input.fill(twin.value);
          await view.locator('button[type="submit"]').click();
          const item = itemOf(view, p.name, twin.field.name);
          const said = item.locator('.ant-form-item-explain-error');
          try {
            await said.waitFor({ timeout: 10_000 });
            const text = (await said.textContent()) ?? '';
            if (!text.includes(twin.field.title) || !text.includes(twin.value))
              failures.push(`${target}: ${twin.field.title} says "${text}"`);
          } catch {
            failures.push(`${target}: no message under ${twin.field.title} for a value another record holds`);
          }
          twinned.add(p.path);
        } else {
          await view.locator('button[type="submit"]').click();
          await page.waitForTimeout(300);
          // Every message shown stands under a field and names it by the label the form shows.
          for (const [label, text] of await shownErrors(view)) {
            if (!text.includes(label.replace(/[:：]$/, '')))
              failures.push(`${target}: ${label} says "${text}", not naming it`);
          }
        }
        sent.add(p.path);
      }
      expect(failures).toEqual([]);
      await context.close();
    },
    240_000,
  );

  it('refuses in a number box what is not a number, says why under it, and keeps the amount it held', async () => {
    const api = await apiSession(server.url, 'salt_admin');
    const [goods] = await readData<{ id: number }[]>(api, '/v1/seller/goods/GoodsShowManage', {
      page: '1',
      limit: '1',
    });
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    current = page;
    await page.goto(`${server.url}/?accesstoken=${api.accessToken}&supplieruid=${api.suid}`);
    await page.locator('.shell-main').waitFor();
    const target = pageByName('GoodsEdit')!.path.replace(':id', String(goods!.id));
    expect(await openInConsole(page, target)).toBe(false);
    const view = page.locator(`.shell-view[data-view="${target}"]`);
    const box = (label: string) => view.getByLabel(label, { exact: true });
    // What the box says stands right under it, in its own form item.
    const said = async (label: string) =>
      view.locator(`[id="${await box(label).getAttribute('id')}"] + .numeric-refused`);
    const held = (await box('市场价').inputValue()).replaceAll(',', '');
    // Pasted: a second dot and a letter. Not 12.34: the box keeps its amount and says why.
    await box('市场价').fill('12.3.4x');
    await expect.poll(async () => (await said('市场价')).allTextContents()).toEqual(['只能输入数字和小数点']);
    expect(await box('市场价').inputValue()).toBe(held);
    // A cost may not go below zero: -5 is refused as such, not taken as 5.
    await box('成本价').fill('-5');
    await expect.poll(async () => (await said('成本价')).allTextContents()).toEqual(['不能为负数']);
    expect(await box('成本价').inputValue()).not.toBe('5');
    // A copied amount's grouping and currency are dropped; the message goes with the next number typed.
    await box('成本价').fill('¥1,234.50');
    expect(await box('成本价').inputValue()).toBe('1234.50');
    expect(await (await said('成本价')).count()).toBe(0);
    await context.close();
  });

  it('has sent forms, and refused a twin on a field only the server could check', () => {
    expect(sent.size).toBeGreaterThan(20);
    expect(twinned.size).toBeGreaterThan(0);
  });
});
