import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import type { TableMeta } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Books, data, docCall, JXC_API, kilogram, kiloMaterial, operatorOf, saveDoc } from './jxc-support';

interface Option {
  value: number;
  label: string;
}

describe.each(DB_KINDS)('un-auditing inventory documents on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let books: Books;
  let kg: number;
  let strict: number;
  let loose: number;
  let operator: number;
  let vendor: number;
  let seq = 0;
  const material = async () => {
    seq++;
    return kiloMaterial(admin, kg, `UNA${seq}`, `反审核测试盐 ${seq}`);
  };
  /** Why the test un-audits: an un-audit says why (kept in the operator log). */
  const REASON = '单据录错，重新录入';
  const unaudit = (k: Parameters<typeof docCall>[0], id: number, lang = 'zh') =>
    admin.post(docCall(k, 'Unaudit'), { id, reason: REASON }, { lang });
  const audit = (k: Parameters<typeof docCall>[0], id: number) =>
    data(admin.post(docCall(k, 'Audit'), { id }));
  /** Saves a document again as its form holds it, with some values changed. */
  const resave = async (k: Parameters<typeof docCall>[0], id: number, change: Record<string, unknown>) => {
    const form = await data<Record<string, unknown>>(admin.get(docCall(k, 'Info'), { id }));
    return data(admin.post(docCall(k, 'Save'), { ...form, ...change, id }));
  };

  beforeAll(async () => {
    t = await startApp(kind, { workers: true, workerPollMs: 60_000 });
    admin = await signedIn(t, 'salt_admin');
    books = new Books(t, admin);
    kg = await kilogram(admin);
    const houses = await data<Option[]>(admin.get(`${JXC_API}warehouse/WarehouseOptions`));
    strict = houses.find((h) => h.label.includes('一号仓'))!.value;
    loose = houses.find((h) => h.label.includes('新郑'))!.value;
    operator = await operatorOf(admin, strict);
    vendor = (await data<Option[]>(admin.get(`${JXC_API}customer/CustomerOptions`, { type: 'vendor' })))[0]!
      .value;
  });
  afterAll(() => t?.close());

  it('takes back a receipt of a purchase order exactly, and audits it again as a new round', async () => {
    const [salt, iodised] = [await material(), await material()];
    const order = await data<{ id: number }>(
      admin.post(`${JXC_API}purchase/PurchaseSave`, {
        vendor_id: vendor,
        warehouse_id: strict,
        lines: [
          { material_id: salt, unit_id: kg, qty: 100, price: 380 },
          { material_id: iodised, unit_id: kg, qty: 50, price: 200 },
        ],
      }),
    );
    await audit('purchase', order.id);
    const receipt = await data<{ id: number; no: string }>(
      admin.post(`${JXC_API}purchase/PurchaseReceive`, { id: order.id }),
    );
    await audit('inbound', receipt.id);
    expect(await books.stock(strict, salt)).toEqual({ qty: 100, amount: 38_000 });
    expect(await books.status('purchase', order.id)).toBe(3);

    // The order cannot be taken back while a receipt receives it, whatever the receipt's state.
    const held = await unaudit('purchase', order.id);
    expect(held.status).toBe(409);
    expect(held.body.msg).toBe(
      `采购订单已有入库单 ${receipt.no}，不能反审核：请先删除这些入库单（已审核的先反审核）`,
    );

    const back = await unaudit('inbound', receipt.id);
    expect(back.body).toMatchObject({ status: true, msg: '已反审核', data: { id: receipt.id } });
    expect(await books.stock(strict, salt)).toEqual({ qty: 0, amount: 0 });
    expect(await books.stock(strict, iodised)).toEqual({ qty: 0, amount: 0 });
    expect(await books.status('purchase', order.id)).toBe(1);
    const received = await books.query<{ received: string }>(
      sql`select received_qty::text as received from purchase_lines where doc_id = ${order.id}`,
    );
    expect(received.map((r) => Number(r.received))).toEqual([0, 0]);
    const [doc] = await books.query<{ status: number; audited_at: number | null; audit_round: number }>(
      sql`select status, audited_at, audit_round from inbounds where id = ${receipt.id}`,
    );
    expect(doc).toEqual({ status: 0, audited_at: null, audit_round: 1 });
    // Nothing is deleted from the ledger: each post has its reverse, of the same round, to the cent.
    const once = await books.ledger('inbound', receipt.id);
    expect(once.map((r) => [r.event, r.round])).toEqual([
      ['post', 1],
      ['post', 1],
      ['reverse', 1],
      ['reverse', 1],
    ]);
    for (const post of once.filter((r) => r.event === 'post')) {
      const reverse = once.find((r) => r.event === 'reverse' && r.line_id === post.line_id)!;
      expect([reverse.qty_delta, reverse.amount_delta]).toEqual([-post.qty_delta, -post.amount_delta]);
    }

    // Unaudited again, the receipt is edited (only 60 kg of salt came) and audited as round 2.
    const form = await data<{ lines: Record<string, unknown>[] }>(
      admin.get(`${JXC_API}inbound/InboundInfo`, { id: receipt.id }),
    );
    await data(
      admin.post(`${JXC_API}inbound/InboundSave`, {
        id: receipt.id,
        warehouse_id: strict,
        business_type: 'purchase',
        lines: [{ ...form.lines[0], qty: 60 }, form.lines[1]],
      }),
    );
    await audit('inbound', receipt.id);
    expect(await books.stock(strict, salt)).toEqual({ qty: 60, amount: 22_800 });
    expect(await books.stock(strict, iodised)).toEqual({ qty: 50, amount: 10_000 });
    expect(await books.status('purchase', order.id)).toBe(2);
    const twice = await books.ledger('inbound', receipt.id);
    expect(twice.map((r) => `${r.event}${r.round}`)).toEqual([
      'post1',
      'post1',
      'reverse1',
      'reverse1',
      'post2',
      'post2',
    ]);

    // Audited, it is read-only; taken back, it may be deleted, and then the order may be taken back too.
    expect((await admin.post(`${JXC_API}inbound/InboundDel`, { id: receipt.id })).body.msg).toBe(
      '已审核的单据不能修改或删除',
    );
    await data(unaudit('inbound', receipt.id));
    await data(admin.post(`${JXC_API}inbound/InboundDel`, { id: receipt.id }));
    await data(unaudit('purchase', order.id));
    expect(await books.status('purchase', order.id)).toBe(0);
    await resave('purchase', order.id, { remark: '供应商改期，重新下单' });
    await data(admin.post(`${JXC_API}purchase/PurchaseDel`, { id: order.id }));
    expect(await books.mismatches()).toEqual([]);

    // The operator log has every audit and un-audit that went through, and not the refusal.
    const logged = await books.query<{ api: string; summary: string; n: number }>(
      sql`select api, summary, count(*)::int as n from operator_logs
           where (api like '%/InboundAudit' or api like '%/InboundUnaudit') and target = ${String(receipt.id)}
              or api like '%/PurchaseUnaudit' and target = ${String(order.id)}
           group by api, summary order by api`,
    );
    expect(logged).toEqual([
      { api: `${JXC_API}inbound/InboundAudit`, summary: `审核入库单「${receipt.no}」`, n: 2 },
      // With why it was taken back.
      {
        api: `${JXC_API}inbound/InboundUnaudit`,
        summary: `反审核入库单「${receipt.no}」：反审核原因 ${REASON}`,
        n: 2,
      },
      // Named by its number, as the receipt is.
      {
        api: `${JXC_API}purchase/PurchaseUnaudit`,
        summary: expect.stringMatching(new RegExp(`^反审核采购订单「[^#」]+」：反审核原因 ${REASON}$`)),
        n: 1,
      },
    ]);
  });

  it('refuses to take back a receipt whose stock was since issued, naming what is there and what is needed', async () => {
    const salt = await material();
    const [name] = (
      await books.query<{ name: string }>(sql`select name from materials where id = ${salt}`)
    ).map((r) => r.name);
    const inbound = await saveDoc(admin, 'inbound', { warehouse: strict, kg }, [[salt, 10, 500]]);
    await audit('inbound', inbound);
    const outbound = await saveDoc(admin, 'outbound', { warehouse: strict, kg, operator }, [[salt, 8, 0]]);
    await audit('outbound', outbound);
    expect(await books.stock(strict, salt)).toEqual({ qty: 2, amount: 1_000 });

    const refused = await unaudit('inbound', inbound);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`不能反审核：${name} 在 郑州一号仓 的库存已被出库，可用 2，冲回需要 10`);
    expect((await unaudit('inbound', inbound, 'en')).body.msg).toBe(
      `Cannot un-audit: ${name} in 郑州一号仓 has since been issued; 2 left, 10 needed to reverse`,
    );
    // Nothing changed: the stock, the document, its ledger.
    expect(await books.stock(strict, salt)).toEqual({ qty: 2, amount: 1_000 });
    expect(await books.status('inbound', inbound)).toBe(1);
    expect(await books.ledger('inbound', inbound)).toHaveLength(1);

    // Taken back in the other order, both go.
    await data(unaudit('outbound', outbound));
    expect(await books.stock(strict, salt)).toEqual({ qty: 10, amount: 5_000 });
    await data(unaudit('inbound', inbound));
    expect(await books.stock(strict, salt)).toEqual({ qty: 0, amount: 0 });

    // A warehouse that allows negative stock lets the receipt go back below zero.
    const there = await saveDoc(admin, 'inbound', { warehouse: loose, kg }, [[salt, 10, 500]]);
    await audit('inbound', there);
    await audit(
      'outbound',
      await saveDoc(admin, 'outbound', { warehouse: loose, kg, operator }, [[salt, 8, 0]]),
    );
    await data(unaudit('inbound', there));
    expect(await books.stock(loose, salt)).toEqual({ qty: -8, amount: -4_000 });
    expect(await books.mismatches()).toEqual([]);
  });

  it('puts an outbound document’s stock back at the value it took, and takes it again at the same cost', async () => {
    const salt = await material();
    await audit('inbound', await saveDoc(admin, 'inbound', { warehouse: strict, kg }, [[salt, 100, 333]]));
    await audit('inbound', await saveDoc(admin, 'inbound', { warehouse: strict, kg }, [[salt, 30, 500]]));
    const before = await books.stock(strict, salt);
    expect(before).toEqual({ qty: 130, amount: 48_300 });
    const outbound = await saveDoc(admin, 'outbound', { warehouse: strict, kg, operator }, [[salt, 7, 0]]);
    await audit('outbound', outbound);
    // Seven of 130 at the moving average: 48300 × 7 / 130 = 2600.77, so 2601 cents leave.
    const after = await books.stock(strict, salt);
    expect(after).toEqual({ qty: 123, amount: 45_699 });
    await data(unaudit('outbound', outbound));
    expect(await books.stock(strict, salt)).toEqual(before);
    await audit('outbound', outbound);
    expect(await books.stock(strict, salt)).toEqual(after);
    expect(
      (await books.ledger('outbound', outbound)).map((r) => [r.event, r.round, r.qty_delta, r.amount_delta]),
    ).toEqual([
      ['post', 1, -7, -2_601],
      ['reverse', 1, 7, 2_601],
      ['post', 2, -7, -2_601],
    ]);
    // Taken back once more, it may be edited and deleted like any draft.
    await data(unaudit('outbound', outbound));
    await saveDoc(admin, 'outbound', { id: outbound, warehouse: strict, kg, operator }, [[salt, 5, 0]]);
    await data(admin.post(`${JXC_API}outbound/OutboundDel`, { id: outbound }));
    expect(await books.stock(strict, salt)).toEqual(before);
  });

  it('refuses to take back what is not audited, once taken back, and hostile ids, changing nothing', async () => {
    const salt = await material();
    const inbound = await saveDoc(admin, 'inbound', { warehouse: strict, kg }, [[salt, 5, 100]]);
    const open = await unaudit('inbound', inbound);
    expect(open.status).toBe(409);
    expect(open.body.msg).toBe('单据未审核，不能反审核');
    expect((await unaudit('inbound', inbound, 'es')).body.msg).toBe(
      'El documento no está auditado; no se puede anular su auditoría',
    );
    await audit('inbound', inbound);
    await data(unaudit('inbound', inbound));
    expect((await unaudit('inbound', inbound, 'en')).body.msg).toBe(
      'The document is not audited, so it cannot be un-audited',
    );
    for (const kind of ['purchaseApply', 'purchase', 'outbound'] as const) {
      const [row] = await books.query<{ id: number }>(
        sql`select id::int as id from ${sql.raw({ purchaseApply: 'purchase_applies', purchase: 'purchases', outbound: 'outbounds' }[kind])}
             where status = 0 order by id limit 1`,
      );
      const r = await unaudit(kind, row!.id);
      expect([r.status, r.body.msg], kind).toEqual([409, '单据未审核，不能反审核']);
    }
    for (const id of ['abc', -1, 1.5, null]) {
      const r = await admin.post(`${JXC_API}inbound/InboundUnaudit`, { id });
      expect(r.status, String(id)).toBe(400);
      expect(r.body.status).toBe(false);
    }
    expect((await admin.post(`${JXC_API}inbound/InboundUnaudit`, {})).status).toBe(400);
    expect(
      (await admin.post(`${JXC_API}inbound/InboundUnaudit`, { id: 987_654_321, reason: REASON })).status,
    ).toBe(404);
    expect(await books.ledger('inbound', inbound)).toHaveLength(2);
    expect(await books.stock(strict, salt)).toEqual({ qty: 0, amount: 0 });
  });

  it('refuses to take back a receipt the ERP has or is getting; a failed push does not hold it', async () => {
    const salt = await material();
    const inbound = await saveDoc(admin, 'inbound', { warehouse: strict, kg }, [[salt, 12, 100]]);
    await audit('inbound', inbound);
    await data(admin.post(`${JXC_API}inbound/InboundSend`, { id: inbound }));
    const sending = await unaudit('inbound', inbound);
    expect([sending.status, sending.body.msg]).toEqual([
      409,
      '入库单正在推送至 ERP，不能反审核：请等推送结束',
    ]);
    while (await t.app.erpWorker!.tick()) {}
    const sent = await unaudit('inbound', inbound, 'ja');
    expect([sent.status, sent.body.msg]).toEqual([
      409,
      '入庫伝票は ERP へ送信済みのため、審査を取り消せません：ERP 側で取り消してください',
    ]);
    expect(await books.stock(strict, salt)).toEqual({ qty: 12, amount: 1_200 });

    const other = await saveDoc(admin, 'inbound', { warehouse: strict, kg }, [[salt, 3, 100]]);
    await audit('inbound', other);
    await books.query(sql`update inbounds set send_status = 'failed' where id = ${other}`);
    await data(unaudit('inbound', other));
    const [row] = await books.query<{ send_status: string }>(
      sql`select send_status from inbounds where id = ${other}`,
    );
    expect(row!.send_status).toBe('none');
    expect(await books.stock(strict, salt)).toEqual({ qty: 12, amount: 1_200 });
  });

  it('takes back a purchase request, which may then be edited and audited again', async () => {
    const [row] = await books.query<{ id: number; audit_round: number }>(
      sql`select id::int as id, audit_round from purchase_applies where status = 1 order by id limit 1`,
    );
    await data(unaudit('purchaseApply', row!.id));
    expect(await books.status('purchaseApply', row!.id)).toBe(0);
    await resave('purchaseApply', row!.id, { remark: '数量改为两周用量' });
    await audit('purchaseApply', row!.id);
    const [again] = await books.query<{ status: number; audit_round: number }>(
      sql`select status, audit_round from purchase_applies where id = ${row!.id}`,
    );
    expect(again).toEqual({ status: 1, audit_round: row!.audit_round + 1 });
  });

  it('refuses an un-audit that does not say why, naming the reason, and changes nothing', async () => {
    const salt = await material();
    const id = await saveDoc(admin, 'inbound', { warehouse: strict, kg }, [[salt, 4, 500]]);
    await audit('inbound', id);
    for (const body of [
      { id },
      { id, reason: '' },
      { id, reason: ' 错 ' },
      { id, reason: 'x'.repeat(201) },
    ]) {
      const r = await admin.post(`${JXC_API}inbound/InboundUnaudit`, body);
      expect(r.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(r.body.msg).toContain('反审核原因');
    }
    expect(await books.status('inbound', id)).toBe(1);
    expect(await books.ledger('inbound', id)).toHaveLength(1);
  });

  it('sends a reviewed customer back to review, unless open documents name it', async () => {
    const { id } = await data<{ id: number }>(
      admin.post(`${JXC_API}customer/CustomerSave`, { name: '管城区粮油便民店', type: 'customer' }),
    );
    const review = (result: string) => data(admin.post(`${JXC_API}customer/CustomerAudit`, { id, result }));
    const back = () => admin.post(`${JXC_API}customer/CustomerUnaudit`, { id, reason: REASON });
    const pending = await back();
    expect([pending.status, pending.body.msg]).toEqual([409, '该客户尚未审核，不能反审核']);
    await review('approved');
    const salt = await material();
    const draft = await saveDoc(admin, 'outbound', { warehouse: loose, kg, operator, customer: id }, [
      [salt, 1, 0],
    ]);
    const [{ no }] = (await books.query<{ no: string }>(
      sql`select no from outbounds where id = ${draft}`,
    )) as [{ no: string }];
    const held = await back();
    expect([held.status, held.body.msg]).toEqual([
      409,
      `未审核的单据 ${no} 使用了该客户，不能反审核：请先审核或删除这些单据`,
    ]);
    // Audited, the document is history: it keeps its customer and holds nothing back.
    await audit('outbound', draft);
    expect((await back()).body).toMatchObject({
      status: true,
      msg: '已反审核',
      data: { status: 'pending' },
    });
    const [row] = await books.query<{ status: string; audited_at: number | null }>(
      sql`select status, audited_at from customers where id = ${id}`,
    );
    expect(row).toEqual({ status: 'pending', audited_at: null });
    const offered = await data<Option[]>(
      admin.get(`${JXC_API}customer/CustomerOptions`, { keyword: '管城区粮油' }),
    );
    expect(offered).toEqual([]);
    await review('rejected');
    await data(back());
    await review('approved');
  });

  it('offers 反审核 on audited rows, as dangerous, asking why first, to the admin and not to the warehouse clerk', async () => {
    const meta = async (path: string) =>
      (await data<TableMeta>(admin.get(path, { _meta: 1 }))).actions.find((a) => a.name === 'Unaudit');
    expect(await meta(`${JXC_API}inbound/InboundManage`)).toMatchObject({
      title: '反审',
      summary: '反审核入库单',
      danger: true,
      when: { status: [1] },
      fields: [
        {
          name: 'reason',
          title: '反审核原因',
          type: 'textarea',
          required: true,
          rules: { min: 2, max: 200 },
        },
      ],
    });
    expect((await meta(`${JXC_API}purchase/PurchaseManage`))?.when).toEqual({ status: [1, 2, 3] });
    expect((await meta(`${JXC_API}customer/CustomerManage`))?.when).toEqual({
      status: ['approved', 'rejected'],
    });

    const clerk = await signedIn(t, 'clerk', 'xinyan');
    const [doc] = await books.query<{ id: number }>(
      sql`select id::int as id from outbounds where status = 1 limit 1`,
    );
    const refused = await clerk.post(`${JXC_API}outbound/OutboundUnaudit`, { id: doc!.id });
    expect([refused.status, refused.body.msg]).toEqual([403, '无操作权限']);
    expect(await books.status('outbound', doc!.id)).toBe(1);
    const may = await data<{ path_arr: string[] }>(clerk.get('/v1/seller/role/OperatorPermission'));
    expect(may.path_arr).toContain('/inventory/outbound/audit/:id');
    expect(may.path_arr.filter((p) => p.includes('unaudit'))).toEqual([]);
  });
});
