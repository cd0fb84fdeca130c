import { formatYuan } from '@yanye/protocol';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  apiSession,
  explainFailures,
  launchBrowser,
  type RunningServer,
  rowAction,
  signIn,
  startServer,
  strictPage,
} from './support';

const PURCHASES = '/v1/jxc/purchase/Purchase';

interface Purchase {
  id: number;
  no: string;
  total_amount: number;
}

/** The text of a PDF as pdf.js reads it, spaces between glyphs dropped. */
async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, '');
}

describe('printing purchase orders from the list and the record page', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let api: ApiSession;
  let current: Page | undefined;
  explainFailures(() => current);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiSession(server.url, 'salt_admin');
    ({ page, errors } = await strictPage(browser));
    current = page;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const newest = async (): Promise<Purchase[]> => {
    const answer = await api.get<Purchase[]>(`${PURCHASES}Manage`, { limit: '2' });
    if (!answer.status) throw new Error(answer.msg);
    return answer.data;
  };

  /**
   * Does `click`, and answers the text of the PDF the print call received (taken as it passes, the request going
   * on to the server unchanged), once a new tab was opened for it.
   */
  const printed = async (click: () => Promise<void>): Promise<string> => {
    let received: (body: Buffer) => void = () => undefined;
    const body = new Promise<Buffer>((resolve) => {
      received = resolve;
    });
    await page.route(`**${PURCHASES}Print*`, async (route) => {
      const response = await route.fetch();
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      received(await response.body());
      await route.fulfill({ response });
    });
    const tab = page.context().waitForEvent('page');
    await click();
    const [pdf] = await Promise.all([body, tab]);
    await page.unrouteAll();
    return pdfText(pdf);
  };

  it('prints a row, the record page and two selected rows, each PDF holding their numbers and totals', async () => {
    const [first, second] = await newest();
    await signIn(page, server.url, '/inventory/purchase/manage');
    const row = page.locator('.ant-table-row', { hasText: first!.no });
    await row.waitFor();

    const one = await printed(() => rowAction(page, row, /^打\s?印$/));
    expect(one).toContain(first!.no);
    expect(one).toContain(formatYuan(first!.total_amount));

    await page.goto(`${server.url}/inventory/purchase/edit/${first!.id}`);
    const button = page.getByTestId('print-record');
    await button.waitFor();
    const fromRecord = await printed(() => button.click());
    expect(fromRecord).toContain(first!.no);

    await page.goto(`${server.url}/inventory/purchase/manage`);
    for (const p of [first!, second!]) {
      await page.locator('.ant-table-row', { hasText: p.no }).locator('input[type="checkbox"]').check();
    }
    const both = await printed(() => page.getByTestId('print-selected').click());
    for (const p of [first!, second!]) {
      expect(both).toContain(p.no);
      expect(both).toContain(formatYuan(p.total_amount));
    }
    expect(errors).toEqual([]);
  });
});
