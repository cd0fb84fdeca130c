import { DB_KINDS, okData, push, refused, xlsx } from '@yanye/addon-kit/testing';
import { describe, expect, it } from 'vitest';
import { signedQuery } from './signature';
import { API, countIn, eventOf, newOpenid, pushEvent, TOKEN, textOf, wxSuiteApp } from './wx.support';

/**
 * WeChat's pushes through HTTP: the signature of the address checked with the store's token (a forged or
 * missing one is 401 and books nothing), each message booked once however often it comes, followers made and
 * unsubscribed by the events, and the answer the welcome or the matching keyword reply (exact before partial,
 * then priority; a disabled rule never), or `success` for none. Hostile bodies are refused with a reason.
 */

interface Passive {
  ToUserName: string;
  FromUserName: string;
  MsgType: string;
  Content?: string;
  Image?: { MediaId: string };
}

const json = (r: { status: number; body: string }): Passive => {
  expect(r.status, r.body).toBe(200);
  return JSON.parse(r.body) as Passive;
};

describe.each(DB_KINDS)("WeChat's pushes on %s", (kind) => {
  const w = wxSuiteApp(kind, 'b2');

  it('refuses a forged or unsigned push with 401 and books nothing', async () => {
    const openid = newOpenid();
    const follow = eventOf(openid, 'subscribe', w.t.clock.now);
    const before = await countIn(w, 'wx_messages');
    expect((await pushEvent(w, follow, { token: 'NotTheToken1' })).status).toBe(401);
    expect((await pushEvent(w, follow, { query: {} })).status).toBe(401);
    const signed = signedQuery(TOKEN, w.t.clock.now, 'abc123');
    const tampered = { ...signed, timestamp: String(w.t.clock.now + 1) };
    expect((await pushEvent(w, follow, { query: tampered })).status).toBe(401);
    // The store that has not installed the account has no such end at all.
    expect((await pushEvent(w, follow, { store: Number(w.grain.suid) })).status).toBe(404);
    expect(await countIn(w, 'wx_messages')).toBe(before);
    expect(await countIn(w, 'wx_fans', `openid = '${openid}'`)).toBe(0);
  });

  it('makes a follower on a follow and answers the welcome reply, once however often it comes', async () => {
    const openid = newOpenid();
    const follow = eventOf(openid, 'subscribe', w.t.clock.now, 'qrscene_1001');
    const first = json(await pushEvent(w, follow));
    expect(first).toMatchObject({ ToUserName: openid, FromUserName: follow.ToUserName, MsgType: 'text' });
    expect(first.Content).toContain('感谢关注鑫盐商贸');
    const again = json(await pushEvent(w, follow));
    expect(again).toEqual(first);
    expect(await countIn(w, 'wx_messages', `openid = '${openid}'`)).toBe(1);
    expect(
      await countIn(w, 'wx_fans', `openid = '${openid}' and subscribe = 1 and scene = 'ADD_SCENE_QR_CODE'`),
    ).toBe(1);

    const gone = await pushEvent(w, eventOf(openid, 'unsubscribe', w.t.clock.now + 60));
    expect(gone.body).toBe('success');
    expect(await countIn(w, 'wx_fans', `openid = '${openid}' and subscribe = 0`)).toBe(1);
  });

  it('answers the matching keyword reply: exact first, then priority; a disabled rule never', async () => {
    const rule = (keyword: string, match: string, content: string, priority = 0, status = 1) =>
      w.salt.post<{ id: number }>(`${API}ReplyKeywordSave`, {
        keyword,
        match,
        type: 'text',
        content,
        priority,
        status,
      });
    okData(await rule('大米', 'partial', '大米请咨询丰谷粮油', 1), 'partial low');
    okData(await rule('大米价', 'partial', '五常大米 5kg 68 元', 9), 'partial high');
    okData(await rule('大米价', 'exact', '大米今日价：68 元/袋'), 'exact');
    okData(await rule('碘盐', 'partial', '已停用的回复', 50, 0), 'disabled');
    refused(await rule('大米价', 'exact', '重复'), 400, '关键词“大米价”已有全匹配规则');
    refused(await rule('图片', 'exact', ''), 400, '文字回复需要填写内容');
    refused(
      await w.salt.post(`${API}ReplyKeywordSave`, {
        keyword: '图',
        match: 'exact',
        type: 'image',
        media_id: '',
      }),
      400,
      'media_id',
    );

    const openid = newOpenid();
    const at = w.t.clock.now;
    const say = async (text: string, n: number) => pushEvent(w, textOf(openid, text, at + n));
    expect(json(await say('大米价', 1)).Content).toBe('大米今日价：68 元/袋');
    expect(json(await say('请问大米价多少', 2)).Content).toBe('五常大米 5kg 68 元');
    expect(json(await say('有大米吗', 3)).Content).toBe('大米请咨询丰谷粮油');
    expect((await say('碘盐多少钱', 4)).body).toBe('success');
    // A menu click is answered by the rule its key names.
    expect(json(await pushEvent(w, eventOf(openid, 'CLICK', at + 5, '大米价'))).Content).toBe(
      '大米今日价：68 元/袋',
    );

    const rows = await w.salt.get<{ content: string; state: string; matched: string }[]>(
      `${API}MessageManage`,
      { openid, sort: 'sent_at', order: 'true' },
    );
    expect(okData(rows, 'messages').map((r) => [r.content, r.state, r.matched])).toEqual([
      ['大米价', 'replied', '大米价'],
      ['请问大米价多少', 'replied', '大米价'],
      ['有大米吗', 'replied', '大米'],
      ['碘盐多少钱', 'received', ''],
      ['', 'replied', '大米价'],
    ]);
    expect(
      await countIn(w, 'wx_keyword_replies', `keyword = '大米价' and match = 'exact' and hits = 2`),
    ).toBe(1);
    expect(
      await countIn(w, 'wx_keyword_replies', `keyword = '大米价' and match = 'partial' and hits = 1`),
    ).toBe(1);
  });

  it('refuses a keyword another rule holds in any case, width or spacing, naming that rule, in a save and an import', async () => {
    const save = (keyword: string, match = 'exact', lang: 'zh' | 'en' = 'zh') =>
      w.salt.post<{ id: number }>(
        `${API}ReplyKeywordSave`,
        { keyword, match, type: 'text', content: '回复' },
        { lang },
      );
    const held = okData(await save('Vip 会员'), 'a rule').id;
    const count = () => countIn(w, 'wx_keyword_replies');
    const before = await count();
    for (const [typed, lang] of [
      ['vip 会员', 'zh'],
      ['  VIP   会员 ', 'en'],
      ['ＶＩＰ　会员', 'zh'],
    ] as const) {
      const r = await save(typed, 'exact', lang);
      if (lang === 'zh') refused(r, 400, '已有全匹配规则', `编号 ${held}`, '“Vip 会员”');
      else refused(r, 400, `held by the Exact rule No. ${held}, "Vip 会员"`);
    }
    expect(await count()).toBe(before);
    // The other match is another rule; a rule saved again keeps its own keyword; the kept text is tidied.
    const partial = okData(await save(' VIP  会员 ', 'partial'), 'partial').id;
    okData(await w.salt.post(`${API}ReplyKeywordSave`, { id: held, keyword: 'VIP 会员' }), 'own keyword');
    expect(await countIn(w, 'wx_keyword_replies', `id = ${partial} and keyword = 'VIP 会员'`)).toBe(1);
    // A follower's message is compared alike.
    const openid = newOpenid();
    const reply = await pushEvent(w, textOf(openid, 'ｖｉｐ  会员', w.t.clock.now));
    expect(JSON.parse(reply.body).Content).toBe('回复');

    // An import: a row repeating a rule of the store, and two rows repeating each other.
    const sheet = await xlsx([
      ['关键词', '匹配方式', '回复类型', '回复内容'],
      ['VIP会员卡', '全匹配', '文字', '办卡'],
      ['vip 会员', '全匹配', '文字', '重复已有'],
      ['VIP会员卡 ', '全匹配', '文字', '表内重复'],
    ]);
    const r = await w.salt.upload(`${API}ReplyKeywordManage`, 'rules.xlsx', sheet, { _excel_import: '1' });
    refused(
      r,
      400,
      `第3行 关键词: 关键词“vip 会员”已有全匹配规则：编号 ${held}`,
      '第4行 关键词',
      '表格中出现不止一次',
    );
    expect(r.body.msg).not.toContain('第2行');
    expect(await count()).toBe(before + 1);
  });

  it("saves the welcome reply within WeChat's limits, and answers a follow with a picture", async () => {
    const info = async () =>
      okData(
        await w.salt.get<{ type: string; callback_path: string; token_set: number }>(
          `${API}ReplyAttentionInfo`,
        ),
        'info',
      );
    const before = await info();
    expect(before).toMatchObject({
      type: 'text',
      token_set: 1,
      callback_path: `/callback/addons/wxofficial/${w.store}/message`,
    });
    const save = (body: Record<string, unknown>) =>
      w.salt.post(`${API}ReplyAttentionSave`, {
        enabled: 1,
        type: 'text',
        content: '',
        media_id: '',
        image: '',
        ...body,
      });
    refused(await save({}), 400, '文字回复需要填写内容');
    refused(await save({ content: '盐'.repeat(683) }), 400, '2049 字节', '2048');
    refused(await save({ type: 'image', media_id: '素材' }), 400, 'media_id');
    refused(await save({ type: 'image', media_id: 'M1', image: 'javascript:alert(1)' }), 400);
    refused(await save({ type: 'video' }), 400);
    expect(await info()).toEqual(before);

    okData(
      await save({
        type: 'image',
        media_id: 'Xq3bN8v_welcome-pic',
        image: 'https://xinyan.yanye.example/welcome.png',
      }),
      'image',
    );
    const openid = newOpenid();
    const answer = json(await pushEvent(w, eventOf(openid, 'subscribe', w.t.clock.now)));
    expect(answer).toMatchObject({ MsgType: 'image', Image: { MediaId: 'Xq3bN8v_welcome-pic' } });
    // Switched off, a follow is answered with nothing.
    okData(await save({ enabled: 0, type: 'image', media_id: '' }), 'off');
    expect((await pushEvent(w, eventOf(newOpenid(), 'subscribe', w.t.clock.now))).body).toBe('success');
    okData(await save({ content: '感谢关注鑫盐商贸！回复“盐价”查看今日报价。' }), 'text again');
  });

  it('refuses hostile bodies with a reason and books nothing', async () => {
    const before = await countIn(w, 'wx_messages');
    const raw = async (body: string) => {
      const qs = new URLSearchParams(signedQuery(TOKEN, w.t.clock.now, 'n0nce')).toString();
      return push(w.base, 'wxofficial', w.store, `message?${qs}`, body, {});
    };
    const bad = async (body: string, word: string) => {
      const r = await raw(body);
      expect(r.status, r.body).toBe(400);
      expect(r.body).toContain(word);
    };
    await bad('<xml><ToUserName>gh</ToUserName></xml>', 'not JSON');
    await bad(JSON.stringify({ ...textOf('x', 'hi', w.t.clock.now) }), 'FromUserName');
    await bad(JSON.stringify(textOf(newOpenid(), 'a'.repeat(3000), w.t.clock.now)), 'Content');
    await bad(JSON.stringify(textOf(newOpenid(), 'bad\u0000byte', w.t.clock.now)), 'Content');
    await bad(JSON.stringify({ ...textOf(newOpenid(), 'hi', w.t.clock.now), MsgType: 'script' }), 'MsgType');
    await bad(JSON.stringify({ ...textOf(newOpenid(), 'hi', w.t.clock.now), MsgId: '1 or 1=1' }), 'MsgId');
    expect(await countIn(w, 'wx_messages')).toBe(before);
  });

  it("pushes a follow and a follower's text from the receiver's page, signed as WeChat signs", async () => {
    const form = async (action: string, values: Record<string, string>) => {
      const r = await fetch(`${w.base}/dev/receivers/wxofficial/action/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(values).toString(),
      });
      expect(r.status).toBe(200);
      return r.text();
    };
    const openid = newOpenid();
    const page = await form('follow', { appid: w.appid, openid });
    expect(page).toContain('HTTP 200');
    expect(page).toContain('感谢关注鑫盐商贸');
    expect(await countIn(w, 'wx_fans', `openid = '${openid}' and subscribe = 1`)).toBe(1);
    const text = await form('text', { appid: w.appid, openid, content: '盐价' });
    expect(text).toContain('今日报价');
    expect(
      await countIn(w, 'wx_messages', `openid = '${openid}' and msg_type = 'text' and matched = '盐价'`),
    ).toBe(1);
  });
});
