import { pageByName } from '@yanye/catalog';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSession,
  explainFailures,
  launchBrowser,
  type RunningServer,
  readData,
  signIn,
  startServer,
  strictPage,
} from './support';

const EDIT = pageByName('CustomerEdit')!.path;
const INFO = pageByName('OperatorLogInfo')!.path;
const INBOUND_EDIT = pageByName('InboundEdit')!.path;
const INBOUND = '/v1/jxc/inbound/Inbound';
const MEMBER_INFO = pageByName('MemberInfo')!.path;

/**
 * A store admin edits a customer's phone, opens the record's history tab and reads what was done: the sentence,
 * the phone from → to, who and when, in Chinese and, after switching the console to English, in English. The
 * history is its own chunk and read only when its tab is opened. A bespoke screen (a member's page) has the tab
 * too, and shows there what was done on it.
 */
describe("a record's history", () => {
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

  it('shows an edit with its change, who and when, in zh and in en', async () => {
    const api = await apiSession(server.url, 'salt_admin');
    const [customer] = await readData<{ id: number; name: string; phone: string }[]>(
      api,
      '/v1/jxc/customer/CustomerManage',
      { page: '1', limit: '1' },
    );
    const id = customer!.id;
    const phone = `139${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    const path = EDIT.replace(':id', String(id));

    // The history is read only when its tab is opened.
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/RecordHistory')) reads.push(r.url());
    });
    await signIn(page, server.url, path);
    const form = page.locator('.generic-form:visible');
    const phoneInput = form.getByLabel('电话', { exact: true });
    await phoneInput.fill(phone);
    await form.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('已保存').first().waitFor();
    expect(reads).toEqual([]);

    await form.getByRole('tab', { name: '操作历史' }).click();
    const latest = form.getByTestId('history-entry').first();
    await latest.waitFor();
    await expect.poll(() => latest.innerText()).toContain(`修改了客户「${customer!.name}」`);
    const text = await latest.innerText();
    expect(text).toContain(`电话`);
    expect(text).toContain(`→ ${phone}`);
    expect(text).toMatch(/操作人: .*salt_admin/);
    expect(await form.locator('.record-history').innerText()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(reads.length).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/record-history-zh.png' });

    // Back on the form, what it holds is still there.
    await form.getByRole('tab', { name: '基本信息' }).click();
    await expect.poll(() => phoneInput.inputValue()).toBe(phone);

    // The same history in English, the console switched to it.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    const enForm = page.locator('.generic-form:visible');
    await enForm.getByRole('tab', { name: 'Change history' }).click();
    const enLatest = enForm.getByTestId('history-entry').first();
    await enLatest.waitFor();
    const enText = await enLatest.innerText();
    expect(enText).toContain(`Changed customer “${customer!.name}”`);
    expect(enText).toContain('Phone');
    expect(enText).toContain(`→ ${phone}`);
    expect(enText).not.toContain('修改了');
    await page.screenshot({ path: '/tmp/record-history-en.png' });

    // A record with no history says so: an operator-log entry's own page (nothing is done to log entries).
    const [entry] = await readData<{ id: number }[]>(api, '/v1/seller/operator/OperatorLogManage', {
      page: '1',
      limit: '1',
    });
    await page.goto(`${server.url}${INFO.replace(':id', String(entry!.id))}`);
    const info = page.locator('.generic-detail:visible');
    await info.getByRole('tab', { name: 'Change history' }).click();
    await info.getByText('Nothing has been done to this record yet').waitFor();
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    expect(errors).toEqual([]);
  });

  it("shows a document's audit and its un-audit with the reason given", async () => {
    const api = await apiSession(server.url, 'salt_admin');
    const [doc] = await readData<{ id: number; no: string }[]>(api, `${INBOUND}Manage`, {
      page: '1',
      limit: '1',
      status: '0',
    });
    const reason = '供应商送错规格，退回重录';
    expect((await api.post(`${INBOUND}Audit`, { id: doc!.id })).status).toBe(true);
    const undone = await api.post(`${INBOUND}Unaudit`, { id: doc!.id, reason });
    expect(undone.status, undone.msg).toBe(true);

    await page.goto(`${server.url}${INBOUND_EDIT.replace(':id', String(doc!.id))}`);
    const form = page.locator('.generic-form:visible');
    await form.getByRole('tab', { name: '操作历史' }).click();
    const entries = form.getByTestId('history-entry');
    await entries.first().waitFor();
    const [unaudit, audit] = await entries.allInnerTexts();
    expect(unaudit).toContain(`反审核入库单「${doc!.no}」`);
    expect(unaudit).toContain(`反审核原因 ${reason}`);
    expect(audit).toContain(`审核入库单「${doc!.no}」`);
    await page.screenshot({ path: '/tmp/record-history-unaudit.png' });
    expect(errors).toEqual([]);
  });

  it("shows a top-up made on a member's own page in that page's history tab, with who and when", async () => {
    const api = await apiSession(server.url, 'salt_admin');
    const [member] = await readData<{ id: number; nick_name: string }[]>(
      api,
      '/v1/seller/member/MemberManage',
      {
        page: '1',
        limit: '1',
      },
    );
    const reason = `柜台现金充值${Date.now() % 100_000}`;
    await page.goto(`${server.url}${MEMBER_INFO.replace(':id', String(member!.id))}`);
    const screen = page.locator('.record-tabs-framed:visible');
    await screen
      .getByTestId('member-wallet-rmb')
      .getByRole('button', { name: /充\s?值/ })
      .click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.getByLabel('变动金额', { exact: true }).fill('8.80');
    await dialog.getByLabel('原因', { exact: true }).fill(reason);
    await dialog.getByRole('button', { name: '会员钱包充值', exact: true }).click();
    await page.locator('.ant-message-notice', { hasText: '已入账' }).waitFor();

    await screen.getByRole('tab', { name: '操作历史' }).click();
    const latest = screen.getByTestId('history-entry').first();
    await expect.poll(() => latest.innerText()).toContain(`会员钱包充值「${member!.nick_name}」`);
    const text = await latest.innerText();
    expect(text).toContain(`原因 ${reason}`);
    expect(text).toMatch(/操作人: .*salt_admin/);
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(errors).toEqual([]);
  });

  it("shows a member that is not there as the 404 alone, without a record's tabs", async () => {
    await page.goto(`${server.url}${MEMBER_INFO.replace(':id', '987654321')}`);
    const gone = page.locator('.unavailable[data-reason=notFound]:visible');
    await gone.waitFor();
    expect(await page.getByRole('tab', { name: '操作历史' }).count()).toBe(0);
    expect(await page.locator('.record-tabs').count()).toBe(0);
  });
});
