import { rawRows, withStore } from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  readOutbox,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../src/resources/jxc/ledger-checks';

const JXC_API = '/v1/jxc/';

type Body = { status: boolean; data?: unknown; msg: string };
async function data<T>(reply: Promise<{ body: Body }>): Promise<T> {
  const { body } = await reply;
  if (!body.status) throw new Error(body.msg);
  return body.data as T;
}

interface Option {
  value: number;
  label: string;
  unit_id: number;
  price: number;
}

describe.each(DB_KINDS)('inventory documents on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let vendor: number;
  let warehouse: number;
  let negative: number;
  let bag: Option;
  let box: Option;
  let units: Map<string, number>;
  beforeAll(async () => {
    t = await startApp(kind, { workers: true, workerPollMs: 60_000 });
    admin = await signedIn(t, 'salt_admin');
    vendor = (await data<Option[]>(admin.get(`${JXC_API}customer/CustomerOptions`, { type: 'vendor' })))[0]!
      .value;
    const houses = await data<Option[]>(admin.get(`${JXC_API}warehouse/WarehouseOptions`));
    warehouse = houses.find((h) => h.label.includes('一号仓'))!.value;
    negative = houses.find((h) => h.label.includes('新郑'))!.value;
    // A material counted in 50 kg bags, and one counted in 件 (a 箱 holds 40).
    bag = (
      await data<Option[]>(admin.get(`${JXC_API}material/MaterialOptions`, { keyword: '工业盐（日晒）' }))
    )[0]!;
    box = (await data<Option[]>(admin.get(`${JXC_API}material/MaterialOptions`, { keyword: '低钠盐' })))[0]!;
    const unitList = await data<Option[]>(admin.get(`${JXC_API}materialunit/MaterialUnitOptions`));
    units = new Map(unitList.map((u) => [u.label, u.value]));
  });
  afterAll(() => t?.close());

  const inStore = <T>(query: ReturnType<typeof sql>) =>
    withStore(t.database.db, Number(admin.suid), (db) => rawRows<T>(db.tx, query));
  const stockOf = async (warehouseId: number, materialId: number) => {
    const [row] = await inStore<{ qty: string }>(
      sql`select qty::text from stocks where warehouse_id = ${warehouseId} and material_id = ${materialId}`,
    );
    return Number(row?.qty ?? 0);
  };

  it('numbers a purchase order, works out its lines in the material’s unit, and totals it', async () => {
    const { id } = await data<{ id: number }>(
      admin.post(`${JXC_API}purchase/PurchaseSave`, {
        vendor_id: vendor,
        warehouse_id: warehouse,
        lines: [
          { material_id: bag.value, unit_id: units.get('吨'), qty: 2, price: 76_000 },
          { material_id: box.value, unit_id: units.get('箱'), qty: 3, price: 15_600 },
        ],
      }),
    );
    const info = await data<{ lines: { qty: number; price: number; unit_id: number }[] }>(
      admin.get(`${JXC_API}purchase/PurchaseInfo`, { id }),
    );
    expect(info.lines.map((l) => l.qty)).toEqual([2, 3]);
    const [doc] = await inStore<{ no: string; total_amount: string; status: number }>(
      sql`select no, total_amount::text, status from purchases where id = ${id}`,
    );
    expect(doc!.no).toMatch(/^CG\d{8}-\d{4}$/);
    expect(Number(doc!.total_amount)).toBe(2 * 76_000 + 3 * 15_600);
    const lines = await inStore<{ base_qty: string }>(
      sql`select base_qty::text from purchase_lines where doc_id = ${id} order by seq`,
    );
    // 2 t of a material kept in 50 kg bags is 40 bags; 3 boxes of one kept in 件 is 120.
    expect(lines.map((l) => Number(l.base_qty))).toEqual([40, 120]);
  });

  it('names the line a problem is in, and refuses a unit that does not convert', async () => {
    const r = await admin.post(`${JXC_API}purchase/PurchaseSave`, {
      vendor_id: vendor,
      warehouse_id: warehouse,
      lines: [
        { material_id: bag.value, unit_id: units.get('袋(50kg)'), qty: 1, price: 100 },
        { material_id: bag.value, unit_id: units.get('件'), qty: 1, price: 100 },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('第 2 行：单位“件”不能换算为物料“工业盐（日晒）”的单位');
    const qty = await admin.post(`${JXC_API}purchase/PurchaseSave`, {
      vendor_id: vendor,
      warehouse_id: warehouse,
      lines: [{ material_id: bag.value, unit_id: units.get('袋(50kg)'), qty: -1, price: 100 }],
    });
    expect(qty.body.msg).toBe('第 1 行：数量须在 0.001 到 1,000,000,000 之间');
    expect(
      (
        await admin.post(`${JXC_API}purchase/PurchaseSave`, {
          vendor_id: vendor,
          warehouse_id: warehouse,
          lines: [],
        })
      ).body.msg,
    ).toBe('请至少添加 1 行明细');
  });

  it('counts a bag whole and a kilogram to three decimals, in documents and in the stock list', async () => {
    const half = await admin.post(`${JXC_API}purchase/PurchaseSave`, {
      vendor_id: vendor,
      warehouse_id: warehouse,
      lines: [{ material_id: bag.value, unit_id: units.get('袋(50kg)'), qty: 12.5, price: 100 }],
    });
    expect(half.status).toBe(400);
    expect(half.body.msg).toBe('第 1 行：袋(50kg)只能填整数');
    const kilos = await admin.post(`${JXC_API}purchase/PurchaseSave`, {
      vendor_id: vendor,
      warehouse_id: warehouse,
      lines: [{ material_id: bag.value, unit_id: units.get('千克'), qty: 12.5, price: 100 }],
    });
    expect(kilos.body.status).toBe(true);
    // The unit picker says how finely each unit counts, for the form's quantity input.
    const picks = await data<{ label: string; decimals: number }[]>(
      admin.get(`${JXC_API}materialunit/MaterialUnitOptions`),
    );
    expect(picks.find((u) => u.label === '箱')?.decimals).toBe(0);
    expect(picks.find((u) => u.label === '千克')?.decimals).toBe(3);
    // The stock list shows each row's quantity in its unit's precision.
    const meta = await data<{ rows: Record<string, { decimal_key?: string | null }> }>(
      admin.get(`${JXC_API}stock/StockManage`, { _meta: 1 }),
    );
    expect(meta.rows.qty?.decimal_key).toBe('unit_decimals');
    const rows = await data<{ unit: string; unit_decimals: number }[]>(
      admin.get(`${JXC_API}stock/StockManage`, { limit: 50 }),
    );
    for (const row of rows)
      expect(row.unit_decimals).toBe(
        row.unit.startsWith('袋') || row.unit === '箱' || row.unit === '件' ? 0 : 3,
      );
  });

  it('receives an audited order in two deliveries, never beyond what was ordered', async () => {
    const { id } = await data<{ id: number }>(
      admin.post(`${JXC_API}purchase/PurchaseSave`, {
        vendor_id: vendor,
        warehouse_id: warehouse,
        lines: [{ material_id: bag.value, unit_id: units.get('袋(50kg)'), qty: 100, price: 3_800 }],
      }),
    );
    const early = await admin.post(`${JXC_API}purchase/PurchaseReceive`, { id });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('采购订单未审核，不能入库');
    await data(admin.post(`${JXC_API}purchase/PurchaseAudit`, { id }));
    expect((await admin.post(`${JXC_API}purchase/PurchaseAudit`, { id })).body.msg).toBe('不可以重复审核！');
    // Audited: read-only.
    const edit = await admin.post(`${JXC_API}purchase/PurchaseSave`, { id, remark: 'x' });
    expect(edit.status).toBe(409);
    expect(edit.body.msg).toBe('已审核的单据不能修改或删除');
    expect((await admin.post(`${JXC_API}purchase/PurchaseDel`, { id })).status).toBe(409);

    const before = await stockOf(warehouse, bag.value);
    const first = await admin.post<{ id: number; no: string }>(`${JXC_API}purchase/PurchaseReceive`, { id });
    expect(first.body.msg).toMatch(/^已生成入库单 RK\d{8}-\d{4}，请核对数量后审核$/);
    const receipt = await data<{ id: number; lines: Record<string, unknown>[] }>(
      admin.get(`${JXC_API}inbound/InboundInfo`, { id: (first.body.data as { id: number }).id }),
    );
    expect(receipt.lines).toHaveLength(1);
    // Only 60 bags came: the receipt is edited down before it is audited.
    await data(
      admin.post(`${JXC_API}inbound/InboundSave`, {
        id: receipt.id,
        warehouse_id: warehouse,
        business_type: 'purchase',
        lines: [{ ...receipt.lines[0], qty: 60 }],
      }),
    );
    await data(admin.post(`${JXC_API}inbound/InboundAudit`, { id: receipt.id }));
    expect(await stockOf(warehouse, bag.value)).toBe(before + 60);
    const [part] = await inStore<{ status: number }>(sql`select status from purchases where id = ${id}`);
    expect(part!.status).toBe(2);

    // The rest: the next receipt offers 40; asking for 45 is refused and changes nothing.
    const second = await data<{ id: number }>(admin.post(`${JXC_API}purchase/PurchaseReceive`, { id }));
    const next = await data<{ lines: Record<string, unknown>[] }>(
      admin.get(`${JXC_API}inbound/InboundInfo`, { id: second.id }),
    );
    expect(next.lines[0]!.qty).toBe(40);
    await data(
      admin.post(`${JXC_API}inbound/InboundSave`, {
        id: second.id,
        warehouse_id: warehouse,
        business_type: 'purchase',
        lines: [{ ...next.lines[0], qty: 45 }],
      }),
    );
    const over = await admin.post(`${JXC_API}inbound/InboundAudit`, { id: second.id });
    expect(over.status).toBe(409);
    expect(over.body.msg).toBe('工业盐（日晒） 的入库数量超过采购数量：订购 100，已入库 60，本次 45');
    expect(await stockOf(warehouse, bag.value)).toBe(before + 60);
    const [still] = await inStore<{ status: number }>(
      sql`select status from inbounds where id = ${second.id}`,
    );
    expect(still!.status).toBe(0);

    await data(
      admin.post(`${JXC_API}inbound/InboundSave`, {
        id: second.id,
        warehouse_id: warehouse,
        business_type: 'purchase',
        lines: [{ ...next.lines[0], qty: 40 }],
      }),
    );
    await data(admin.post(`${JXC_API}inbound/InboundAudit`, { id: second.id }));
    const [full] = await inStore<{ status: number }>(sql`select status from purchases where id = ${id}`);
    expect(full!.status).toBe(3);
    expect((await admin.post(`${JXC_API}purchase/PurchaseReceive`, { id })).body.msg).toBe(
      '该采购订单已全部入库',
    );
  });

  it('refuses a document whose total passes its limit, naming the line (F3: 100 lines of 1e9 at 1e8 yuan)', async () => {
    const count = async () =>
      (await inStore<{ n: number }>(sql`select count(*)::int as n from purchases`))[0]!.n;
    const before = await count();
    const line = { material_id: bag.value, unit_id: units.get('袋(50kg)'), qty: 1e9, price: 1e8 };
    const r = await admin.post(`${JXC_API}purchase/PurchaseSave`, {
      vendor_id: vendor,
      warehouse_id: warehouse,
      lines: Array.from({ length: 100 }, () => line),
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(
      '第 1 行：单据合计在此行超出上限（金额至多 10,000,000,000.00 元，数量至多 1,000,000,000,000）',
    );
    expect(await count()).toBe(before);
  });

  it('receives on a purchase line only the material ordered on it (F8)', async () => {
    const { id } = await data<{ id: number }>(
      admin.post(`${JXC_API}purchase/PurchaseSave`, {
        vendor_id: vendor,
        warehouse_id: warehouse,
        lines: [{ material_id: bag.value, unit_id: units.get('袋(50kg)'), qty: 10, price: 3_800 }],
      }),
    );
    await data(admin.post(`${JXC_API}purchase/PurchaseAudit`, { id }));
    const made = await data<{ id: number }>(admin.post(`${JXC_API}purchase/PurchaseReceive`, { id }));
    const receipt = await data<{ lines: Record<string, unknown>[] }>(
      admin.get(`${JXC_API}inbound/InboundInfo`, { id: made.id }),
    );
    // The line keeps its purchase line but now names another material.
    const swapped = { ...receipt.lines[0], material_id: box.value, unit_id: units.get('箱') };
    await data(
      admin.post(`${JXC_API}inbound/InboundSave`, {
        id: made.id,
        warehouse_id: warehouse,
        business_type: 'purchase',
        lines: [swapped],
      }),
    );
    const before = await stockOf(warehouse, box.value);
    const audit = await admin.post(`${JXC_API}inbound/InboundAudit`, { id: made.id });
    expect(audit.status).toBe(409);
    expect(audit.body.msg).toBe('入库的 低钠盐 不是所选采购订单行的物料：请按采购订单入库');
    expect(await stockOf(warehouse, box.value)).toBe(before);
    const [order] = await inStore<{ status: number; received: string }>(
      sql`select p.status, l.received_qty as received from purchases p join purchase_lines l on l.doc_id = p.id and l.supplier_id = p.supplier_id where p.id = ${id}`,
    );
    expect(order).toMatchObject({ status: 1 });
    expect(Number(order!.received)).toBe(0);
  });

  it('takes stock out on audit, refuses a shortage with what there is, and lets a warehouse allowing it go negative', async () => {
    const operator = (
      await data<Option[]>(
        admin.get(`${JXC_API}warehouse/WarehouseOperatorList`, { warehouse_id: warehouse }),
      )
    )[0]!.value;
    const have = await stockOf(warehouse, bag.value);
    const save = (warehouseId: number, qty: number) =>
      data<{ id: number }>(
        admin.post(`${JXC_API}outbound/OutboundSave`, {
          warehouse_id: warehouseId,
          business_type: 'loss',
          operator_id: operator,
          lines: [{ material_id: bag.value, unit_id: units.get('袋(50kg)'), qty, price: 0 }],
        }),
      );
    const short = await save(warehouse, have + 1);
    const refused = await admin.post(`${JXC_API}outbound/OutboundAudit`, { id: short.id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`库存不足：工业盐（日晒） 在 郑州一号仓 可用 ${have}，需要 ${have + 1}`);
    expect(await stockOf(warehouse, bag.value)).toBe(have);
    const [open] = await inStore<{ status: number }>(
      sql`select status from outbounds where id = ${short.id}`,
    );
    expect(open!.status).toBe(0);

    const ok = await save(warehouse, 5);
    await data(admin.post(`${JXC_API}outbound/OutboundAudit`, { id: ok.id }));
    expect(await stockOf(warehouse, bag.value)).toBe(have - 5);

    const there = await stockOf(negative, bag.value);
    const minus = await save(negative, Math.max(0, there) + 3);
    await data(admin.post(`${JXC_API}outbound/OutboundAudit`, { id: minus.id }));
    expect(await stockOf(negative, bag.value)).toBe(there - (Math.max(0, there) + 3));
    expect(await stockOf(negative, bag.value)).toBeLessThan(0);
  });

  it('refuses an operator who does not work in the warehouse', async () => {
    const r = await admin.post(`${JXC_API}outbound/OutboundSave`, {
      warehouse_id: warehouse,
      business_type: 'sale',
      operator_id: 999_999,
      lines: [{ material_id: bag.value, unit_id: units.get('袋(50kg)'), qty: 1, price: 0 }],
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('出库人不是该仓库的仓管员');
  });

  it('keeps every stock row equal to the sum of its ledger (demo data included)', async () => {
    const mismatches = await withStore(t.database.db, Number(admin.suid), (db) => ledgerMismatches(db));
    expect(mismatches).toEqual([]);
    const [{ n }] = (await inStore<{ n: number }>(sql`select count(*)::int as n from stock_logs`)) as [
      { n: number },
    ];
    expect(n).toBeGreaterThan(10);
  });

  it('lists stock by warehouse and material with totals over the whole filter, as SQL has them', async () => {
    const rows = await data<{ warehouse_id: number; material: string; qty: number }[]>(
      admin.get(`${JXC_API}stock/StockManage`, {
        warehouse_id: String(warehouse),
        material: '盐',
        limit: 500,
      }),
    );
    expect(rows.every((r) => r.warehouse_id === warehouse && r.material.includes('盐'))).toBe(true);
    const counted = await data<{ count: number; totalrow: { qty: number; amount: number } }>(
      admin.get(`${JXC_API}stock/StockManage`, {
        warehouse_id: String(warehouse),
        material: '盐',
        _count_sum: 1,
      }),
    );
    const [expected] = await inStore<{ n: number; qty: string; amount: string }>(
      sql`select count(*)::int as n, coalesce(sum(s.qty), 0)::text as qty, coalesce(sum(s.amount), 0)::text as amount
            from stocks s join materials m on m.supplier_id = s.supplier_id and m.id = s.material_id
           where s.warehouse_id = ${warehouse} and m.name ilike '%盐%'`,
    );
    expect(counted).toEqual({
      count: expected!.n,
      totalrow: { qty: Number(expected!.qty), amount: Number(expected!.amount) },
    });
    const log = await data<{ doc_no: string; qty_delta: number }[]>(
      admin.get(`${JXC_API}stocklog/StockLogManage`, {
        material: '工业盐（日晒）',
        warehouse_id: String(warehouse),
      }),
    );
    expect(log.length).toBeGreaterThan(0);
    const bad = await admin.get(`${JXC_API}stock/StockManage`, { sort: 'spec' });
    expect(bad.status).toBe(400);
  });

  it('pushes an audited inbound document to the ERP through the outbox, once', async () => {
    const [doc] = await inStore<{ id: number; no: string }>(
      sql`select id::int as id, no from inbounds where status = 1 and send_status = 'none' order by id limit 1`,
    );
    const queued = await admin.post(`${JXC_API}inbound/InboundSend`, { id: doc!.id });
    expect(queued.body).toMatchObject({ status: true, msg: '已加入推送队列，稍后自动推送' });
    expect(await t.app.erpWorker!.tick()).toBe(true);
    expect(await t.app.erpWorker!.tick()).toBe(false);
    const [after] = await inStore<{ send_status: string }>(
      sql`select send_status from inbounds where id = ${doc!.id}`,
    );
    expect(after!.send_status).toBe('sent');
    const pushed = (await readOutbox(t, 'erp')).filter((m) => m.params.no === doc!.no);
    expect(pushed).toHaveLength(1);
    expect(JSON.parse(pushed[0]!.body)).toMatchObject({ no: doc!.no, lines: expect.any(Array) });
    const again = await admin.post(`${JXC_API}inbound/InboundSend`, { id: doc!.id });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该入库单已推送');

    const [open] = await inStore<{ id: number }>(
      sql`select id::int as id from inbounds where status = 0 order by id limit 1`,
    );
    if (open)
      expect((await admin.post(`${JXC_API}inbound/InboundSend`, { id: open.id })).body.msg).toBe(
        '入库单未审核，不能推送',
      );
  });
});
