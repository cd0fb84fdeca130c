import { pageByPath } from '@yanye/catalog';
import { formatDate, rawRows, withStore } from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { type CountAnswer, formatMoney, type TableMeta } from '@yanye/protocol';
import ExcelJS from '@zlooun/exceljs';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ORDER = '/v1/seller/order/Order';
const REFUND = '/v1/seller/refund/Refund';
const SHOP = '/v1/seller/shop/Shop';
const BIN = '/v1/seller/shop/ShopRecycle';
const QM = '/v1/seller/quickmenu/';
const REPORT = '/v1/seller/report/';
const LOG = '/v1/seller/operator/OperatorLogManage';

type Row = Record<string, unknown> & { id: number };

describe.each(DB_KINDS)('orders, refunds, shops, quick menus and reports on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let clerk: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
  });
  afterAll(() => t?.close());

  /** Rows of a query run in the salt store. */
  const query = <T extends Record<string, unknown>>(q: SQL) =>
    withStore(t.database.db, Number(admin.suid), (db) => rawRows<T>(db.tx, q));
  const one = async <T extends Record<string, unknown>>(q: SQL) => (await query<T>(q))[0]!;

  const data = <T>(r: { status: number; body: { status: boolean; msg: string; data?: unknown } }) => {
    if (!r.body.status) throw new Error(`${r.status}: ${r.body.msg}`);
    return r.body.data as T;
  };

  describe('orders', () => {
    it('has tabs whose counts are the counters', async () => {
      const meta = data<TableMeta>(await admin.get(`${ORDER}Manage`, { _meta: 1 }));
      expect(meta.tabs?.map((tab) => tab.name)).toEqual(['all', 'submit', 'pay', 'send', 'finish', 'cancel']);
      const counters = data<Record<string, number>>(
        await admin.get('/v1/seller/order/OrderCount', { order_status: 'submit,pay,send' }),
      );
      const counted = data<CountAnswer>(await admin.get(`${ORDER}Manage`, { _count_sum: 1 }));
      for (const tab of ['submit', 'pay', 'send'] as const) {
        expect(counted.tabs?.[tab]).toBe(counters[tab]);
        // The tab's own list holds exactly the counted orders, all in that status.
        const open = data<CountAnswer>(await admin.get(`${ORDER}Manage`, { _count_sum: 1, _tab: tab }));
        expect(open.count).toBe(counters[tab]);
        const rows = data<Row[]>(await admin.get(`${ORDER}Manage`, { _tab: tab, limit: 50 }));
        expect(rows.every((r) => r.order_status === tab)).toBe(true);
      }
      // The pick-up variant of the workbench: the filtered list's tab counts are its counters.
      const pickup = data<Record<string, number>>(
        await admin.get('/v1/seller/order/OrderCount', { freight_mode: 2 }),
      );
      const pickupTabs = data<CountAnswer>(
        await admin.get(`${ORDER}Manage`, { _count_sum: 1, freight_mode: 2 }),
      );
      expect(pickupTabs.tabs).toMatchObject({ submit: pickup.submit, send: pickup.send });
      const all = await one<{ n: number }>(sql`select count(*)::int as n from orders`);
      expect(counted.tabs?.all).toBe(all.n);
      expect(counted.count).toBe(all.n);
    });

    it('refuses a tab it does not have', async () => {
      const r = await admin.get(`${ORDER}Manage`, { _tab: 'paid' });
      expect(r.status).toBe(400);
      expect(r.body.msg).toContain('_tab');
    });

    it('cancels an unpaid order and returns its stock in the same transaction, once', async () => {
      const order = await one<{ id: number }>(
        sql`select id from orders where order_status = 'submit' order by id limit 1`,
      );
      const stockOf = () =>
        query<{ goods_id: number; stock: string }>(
          sql`select g.id as goods_id, g.stock::text as stock from goods g
               where g.id in (select goods_id from order_lines where order_id = ${order.id}) order by g.id`,
        );
      const wanted = await query<{ goods_id: number; qty: string }>(
        sql`select goods_id, sum(qty)::text as qty from order_lines where order_id = ${order.id}
             group by goods_id order by goods_id`,
      );
      const before = await stockOf();
      const r = await admin.post(`${ORDER}Cancel`, { id: order.id, cancel_reason: '买家联系不上' });
      expect(r.body).toMatchObject({ status: true, msg: '订单已取消，库存已退回' });
      const after = await stockOf();
      after.forEach((g, i) => {
        expect(Number(g.stock)).toBeCloseTo(Number(before[i]!.stock) + Number(wanted[i]!.qty), 3);
      });
      const row = await one<{ order_status: string; cancel_reason: string }>(
        sql`select order_status, cancel_reason from orders where id = ${order.id}`,
      );
      expect(row).toEqual({ order_status: 'cancel', cancel_reason: '买家联系不上' });
      // A second cancel (a stale tab) is refused and gives nothing back again.
      const again = await admin.post(`${ORDER}Cancel`, { id: order.id, cancel_reason: '买家联系不上' });
      expect(again.status).toBe(409);
      expect(await stockOf()).toEqual(after);
    });

    it('asks why an order is cancelled, refusing none or a word, and keeps the reason in the operator log', async () => {
      const open = await one<{ id: number }>(
        sql`select id from orders where order_status = 'submit' limit 1`,
      );
      for (const body of [{ id: open.id }, { id: open.id, cancel_reason: '否' }]) {
        const r = await admin.post(`${ORDER}Cancel`, body);
        expect(r.status).toBe(400);
        expect(r.body.msg).toContain('取消原因');
      }
      const still = await one<{ s: string }>(sql`select order_status as s from orders where id = ${open.id}`);
      expect(still.s).toBe('submit');
      expect(
        (await admin.post(`${ORDER}Cancel`, { id: open.id, cancel_reason: '买家重复下单' })).status,
      ).toBe(200);
      const logged = await one<{ summary: string }>(
        sql`select summary from operator_logs where api = ${`${ORDER}Cancel`} and target = ${String(open.id)}`,
      );
      expect(logged.summary).toMatch(/^取消订单「\d+」：取消原因 买家重复下单$/);
    });

    it('refuses to cancel a paid order', async () => {
      const paid = await one<{ id: number }>(sql`select id from orders where order_status = 'pay' limit 1`);
      const r = await admin.post(`${ORDER}Cancel`, { id: paid.id, cancel_reason: '买家联系不上' });
      expect(r.status).toBe(409);
      const row = await one<{ s: string }>(sql`select order_status as s from orders where id = ${paid.id}`);
      expect(row.s).toBe('pay');
    });

    it('ships a paid delivery order with its waybill, and marks a pick-up order consumed', async () => {
      const paid = await one<{ id: number }>(
        sql`select id from orders where order_status = 'pay' and freight_mode = 1 order by id limit 1`,
      );
      const missing = await admin.post(`${ORDER}Send`, { id: paid.id, express_company: '顺丰速运' });
      expect(missing.status).toBe(400);
      expect(missing.body.msg).toBe('字段 快递单号 不能为空');
      const shipped = await admin.post(`${ORDER}Send`, {
        id: paid.id,
        express_company: '顺丰速运',
        express_no: 'SF1234567890',
      });
      expect(shipped.body).toMatchObject({ status: true, msg: '已发货' });
      const info = data<Row & { lines: unknown[]; shop_name: string }>(
        await admin.get('/v1/seller/order/info', { id: paid.id }),
      );
      expect(info).toMatchObject({
        order_status: 'send',
        express_company: '顺丰速运',
        express_no: 'SF1234567890',
      });
      expect(info.lines.length).toBeGreaterThan(0);
      expect(info.shop_name).not.toBe('');

      // The demo's pick-up orders waiting to be consumed are the last two days' (its day and its random draws
      // decide how many): a shipped delivery becomes one when there is none.
      const [waiting] = await query<{ id: number }>(
        sql`select id from orders where order_status = 'send' and freight_mode = 2 order by id limit 1`,
      );
      const pickup =
        waiting ??
        (await one<{ id: number }>(
          sql`update orders set freight_mode = 2, express_company = '', express_no = ''
               where id = (select id from orders where order_status = 'send' and freight_mode = 1
                            order by id limit 1)
               returning id`,
        ));
      const wrong = await admin.post(`${ORDER}Send`, {
        id: pickup.id,
        express_company: '顺丰速运',
        express_no: 'X1234567',
      });
      expect(wrong.status).toBe(409);
      const verified = await admin.post(`${ORDER}Verify`, { id: pickup.id });
      expect(verified.body).toMatchObject({ status: true, msg: '已核销' });
      expect((await admin.post(`${ORDER}Verify`, { id: pickup.id })).status).toBe(409);
    });

    it('does not show another store’s order', async () => {
      const grain = await signedIn(t, 'grain_admin');
      const theirs = data<Row[]>(await grain.get(`${ORDER}Manage`, { limit: 1 }))[0]!;
      expect((await admin.get('/v1/seller/order/info', { id: theirs.id })).status).toBe(404);
      expect(
        (await admin.post(`${ORDER}Cancel`, { id: theirs.id, cancel_reason: '买家联系不上' })).status,
      ).toBe(404);
    });
  });

  describe('refunds', () => {
    it('agrees to a refund, pays it, and records it on the order', async () => {
      // The demo's pending requests depend on the hour it was seeded at: one is made when none is left.
      const [seeded] = await query<{ id: number; order_id: number; amount: number }>(
        sql`select r.id, r.order_id, r.amount::int as amount from refunds r join orders o on o.id = r.order_id
             where r.status = 'pending' and r.type = 'refund' and o.refunded_amount = 0 order by r.id limit 1`,
      );
      const r =
        seeded ??
        (await one<{ id: number; order_id: number; amount: number }>(
          sql`insert into refunds (supplier_id, refund_sn, order_id, type, status, amount, reason)
              select ${Number(admin.suid)}, 'TKA' || o.id, o.id, 'refund', 'pending', o.pay_amount, '不想要了'
                from orders o where o.order_status = 'finish' and o.refunded_amount = 0 and o.pay_amount > 0
                 and not exists (select 1 from refunds x where x.order_id = o.id) order by o.id limit 1
              returning id, order_id, amount::int as amount`,
        ));
      const before = await one<{ refunded: number }>(
        sql`select refunded_amount::int as refunded from orders where id = ${r.order_id}`,
      );
      expect((await admin.post(`${REFUND}Confirm`, { id: r.id })).status).toBe(409);
      const agreed = await admin.post(`${REFUND}Agree`, { id: r.id });
      expect(agreed.body).toMatchObject({ status: true, msg: '已同意' });
      const paid = await admin.post(`${REFUND}Confirm`, { id: r.id });
      expect(paid.body).toMatchObject({ status: true, msg: '已退款' });
      const after = await one<{ refunded: number }>(
        sql`select refunded_amount::int as refunded from orders where id = ${r.order_id}`,
      );
      expect(after.refunded).toBe(before.refunded + r.amount);
      const tabs = data<CountAnswer>(await admin.get(`${REFUND}Manage`, { _count_sum: 1 })).tabs!;
      const counters = data<Record<string, number>>(await admin.get('/v1/seller/refund/RefundCount'));
      expect({ refund: tabs.refund, return: tabs.return }).toEqual(counters);
    });

    it('rejects only with a reason the buyer can read', async () => {
      // A request of its own: how many the demo leaves pending depends on the hour it was seeded at.
      const order = await one<{ id: number }>(
        sql`select o.id from orders o where o.order_status = 'finish' and o.refunded_amount = 0
             and not exists (select 1 from refunds x where x.order_id = o.id) order by o.id limit 1`,
      );
      const [r] = await query<{ id: number }>(
        sql`insert into refunds (supplier_id, refund_sn, order_id, type, status, amount, reason)
            values (${Number(admin.suid)}, ${`TKR${order.id}`}, ${order.id}, 'refund', 'pending', 100, '不想要了')
            returning id`,
      );
      if (!r) throw new Error('no refund made');
      const bare = await admin.post(`${REFUND}Reject`, { id: r.id });
      expect(bare.status).toBe(400);
      const done = await admin.post(`${REFUND}Reject`, { id: r.id, reply: '商品已使用，不支持退款' });
      expect(done.body).toMatchObject({ status: true, msg: '已拒绝' });
    });

    it('pays back part of what was asked, never more than is refundable, and says how much that is', async () => {
      const meta = data<TableMeta>(await admin.get(`${REFUND}Manage`, { _meta: 1 }));
      const confirm = meta.actions.find((a) => a.name === 'Confirm');
      expect(confirm?.fields?.map((f) => [f.name, f.type, f.max_key])).toEqual([
        ['amount', 'money', 'refundable'],
      ]);
      const order = await one<{ id: number; pay: number }>(
        sql`select id, pay_amount::int as pay from orders o where order_status = 'finish' and refunded_amount = 0
             and pay_amount >= 1000 and not exists (select 1 from refunds x where x.order_id = o.id)
             order by id desc limit 1`,
      );
      const asked = order.pay - 500;
      const [made] = await query<{ id: number }>(
        sql`insert into refunds (supplier_id, refund_sn, order_id, type, status, amount, reason)
            values (${Number(admin.suid)}, ${`TKP${order.id}`}, ${order.id}, 'refund', 'agreed', ${asked}, '部分')
            returning id`,
      );
      // PostgreSQL answers a bigint as text.
      const id = Number(made!.id);
      const listed = data<Row[]>(await admin.get(`${REFUND}Manage`, { refund_sn: `TKP${order.id}` }));
      expect(listed.map((r) => r.refundable)).toEqual([asked]);
      for (const amount of [asked + 1, order.pay]) {
        const over = await admin.post(`${REFUND}Confirm`, { id, amount });
        expect(over.status, String(amount)).toBe(409);
        expect(over.body.msg).toBe(`退款金额超过订单可退金额 ${formatMoney(asked)} 元`);
      }
      for (const amount of [0, -1, 1.5])
        expect((await admin.post(`${REFUND}Confirm`, { id, amount })).status).toBe(400);
      expect(await one(sql`select status, amount::int as amount from refunds where id = ${id}`)).toEqual({
        status: 'agreed',
        amount: asked,
      });
      expect(data<Row>(await admin.post(`${REFUND}Confirm`, { id, amount: 800 }))).toMatchObject({ id });
      // What was paid, with what the buyer asked kept beside it.
      expect(
        await one(
          sql`select status, amount::int as amount, asked_amount::int as asked from refunds where id = ${id}`,
        ),
      ).toEqual({ status: 'refunded', amount: 800, asked });
      const done = data<Row[]>(await admin.get(`${REFUND}Manage`, { refund_sn: `TKP${order.id}` }));
      expect(done.map((r) => [r.amount, r.asked_amount])).toEqual([[800, asked]]);
      const after = await one<{ refunded: number; status: string }>(
        sql`select refunded_amount::int as refunded, order_status as status from orders where id = ${order.id}`,
      );
      expect(after).toEqual({ refunded: 800, status: 'finish' });
    });

    it('never refunds more than was paid, and leaves everything as it was', async () => {
      const order = await one<{ id: number; pay: number; refunded: number }>(
        sql`select id, pay_amount::int as pay, refunded_amount::int as refunded from orders
             where order_status = 'finish' and refunded_amount = 0 order by id limit 1`,
      );
      const [made] = await query<{ id: number }>(
        sql`insert into refunds (supplier_id, refund_sn, order_id, type, status, amount, reason)
            values (${Number(admin.suid)}, ${`TKX${order.id}`}, ${order.id}, 'refund', 'agreed', ${order.pay + 1}, '测试')
            returning id`,
      );
      const r = await admin.post(`${REFUND}Confirm`, { id: made!.id });
      expect(r.status).toBe(409);
      expect(r.body.msg).toContain(`${formatMoney(order.pay)} 元`);
      const still = await one<{ status: string; refunded: number }>(
        sql`select r.status, o.refunded_amount::int as refunded from refunds r join orders o on o.id = r.order_id
             where r.id = ${made!.id}`,
      );
      expect(still).toEqual({ status: 'agreed', refunded: 0 });
    });
  });

  describe('shops and the recycle bin', () => {
    it('deletes a shop into the bin, refuses to revert it over a new namesake, then reverts it', async () => {
      const list = data<Row[]>(await admin.get(`${SHOP}Manage`, { limit: 50 }));
      const shop = list[0]!;
      expect((await admin.post(`${SHOP}Del`, { id: shop.id })).body.status).toBe(true);
      const live = data<Row[]>(await admin.get(`${SHOP}Manage`, { limit: 50 }));
      expect(live.some((s) => s.id === shop.id)).toBe(false);
      const bin = data<Row[]>(await admin.get(`${BIN}Manage`, { limit: 50 }));
      expect(bin[0]).toMatchObject({ id: shop.id, name: shop.name });
      expect(Number(bin[0]!.deleted_at)).toBeGreaterThan(0);
      // Not editable or deletable while in the bin.
      expect((await admin.get(`${SHOP}Info`, { id: shop.id })).status).toBe(404);
      expect((await admin.post(`${SHOP}Del`, { id: shop.id })).status).toBe(404);

      const namesake = data<{ id: number }>(await admin.post(`${SHOP}Save`, { name: shop.name, dept_id: 0 }));
      const refused = await admin.post(`${BIN}Revert`, { id: shop.id });
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toContain(String(shop.name));
      expect(data<Row[]>(await admin.get(`${BIN}Manage`, { limit: 50 })).some((s) => s.id === shop.id)).toBe(
        true,
      );

      await admin.post(`${SHOP}Save`, { id: namesake.id, name: `${shop.name}（新）`, dept_id: 0 });
      const reverted = await admin.post(`${BIN}Revert`, { id: shop.id });
      expect(reverted.body).toMatchObject({ status: true, msg: '已恢复' });
      const back = data<Row[]>(await admin.get(`${SHOP}Manage`, { limit: 50 }));
      expect(back.some((s) => s.id === shop.id)).toBe(true);
      expect((await admin.post(`${BIN}Revert`, { id: shop.id })).status).toBe(404);
    });

    it('refuses a second live shop of the same name', async () => {
      const [shop] = data<Row[]>(await admin.get(`${SHOP}Manage`, { limit: 1 }));
      const r = await admin.post(`${SHOP}Save`, { name: shop!.name });
      expect(r.status).toBe(409);
      expect(r.body.msg).toContain('已有同名门店');
    });

    it('moves the selected shops to another department at once', async () => {
      const shops = data<Row[]>(await admin.get(`${SHOP}Manage`, { limit: 3 }));
      const dept = await one<{ id: number; name: string }>(
        sql`select id, name from departments where name = '销售部' limit 1`,
      );
      const r = await admin.post(`${SHOP}ChangeDepart`, { ids: shops.map((s) => s.id), dept_id: dept.id });
      expect(r.body).toMatchObject({ status: true, msg: '已处理 3 条' });
      const moved = data<Row[]>(await admin.get(`${SHOP}Manage`, { limit: 50 }));
      for (const s of shops) expect(moved.find((m) => m.id === s.id)?.dept).toBe(dept.name);
      const bad = await admin.post(`${SHOP}ChangeDepart`, { ids: shops.map((s) => s.id), dept_id: 999_999 });
      expect(bad.status).toBe(400);
    });

    it('lists clock-ins with who and where', async () => {
      const counted = data<CountAnswer>(
        await admin.get('/v1/seller/clockin/ClockinManage', { _count_sum: 1 }),
      );
      const n = await one<{ n: number }>(sql`select count(*)::int as n from clock_ins`);
      expect(counted.count).toBe(n.n);
      expect(n.n).toBeGreaterThan(0);
      const [row] = data<Row[]>(await admin.get('/v1/seller/clockin/ClockinManage', { limit: 1 }));
      expect(row).toMatchObject({ kind: expect.any(String) });
      expect(String(row!.shop_id)).not.toBe('');
    });
  });

  describe('quick menus', () => {
    type Menu = { path: string; full_path: string; name: string; title: string };
    const list = async (c: Client = admin) => data<Menu[]>(await c.get(`${QM}QuickMenuList`));

    it('starts with the demo menus, titled in the reader’s language', async () => {
      const menus = await list();
      expect(menus.map((m) => m.path)).toContain('/dataDetails/order/manage');
      const en = data<Menu[]>(await admin.get(`${QM}QuickMenuList`, {}, { lang: 'en' }));
      expect(en.find((m) => m.path === '/dataDetails/order/manage')?.title).toBe('Retail orders');
    });

    it('refuses a duplicate, the workbench, a page that is not a screen, and a 17th menu', async () => {
      const dup = await admin.post(`${QM}QuickMenuAdd`, { path: '/dataDetails/order/manage' });
      expect(dup.body).toMatchObject({ status: false, msg: '请勿重复添加' });
      const dash = await admin.post(`${QM}QuickMenuAdd`, { path: '/dashboard' });
      expect(dash.body).toMatchObject({ status: false, msg: '工作台 不可添加快捷菜单哦' });
      const button = await admin.post(`${QM}QuickMenuAdd`, { path: '/dataDetails/order/cancel/:id' });
      expect(button.status).toBe(400);
      const nowhere = await admin.post(`${QM}QuickMenuAdd`, { path: '/no/such/page' });
      expect(nowhere.status).toBe(400);

      const have = new Set((await list()).map((m) => m.path));
      const pages = [
        '/goods/list/manageUnShow',
        '/goods/cat/manage',
        '/inventory/purchaseApply/manage',
        '/inventory/purchase/manage',
        '/inventory/inbound/manage',
        '/inventory/outbound/manage',
        '/inventory/stocklog/manage',
        '/dataDetails/delshop/manage',
        '/dataDetails/clockin/manage',
        '/goods/list/manageSupply',
        '/goods/list/GoodsProperty',
        '/content/shopinfo',
        '/recycle/order/manage',
      ].filter((p) => !have.has(p));
      let n = have.size;
      for (const path of pages) {
        if (n === 16) break;
        const r = await admin.post(`${QM}QuickMenuAdd`, { path, full_path: path });
        expect(r.body.msg).toBe('操作成功');
        n++;
      }
      expect(n).toBe(16);
      const current = new Set((await list()).map((m) => m.path));
      const spare = [...pages, '/inventory/stock/manage', '/report/chart'].find((p) => !current.has(p))!;
      const seventeenth = await admin.post(`${QM}QuickMenuAdd`, { path: spare });
      expect(seventeenth.body).toMatchObject({ status: false, msg: '最多可添加16个快捷菜单哦' });
      expect((await list()).length).toBe(16);
    });

    it('replaces the whole list with QuickMenuAdds under the same rules, or changes nothing', async () => {
      const before = await list();
      const tooMany = Array.from({ length: 17 }, (_, i) => before[i % before.length]);
      const refused = await admin.post(`${QM}QuickMenuAdds`, { menu_data: JSON.stringify(tooMany) });
      expect(refused.body.status).toBe(false);
      const withDashboard = [{ path: '/dashboard' }, ...before.slice(0, 2)];
      const dash = await admin.post(`${QM}QuickMenuAdds`, { menu_data: JSON.stringify(withDashboard) });
      expect(dash.body.msg).toContain('不可添加快捷菜单哦');
      const garbage = await admin.post(`${QM}QuickMenuAdds`, { menu_data: '{not json' });
      expect(garbage.status).toBe(400);
      expect((await list()).map((m) => m.path)).toEqual(before.map((m) => m.path));

      const reordered = [before[2]!, before[0]!];
      const ok = await admin.post(`${QM}QuickMenuAdds`, { menu_data: JSON.stringify(reordered) });
      expect(ok.body.status).toBe(true);
      expect((await list()).map((m) => m.path)).toEqual([before[2]!.path, before[0]!.path]);
      const del = await admin.post(`${QM}QuickMenuDel`, { path: before[2]!.path });
      expect(del.body.status).toBe(true);
      expect((await list()).map((m) => m.path)).toEqual([before[0]!.path]);
      // The operator log names the menus by their pages' titles, in its reader's language.
      const en = data<{ sentence: string }[]>(
        await admin.get(LOG, { summary: '快捷菜单', limit: 2 }, { lang: 'en' }),
      );
      const title = (path: string) => pageByPath(path)!.title.en;
      expect(en.map((r) => r.sentence)).toEqual([
        `Removed the quick menu “${title(before[2]!.path)}”`,
        `Saved the quick menus: ${title(before[2]!.path)}, ${title(before[0]!.path)}`,
      ]);
    });

    it('offers an operator only the pages its roles open', async () => {
      const refused = await clerk.post(`${QM}QuickMenuAdd`, { path: '/dataDetails/order/manage' });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toContain('/dataDetails/order/manage');
      const ok = await clerk.post(`${QM}QuickMenuAdd`, { path: '/inventory/stock/manage' });
      expect(ok.body.status).toBe(true);
      expect((await list(clerk)).map((m) => m.path)).toEqual(['/inventory/stock/manage']);
    });
  });

  describe('sales reports', () => {
    const DAY = 86_400;
    const range = () => ({ start: t.clock.now - 30 * DAY, end: t.clock.now });

    it('sums the paid orders of the period as SQL does, by day, by shop and by category', async () => {
      const p = range();
      const summary = data<{ orders: number; amount: number; refunded: number }>(
        await admin.get(`${REPORT}SalesSummary`, p),
      );
      const expected = await one<{ orders: number; amount: number; refunded: number }>(
        sql`select count(*)::int as orders, coalesce(sum(pay_amount), 0)::int as amount,
                   coalesce(sum(refunded_amount), 0)::int as refunded
              from orders where pay_time between ${p.start} and ${p.end}`,
      );
      expect(summary).toMatchObject(expected);
      expect(expected.orders).toBeGreaterThan(20);

      const days = data<{ day: string; orders: number; amount: number }[]>(
        await admin.get(`${REPORT}SalesTrend`, p),
      );
      expect(days.length).toBeGreaterThanOrEqual(30);
      expect(days.length).toBeLessThanOrEqual(32);
      expect(days.reduce((s, d) => s + d.amount, 0)).toBe(expected.amount);
      expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());

      const shops = data<{ shop: string; amount: number }[]>(await admin.get(`${REPORT}ShopSales`, p));
      expect(shops.reduce((s, d) => s + d.amount, 0)).toBe(expected.amount);
      expect(shops.some((s) => s.shop === '线上商城')).toBe(true);

      const cats = data<{ category: string; amount: number }[]>(await admin.get(`${REPORT}CategorySales`, p));
      const lines = await one<{ amount: number }>(
        sql`select coalesce(sum(l.amount), 0)::int as amount from order_lines l join orders o on o.id = l.order_id
             where o.pay_time between ${p.start} and ${p.end}`,
      );
      expect(cats.reduce((s, c) => s + c.amount, 0)).toBe(lines.amount);
    });

    it('takes the store’s days as the period, whatever the browser’s clock', async () => {
      const day = (seconds: number) => formatDate(seconds, t.config.TIME_ZONE);
      const start = day(t.clock.now - 6 * DAY);
      const end = day(t.clock.now);
      const days = data<{ day: string }[]>(await admin.get(`${REPORT}SalesTrend`, { start, end }));
      expect(days.map((d) => d.day)).toHaveLength(7);
      expect(days[0]!.day).toBe(start);
      expect(days[6]!.day).toBe(end);
      const bad = await admin.get(`${REPORT}SalesTrend`, { start: '2026-02-30', end });
      expect(bad.status).toBe(400);
    });

    it('gives the workbench today and this month', async () => {
      const r = data<{ today: { orders: number }; month: { orders: number } }>(
        await admin.get(`${REPORT}SalesSummary`),
      );
      expect(r.month.orders).toBeGreaterThanOrEqual(r.today.orders);
    });

    it('refuses a period backwards or longer than a year, in the user’s words', async () => {
      const now = t.clock.now;
      const back = await admin.get(`${REPORT}SalesTrend`, { start: now, end: now - DAY });
      expect(back.status).toBe(400);
      expect(back.body.msg).toContain('366');
      const long = await admin.get(`${REPORT}SalesTrend`, { start: now - 400 * DAY, end: now });
      expect(long.status).toBe(400);
      const none = await admin.get(`${REPORT}ShopSales`, { start: now });
      expect(none.body.msg).toContain('结束日期');
    });

    it('exports the three reports as one workbook', async () => {
      const raw = await admin.download(`${REPORT}SalesExport`, range());
      expect(raw.statusCode).toBe(200);
      expect(raw.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(raw.rawPayload as never);
      expect(book.worksheets.map((s) => s.name)).toEqual(['每日销售', '分类销售', '门店销售']);
      expect(book.worksheets[0]!.rowCount).toBeGreaterThan(30);
    });

    it('is the report page’s: an operator without it is refused', async () => {
      expect((await clerk.get(`${REPORT}SalesTrend`, range())).status).toBe(403);
    });
  });
});
