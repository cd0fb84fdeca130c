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

type Row = Readonly<Record<string, unknown>>;

/**
 * A recruiter takes a new application from the list to its page and moves it, one decision at a time, from
 * 新投递 to 已入职: viewed, invited to an interview (a time and a place), offered, hired; each step is on the
 * page's history.
 */
describe('recruitment: an application from applied to hired', () => {
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

  /** Takes the 处理 step to `state`, filling what that state asks for. */
  async function process(state: string, fill: () => Promise<void> = async () => undefined) {
    await page.getByRole('button', { name: /^处\s?理$/ }).click();
    const dialog = page.locator('.ant-modal:visible');
    await opened(dialog);
    await dialog.getByRole('combobox', { name: '处理结果' }).click();
    await pickOption(page, state);
    await fill();
    await dialog.getByRole('button', { name: '处理投递', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** A new application to a job that can still hire (a filled job refuses the hire, as it should). */
  async function hireable(): Promise<{ id: number; applicant: string }> {
    const api = await apiSession(server.url, 'salt_admin');
    const jobs = await api.get<Row[]>('/v1/seller/job/JobManage', { page: '1', limit: '50', filled: '0' });
    if (!jobs.status) throw new Error(jobs.msg);
    const open = new Set(jobs.data.map((j) => Number(j.id)));
    const fresh = await api.get<Row[]>('/v1/seller/job/JobRecordManage', {
      page: '1',
      // What the list's first page shows, where the recruiter will find it.
      limit: '10',
      _tab: 'applied',
    });
    if (!fresh.status) throw new Error(fresh.msg);
    const pick = fresh.data.find((r) => open.has(Number(r.job_id)));
    if (!pick) throw new Error('the demo has no new application to a job with an opening');
    return { id: Number(pick.id), applicant: String(pick.applicant) };
  }

  it('moves a new application through every step to hired, with its history', async () => {
    const { id, applicant } = await hireable();
    await signIn(page, server.url, '/job/record/manage');
    const list = page.locator('.generic-list:visible');
    await list.getByRole('tab', { name: '新投递' }).click();
    await list.locator(`a[href="/job/record/info/${id}"]`).click();
    await page.waitForURL(new RegExp(`/job/record/info/${id}$`));

    const state = page.getByTestId('job-record-state');
    await expect.poll(() => state.getAttribute('data-state')).toBe('applied');
    await page.locator('.job-record:visible').getByText(applicant, { exact: true }).first().waitFor();

    await process('已查看');
    await expect.poll(() => state.getAttribute('data-state')).toBe('viewed');

    await process('待面试', async () => {
      const dialog = page.locator('.ant-modal:visible');
      const when = dialog.getByRole('textbox', { name: '面试时间' });
      await when.click();
      // Two weeks ahead, at ten: an interview is in the future and within the year.
      const day = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
      await when.fill(`${day} 10:00:00`);
      // A time is taken with the panel's own OK, as a person confirms what they typed.
      const panel = page.locator('.ant-picker-dropdown:visible');
      await opened(panel);
      await panel.locator('.ant-picker-ok button').click();
      await panel.waitFor({ state: 'hidden' });
      // The field holds the time taken (a busy page may still be drawing the panel's last state).
      await expect.poll(() => when.inputValue()).toBe(`${day} 10:00:00`);
      await dialog.getByLabel('面试地点').fill('郑州市金水区盐业大厦 3 楼会议室');
    });
    await expect.poll(() => state.getAttribute('data-state')).toBe('interview');

    await process('已发录用');
    await expect.poll(() => state.getAttribute('data-state')).toBe('offer');
    await process('已入职');
    await expect.poll(() => state.getAttribute('data-state')).toBe('hired');

    // The history, newest first: hired, offered, interview (with its place), viewed, and how it arrived.
    const events = page.getByTestId('flow-event');
    await expect.poll(() => events.count()).toBeGreaterThanOrEqual(5);
    expect(await events.first().textContent()).toContain('已入职');
    await page.getByText(/面试地点: 郑州市金水区盐业大厦/).waitFor();
    // Nothing more to do with a hired applicant.
    expect(await page.getByRole('button', { name: /^处\s?理$/ }).count()).toBe(0);
  });

  it('opens the 处理 step by its own address, and the application keeps the note it was given', async () => {
    const { id, applicant } = await hireable();
    await page.goto(`${server.url}/job/record/set/${id}`);
    // The record's page, the step asked at once; the address no longer asks it (a refresh does not ask again).
    await page.waitForURL(new RegExp(`/job/record/info/${id}$`));
    const dialog = page.locator('.ant-modal:visible');
    await opened(dialog);
    // The dialog names whose application it moves, as it does when opened from the list.
    expect(await dialog.locator('.ant-modal-title').textContent()).toBe(`处理投递「${applicant}」`);
    // An offer's salary starts blank: none offered is none, not 0.00.
    expect(await dialog.getByLabel('录用月薪').inputValue()).toBe('');
    // An interview without a time is refused under 面试时间, the dialog staying open.
    await dialog.getByRole('combobox', { name: '处理结果' }).click();
    await pickOption(page, '待面试');
    await dialog.getByRole('button', { name: '处理投递', exact: true }).click();
    const when = dialog.locator('.ant-form-item', { has: page.getByRole('textbox', { name: '面试时间' }) });
    await when.locator('.ant-form-item-explain-error', { hasText: '请填写面试时间' }).waitFor();
    await dialog.getByRole('combobox', { name: '处理结果' }).click();
    await pickOption(page, '已查看');
    await dialog.getByLabel('处理备注').fill('电话沟通过，周五前答复');
    await dialog.getByRole('button', { name: '处理投递', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const state = page.getByTestId('job-record-state');
    await expect.poll(() => state.getAttribute('data-state')).toBe('viewed');
    await page
      .getByTestId('flow-event')
      .first()
      .getByText(/电话沟通过，周五前答复/)
      .waitFor();
  });
});
