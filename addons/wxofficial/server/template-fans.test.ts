import { sweepStore } from '@yanye/addon-kit/server';
import { callLog, DB_KINDS, okData, receiverMode, refused, saveSetup } from '@yanye/addon-kit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FansTagInfo } from '../contract';
import { DEMO_SHIPMENT } from './demo';
import { DEMO_APPID, demoFollowers } from './demo-data';
import wxofficial from './index';
import { accountOf } from './receiver-state';
import {
  API,
  countIn,
  ORIGINAL_ID,
  pushEvent,
  receiverOk,
  setUp,
  sweepDeps,
  type Wx,
  wxSuiteApp,
} from './wx.support';

/**
 * Templates and followers through HTTP: the syncs from WeChat (templates deleted there kept as removed; the
 * followers read page by page, those gone unsubscribed), a follower tagged on WeChat, a test template message
 * checked field by field, sent once (never retried), and its delivery report; the service's refusal and a
 * timeout (reads retried, the send not), the scheduled sync, and the store wall.
 */

interface Row {
  id: number;
  status?: string;
  subscribe?: number;
  openid?: string;
  title?: string;
}

const subscribedIn = (appid: string) => demoFollowers(appid, 0).filter((f) => f.subscribe === 1);

describe.each(DB_KINDS)('templates and followers on %s', (kind) => {
  const w = wxSuiteApp(kind, 'c3');
  beforeEach(() => receiverOk(w));

  const list = async (path: string, query: Record<string, string | number> = {}) =>
    okData(await w.salt.get<Row[]>(`${API}${path}Manage`, { limit: 500, ...query }), path);

  it('syncs the templates, keeping those WeChat deleted as removed', async () => {
    const first = okData(await w.salt.post(`${API}TemplateSync`), 'sync');
    // The demo's templates are those of the demo AppID: this account has others.
    expect(first).toEqual({ found: 4, added: 4, removed: 4 });
    expect(okData(await w.salt.post(`${API}TemplateSync`), 'again')).toEqual({
      found: 4,
      added: 0,
      removed: 0,
    });
    const rows = await list('Template');
    expect(rows.filter((r) => r.status === 'active').map((r) => r.title)).toEqual([
      '订单发货通知',
      '订单支付成功通知',
      '退款成功通知',
      '库存不足提醒',
    ]);
    expect(rows.filter((r) => r.status === 'removed')).toHaveLength(4);
    // Only the store's note is edited; a template is never made here.
    const id = rows.find((r) => r.status === 'active')!.id;
    okData(
      await w.salt.post(`${API}TemplateSave`, { id, scene: 'order_shipped', remark: '发货后通知客户' }),
      'note',
    );
    refused(
      await w.salt.post(`${API}TemplateSave`, { scene: 'other', remark: 'x' }),
      400,
      '模板在微信公众平台添加',
    );
  });

  it('syncs the followers page by page with their tags, and unsubscribes those gone', async () => {
    const got = okData(await w.salt.post(`${API}FansSync`), 'sync');
    const demoFollowing = subscribedIn(DEMO_APPID).length;
    expect(got).toEqual({ followers: subscribedIn(w.appid).length, tags: 5, unsubscribed: demoFollowing });
    const ops = (await callLog(w.salt, 'wxofficial', 10)).map((c) => c.op);
    expect(ops.slice(0, 4)).toEqual(['user_info', 'user_list', 'user_list', 'tags_get']);
    const following = await list('Fans', { subscribe: 1 });
    expect(following.map((r) => r.openid).sort()).toEqual(
      subscribedIn(w.appid)
        .map((f) => f.openid)
        .sort(),
    );
  });

  it("tags a follower on WeChat, checking the tags and the follower's state", async () => {
    const [fan] = await list('Fans', { subscribe: 1 });
    const info = okData(await w.salt.get<FansTagInfo>(`${API}FansTagInfo`, { id: fan!.id }), 'info');
    expect(info.tags.map((t) => t.name)).toEqual(['星标组', '批发客户', '餐饮客户', '商超门店', '工厂客户']);
    okData(await w.salt.post(`${API}FansTagSave`, { id: fan!.id, tag_ids: [101, 103] }), 'tag');
    expect(accountOf(w.appid, w.t.clock.now).followers.get(fan!.openid!)!.tagid_list.sort()).toEqual([
      101, 103,
    ]);
    const again = okData(await w.salt.get<FansTagInfo>(`${API}FansTagInfo`, { id: fan!.id }), 'again');
    expect(again.tag_ids).toEqual([101, 103]);
    refused(await w.salt.post(`${API}FansTagSave`, { id: fan!.id, tag_ids: [999] }), 400, '标签 999 不存在');
    refused(
      await w.salt.post(`${API}FansTagSave`, {
        id: fan!.id,
        tag_ids: Array.from({ length: 21 }, (_, i) => i),
      }),
      400,
    );
    refused(await w.salt.post(`${API}FansTagSave`, { id: fan!.id, tag_ids: 'all' }), 400);
    const [gone] = await list('Fans', { subscribe: 0 });
    refused(
      await w.salt.post(`${API}FansTagSave`, { id: gone!.id, tag_ids: [101] }),
      400,
      '该粉丝已取消关注',
    );
    expect(accountOf(w.appid, w.t.clock.now).followers.get(fan!.openid!)!.tagid_list.sort()).toEqual([
      101, 103,
    ]);
  });

  it('sends a test template message checked field by field, and books its delivery', async () => {
    const tpl = (await list('Template', { status: 'active' })).find((r) => r.title === '订单发货通知')!;
    const [fan] = await list('Fans', { subscribe: 1 });
    const [gone] = await list('Fans', { subscribe: 0 });
    const data = DEMO_SHIPMENT;
    const send = (body: Record<string, unknown>) =>
      w.salt.post<{ msgid: string; message_id: number }>(`${API}TemplateSend`, {
        id: tpl.id,
        fan_id: fan!.id,
        data,
        ...body,
      });
    const before = await countIn(w, 'wx_messages');
    refused(await send({ data: { ...data, thing2: '' } }), 400, '请填写模板字段“商品名称”');
    refused(await send({ data: { ...data, thing9: 'x' } }), 400, '模板没有字段“thing9”');
    refused(
      await send({ data: { ...data, thing3: '中通快递股份有限公司郑州金水区营业部第二分部' } }),
      400,
      '“快递公司”最多 20 个字符',
    );
    refused(await send({ url: 'javascript:alert(1)' }), 400, 'http://');
    refused(await send({ fan_id: gone!.id }), 400, '该粉丝已取消关注');
    refused(await send({ id: 987_654 }), 404);
    expect(await countIn(w, 'wx_messages')).toBe(before);

    const sent = okData(await send({ url: 'https://xinyan.yanye.example/orders/12' }), 'send');
    expect(accountOf(w.appid, w.t.clock.now).sent.get(sent.msgid)).toBe(fan!.openid);
    expect(
      await countIn(
        w,
        'wx_messages',
        `id = ${sent.message_id} and state = 'sent' and content like '%中通快递%'`,
      ),
    ).toBe(1);
    const report = {
      ToUserName: ORIGINAL_ID,
      FromUserName: fan!.openid,
      CreateTime: w.t.clock.now,
      MsgType: 'event',
      Event: 'TEMPLATESENDJOBFINISH',
      MsgID: Number(sent.msgid),
      Status: 'success',
    };
    expect((await pushEvent(w, report)).body).toBe('success');
    expect(await countIn(w, 'wx_messages', `id = ${sent.message_id} and state = 'delivered'`)).toBe(1);
  });

  it("says WeChat's refusal, and retries a read after a timeout but never the send", async () => {
    const templates = await countIn(w, 'wx_templates');
    await receiverMode(w.t, 'wxofficial', 'fail');
    refused(await w.salt.post(`${API}TemplateSync`), 503, '对方拒绝：-1 system error');
    expect(await countIn(w, 'wx_templates')).toBe(templates);

    await saveSetup(w.salt, 'wxofficial', { timeout_seconds: 1, appid: w.appid, original_id: ORIGINAL_ID });
    await receiverMode(w.t, 'wxofficial', 'slow', 2500);
    refused(await w.salt.post(`${API}TemplateSync`), 503, '1 秒内未应答');
    const reads = (await callLog(w.salt, 'wxofficial', 3)).map((c) => [c.op, c.outcome, c.attempt]);
    expect(reads).toEqual([
      ['template_list', 'timeout', 3],
      ['template_list', 'timeout', 2],
      ['template_list', 'timeout', 1],
    ]);
    const tpl = (await list('Template', { status: 'active' })).find((r) => r.title === '库存不足提醒')!;
    const [fan] = await list('Fans', { subscribe: 1 });
    const data = {
      thing1: '融雪盐 25kg',
      character_string2: '18 袋',
      character_string3: '50 袋',
      thing4: '郑州金水仓',
    };
    const sends = await countIn(w, 'wx_messages', `direction = 'out'`);
    const r = await w.salt.post(`${API}TemplateSend`, { id: tpl.id, fan_id: fan!.id, data });
    refused(r, 503, '1 秒内未应答');
    const calls = await callLog(w.salt, 'wxofficial', 2);
    expect(calls.map((c) => [c.op, c.outcome, c.attempt])).toEqual([
      ['template_send', 'timeout', 1],
      ['template_list', 'timeout', 3],
    ]);
    expect(await countIn(w, 'wx_messages', `direction = 'out'`)).toBe(sends);
    await receiverOk(w);
    await setUp(w.salt, w.appid);
  });

  it('runs the scheduled sync, and keeps every store to its own account', async () => {
    await sweepStore(await sweepDeps(w), wxofficial, w.store, w.t.clock.now);
    const after = await callLog(w.salt, 'wxofficial', 10);
    expect(after[0]!.op).toBe('user_info');
    expect(after.some((c) => c.op === 'template_list')).toBe(true);

    okData(await w.grain.post('/v1/addons/install', { key: 'wxofficial' }), 'install');
    for (const path of ['Template', 'Fans', 'Message']) expect(await list2(w, path)).toEqual([]);
    const [fan] = await list('Fans', { subscribe: 1 });
    refused(await w.grain.get(`${API}FansTagInfo`, { id: fan!.id }), 404);
    refused(await w.grain.post(`${API}FansSync`), 400, '「开发者 ID（AppID）」');
    // An unconfigured store has nothing to sync: its sweep calls nothing.
    expect(await sweepStore(await sweepDeps(w), wxofficial, Number(w.grain.suid), w.t.clock.now)).toBe(0);
    okData(await w.grain.post('/v1/addons/uninstall', { key: 'wxofficial' }), 'uninstall');
  });
});

const list2 = async (w: Wx, path: string) =>
  okData(await w.grain.get<Row[]>(`${API}${path}Manage`, { limit: 50 }), `grain ${path}`);
