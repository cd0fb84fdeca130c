import { withStore } from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotLedgerMismatches } from '../src/resources/jxc/ledger-checks';
import { Books, data, dayFromToday, docCall, JXC_API, kilogram, operatorOf } from './jxc-support';

// Retail orders by lot (docs/inventory.md, "Retail orders by lot"): goods made of a lot-tracked material leave
// its lots, expiry first, when an order ships; the delivery note prints them; a return puts them back; a recall
// reaches the order's buyer.

const ORDER = '/v1/seller/order/Order';
const REFUND = '/v1/seller/refund/Refund';
const LINK = `${JXC_API}goodsmaterial/GoodsMaterial`;

describe.each(DB_KINDS)('retail orders by lot on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let books: Books;
  let house: number;
  let material: number;
  let goodsId: number;
  let seq = 0;

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    books = new Books(t, admin);
    const kg = await kilogram(admin);
    const someone = (
      await data<{ value: number }[]>(admin.get(`${JXC_API}warehouse/WarehouseOperatorList`))
    )[0]!;
    house = (
      await data<{ id: number }>(
        admin.post(`${JXC_API}warehouse/WarehouseSave`, {
          code: 'RETAIL',
          name: '门店仓',
          operator_ids: [someone.value],
        }),
      )
    ).id;
    await operatorOf(admin, house);
    material = (
      await data<{ id: number }>(
        admin.post(`${JXC_API}material/MaterialSave`, {
          code: 'RL1',
          name: '零售批次盐',
          unit_id: kg,
          lot_tracked: 1,
        }),
      )
    ).id;
    const receipt = await data<{ id: number }>(
      admin.post(docCall('inbound', 'Save'), {
        warehouse_id: house,
        business_type: 'other',
        lines: [
          ['RL-B', 10, 90],
          ['RL-A', 2, 30],
        ].map(([lot_no, qty, expires]) => ({
          material_id: material,
          unit_id: kg,
          qty,
          price: 300,
          lot_no,
          produced_at: dayFromToday(-10),
          expires_at: dayFromToday(Number(expires)),
        })),
      }),
    );
    await data(admin.post(docCall('inbound', 'Audit'), { id: receipt.id }));
    const [goods] = await books.query<{ id: string }>(sql`select id::text from goods order by id limit 1`);
    goodsId = Number(goods!.id);
  });
  afterAll(() => t?.close());

  /** A paid delivery order of `qty` units of the linked goods, as the storefront writes one. */
  const paidOrder = async (qty: number): Promise<{ id: number; sn: string }> => {
    seq += 1;
    const sn = `RLT${kind}${seq}`.slice(0, 30);
    const [order] = await books.query<{ id: string }>(
      sql`insert into orders (supplier_id, order_sn, buyer_name, buyer_phone, address, freight_mode, order_status,
            goods_amount, pay_amount, pay_time)
          values (${Number(admin.suid)}, ${sn}, ${`买家${seq}`}, ${`1390000000${seq}`}, ${`幸福路 ${seq} 号`}, 1, 'pay',
            ${qty * 500}, ${qty * 500}, extract(epoch from now())::bigint)
          returning id::text`,
    );
    await books.query(
      sql`insert into order_lines (supplier_id, order_id, goods_id, goods_name, price, qty, amount)
          values (${Number(admin.suid)}, ${Number(order!.id)}, ${goodsId}, '加碘精制盐 500g', 500, ${qty}, ${qty * 500})`,
    );
    return { id: Number(order!.id), sn };
  };
  const send = (id: number) =>
    admin.post(`${ORDER}Send`, {
      id,
      express_company: '顺丰速运',
      express_no: `SF${String(id).padStart(10, '0')}`,
    });
  const lotsOf = (orderId: number) =>
    books.query<{ lot_no: string; qty: string; event: string }>(
      sql`select l.lot_no, g.qty_delta::text as qty, g.event from stock_logs g join lots l on l.id = g.lot_id
          where g.doc_type = 'order' and g.doc_id = ${orderId} order by g.id`,
    );
  const lotQty = async (lotNo: string) =>
    Number(
      (
        await books.query<{ qty: string }>(
          sql`select s.qty::text from lot_stocks s join lots l on l.id = s.lot_id where l.lot_no = ${lotNo}`,
        )
      )[0]!.qty,
    );

  it('links goods to a material once, refusing a second link on its field', async () => {
    const linked = await admin.post(`${LINK}Save`, {
      goods_id: goodsId,
      material_id: material,
      per_unit: 0.5,
      warehouse_id: house,
    });
    expect(linked.body.status, linked.body.msg).toBe(true);
    const again = await admin.post(`${LINK}Save`, {
      goods_id: goodsId,
      material_id: material,
      per_unit: 1,
      warehouse_id: house,
    });
    expect(again.body.status).toBe(false);
    expect(again.body.msg).toContain('已设置用料');
    expect(again.body.data).toMatchObject({ field: 'goods_id' });
  });

  it('ships by expiry, prints the lots on the delivery note, refuses a shortage, and takes a return back', async () => {
    // 6 bags of 0.5 kg: RL-A (expires first) holds 2 kg, so 1 kg comes from RL-B.
    const first = await paidOrder(6);
    const shipped = await send(first.id);
    expect(shipped.body.status, shipped.body.msg).toBe(true);
    expect(await lotsOf(first.id)).toEqual([
      { lot_no: 'RL-A', qty: '-2.000', event: 'post' },
      { lot_no: 'RL-B', qty: '-1.000', event: 'post' },
    ]);
    expect([await lotQty('RL-A'), await lotQty('RL-B')]).toEqual([0, 9]);

    const note = await admin.download(`${ORDER}Print`, { id: first.id }, { lang: 'zh' });
    expect(note.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(note.rawPayload));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, '');
    expect(text).toContain('批号（到期日）');
    expect(text).toContain('RL-A');
    expect(text).toContain('RL-B');

    // More than the lots hold: refused, naming the material; the order still waits and nothing moved.
    const big = await paidOrder(100);
    const short = await send(big.id);
    expect(short.body.status).toBe(false);
    expect(short.body.msg).toContain('零售批次盐');
    expect(
      (await books.query<{ s: string }>(sql`select order_status as s from orders where id = ${big.id}`))[0]!
        .s,
    ).toBe('pay');
    expect(await lotsOf(big.id)).toEqual([]);

    // A second order, returned: its lot comes back, once.
    const second = await paidOrder(2);
    await data(send(second.id));
    expect(await lotQty('RL-B')).toBe(8);
    const [refund] = await books.query<{ id: string }>(
      sql`insert into refunds (supplier_id, refund_sn, order_id, type, status, amount, reason)
          values (${Number(admin.suid)}, ${`RF${second.sn}`.slice(0, 30)}, ${second.id}, 'return', 'returned', 1000, '包装破损')
          returning id::text`,
    );
    await data(admin.post(`${REFUND}Confirm`, { id: Number(refund!.id) }));
    expect(await lotQty('RL-B')).toBe(9);
    expect((await lotsOf(second.id)).map((r) => r.event)).toEqual(['post', 'reverse']);
    expect(await withStore(t.database.db, Number(admin.suid), (db) => lotLedgerMismatches(db))).toEqual({
      byLot: [],
      byMaterial: [],
    });
    expect(await books.mismatches()).toEqual([]);

    // A recall of RL-B reaches the first order's buyer (not the returned one), with phone, address and quantity.
    const lot = await books.lotId(material, 'RL-B');
    await data(admin.post(`${JXC_API}lot/LotRecall`, { id: lot, reason: '供应商通知复检' }));
    const contacts = await data<Record<string, unknown>[]>(
      admin.get(`${JXC_API}recallcontact/RecallContactManage`, { lot_no: 'RL-B' }),
    );
    expect(contacts.map((c) => [c.doc_no, c.name, c.phone, c.address, Number(c.qty)])).toEqual([
      [first.sn, '买家1', '13900000001', '幸福路 1 号', 1],
    ]);
    const deliveries = await data<Record<string, unknown>[]>(
      admin.get(`${JXC_API}lotdelivery/LotDeliveryManage`, { lot_no: 'RL-B' }),
    );
    expect(deliveries.map((d) => [d.doc_type, d.doc_no, d.customer, d.phone])).toEqual([
      ['order', first.sn, '买家1', '13900000001'],
    ]);
    // Blocked now: an order that would need RL-B is refused rather than shipped from a recalled lot.
    const after = await paidOrder(1);
    expect((await send(after.id)).body.status).toBe(false);
  });
});
