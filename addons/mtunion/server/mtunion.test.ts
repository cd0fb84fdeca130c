import { createHash, createHmac } from 'node:crypto';
import { DB_KINDS, receiverMode } from '@yanye/addon-kit/testing';
import { unionSuite } from '@yanye/affiliate/testing';
import { describe, expect, it } from 'vitest';
import { DEMO_KEYS } from './demo';
import { PUSH_PATH } from './push';
import { signedHeaders } from './service';

/**
 * Meituan Union through HTTP against its local API: the HMAC-SHA256 header signature as Meituan checks it, a
 * sync and a refusal, and its order pushes (signed in headers; taken once, forged or altered ones refused).
 */

const KEY = 'mtunion';
const { app_key: APP_KEY, app_secret: SECRET, access_token: TOKEN } = DEMO_KEYS;

describe.each(DB_KINDS)('Meituan Union on %s', (kind) => {
  const union = unionSuite(kind, KEY);
  const { app, api: API } = union;

  it('signs as Meituan does: base64 HMAC-SHA256 of the method, the body MD5, the headers and the path', () => {
    const body = '{"page":1}';
    const h = signedHeaders(
      'POST',
      '/cps_open/common/api/v1/query_order',
      body,
      'app',
      'sk',
      1_700_000_000_000,
      'tk',
    );
    const md5 = createHash('md5').update(body).digest('base64');
    const text = `POST\n${md5}\nS-Ca-App:app\nS-Ca-Timestamp:1700000000000\nS-Ca-Token:tk\n/cps_open/common/api/v1/query_order`;
    expect(h['Content-MD5']).toBe(md5);
    expect(h['S-Ca-Signature-Headers']).toBe('S-Ca-App,S-Ca-Timestamp,S-Ca-Token');
    expect(h['S-Ca-Signature']).toBe(createHmac('sha256', 'sk').update(text).digest('base64'));
  });

  it('syncs a day of orders through the stand-in, and says its refusal', async () => {
    const { calls } = await union.syncADayLater('query_order');
    expect(calls[0]).toMatchObject({ outcome: 'ok', method: 'POST', local: 1 });
    expect(calls[0]!.request).toContain('"queryTimeType":2');
    const log = JSON.stringify(calls);
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain(TOKEN);

    await receiverMode(app.t, KEY, 'fail');
    try {
      const r = await app.grain.post(API.sync, { hours: 2 });
      expect(r.status).toBe(503);
      expect(r.body.msg).toContain('美团联盟开放平台');
    } finally {
      await receiverMode(app.t, KEY, 'success');
    }
  });

  function pushOf(orderId: string, status: number, secret = SECRET) {
    const raw = JSON.stringify({
      orderId,
      productId: '5821947',
      productName: '美团闪购：金龙鱼 优质东北大米 5kg',
      payPrice: '39.90',
      profit: '1.60',
      status,
      payTime: app.t.clock.now - 600,
      updateTime: app.t.clock.now,
      sid: 'fenggu_app01',
    });
    return {
      raw,
      headers: signedHeaders('POST', PUSH_PATH, raw, APP_KEY, secret, app.t.clock.now * 1000, ''),
    };
  }

  it('takes a signed order push once and refuses a forged or altered one', async () => {
    const id = `88${app.t.clock.now}`;
    const good = pushOf(id, 2);
    const first = await union.push(good.raw, good.headers);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ errcode: '0', errmsg: 'ok' });
    expect(await union.push(good.raw, good.headers)).toEqual(first);
    const made = (await union.orders()).filter((o) => o.order_no === id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ state: 'paid', paid_amount: 3_990, estimated_commission: 160 });

    const forged = pushOf(id, 6, 'not-the-secret');
    expect((await union.push(forged.raw, forged.headers)).status).toBe(401);
    const altered = await union.push(good.raw.replace('39.90', '0.01'), good.headers);
    expect(altered.status).toBe(401);
    expect(JSON.parse(altered.body)).toMatchObject({ errcode: '1' });
    expect((await union.orders()).find((o) => o.order_no === id)!.paid_amount).toBe(3_990);
  });

  it("pushes an order from the stand-in's page, as Meituan's order callback would", async () => {
    const r = await union.pushFromStandIn({ state: 'received' });
    expect(r.callback).toBe(200);
    const pushed = (await union.orders()).find((o) => o.order_no === r.orderNo);
    expect(pushed).toMatchObject({ state: 'received' });
  });
});
