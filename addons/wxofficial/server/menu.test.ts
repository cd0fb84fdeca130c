import { callLog, DB_KINDS, okData, receiverMode, refused, saveSetup } from '@yanye/addon-kit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MenuInfo } from '../contract';
import { DEMO_MENU } from '../demo-menu';
import type { Menu } from '../menu-rules';
import { accountOf, revokeTokens } from './receiver-state';
import { API, APPSECRET, countIn, later, receiverOk, setUp, type Wx, wxSuiteApp } from './wx.support';

/**
 * The custom menu through HTTP: WeChat's rules refused with the entry named, a draft saved and published
 * through the API (menu/create on the receiver), the live menu read back, the token obtained, kept sealed,
 * renewed when it lapses or WeChat refuses it, and masked in the call log; the service's refusal, a timeout
 * with retries (publishing is idempotent), an unconfigured account, and the store wall.
 */

/** The demo menu cut down: its ordering folder's first two entries, and the price click. */
const [ordering, price] = DEMO_MENU.button;
const MENU: Menu = { button: [{ ...ordering!, sub_button: ordering!.sub_button!.slice(0, 2) }, price!] };

const info = async (w: Wx) => okData(await w.salt.get<MenuInfo>(`${API}MenuInfo`), 'info');

describe.each(DB_KINDS)('the custom menu on %s', (kind) => {
  const w = wxSuiteApp(kind, 'a1');
  beforeEach(() => receiverOk(w));

  const save = (menu: unknown) =>
    w.salt.post<{ state: string }>(`${API}MenuSave`, menu as Record<string, unknown>);

  it("refuses a menu breaking WeChat's rules, naming the entry, and changes nothing", async () => {
    const before = await info(w);
    const cases: [unknown, string[]][] = [
      [{ button: [] }, ['菜单至少要有一项']],
      [
        { button: [1, 2, 3, 4].map((n) => ({ type: 'click', name: `菜单${n}`, key: `K${n}` })) },
        ['一级菜单最多 3 个'],
      ],
      [
        { button: [{ type: 'click', name: '今日盐价行情', key: 'P' }] },
        ['第 1 个菜单', '18 字节', '16 字节'],
      ],
      [
        {
          button: [
            {
              name: '服务',
              sub_button: [1, 2, 3, 4, 5, 6].map((n) => ({ type: 'click', name: `项${n}`, key: `S${n}` })),
            },
          ],
        },
        ['“服务”最多 5 个子菜单'],
      ],
      [
        { button: [{ name: '服务', sub_button: [{ type: 'click', name: 'x'.repeat(61), key: 'K' }] }] },
        ['第 1 个菜单的第 1 项', '61 字节', '60 字节'],
      ],
      [{ button: [{ type: 'click', name: '盐价' }] }, ['“盐价”是点击类型，需要填写 key']],
      [
        { button: [{ type: 'view', name: '官网', url: 'ftp://xinyan.example' }] },
        ['“官网”的网页链接需以 http:// 或 https:// 开头'],
      ],
      [
        {
          button: [
            {
              type: 'miniprogram',
              name: '下单',
              url: 'https://a.example',
              appid: 'wx123',
              pagepath: 'pages/index',
            },
          ],
        },
        ['小程序 AppID'],
      ],
      [
        {
          button: [
            { type: 'miniprogram', name: '下单', url: 'https://a.example', appid: 'wx2b7e4f9c1a3d5e60' },
          ],
        },
        ['页面路径'],
      ],
      [{ button: [{ name: '空菜单' }] }, ['“空菜单”没有子菜单，需要选择类型']],
      [
        {
          button: [
            { type: 'click', name: 'A', key: 'K' },
            { type: 'click', name: 'B', key: 'K' },
          ],
        },
        ['第 2 个菜单', 'key “K”与“A”重复'],
      ],
      [{ button: [{ type: 'click', name: '  ', key: 'K' }] }, ['第 1 个菜单的名称不能为空']],
      // A part of the wrong kind is named by the menu's words, never by its keys (button.0.sub_button.1.name).
      [
        { button: [{ name: '服务', sub_button: [{ type: 'click', name: 'A', key: 'K' }, { name: 7 }] }] },
        ['菜单第 1 项的子菜单第 2 项的名称'],
      ],
    ];
    for (const [menu, words] of cases) refused(await save(menu), 400, ...words);
    // Hostile shapes: wrong types, a control character, an unknown type.
    refused(await save({ button: 'all' }), 400);
    refused(await save({ button: [{ type: 'click', name: 'a\u0000b', key: 'K' }] }), 400);
    refused(await save({ button: [{ type: 'script', name: 'x' }] }), 400);
    expect(await info(w)).toEqual(before);
    // In English too.
    const en = await w.salt.post(
      `${API}MenuSave`,
      { button: [{ type: 'click', name: '今日盐价行情', key: 'P' }] },
      { lang: 'en' },
    );
    refused(en, 400, 'Menu 1', 'is 18 bytes long, over 16');
  });

  it('saves a draft, publishes it through the API with a token kept sealed, and shows when', async () => {
    const saved = okData(await save(MENU), 'save');
    expect(saved.state).toBe('changed');
    expect((await info(w)).draft).toEqual(MENU);
    const now = w.t.clock.now;
    const published = okData(
      await w.salt.post<{ published_at: number; buttons: number }>(`${API}MenuPublish`),
      'publish',
    );
    expect(published).toEqual({ published_at: now, buttons: 2 });
    expect(accountOf(w.appid, now).menu).toEqual(MENU);
    const after = await info(w);
    expect(after).toMatchObject({
      state: 'published',
      published_at: now,
      published_by: '王建国',
      configured: 1,
    });

    const calls = await callLog(w.salt, 'wxofficial', 10);
    expect(calls.slice(0, 2).map((c) => [c.op, c.outcome])).toEqual([
      ['menu_create', 'ok'],
      ['token', 'ok'],
    ]);
    const token = [...accountOf(w.appid, now).tokens.keys()].at(-1)!;
    for (const c of calls) {
      for (const text of [c.url, c.request, c.answer]) {
        expect(text).not.toContain(APPSECRET);
        expect(text).not.toContain(token);
      }
    }
    expect(calls[1]!.url).toContain('secret=******');
    expect(calls[0]!.url).toContain('access_token=******');
    // The token is kept sealed, and used again by the next call.
    expect(await countIn(w, 'wx_tokens', `sealed like '%${token.slice(3, 40)}%'`)).toBe(0);
    okData(await w.salt.post(`${API}MenuPublish`), 'again');
    expect((await callLog(w.salt, 'wxofficial', 1))[0]!.op).toBe('menu_create');

    // Edited after publishing: the draft differs until published again.
    okData(
      await save({
        button: [...MENU.button, { type: 'view', name: '门店', url: 'https://xinyan.yanye.example/about' }],
      }),
      'edit',
    );
    expect((await info(w)).state).toBe('changed');
  });

  it('reads the live menu back as the draft', async () => {
    okData(await save({ button: [{ type: 'click', name: '草稿', key: 'DRAFT' }] }), 'draft');
    const got = okData(await w.salt.post<{ buttons: number; state: string }>(`${API}MenuFetch`), 'fetch');
    expect(got).toEqual({ buttons: 2, state: 'published' });
    expect((await info(w)).draft).toEqual(MENU);
  });

  it('renews the token when WeChat refuses it or it lapses', async () => {
    revokeTokens();
    okData(await w.salt.post(`${API}MenuPublish`), 'after a revocation');
    expect(
      (await callLog(w.salt, 'wxofficial', 3)).map((c) => [c.op, c.outcome, c.answer.slice(0, 20)]),
    ).toEqual([
      ['menu_create', 'ok', '{"errcode":0,"errmsg'],
      ['token', 'ok', '{"access_token":"***'],
      ['menu_create', 'refused', '{"errcode":40001,"er'],
    ]);
    await later(w, 7200);
    okData(await w.salt.post(`${API}MenuPublish`), 'after it lapsed');
    expect((await callLog(w.salt, 'wxofficial', 2)).map((c) => [c.op, c.outcome])).toEqual([
      ['menu_create', 'ok'],
      ['token', 'ok'],
    ]);
  });

  it("says the service's refusal and a timeout in the user's words, retrying the idempotent publish", async () => {
    const before = await info(w);
    await receiverMode(w.t, 'wxofficial', 'fail');
    refused(
      await w.salt.post(`${API}MenuPublish`),
      503,
      '外部服务“微信公众号”调用失败：对方拒绝：-1 system error',
    );
    await saveSetup(w.salt, 'wxofficial', { timeout_seconds: 1, appid: w.appid, original_id: '' });
    await receiverMode(w.t, 'wxofficial', 'slow', 2500);
    const r = await w.salt.post(`${API}MenuPublish`, {}, { lang: 'en' });
    refused(r, 503, 'The outside service "WeChat Official Account" failed: no answer within 1 s');
    const calls = await callLog(w.salt, 'wxofficial', 3);
    expect(calls.map((c) => [c.op, c.outcome, c.attempt])).toEqual([
      ['menu_create', 'timeout', 3],
      ['menu_create', 'timeout', 2],
      ['menu_create', 'timeout', 1],
    ]);
    expect(await info(w)).toEqual(before);
    await receiverOk(w);
    await setUp(w.salt, w.appid);
  });

  it('refuses to call WeChat without the AppSecret, and keeps each store to its own menu', async () => {
    okData(await w.grain.post('/v1/addons/install', { key: 'wxofficial' }), 'install');
    const theirs = okData(await w.grain.get<MenuInfo>(`${API}MenuInfo`), 'grain info');
    expect(theirs).toMatchObject({ draft: { button: [] }, published: null, state: 'none', configured: 0 });
    okData(
      await w.grain.post(`${API}MenuSave`, { button: [{ type: 'click', name: '大米', key: 'RICE' }] }),
      'grain save',
    );
    refused(await w.grain.post(`${API}MenuPublish`), 400, '「开发者 ID（AppID）」');
    expect((await info(w)).draft.button[0]!.name).not.toBe('大米');
    okData(await w.grain.post('/v1/addons/uninstall', { key: 'wxofficial' }), 'uninstall');
    refused(await w.grain.get(`${API}MenuInfo`), 403);
  });
});
