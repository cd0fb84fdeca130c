import { DB_KINDS, okData, signedIn } from '@yanye/addon-kit/testing';
import { beijingTime, signedFields } from '@yanye/affiliate/server';
import { allRows, unionSuite } from '@yanye/affiliate/testing';
import { describe, expect, it } from 'vitest';
import { DEMO_KEYS } from './demo';
import { ORDER_TOPIC } from './push';
import { topSign } from './service';

/**
 * The Taobao affiliate's order messages through HTTP: signed ones taken once (a repeat answered as the first, an
 * older one never over a newer), forged and altered ones refused with nothing changed, the stand-in's own push
 * from its page, and a app.store without the union (or with it and no keys) refused what is not its own.
 */

const KEY = 'taobaoke';
const DAY = 86_400;
const { app_key: APP_KEY, app_secret: SECRET } = DEMO_KEYS;

describe.each(DB_KINDS)('Taobao order messages on %s', (kind) => {
  const union = unionSuite(kind, KEY);
  const { app, api: API, orders } = union;

  /** A TOP order message for the app.store, signed with `secret`. */
  function message(
    orderNo: string,
    state: number,
    modified: number,
    secret = SECRET,
    id = `m-${orderNo}-${modified}`,
  ) {
    const content = {
      trade_id: orderNo,
      trade_parent_id: orderNo,
      item_id: '652310984512',
      item_title: '五常稻花香大米 5kg 东北新米',
      item_num: 1,
      alipay_total_price: '89.90',
      pub_share_pre_fee: '5.39',
      pub_share_fee: state === 3 ? '5.39' : '0.00',
      total_commission_rate: '6.00',
      tk_status: state,
      tk_create_time: beijingTime(app.t.clock.now - DAY),
      tk_paid_time: beijingTime(app.t.clock.now - DAY + 60),
      tk_earning_time: state === 3 ? beijingTime(modified) : '',
      modified_time: beijingTime(modified),
      pub_id: '176543210',
      site_id: '2301234',
      adzone_id: '110987654321',
      special_id: '',
    };
    const fields = {
      app_key: APP_KEY,
      timestamp: beijingTime(app.t.clock.now),
      topic: ORDER_TOPIC,
      message_id: id,
      content: JSON.stringify(content),
    };
    return JSON.stringify({ ...fields, sign: topSign(signedFields(fields), secret) });
  }

  it('takes a signed order message once, and refuses a forged one', async () => {
    const no = `9${app.t.clock.now}01`;
    const events = async () =>
      okData(await app.grain.get<{ changes: { to: string }[] }>(API.syncInfo), 'info').changes;
    const paid = message(no, 12, app.t.clock.now - 100);
    const first = await union.push(paid);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ result: 'success' });
    const made = (await orders()).find((o) => o.order_no === no)!;
    expect(made).toMatchObject({ state: 'paid', paid_amount: 8_990, estimated_commission: 539 });
    const kept = (await events()).length;
    const again = await union.push(paid);
    expect(again).toEqual(first);
    expect((await events()).length).toBe(kept);

    const forged = message(no, 3, app.t.clock.now, 'not-the-secret');
    const refused = await union.push(forged);
    expect(refused.status).toBe(401);
    expect((await orders()).find((o) => o.order_no === no)!.state).toBe('paid');
    const garbled = await union.push(paid.replace('89.90', '1.00'));
    expect(garbled.status).toBe(401);

    // The union settles it; an older message arriving late does not take it back.
    expect((await union.push(message(no, 3, app.t.clock.now))).status).toBe(200);
    expect((await union.push(message(no, 14, app.t.clock.now - 50))).status).toBe(200);
    const settled = (await orders()).find((o) => o.order_no === no)!;
    expect(settled).toMatchObject({ state: 'settled', settled_commission: 539 });
  });

  it("pushes an order message from the stand-in's page, as TOP's message service would", async () => {
    const r = await union.pushFromStandIn({ state: 'settled' });
    expect(r.callback).toBe(200);
    const pushed = (await orders()).find((o) => o.order_no === r.orderNo);
    expect(pushed).toMatchObject({ state: 'settled' });
    expect(pushed!.settled_commission).toBeGreaterThan(0);
    expect((await union.pushFromStandIn({ order_no: '12345', state: 'paid' })).page).toContain(
      'no order 12345 at the stand-in',
    );
  });

  it("keeps one store's union to itself", async () => {
    const salt = await signedIn(app.t, 'salt_admin');
    const closed = await salt.get(API.orders, { page: 1, limit: 20 });
    expect(closed.status).toBe(403);
    expect(closed.body.msg).toContain('未安装');
    // A push to a app.store that has not installed it is not found; a signed push for one app.store means nothing to another.
    expect((await union.push(message('1', 12, app.t.clock.now), {}, Number(salt.suid))).status).toBe(404);
    okData(await salt.post('/v1/addons/install', { key: KEY }), 'install');
    expect(await allRows(salt, API.orders)).toEqual([]);
    expect(await allRows(salt, API.users)).toEqual([]);
    const view = okData(await salt.get<{ app_key: string; state: string }>(API.tokenInfo), 'token');
    expect(view).toMatchObject({ app_key: '', state: 'unset' });
    const r = await salt.post(API.sync, {});
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('App Key');
    expect((await union.push(message('2', 12, app.t.clock.now), {}, Number(salt.suid))).status).toBe(401);
  });
});
