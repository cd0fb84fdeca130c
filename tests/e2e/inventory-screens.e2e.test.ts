import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSession,
  confirmPopup,
  explainFailures,
  launchBrowser,
  opened,
  type RunningServer,
  rowAction,
  signIn,
  startServer,
  strictPage,
} from './support';

const PURCHASES = '/inventory/purchase/manage';

/** A field of a form's metadata, as far as these tests read it. */
interface FormField {
  readonly name: string;
  readonly options_api: string | null;
  readonly columns: readonly FormField[] | null;
}
const INBOUNDS = '/inventory/inbound/manage';

/** The list on screen (kept-alive views stay in the page, hidden). */
const list = (page: Page) => page.locator('.generic-list:visible');

describe('inventory in the browser: its other screens, their layout and what a document shows', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  explainFailures(() => page);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ({ page, errors } = await strictPage(browser));
    await signIn(page, server.url, PURCHASES);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps the amount and status of a list in sight at 1366 px: actions beyond two wait behind "more"', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const lists = [
      { path: PURCHASES, amount: '总金额', status: '状态' },
      { path: '/dataDetails/order/manage', amount: '实付金额', status: '订单状态' },
    ];
    for (const { path, amount, status } of lists) {
      await page.goto(`${server.url}${path}`);
      await list(page).locator('.ant-table-row').first().waitFor();
      const header = (title: string) =>
        list(page)
          .locator('thead th')
          .filter({ hasText: new RegExp(`^${title}$`) });
      const actions = (await header('操作').boundingBox())!;
      for (const title of [amount, status]) {
        const box = (await header(title).boundingBox())!;
        // On screen, and not under the actions column fixed on the right.
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(actions.x);
        expect(box.x + box.width).toBeLessThanOrEqual(1366);
      }
      // Without scrolling: neither the table nor the page has been moved sideways.
      expect(
        await list(page)
          .locator('.ant-table-content')
          .evaluate((e) => e.scrollLeft),
      ).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    }
    // An unaudited purchase offers edit, audit, print and delete: edit and audit in sight, the others in the
    // "more" menu.
    await page.goto(`${server.url}${PURCHASES}`);
    const unaudited = list(page).locator('.ant-table-row', { hasText: '未审核' }).first();
    await unaudited.getByRole('button', { name: /编\s?辑/ }).waitFor();
    expect(await unaudited.getByRole('button', { name: /^审\s?核$/ }).count()).toBe(1);
    expect(await unaudited.getByRole('button', { name: /删\s?除/ }).count()).toBe(0);
    // Once the page has read what it reads (as a person clicks after it has loaded), not while the rows still draw.
    await page.waitForLoadState('networkidle');
    await unaudited.getByRole('button', { name: '更多' }).click();
    const menu = page.locator('.ant-dropdown:visible');
    await opened(menu);
    await expect.poll(() => menu.getByRole('menuitem').allTextContents()).toEqual(['打印', '删除']);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('scrolls a document’s lines sideways in the form at a narrow window, never the page', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${server.url}/inventory/purchase/add`);
    const form = page.locator('.generic-form:visible');
    await form.getByRole('button', { name: '添加明细' }).click();
    const scroller = form.locator('.lines-scroll');
    const frame = scroller.locator('..');
    const remove = form.getByRole('button', { name: '删除 1' });
    await remove.waitFor();
    const box = (await scroller.boundingBox())!;
    const inBox = async (l: Locator) => {
      const b = (await l.boundingBox())!;
      return b.x >= box.x - 1 && b.x + b.width <= box.x + box.width + 1;
    };
    const remark = form.locator('.lines-table th', { hasText: '备注' });
    // The table is wider than the form: the columns before the amount scroll (the remark starts out of sight, a
    // shade says so); the line's amount and its delete stay at the box's right edge.
    expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    expect(await inBox(remark)).toBe(false);
    expect(await inBox(remove)).toBe(true);
    expect(await inBox(form.locator('.lines-table th', { hasText: '金额' }))).toBe(true);
    await expect.poll(() => frame.getAttribute('data-more')).toBe('right');
    await scroller.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
    await expect.poll(() => inBox(remark)).toBe(true);
    expect(await inBox(remove)).toBe(true);
    await expect.poll(() => frame.getAttribute('data-more')).toBe('left');
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await remove.click();
    await expect.poll(() => form.locator('.lines-table tbody tr').count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('shows the clerk unit and material names on an inbound receipt, not their ids', async () => {
    // The clerk's role opens the inventory pages, not the unit list: the pickers of a screen it may use answer it.
    const clerk = await strictPage(browser);
    const refused: string[] = [];
    clerk.page.on('response', (r) => {
      if (r.url().includes('/v1/') && r.status() === 403) refused.push(r.url());
    });
    await signIn(clerk.page, server.url, INBOUNDS, 'clerk', 'xinyan');
    const row = list(clerk.page).locator('.ant-table-row', { hasText: '未审核' }).first();
    await rowAction(clerk.page, row, /编\s?辑/);
    const line = clerk.page.locator('.generic-form:visible .lines-table tbody tr').first();
    await line.waitFor();
    const picks = async () => (await line.locator('.ant-select').allTextContents()).map((t) => t.trim());
    // The names come once the pickers have answered, each on its own; until then a select shows its bare id.
    await expect.poll(async () => (await picks())[1]).toMatch(/^(千克|吨|袋\(25kg\)|袋\(50kg\)|件|箱)$/);
    await expect.poll(async () => (await picks())[0]).toMatch(/^WL\d{4} \p{Script=Han}/u);
    expect(refused).toEqual([]);
    expect(clerk.errors).toEqual([]);
    await clerk.page.close();
  });

  it('asks no option for an id of 0: an outbound without a customer shows an empty customer pick', async () => {
    // An unaudited transfer out of a warehouse, which names no customer (customer_id 0), made over the API.
    const api = await apiSession(server.url, 'salt_admin');
    const form = await api.get<{ fields: FormField[] }>('/v1/jxc/outbound/OutboundInfo', { _meta: '1' });
    if (!form.status) throw new Error(form.msg);
    const field = (fields: readonly FormField[], name: string) => fields.find((f) => f.name === name)!;
    const first = async (optionsApi: string, values: Record<string, string> = {}) => {
      const [path, query = ''] = optionsApi.split('?');
      const params = Object.fromEntries(
        [...new URLSearchParams(query)].map(([k, v]) => [
          k,
          v.replace(/^\{(\w+)\}$/, (_, f: string) => values[f]!),
        ]),
      );
      const found = await api.get<Record<string, unknown>[]>(path!, { ...params, keyword: '' });
      if (!found.status) throw new Error(found.msg);
      return found.data[0]!;
    };
    const warehouse = await first(field(form.data.fields, 'warehouse_id').options_api!);
    const operator = await first(field(form.data.fields, 'operator_id').options_api!, {
      warehouse_id: String(warehouse.value),
    });
    const lines = field(form.data.fields, 'lines').columns!;
    const material = await first(field(lines, 'material_id').options_api!);
    const saved = await api.post<{ id: number }>('/v1/jxc/outbound/OutboundSave', {
      warehouse_id: warehouse.value,
      business_type: 'transfer',
      operator_id: operator.value,
      remark: '',
      lines: [{ material_id: material.value, unit_id: material.unit_id, qty: 1, price: 100, remark: '' }],
    });
    if (!saved.status) throw new Error(saved.msg);

    const asked: string[] = [];
    page.on('request', (r) => {
      const ids = new URL(r.url()).searchParams.get('ids');
      if (ids !== null) asked.push(ids);
    });
    await page.goto(`${server.url}/inventory/outbound/edit/${saved.data.id}`);
    const edit = page.locator('.generic-form:visible');
    // The warehouse's name is shown: the options of the values held have been asked for.
    await edit.locator('.ant-form-item', { hasText: '仓库' }).getByText(String(warehouse.label)).waitFor();
    const customer = edit.locator('.ant-form-item', { hasText: '客户' }).locator('.ant-select');
    // Nothing picked: no bare 0 in the select.
    expect((await customer.textContent())?.trim()).toBe('');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((ids) => ids.split(',').some((id) => Number(id) <= 0))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('audits an inbound from its row, asking with its number and what it moves; then shows it read-only with its lines, totals, maker, auditor, history and print', async () => {
    await page.goto(`${server.url}${INBOUNDS}`);
    const row = list(page).locator('.ant-table-row', { hasText: '未审核' }).first();
    await row.waitFor();
    const headers = await list(page).locator('thead th').allTextContents();
    const cells = await row.locator('td').allTextContents();
    const no = cells[headers.indexOf('单据编号')]!;
    const warehouse = cells[headers.indexOf('仓库')]!;
    expect(no).toMatch(/^RK\d{8}-\d{4}$/);
    // Audit in sight beside edit, not only in the "more" menu.
    await row.getByRole('button', { name: /编\s?辑/ }).waitFor();
    const audit = row.getByRole('button', { name: /^审\s?核$/ });
    expect(await audit.count()).toBe(1);
    await audit.click();
    const popup = page.locator('.ant-popconfirm:visible');
    await opened(popup);
    // It names the document and says what posting does to stock: each line in its unit, into which warehouse.
    const question = await popup.innerText();
    expect(question).toContain(`审核入库单「${no}」`);
    expect(question).toMatch(
      new RegExp(`审核后 \\d+(\\.\\d+)? \\S+ .+ 计入 ${warehouse} 库存，可反审核撤回。`),
    );
    await confirmPopup(page, '审核入库单');
    await page.locator('.ant-message').getByText('已审核').waitFor();
    const audited = list(page).locator('.ant-table-row', { hasText: no });
    await audited.getByText('已审核').waitFor();

    // Audited, its first action is 查看, never 编辑; it opens the read-only page of the document.
    const view = audited.getByRole('button', { name: /^查\s?看$/ });
    await view.waitFor();
    expect(await audited.getByRole('button', { name: /编\s?辑/ }).count()).toBe(0);
    await view.click();
    await page.waitForURL(/\/inventory\/inbound\/info\/\d+$/);
    const doc = page.getByTestId('record-document').filter({ visible: true });
    await doc.waitFor();
    const card = page.locator('.generic-detail:visible');
    expect(await card.locator('.ant-card-head').innerText()).toContain(no);
    // Its header, its lines, totals, who made it and who audited it when.
    expect(await doc.locator('.ant-descriptions-item', { hasText: '仓库' }).first().innerText()).toContain(
      warehouse,
    );
    const lines = doc.locator('.record-document-lines');
    expect(await lines.locator('thead th').allTextContents()).toEqual(
      expect.arrayContaining(['物料', '数量', '金额']),
    );
    expect(await lines.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    const totals = await doc.locator('.record-document-totals').innerText();
    expect(totals).toMatch(/合计数量\s*[\d,.]+/);
    expect(totals).toMatch(/合计金额\s*¥[\d,]+\.\d{2}/);
    const people = await doc.locator('.record-document-people').innerText();
    expect(people).toMatch(/制单人\s*\S+\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(people).toMatch(/审核人\s*\S+\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    // No form to change it.
    expect(await card.locator('input:not([type="radio"]):not([type="checkbox"])').count()).toBe(0);
    expect(await card.getByRole('button', { name: /保\s?存/ }).count()).toBe(0);

    // Its history: the audit just done, by whom and when.
    await card.getByRole('tab', { name: '操作历史' }).click();
    const latest = card.getByTestId('history-entry').first();
    await latest.waitFor();
    expect(await latest.innerText()).toContain('审核入库单');

    // And 打印: the document as a PDF in a new tab.
    let printedOk: (ok: boolean) => void = () => undefined;
    const pdf = new Promise<boolean>((resolve) => {
      printedOk = resolve;
    });
    await page.route('**/InboundPrint*', async (route) => {
      const response = await route.fetch();
      printedOk(response.status() === 200 && response.headers()['content-type'] === 'application/pdf');
      await route.fulfill({ response });
    });
    const tab = page.context().waitForEvent('page');
    await card.getByTestId('print-record').click();
    const [ok, opened_] = await Promise.all([pdf, tab]);
    await page.unrouteAll();
    expect(ok).toBe(true);
    await opened_.close();
    expect(errors).toEqual([]);
  });
});
