import { callLog, DB_KINDS, okData, receiverMode, signedIn, suiteApp } from '@yanye/addon-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { platformSign } from './service';
import {
  APPLY,
  AUTH,
  type AuthRow,
  CUSTOMER,
  ORDERS,
  orderToShip,
  PLATFORM_KEY,
  RECORD,
  type RecordRow,
  received,
  recordsOf,
  SF_KEY,
  setUp,
  setup,
} from './waybill.support';

/**
 * Drawing waybill numbers through the real HTTP client and the local receiver: success in the
 * courier's format, the platform's refusal, a timeout retried with the same order id (which the platform
 * dedupes), secrets kept out of the call log, hostile input, the accounts' rules, voiding and shipping, and
 * the store wall.
 */

interface Issued {
  id: number;
  order_id: number;
  order_sn: string;
  company: string;
  waybill_no: string;
  bulkpen: string;
  sorting_code: string;
}

describe.each(DB_KINDS)('e-waybill numbers on %s', (kind) => {
  const app = suiteApp(kind, { listen: true });
  let sf: AuthRow;
  let store: number;
  beforeAll(async () => {
    store = Number(app.salt.suid);
    sf = await setUp(app.salt);
  });

  it('draws an SF number with its routing through the platform, once per order', async () => {
    const order = await orderToShip(app.salt);
    const r = await app.salt.post(APPLY, {
      order_id: order.value,
      auth_id: sf.id,
      weight: 2.5,
      remark: '轻放',
    });
    const issued = okData<Issued>(r);
    expect(r.body.msg).toBe(`已取号：顺丰速运 ${issued.waybill_no}`);
    expect(issued).toMatchObject({ order_id: order.value, order_sn: order.order_sn, company: '顺丰速运' });
    expect(issued.waybill_no).toMatch(/^SF1\d{12}$/);
    expect(issued.bulkpen).not.toBe('');
    expect(issued.sorting_code).toMatch(/^\d{3}-[A-Z]\d{2}-\d{2}$/);

    const info = okData<Record<string, unknown> & { _history: { step: string; note: string }[] }>(
      await app.salt.get(`${RECORD}Info`, { id: issued.id }),
    );
    expect(info).toMatchObject({
      waybill_no: issued.waybill_no,
      order_sn: order.order_sn,
      request_no: order.order_sn,
    });
    expect(info._history.map((h) => h.step)).toEqual(['Issue']);
    const [row] = await recordsOf(app.t, store);
    expect(row).toMatchObject({
      id: issued.id,
      status: 'issued',
      weight: 2500,
      remark: '轻放',
      cpCode: 'SF',
    });

    const sent = (await received(app.t))[0]!;
    expect(sent.path).toMatch(/^\/label\/order\?customer=XY0001KD100&sign=[0-9A-F]{32}$/);
    expect(JSON.parse(sent.body)).toMatchObject({
      kuaidicom: 'shunfeng',
      partnerId: '0371045123',
      code: '3710451230',
      orderId: order.order_sn,
      payType: 'MONTHLY',
      needSubscribe: true,
      pollCallBackUrl: expect.stringMatching(new RegExp(`/callback/addons/waybill/${store}/tracking$`)),
    });
    const log = await callLog(app.salt, 'waybill');
    expect(log[0]).toMatchObject({ op: 'order', outcome: 'ok', attempt: 1, local: 1, status: 200 });

    // The order has its waybill now: it is offered no more, and asking again calls nothing.
    const offered = okData<{ value: number }[]>(await app.salt.get(ORDERS, { limit: 100 }));
    expect(offered.map((o) => o.value)).not.toContain(order.value);
    const again = await app.salt.post(APPLY, { order_id: order.value, auth_id: sf.id });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(
      `订单 ${order.order_sn} 已取号：顺丰速运 ${issued.waybill_no}，如需重取请先作废`,
    );
    expect(await callLog(app.salt, 'waybill')).toHaveLength(log.length);
  });

  it('keeps the platform key and the account key out of the call log', async () => {
    const log = await callLog(app.salt, 'waybill');
    expect(log.length).toBeGreaterThan(0);
    const text = JSON.stringify(log);
    expect(text).not.toContain(PLATFORM_KEY);
    expect(text).not.toContain(SF_KEY);
    expect(log[0]!.request).toContain('"partnerKey":"******"');
    // The form shows that a key is held, never the key.
    const form = okData<{ partner_key: string }>(await app.salt.get(`${AUTH}Info`, { id: sf.id }));
    expect(form.partner_key).toBe('••••••');
    expect(JSON.stringify((await app.salt.get(`${AUTH}Manage`)).body)).not.toContain(SF_KEY);
  });

  it("answers the platform's refusal as a 503 in its words, books nothing and does not retry", async () => {
    const zto = okData<AuthRow[]>(await app.salt.get(`${AUTH}Manage`, { cp_code: 'ZTO' }))[0]!;
    okData(await app.salt.post(`${AUTH}Save`, { id: zto.id, partner_key: 'abc' }));
    const order = await orderToShip(app.salt);
    const before = (await recordsOf(app.t, store)).length;
    const calls = (await callLog(app.salt, 'waybill')).length;
    const r = await app.salt.post(APPLY, { order_id: order.value, auth_id: zto.id });
    expect(r.status).toBe(503);
    expect(r.body.msg).toBe('外部服务“快递100 电子面单”调用失败：对方拒绝：30007 电子面单客户账号或密码错误');
    const log = await callLog(app.salt, 'waybill');
    expect(log).toHaveLength(calls + 1);
    expect(log[0]).toMatchObject({ outcome: 'refused', attempt: 1 });

    await receiverMode(app.t, 'waybill', 'fail');
    const failed = await app.salt.post(APPLY, { order_id: order.value, auth_id: sf.id }, { lang: 'en' });
    expect(failed.status).toBe(503);
    expect(failed.body.msg).toMatch(/^The outside service "Kuaidi100 e-waybill" failed: it refused: 500 /);
    await receiverMode(app.t, 'waybill', 'success');
    expect(await recordsOf(app.t, store)).toHaveLength(before);
  });

  it('retries a timed-out request with the same order id, which the platform answers with one number', async () => {
    await setup(app.salt, 1);
    await receiverMode(app.t, 'waybill', 'slow', 1500);
    const order = await orderToShip(app.salt);
    const before = (await callLog(app.salt, 'waybill')).length;
    const r = await app.salt.post(APPLY, { order_id: order.value, auth_id: sf.id });
    expect(r.status).toBe(503);
    expect(r.body.msg).toBe('外部服务“快递100 电子面单”调用失败：1 秒内未应答');
    const attempts = (await callLog(app.salt, 'waybill')).slice(0, 3);
    expect((await callLog(app.salt, 'waybill')).length - before).toBe(3);
    expect(attempts.map((a) => a.attempt).sort()).toEqual([1, 2, 3]);
    expect(attempts.every((a) => a.outcome === 'timeout')).toBe(true);
    expect(new Set(attempts.map((a) => JSON.parse(a.request).orderId))).toEqual(new Set([order.order_sn]));
    expect((await recordsOf(app.t, store)).some((row) => row.orderId === order.value)).toBe(false);

    // The slow answers arrive after the client gave up; the platform drew one number for the three.
    await new Promise((resolve) => setTimeout(resolve, 1700));
    const late = (await received(app.t))
      .slice(0, 3)
      .map((q) => JSON.parse(q.answer).data.kuaidinum as string);
    expect(new Set(late).size).toBe(1);

    await receiverMode(app.t, 'waybill', 'success');
    await setup(app.salt, 5);
    const retried = okData<Issued>(await app.salt.post(APPLY, { order_id: order.value, auth_id: sf.id }));
    expect(retried.waybill_no).toBe(late[0]);
  });

  it('refuses hostile and wrong requests with a clear message and changes nothing', async () => {
    const before = (await recordsOf(app.t, store)).length;
    const calls = (await callLog(app.salt, 'waybill')).length;
    const order = await orderToShip(app.salt);
    const finished = okData<{ id: number; order_sn: string }[]>(
      await app.salt.get('/v1/seller/order/OrderManage', { _tab: 'finish', limit: 1 }),
    )[0]!;
    const stopped = okData<AuthRow[]>(await app.salt.get(`${AUTH}Manage`, { status: 0 }))[0]!;
    const keyless = okData<AuthRow[]>(await app.salt.get(`${AUTH}Manage`, { cp_code: 'JD' }))[0]!;
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ order_id: 'abc', auth_id: sf.id }, 400, /^待发货订单应为整数/],
      [{ order_id: order.value }, 400, /面单账号/],
      [{ order_id: order.value, auth_id: sf.id, weight: 1000 }, 400, /^重量（千克）/],
      [{ order_id: order.value, auth_id: sf.id, remark: 'a\u0000b' }, 400, /^备注/],
      [{ order_id: [order.value], auth_id: sf.id }, 400, /^待发货订单/],
      [{ order_id: 99_999_999, auth_id: sf.id }, 404, /订单不存在/],
      [{ order_id: order.value, auth_id: 99_999_999 }, 404, /面单账号不存在/],
      [{ order_id: finished.id, auth_id: sf.id }, 409, /不是待发货的快递订单/],
      [{ order_id: order.value, auth_id: stopped.id }, 409, /已停用/],
      [{ order_id: order.value, auth_id: keyless.id }, 409, /京东物流 JD020371XY”还没有填写客户密钥/],
    ];
    for (const [body, status, msg] of cases) {
      const r = await app.salt.post(APPLY, body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.msg, JSON.stringify(body)).toMatch(msg);
    }
    expect(await recordsOf(app.t, store)).toHaveLength(before);
    expect(await callLog(app.salt, 'waybill')).toHaveLength(calls);
  });

  it("holds accounts to their courier's needs and keeps their keys", async () => {
    const refusals: [Record<string, unknown>, RegExp][] = [
      [
        { company: '顺丰速运', partner_id: 'K1', partner_key: 'k-123456' },
        /顺丰速运是直营快递，须填写月结账号/,
      ],
      [
        { company: '中通快递', partner_id: 'K1', partner_key: 'k-123456' },
        /中通快递是加盟制快递，须填写网点编码/,
      ],
      [{ company: '顺丰速运', partner_id: 'K1', monthly_account: '1' }, /请填写客户密钥/],
      [{ company: '跨越速运', partner_id: 'K1', partner_key: 'k-123456', branch_code: '1' }, /快递公司/],
      [
        { company: '顺丰速运', partner_id: '0371045123', partner_key: 'k-123456', monthly_account: '1' },
        /已添加/,
      ],
    ];
    const before = okData<AuthRow[]>(await app.salt.get(`${AUTH}Manage`)).length;
    for (const [body, msg] of refusals) {
      const r = await app.salt.post(`${AUTH}Save`, body);
      expect(r.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.body.msg, JSON.stringify(body)).toMatch(msg);
    }
    expect(okData<AuthRow[]>(await app.salt.get(`${AUTH}Manage`))).toHaveLength(before);
    const made = okData<{ id: number }>(
      await app.salt.post(`${AUTH}Save`, {
        company: '韵达快递',
        partner_id: 'YD371',
        partner_key: 'yd-key-0001',
        branch_code: '371',
      }),
    );
    const yunda = okData<AuthRow[]>(await app.salt.get(`${AUTH}Manage`, { partner_id: 'YD371' }));
    expect(yunda).toMatchObject([{ id: made.id, cp_code: 'YUNDA' }]);
    // Saving the form as shown (the dots) keeps the key; an account that has drawn numbers is not deleted.
    okData(await app.salt.post(`${AUTH}Save`, { id: sf.id, partner_key: '••••••', remark: '改备注' }));
    const order = await orderToShip(app.salt);
    okData(await app.salt.post(APPLY, { order_id: order.value, auth_id: sf.id }));
    const del = await app.salt.post(`${AUTH}Del`, { id: sf.id });
    expect(del.status).toBe(409);
    expect(del.body.msg).toBe('面单账号“顺丰速运 0371045123”已取过面单，不能删除，可改为停用');
    okData(await app.salt.post(`${AUTH}Del`, { id: made.id }));
  });

  it('voids a drawn waybill so the order draws another, and ships an order with its waybill', async () => {
    const order = await orderToShip(app.salt);
    const first = okData<Issued>(await app.salt.post(APPLY, { order_id: order.value, auth_id: sf.id }));
    expect((await app.salt.post(`${RECORD}Void`, { id: first.id })).status).toBe(400);
    okData(await app.salt.post(`${RECORD}Void`, { id: first.id, note: '收件地址写错' }));
    const second = okData<Issued>(await app.salt.post(APPLY, { order_id: order.value, auth_id: sf.id }));
    expect(second.waybill_no).not.toBe(first.waybill_no);
    expect(JSON.parse((await received(app.t))[0]!.body).orderId).toBe(`${order.order_sn}-2`);
    expect((await app.salt.post(`${RECORD}Ship`, { id: first.id })).status).toBe(409);

    okData(await app.salt.post(`${RECORD}Ship`, { id: second.id }));
    const shipped = okData<{ order_status: string; express_company: string; express_no: string }>(
      await app.salt.get('/v1/seller/order/info', { id: order.value }),
    );
    expect(shipped).toMatchObject({
      order_status: 'send',
      express_company: '顺丰速运',
      express_no: second.waybill_no,
    });
    const rows = okData<RecordRow[]>(await app.salt.get(`${RECORD}Manage`, { order_sn: order.order_sn }));
    expect(rows.map((r) => r.status).sort()).toEqual(['shipped', 'voided']);
  });

  it('has a stand-in that refuses what the platform would: an unknown customer, a wrong sign, a bad order', async () => {
    const order = { kuaidicom: 'shunfeng', partnerId: 'K1', partnerKey: 'k-1234', orderId: 'X1' };
    const ask = async (query: string, body: unknown) => {
      const r = await fetch(`${app.base}/dev/receiver/waybill/label/order?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await r.json()) as { result: boolean; returnCode: string; message: string };
    };
    const raw = JSON.stringify(order);
    expect(
      await ask(`customer=NOBODY&sign=${platformSign(raw, PLATFORM_KEY, 'NOBODY')}`, order),
    ).toMatchObject({
      result: false,
      returnCode: '30001',
    });
    expect(
      await ask(`customer=${CUSTOMER}&sign=${platformSign(raw, 'guess', CUSTOMER)}`, order),
    ).toMatchObject({
      result: false,
      returnCode: '30002',
    });
    expect(
      await ask(`customer=${CUSTOMER}&sign=${platformSign(raw, PLATFORM_KEY, CUSTOMER)}`, order),
    ).toMatchObject({
      result: false,
      returnCode: '30003',
    });
  });

  it("keeps each store's accounts, waybills and labels to itself", async () => {
    const grain = await signedIn(app.t, 'grain_admin');
    expect((await grain.get(`${RECORD}Manage`)).status).toBe(403);
    okData(await grain.post('/v1/addons/install', { key: 'waybill' }));
    expect(okData<RecordRow[]>(await grain.get(`${RECORD}Manage`))).toEqual([]);
    expect(okData<AuthRow[]>(await grain.get(`${AUTH}Manage`))).toEqual([]);
    const ours = okData<RecordRow[]>(await app.salt.get(`${RECORD}Manage`))[0]!;
    expect((await grain.get(`${RECORD}Info`, { id: ours.id })).status).toBe(404);
    expect((await grain.download(`${RECORD}Label`, { id: ours.id })).statusCode).toBe(404);
    expect((await grain.post(APPLY, { order_id: ours.order_id, auth_id: sf.id })).status).toBe(404);
    expect((await grain.post(`${RECORD}Void`, { id: ours.id, note: 'x' })).status).toBe(404);
  });
});
