import { amountInWords, moneyInCapitals } from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { formatYuan, PRINT_BATCH_MAX } from '@yanye/protocol';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docCall, JXC_API, kilogram, kiloMaterial, saveDoc } from './jxc-support';

/** What a call answered, once it is known to have succeeded. */
function data<T>(r: Reply<T>): T {
  if (!r.body.status) throw new Error(`${r.status} ${r.body.msg}`);
  return r.body.data as T;
}

type Row = Record<string, unknown> & { id: number };

/** The printable documents: their API base, the column of their number and of the amount, their titles. */
const KINDS = [
  {
    name: 'purchase request',
    api: '/v1/jxc/purchaseApply/PurchaseApply',
    no: 'no',
    amount: undefined,
    title: '采购申请',
    en: 'Purchase request',
  },
  {
    name: 'purchase order',
    api: '/v1/jxc/purchase/Purchase',
    no: 'no',
    amount: 'total_amount',
    title: '采购订单',
    en: 'Purchase order',
  },
  {
    name: 'inbound receipt',
    api: '/v1/jxc/inbound/Inbound',
    no: 'no',
    amount: 'total_amount',
    title: '入库单',
    en: 'Inbound receipt',
  },
  {
    name: 'outbound order',
    api: '/v1/jxc/outbound/Outbound',
    no: 'no',
    amount: 'total_amount',
    title: '出库单',
    en: 'Outbound order',
  },
  {
    name: 'delivery note',
    api: '/v1/seller/order/Order',
    no: 'order_sn',
    amount: 'pay_amount',
    title: '送货单',
    en: 'Delivery note',
  },
  {
    name: 'refund',
    api: '/v1/seller/refund/Refund',
    no: 'refund_sn',
    amount: 'amount',
    title: '退款单',
    en: 'Refund slip',
  },
  {
    name: 'receipt',
    api: '/v1/seller/paycash/PayCash',
    no: 'pay_no',
    amount: 'amount',
    title: '收款小票',
    en: 'Payment receipt',
  },
] as const;

const WITHDRAWAL = '/v1/fenxiao/wallet/Withdrawal';

/** The text of every page of a PDF, read back as a reader would (pdf.js). */
async function pdfText(body: Buffer): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  // pdf.js may split a run of text at glyph boundaries; spaces between characters are not the document's.
  return { text: text.replace(/\s+/g, ''), pages: totalPages };
}

describe.each(DB_KINDS)('printing documents as PDF (%s)', (kind) => {
  let t: TestApp;
  let salt: Client;
  let grain: Client;
  let clerk: Client;

  const rows = async (c: Client, api: string, limit = 3) =>
    data<Row[]>(await c.get(`${api}Manage`, { limit, sort: 'created_at', order: 'false' }));
  const rowsAnySort = async (c: Client, api: string, limit = 3) =>
    data<Row[]>(await c.get(`${api}Manage`, { limit }));
  const print = (c: Client, api: string, query: Record<string, string | number>, lang = 'zh') =>
    c.download(`${api}Print`, query, { lang });

  beforeAll(async () => {
    t = await startApp(kind);
    salt = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
  });
  afterAll(() => t?.close());

  it.each(KINDS)('prints a $name with its number, store, totals in figures and capitals', async (k) => {
    const [row] = await rowsAnySort(salt, k.api, 1);
    expect(row, `${k.name}: the demo has one`).toBeDefined();
    const r = await print(salt, k.api, { id: row!.id });
    expect(r.statusCode, r.statusCode === 200 ? '' : r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const no = String(row![k.no]);
    expect(String(r.headers['content-disposition'])).toContain(`filename="${no}.pdf"`);
    const { text } = await pdfText(r.rawPayload);
    expect(text).toContain(no);
    expect(text).toContain('鑫盐商贸');
    expect(text).toContain(k.title);
    if (k.amount) {
      const cents = Number(row![k.amount]);
      expect(text).toContain(formatYuan(cents));
      expect(text).toContain(moneyInCapitals(cents));
    }
  });

  it.each(KINDS)(
    'prints a $name in English: its title, its punctuation, the amount in English words',
    async (k) => {
      const [row] = await rowsAnySort(salt, k.api, 1);
      const r = await print(salt, k.api, { id: row!.id }, 'en');
      expect(r.statusCode, r.statusCode === 200 ? '' : r.body).toBe(200);
      const { text } = await pdfText(r.rawPayload);
      expect(text).toContain(k.en.replace(/\s+/g, ''));
      expect(text).not.toContain(k.title);
      expect(text).not.toContain(k.en.toLowerCase().replace(/\s+/g, ''));
      // An English label takes an English colon; full-width ones are left to the data.
      if (k.name !== 'receipt') expect(text).toContain(`No.:${row![k.no]}`);
      expect(text).toContain('Printed:');
      expect(text).not.toMatch(/(No\.|Printed|Total amount)：/);
      if (k.amount) {
        const cents = Number(row![k.amount]);
        expect(text).toContain(amountInWords(cents, 'en').replace(/\s+/g, ''));
        expect(text).not.toContain(moneyInCapitals(cents));
      }
    },
  );

  it("prints a refund's amount as the refund, apart from its order's total and goods", async () => {
    const refunds = await rowsAnySort(salt, '/v1/seller/refund/Refund', 50);
    // One refunding less than its order was paid, as most do.
    const row = refunds.find((r) => Number(r.amount) < Number(r.pay_amount));
    expect(row, 'the demo has a partial refund').toBeDefined();
    const amount = formatYuan(Number(row!.amount));
    const paid = formatYuan(Number(row!.pay_amount));
    const zh = (await pdfText((await print(salt, '/v1/seller/refund/Refund', { id: row!.id })).rawPayload))
      .text;
    expect(zh).toContain('退款单');
    expect(zh).toContain('订单商品');
    expect(zh).toContain(`订单实付金额：${paid}`);
    expect(zh).toContain(`退款金额：${amount}`);
    expect(zh).toContain(`退款金额（大写）：人民币${moneyInCapitals(Number(row!.amount))}`);
    // Nothing sums the order's goods as the refund.
    expect(zh).not.toContain('合计金额');
    const en = (
      await pdfText((await print(salt, '/v1/seller/refund/Refund', { id: row!.id }, 'en')).rawPayload)
    ).text;
    expect(en).toContain('Goodsoftheorder');
    expect(en).toContain(`Ordertotalpaid:${paid}`);
    expect(en).toContain(`Refundamount:${amount}`);
    expect(en).not.toContain('Totalamount');
  });

  it('prints a withdrawal of the union store, the amount in capitals', async () => {
    const [row] = await rowsAnySort(grain, WITHDRAWAL, 1);
    const r = await print(grain, WITHDRAWAL, { id: row!.id });
    expect(r.statusCode).toBe(200);
    const { text } = await pdfText(r.rawPayload);
    expect(text).toContain(String(row!.withdrawal_no));
    expect(text).toContain('丰谷粮油');
    expect(text).toContain('提现单');
    expect(text).toContain(`提现金额：${formatYuan(Number(row!.amount))}`);
    expect(text).toContain(`提现金额（大写）：人民币${moneyInCapitals(Number(row!.amount))}`);
    const en = (await pdfText((await print(grain, WITHDRAWAL, { id: row!.id }, 'en')).rawPayload)).text;
    expect(en).toContain('Withdrawalslip');
    expect(en).toContain(`Withdrawalamount:${formatYuan(Number(row!.amount))}`);
    expect(en).toContain(amountInWords(Number(row!.amount), 'en').replace(/\s+/g, ''));
  });

  it('prints a document of many lines over several pages, all its lines and its total', async () => {
    const kg = await kilogram(salt);
    const material = await kiloMaterial(salt, kg, 'PRINT-001', '打印测试精制盐');
    const [warehouse] = data<{ value: number }[]>(await salt.get(`${JXC_API}warehouse/WarehouseOptions`));
    const lines = Array.from({ length: 60 }, (_, i) => [material, i + 1, 1_234 + i] as const);
    const id = await saveDoc(salt, 'inbound', { warehouse: warehouse!.value, kg }, lines);
    const [row] = data<Row[]>(await salt.get(docCall('inbound', 'Manage'), { limit: 1 }));
    expect(row!.id).toBe(id);
    const r = await print(salt, docCall('inbound', ''), { id });
    expect(r.statusCode).toBe(200);
    const { text, pages } = await pdfText(r.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(2);
    const total = lines.reduce((n, [, qty, price]) => n + qty * price, 0);
    expect(Number(row!.total_amount)).toBe(total);
    expect(text).toContain(formatYuan(total));
    expect(text).toContain(moneyInCapitals(total));
    // The last line made it, and every page says which it is of how many.
    expect(text).toContain('60打印测试精制盐');
    expect(text).toContain(`第${pages}/${pages}页`);
    expect(text.split(String(row!.no)).length - 1).toBeGreaterThanOrEqual(pages);
  });

  it('prints several selected documents into one file, in the order chosen', async () => {
    const three = await rows(salt, '/v1/jxc/purchase/Purchase', 3);
    const ids = three.map((r) => r.id).reverse();
    const r = await print(salt, '/v1/jxc/purchase/Purchase', { ids: ids.join(',') });
    expect(r.statusCode).toBe(200);
    const { text, pages } = await pdfText(r.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(3);
    const nos = three.map((row) => String(row.no)).reverse();
    for (const no of nos) expect(text).toContain(no);
    expect(text.indexOf(nos[0]!)).toBeLessThan(text.indexOf(nos[2]!));
    expect(String(r.headers['content-disposition'])).toContain(encodeURIComponent(`${nos[0]}-等3张.pdf`));
  });

  it("refuses another store's id and an unknown one as not found, in plain words", async () => {
    const [theirs] = await rows(grain, '/v1/jxc/purchase/Purchase', 1);
    const r = await print(salt, '/v1/jxc/purchase/Purchase', { id: theirs!.id });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({
      status: false,
      code: 'NOT_FOUND',
      msg: `要打印的单据不存在或已删除（${theirs!.id}）`,
    });
    const [mine] = await rows(salt, '/v1/jxc/purchase/Purchase', 1);
    const mixed = await print(salt, '/v1/jxc/purchase/Purchase', { ids: `${mine!.id},99999999` });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().msg).toBe('要打印的单据不存在或已删除（99999999）');
  });

  it('refuses a wrong id, none, and too many, naming the field, never a 500', async () => {
    const api = '/v1/jxc/purchase/Purchase';
    expect((await print(salt, api, { id: 'x' })).statusCode).toBe(400);
    const none = await print(salt, api, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ msg: '请选择要打印的单据', data: { field: 'ids' } });
    const garbled = await print(salt, api, { ids: '1,a' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().data).toMatchObject({ field: 'ids' });
    const many = Array.from({ length: PRINT_BATCH_MAX + 1 }, (_, i) => i + 1).join(',');
    const tooMany = await print(salt, api, { ids: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      msg: `一次最多打印 ${PRINT_BATCH_MAX} 张单据，您选了 ${PRINT_BATCH_MAX + 1} 张：请分批打印`,
      data: { field: 'ids' },
    });
  });

  it('refuses a user who may not read the documents', async () => {
    const [order] = await rowsAnySort(salt, '/v1/seller/order/Order', 1);
    const r = await print(clerk, '/v1/seller/order/Order', { id: order!.id });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ status: false, code: 'NO_PERMISSION' });
    // The clerk reads the inventory documents, so prints them.
    const [purchase] = await rowsAnySort(clerk, '/v1/jxc/inbound/Inbound', 1);
    expect((await print(clerk, '/v1/jxc/inbound/Inbound', { id: purchase!.id })).statusCode).toBe(200);
  });
});
