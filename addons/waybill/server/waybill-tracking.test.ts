import { existsSync } from 'node:fs';
import { CJK_FONTS, FALLBACK_NOTE } from '@yanye/addon-kit/server';
import { DB_KINDS, okData, push, signedIn, suiteApp } from '@yanye/addon-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderLabel } from './label';
import { beijingTime } from './receiver';
import { platformSign } from './service';
import {
  APPLY,
  type AuthRow,
  CUSTOMER,
  orderToShip,
  PLATFORM_KEY,
  RECORD,
  type RecordRow,
  recordsOf,
  setUp,
  signedPush,
  trackingEvent,
  trackSteps,
} from './waybill.support';

/**
 * What comes back from the platform and what goes to the printer: tracking pushes checked by their
 * signature (a forged one changes nothing), booked once each on the waybill's history, shipping the order when
 * the courier collects it; the receiver's push action; the label as a real PDF; and the demo's waybills.
 */

interface Issued {
  id: number;
  order_id: number;
  waybill_no: string;
}

describe.each(DB_KINDS)('e-waybill tracking and labels on %s', (kind) => {
  const app = suiteApp(kind, { listen: true });
  let store: number;
  let sf: AuthRow;
  let issued: Issued;
  beforeAll(async () => {
    store = Number(app.salt.suid);
    sf = await setUp(app.salt);
    const order = await orderToShip(app.salt);
    issued = okData<Issued>(await app.salt.post(APPLY, { order_id: order.value, auth_id: sf.id }));
  });

  const record = async (id = issued.id) => (await recordsOf(app.t, store)).find((r) => r.id === id)!;
  const at = (offset: number) => beijingTime(app.t.clock.now + offset);

  it('seeds the demo store with accounts and waybills at several stages of their trail', async () => {
    const rows = okData<RecordRow[]>(await app.salt.get(`${RECORD}Manage`, { limit: 50 })).filter(
      (r) => r.id < issued.id,
    );
    const states = new Set(rows.map((r) => r.status));
    expect(states.has('issued')).toBe(true);
    expect(states.size).toBeGreaterThanOrEqual(3);
    for (const row of rows.filter((r) => r.status !== 'issued')) {
      const order = okData<{ express_no: string }>(
        await app.salt.get('/v1/seller/order/info', { id: row.order_id }),
      );
      expect(order.express_no).toBe(row.waybill_no);
      const info = okData<{ _history: { step: string }[] }>(
        await app.salt.get(`${RECORD}Info`, { id: row.id }),
      );
      expect(info._history[0]?.step).toBe('Issue');
    }
    const accounts = okData<AuthRow[]>(await app.salt.get('/v1/addons/waybill/WaybillAuthManage'));
    expect(accounts.map((a) => [a.cp_code, a.status])).toEqual([
      ['SF', 1],
      ['ZTO', 1],
      ['JD', 1],
      ['YTO', 0],
    ]);
  });

  it('refuses a forged push with 401 and changes nothing', async () => {
    const event = trackingEvent(issued.waybill_no, 'shunfeng', '1', at(-600), '【郑州市】顺丰速运 已揽收');
    const raw = JSON.stringify(event);
    const forged = [
      await signedPush(app.base, store, event, 'a-guessed-key'),
      await signedPush(app.base, store, event, undefined, 'another-customer'),
      await push(app.base, 'waybill', store, 'tracking', raw, {}),
      await push(app.base, 'waybill', store, 'tracking', raw.replace('已揽收', '已签收'), {
        sign: platformSign(raw, PLATFORM_KEY, CUSTOMER),
      }),
    ];
    for (const r of forged) {
      expect(r.status).toBe(401);
      expect(JSON.parse(r.body)).toMatchObject({ result: false, returnCode: '500' });
    }
    expect(await record()).toMatchObject({ status: 'issued', lastTrack: '' });
    expect(await trackSteps(app.t, store, issued.id)).toBe(0);
    // A store without the add-on has no such endpoint.
    const grain = await signedIn(app.t, 'grain_admin');
    expect((await signedPush(app.base, Number(grain.suid), event)).status).toBe(404);
  });

  it('books a push once, ships the order on collection, and refuses a malformed one', async () => {
    const event = trackingEvent(
      issued.waybill_no,
      'shunfeng',
      '1',
      at(-600),
      '【郑州市】顺丰速运 已揽收，揽件员：王师傅',
    );
    const first = await signedPush(app.base, store, event);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ result: true, returnCode: '200', message: '成功' });
    const again = await signedPush(app.base, store, event);
    expect(again.status).toBe(200);
    expect(await trackSteps(app.t, store, issued.id)).toBe(1);
    expect(await record()).toMatchObject({
      status: 'collected',
      lastTrack: '【郑州市】顺丰速运 已揽收，揽件员：王师傅',
    });
    const order = okData<{ order_status: string; express_no: string }>(
      await app.salt.get('/v1/seller/order/info', { id: issued.order_id }),
    );
    expect(order).toMatchObject({ order_status: 'send', express_no: issued.waybill_no });

    const bad = await signedPush(app.base, store, {
      ...event,
      lastResult: { ...event.lastResult, data: [] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).result).toBe(false);
    const raw = 'param={"nu":1}';
    const notJson = await push(app.base, 'waybill', store, 'tracking', raw, {
      sign: platformSign(raw, PLATFORM_KEY, CUSTOMER),
    });
    expect(notJson.status).toBe(400);
    expect(await trackSteps(app.t, store, issued.id)).toBe(1);
  });

  it('moves along the trail, keeps the latest checkpoint against a late old push, and shows the timeline', async () => {
    const signedAt = at(-60);
    const signed = trackingEvent(
      issued.waybill_no,
      'shunfeng',
      '3',
      signedAt,
      '【郑州市】已签收，签收人：本人',
    );
    signed.lastResult.data.push(
      {
        context: '【郑州市】快件正在派送中',
        time: at(-300),
        ftime: at(-300),
        status: '派件',
        areaCode: null,
        areaName: '郑州市',
      },
      {
        context: '【郑州市】顺丰速运 已揽收，揽件员：王师傅',
        time: at(-600),
        ftime: at(-600),
        status: '揽收',
        areaCode: null,
        areaName: '郑州市',
      },
    );
    expect((await signedPush(app.base, store, signed)).status).toBe(200);
    expect(await trackSteps(app.t, store, issued.id)).toBe(3);
    expect(await record()).toMatchObject({ status: 'signed', lastTrack: '【郑州市】已签收，签收人：本人' });

    const late = trackingEvent(
      issued.waybill_no,
      'shunfeng',
      '0',
      at(-450),
      '【郑州市】快件已到达【郑州转运中心】',
    );
    expect((await signedPush(app.base, store, late)).status).toBe(200);
    expect(await trackSteps(app.t, store, issued.id)).toBe(4);
    expect(await record()).toMatchObject({ status: 'signed', lastTrack: '【郑州市】已签收，签收人：本人' });

    const info = okData<{ _history: { step: string; step_title: string; to: string; note: string }[] }>(
      await app.salt.get(`${RECORD}Info`, { id: issued.id }, { lang: 'en' }),
    );
    expect(info._history.map((h) => [h.step, h.to])).toEqual([
      ['Issue', 'issued'],
      ['Track', 'collected'],
      ['Track', 'delivering'],
      ['Track', 'signed'],
      ['Track', 'signed'],
    ]);
    expect(info._history[1]).toMatchObject({
      step_title: 'Tracking',
      note: '【郑州市】顺丰速运 已揽收，揽件员：王师傅',
    });
  });

  it('answers a push for a number that is not the store’s, booking nothing', async () => {
    const before = await recordsOf(app.t, store);
    const r = await signedPush(
      app.base,
      store,
      trackingEvent('SF1000000000001', 'shunfeng', '1', at(0), '已揽收'),
    );
    expect(r.status).toBe(200);
    expect(await recordsOf(app.t, store)).toEqual(before);
  });

  it("pushes tracking from the receiver's action as the platform would", async () => {
    const order = await orderToShip(app.salt);
    const other = okData<Issued>(await app.salt.post(APPLY, { order_id: order.value, auth_id: sf.id }));
    const form = new URLSearchParams({
      nu: other.waybill_no,
      state: '5',
      area: '郑州市',
      context: '',
      customer: CUSTOMER,
    });
    const page = await app.t.app.inject({
      method: 'POST',
      url: '/dev/receivers/waybill/action/tracking',
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '127.0.0.1',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('HTTP 200');
    expect(await record(other.id)).toMatchObject({ status: 'delivering' });
    expect((await record(other.id)).lastTrack).toMatch(/^【郑州市】快件正在派送中/);
  });

  it('prints the label as a real PDF holding the number, counting the prints', async () => {
    const r = await app.salt.download(`${RECORD}Label`, { id: issued.id });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(String(r.headers['content-disposition'])).toMatch(/^inline; filename="SF-SF\d{13}\.pdf"$/);
    const pdf = r.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(issued.waybill_no);
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(r.headers['x-label-font']).toBe(
      CJK_FONTS.some((f) => existsSync(f.regular.path)) ? 'cjk' : 'fallback',
    );
    const saved = await app.salt.download(`${RECORD}Label`, { id: issued.id, download: 1 });
    expect(String(saved.headers['content-disposition'])).toMatch(/^attachment; /);
    expect((await record()).printCount).toBe(2);

    expect((await app.salt.download(`${RECORD}Label`, { id: 'x' })).statusCode).toBe(400);
    expect((await app.salt.download(`${RECORD}Label`, { id: 99_999_999 })).statusCode).toBe(404);
    const order = await orderToShip(app.salt);
    const spoilt = okData<Issued>(await app.salt.post(APPLY, { order_id: order.value, auth_id: sf.id }));
    okData(await app.salt.post(`${RECORD}Void`, { id: spoilt.id, note: '重复取号' }));
    const voided = await app.salt.download(`${RECORD}Label`, { id: spoilt.id });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().msg).toBe(`面单 ${spoilt.waybill_no} 已作废，不能打印`);
  });

  it('still prints the number and its codes without a CJK font, saying which font to install', async () => {
    const { pdf, cjk } = await renderLabel(
      {
        company: '中通快递',
        cpCode: 'ZTO',
        waybillNo: '73123456789012',
        bulkpen: '郑州金水',
        sortingCode: '371-W05-12',
        packageCenter: '郑州转运中心',
        receiver: { name: '张晓梅', phone: '13812345678', address: '河南省郑州市金水区人民路 128 号' },
        sender: { name: '王建国', phone: '13800010001', address: '河南省郑州市金水区农业路 88 号' },
        cargo: '精制食用盐 500g',
        weight: 1500,
        orderSn: '2026030101000123',
        remark: '',
        printedAt: '2026-03-01 10:20',
      },
      [{ regular: { path: '/nonexistent/font.ttc', face: 'None' } }],
    );
    expect(cjk).toBe(false);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('73123456789012');
    expect(FALLBACK_NOTE).toMatch(/fonts-noto-cjk/);
  });
});
