import { createHash } from 'node:crypto';
import { callLog, DB_KINDS, okData } from '@yanye/addon-kit/testing';
import { beijingTime, signedFields } from '@yanye/affiliate/server';
import { unionSuite } from '@yanye/affiliate/testing';
import { describe, expect, it } from 'vitest';
import { DEMO_KEYS } from './demo';
import { PUSH_METHOD } from './push';
import { jdSign } from './service';

/**
 * JD Union through HTTP against its local router: the MD5 sign as JD checks it (a wrong secret refused in
 * JD's words), a sync, the OAuth refresh whose app secret travels in the URL yet never reaches the call log, and
 * its signed order pushes (taken once, forged ones refused).
 */

const KEY = 'jdunion';
const DAY = 86_400;
const { app_key: APP_KEY, app_secret: SECRET, pid: PID, access_token: ACCESS } = DEMO_KEYS;

describe.each(DB_KINDS)('JD Union on %s', (kind) => {
  const union = unionSuite(kind, KEY);
  const { app, api: API } = union;

  it('signs as JD does: md5 of the secret, the sorted keys and values, the secret; upper-case hex', () => {
    const params = {
      method: 'jd.union.open.order.row.query',
      app_key: 'ak',
      '360buy_param_json': '{"a":1}',
      v: '1.0',
    };
    const text = 'sk360buy_param_json{"a":1}app_keyakmethodjd.union.open.order.row.queryv1.0sk';
    expect(jdSign(params, 'sk')).toBe(createHash('md5').update(text).digest('hex').toUpperCase());
  });

  it('warns that the demo token lapses within a week', async () => {
    const view = okData(await app.grain.get<{ state: string; days_left: number }>(API.tokenInfo), 'token');
    expect(view).toMatchObject({ state: 'expiring', days_left: 5 });
  });

  it('syncs a day of order rows through the stand-in, secrets masked in the call log', async () => {
    const { run, calls } = await union.syncADayLater('order_rows');
    // A day in one-hour windows.
    expect(run.calls).toBeGreaterThanOrEqual(24);
    expect(calls.every((c) => c.outcome === 'ok' && c.url.includes('access_token=******'))).toBe(true);
    expect(JSON.stringify(calls)).not.toContain(SECRET);
  });

  /** A request to the local router as a caller signing with `secret` would make it. */
  async function routerCall(secret: string) {
    const params: Record<string, string> = {
      method: 'jd.union.open.order.row.query',
      app_key: APP_KEY,
      timestamp: beijingTime(app.t.clock.now),
      format: 'json',
      v: '1.0',
      sign_method: 'md5',
      access_token: ACCESS,
      '360buy_param_json': JSON.stringify({
        orderReq: {
          pageIndex: 1,
          pageSize: 20,
          type: 3,
          startTime: beijingTime(app.t.clock.now - 3_600),
          endTime: beijingTime(app.t.clock.now),
        },
      }),
    };
    const query = new URLSearchParams({ ...params, sign: jdSign(params, secret) });
    const r = await fetch(`${app.base}/dev/receiver/${KEY}/routerjson?${query}`);
    return (await r.json()) as Record<string, { code: string; zh_desc?: string }>;
  }

  it("refuses a request signed with another secret in JD's words, and answers one signed right", async () => {
    const refused = await routerCall('a-wrong-secret');
    expect(refused.error_response).toMatchObject({ code: '20', zh_desc: '签名错误' });
    const answered = await routerCall(SECRET);
    expect(answered.jd_union_open_order_row_query_responce).toMatchObject({ code: '0' });
  });

  it('refreshes at the OAuth server; the app secret in its address never reaches the call log', async () => {
    // A secret a query string encodes otherwise than encodeURIComponent does.
    const odd = "Jd!Secret*(2026)~x y'z";
    const view = okData(await app.grain.get<{ expires_at: number }>(API.tokenInfo), 'token');
    const keys = { app_key: APP_KEY, pid: PID, expires_at: view.expires_at };
    okData(await app.grain.post(API.tokenSave, { ...keys, app_secret: odd }), 'odd secret');
    try {
      const fresh = okData(
        await app.grain.post<{ state: string; days_left: number }>(API.tokenRefresh, {}),
        'refresh',
      );
      expect(fresh).toMatchObject({ state: 'ok', days_left: 365 });
      const call = (await union.callsOf('token_refresh'))[0]!;
      expect(call.outcome).toBe('ok');
      expect(call.url).toContain('app_secret=******');
      expect(call.answer).toContain('"access_token":"******"');
      const log = JSON.stringify(await callLog(app.grain, KEY, 100));
      for (const form of [odd, encodeURIComponent(odd), new URLSearchParams({ s: odd }).toString().slice(2)])
        expect(log).not.toContain(form);
      // The new token works: a sync signed with the odd secret and the new token is answered.
      okData(await app.grain.post(API.sync, { hours: 1 }), 'sync');
    } finally {
      okData(
        await app.grain.post(API.tokenSave, {
          ...keys,
          expires_at: app.t.clock.now + 300 * DAY,
          app_secret: SECRET,
        }),
        'restore',
      );
    }
  });

  function pushBody(rowId: string, validCode: number, secret = SECRET) {
    const row = {
      id: rowId,
      orderId: rowId.slice(0, -2),
      orderTime: beijingTime(app.t.clock.now - 3_600),
      modifyTime: beijingTime(app.t.clock.now),
      skuId: '100012043978',
      skuName: '京东京造 东北五常稻花香大米 10kg',
      skuNum: 1,
      estimateCosPrice: 129.9,
      estimateFee: 6.5,
      actualFee: 0,
      commissionRate: 5,
      validCode,
      payMonth: 0,
      positionId: '3003456789',
      siteId: '4000123',
      unionId: '1001234567',
      subUnionId: '',
    };
    const fields = {
      app_key: APP_KEY,
      timestamp: beijingTime(app.t.clock.now),
      method: PUSH_METHOD,
      '360buy_param_json': JSON.stringify({ orderRow: row }),
    };
    return JSON.stringify({ ...fields, sign: jdSign(signedFields(fields), secret) });
  }

  it('takes a signed order push once and refuses a forged one', async () => {
    const id = `77${app.t.clock.now}01`;
    const first = await union.push(pushBody(id, 16));
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ code: 0, message: 'success' });
    expect(await union.push(pushBody(id, 16))).toEqual(first);
    const rows = (await union.orders()).filter((o) => o.order_no === id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'paid', paid_amount: 12_990, estimated_commission: 650 });
    expect((await union.push(pushBody(id, 3, 'forged'))).status).toBe(401);
    expect((await union.orders()).find((o) => o.order_no === id)!.state).toBe('paid');
  });

  it("pushes an order row from the stand-in's page, as JD's router would", async () => {
    const r = await union.pushFromStandIn({ state: 'settled' });
    expect(r.callback).toBe(200);
    const pushed = (await union.orders()).find((o) => o.order_no === r.orderNo);
    expect(pushed).toMatchObject({ state: 'settled' });
    expect(pushed!.settled_commission).toBeGreaterThan(0);
  });
});
