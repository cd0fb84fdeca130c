import { centsToYuanText, formatMoney, formatYuan } from '@yanye/protocol';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  apiSession,
  explainFailures,
  launchBrowser,
  pickOption,
  type RunningServer,
  readData,
  rowAction,
  signIn,
  startServer,
  strictPage,
} from './support';

const notice = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text });

interface RefundRow {
  id: number;
  refund_sn: string;
  asked_amount: number;
  amount: number;
  refundable: number;
}

interface PayCashRow {
  id: number;
  pay_no: string;
  amount: number;
  refunded_amount: number;
  refundable: number;
}

/**
 * Money read and typed one way (protocol money.ts): amounts in lists with separators, a refund dialog that says
 * what may be refunded and refuses more before sending, a withdrawal that says why an amount will not do, and a
 * bank card picked by its bank and checked as it is typed.
 */
describe('money in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let salt: ApiSession;
  explainFailures(() => page);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    salt = await apiSession(server.url, 'salt_admin');
    ({ page, errors } = await strictPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows a customer’s credit with separators and two decimals', async () => {
    await signIn(page, server.url, '/basicdata/customer/manage');
    const row = page.locator('.generic-list:visible .ant-table-row', { hasText: '二七区商贸城' });
    await row.getByText('250,000.00', { exact: true }).waitFor();
  });

  it('agrees to a refund showing what the buyer asks and what is refundable, and keeps both in the list', async () => {
    const [pending] = await readData<RefundRow[]>(salt, '/v1/seller/refund/RefundManage', {
      status: 'pending',
      type: 'refund',
      limit: '1',
    });
    if (!pending) throw new Error('the demo has a refund to answer');
    await page.goto(`${server.url}/dataDetails/refund/manage`);
    const row = page.locator('.generic-list:visible .ant-table-row', { hasText: pending.refund_sn });
    await rowAction(page, row, /^同\s?意$/);
    const dialog = page.locator('.ant-modal:visible');
    await dialog.getByText(`同意退款「${pending.refund_sn}」`).waitFor();
    const shown = dialog.getByTestId('action-shows');
    const said = async (key: string) => (await shown.locator(`[data-key="${key}"] dd`).textContent())?.trim();
    expect(await shown.locator('dt').allTextContents()).toEqual(['申请退款金额', '可退金额']);
    expect(await said('asked_amount')).toBe(formatYuan(pending.asked_amount));
    expect(await said('refundable')).toBe(formatYuan(pending.refundable));
    // The button that agrees names it, beside the one that does not.
    expect(await dialog.locator('.ant-modal-footer').getByRole('button').allTextContents()).toEqual([
      '取 消',
      '同意退款',
    ]);
    await dialog.getByRole('button', { name: '同意退款', exact: true }).click();
    await notice(page, '已同意').waitFor();

    // Paid less than asked: the list keeps what the buyer asked beside what was refunded.
    const less = Math.min(pending.asked_amount, pending.refundable) - 100;
    await rowAction(page, row, /确认退款/);
    await dialog.getByText(`确认退款「${pending.refund_sn}」`).waitFor();
    expect(await said('asked_amount')).toBe(formatYuan(pending.asked_amount));
    await dialog.getByLabel('退款金额').fill(centsToYuanText(less));
    await dialog.getByRole('button', { name: '确认退款', exact: true }).click();
    await notice(page, '已退款').waitFor();
    await row.getByText('已退款').waitFor();
    const cells = await row.locator('td').allTextContents();
    const asked = cells.indexOf(formatMoney(pending.asked_amount));
    expect(asked).toBeGreaterThan(-1);
    expect(cells[asked + 1]).toBe(formatMoney(less));
    const heads = await page.locator('.generic-list:visible thead th').allTextContents();
    expect(heads.indexOf('退款金额')).toBe(heads.indexOf('申请退款金额') + 1);
  });

  it('refunds a face-to-face payment: the dialog names what is refundable and refuses more inline', async () => {
    const listed = await salt.get<PayCashRow[]>('/v1/seller/paycash/PayCashManage', {
      _tab: 'paid',
      sort: 'paid_at',
      order: 'false',
      limit: '1',
    });
    if (!listed.status) throw new Error(listed.msg);
    const pay = listed.data[0]!;
    const left = pay.amount - pay.refunded_amount;
    await page.goto(`${server.url}/finance/paycash/PayCashManage`);
    const row = page.locator('.generic-list:visible .ant-table-row', { hasText: pay.pay_no });
    await rowAction(page, row, /^退款$/);
    const dialog = page.locator('.ant-modal:visible');
    const shown = formatMoney(left);
    await dialog.getByTestId('action-field-bound').getByText(`可退金额 ¥${shown}`).waitFor();
    const amount = dialog.getByLabel('退款金额');
    // Blank refunds all that is left: the input starts empty, the bound its placeholder.
    expect(await amount.inputValue()).toBe('');
    expect(await amount.getAttribute('placeholder')).toBe(centsToYuanText(left));
    await amount.fill('12345');
    await dialog.getByLabel('退款原因').fill('多收了');
    // Left, the amount reads grouped; selected whole and typed over, it holds what was typed (the box dropping
    // its grouping as it was entered once lost the selection: 12,345.00 selected, 0.5 typed, read 123450.5).
    expect(await amount.inputValue()).toBe('12,345.00');
    await amount.selectText();
    await page.keyboard.type('0.5');
    expect(await amount.inputValue()).toBe('0.5');
    await amount.fill(centsToYuanText(left + 1));
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('PayCashRefund')) sent++;
    });
    await dialog.getByRole('button', { name: '买单退款', exact: true }).click();
    await dialog.getByText(`退款金额须在 0.01 到 ${shown} 之间`).waitFor();
    expect(sent).toBe(0);
    // Left blank, it refunds the rest.
    await amount.fill('');
    await dialog.getByRole('button', { name: '买单退款', exact: true }).click();
    await notice(page, `已退款 ${shown} 元`).waitFor();
    const after = await salt.get<PayCashRow[]>('/v1/seller/paycash/PayCashManage', { pay_no: pay.pay_no });
    if (!after.status) throw new Error(after.msg);
    expect(after.data[0]).toMatchObject({ refunded_amount: pay.amount, refundable: 0 });
    expect(errors).toEqual([]);
  });

  it('says why a withdrawal amount will not do, and shows the fee only for one that will', async () => {
    const store = (await strictPage(browser)).page;
    page = store;
    await signIn(store, server.url, '/finance/PaymentWallet/PaymentWithdrawal', 'grain_admin');
    const amount = store.getByTestId('withdraw-amount');
    const problem = store.getByTestId('withdraw-problem');
    const apply = store.getByRole('button', { name: '申请提现' });
    await amount.fill('50');
    await expect.poll(() => problem.textContent()).toBe('低于单笔最低提现金额 ¥100.00');
    expect(await store.getByTestId('withdraw-fee').textContent()).toBe('—');
    expect(await apply.isDisabled()).toBe(true);
    await amount.fill('1000000.01');
    await expect.poll(() => problem.textContent()).toBe('超过单笔最高提现金额 ¥1,000,000.00');
    await amount.fill('1.005');
    // Two decimals at most: a third is kept as typed and refused in words, never cut.
    await expect.poll(() => problem.textContent()).toBe('请输入金额，最多两位小数');
    expect(await amount.inputValue()).toBe('1.005');
    expect(await apply.isDisabled()).toBe(true);
    await amount.fill('150');
    await expect.poll(() => problem.count()).toBe(0);
    expect(await store.getByTestId('withdraw-fee').textContent()).toBe('¥2.00');
    expect(await store.getByTestId('withdraw-arrival').textContent()).toBe('¥148.00');
    expect(await apply.isDisabled()).toBe(false);
  });

  it('adds a bank card: the bank picked by name and code, the number grouped and checked as typed', async () => {
    await page.goto(`${server.url}/finance/PaymentWallet/BankcardManage/add`);
    const form = page.locator('.generic-form:visible');
    await form.getByRole('combobox', { name: '开户银行' }).click();
    await page.keyboard.type('招商');
    await pickOption(page, '招商银行（308）');
    await form.getByLabel('持卡人').fill('李秀英');
    const card = form.getByLabel('银行卡号');
    await card.pressSequentially('6222021234567890124');
    expect(await card.inputValue()).toBe('6222 0212 3456 7890 124');
    await form.getByRole('button', { name: /保\s?存/ }).click();
    await form.getByText('校验位', { exact: false }).waitFor();
    await card.fill('');
    await card.pressSequentially('6222021234567890128');
    await form.getByRole('button', { name: /保\s?存/ }).click();
    await notice(page, /已添加|Added/).waitFor();
    await page.goto(`${server.url}/finance/PaymentWallet/BankcardManage`);
    const row = page.locator('.generic-list:visible .ant-table-row', { hasText: '6222 **** **** 0128' });
    await row.getByText('招商银行（308）').waitFor();
  });
});
