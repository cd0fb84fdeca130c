import { Client, DB_KINDS, readOutbox, startApp, type TestApp } from '@yanye/framework/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CONFIG = '/v1/addons/kefu/public/GetKefuConfig';

describe.each(DB_KINDS)('customer service on %s (local chat page)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(() => t?.close());

  it('points the console at the local chat page when no chat host is configured', async () => {
    const r = await new Client(t).get(CONFIG);
    expect(r.body).toEqual({
      status: true,
      msg: '操作成功',
      data: { appid: 'local', host: '/dev/kefu/', mode: 'local' },
    });
  });

  it('serves a chat page the console may frame, and only the console', async () => {
    const page = await t.app.inject({
      url: '/dev/kefu/',
      query: { uuid: 'u-1', name: '王建国', appid: 'local' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("form-action 'self'");
    // No script at all: the page works under script-src 'self' with plain forms.
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('action="/dev/kefu/send"');
    expect((await t.app.inject({ url: '/dev/kefu/' })).statusCode).toBe(400);
  });

  it('records what the visitor writes and the reply, and shows them escaped', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/dev/kefu/send',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        uuid: 'u-1',
        name: '王建国',
        appid: 'local',
        text: '<b>十吨</b>工业盐几天到？',
      }).toString(),
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/dev/kefu/?uuid=u-1&name=%E7%8E%8B%E5%BB%BA%E5%9B%BD&appid=local');
    const kefu = await readOutbox(t, 'kefu');
    expect(kefu.map((m) => [m.recipient, m.template])).toEqual([
      ['u-1', 'reply'],
      ['u-1', 'visitor'],
    ]);
    expect(kefu[1]!.body).toBe('<b>十吨</b>工业盐几天到？');
    const page = await t.app.inject({ url: String(sent.headers.location) });
    expect(page.body).toContain('&lt;b&gt;十吨&lt;/b&gt;工业盐几天到？');
    expect(page.body).toContain('本地客服已收到您的消息');

    const empty = await t.app.inject({
      method: 'POST',
      url: '/dev/kefu/send',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'uuid=u-1&text=',
    });
    expect(empty.statusCode).toBe(400);
    expect((await readOutbox(t, 'kefu')).length).toBe(2);
  });

  it('keeps the chat page from addresses outside the local network', async () => {
    const r = await t.app.inject({ url: '/dev/kefu/?uuid=u-1', remoteAddress: '198.51.100.4' });
    expect(r.statusCode).toBe(404);
  });
});

describe.each(DB_KINDS)('customer service on %s (outside chat host)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { env: { KEFU_HOST: 'https://kefu.example.com/chat', KEFU_APPID: 'kf-42' } });
  });
  afterAll(() => t?.close());

  it('answers the configured host and app id, and lets the console frame that host', async () => {
    const r = await new Client(t).get(CONFIG);
    expect(r.body).toMatchObject({
      data: { appid: 'kf-42', host: 'https://kefu.example.com/chat', mode: 'http' },
    });
    const csp = String(r.raw.headers['content-security-policy']);
    expect(csp).toMatch(/frame-src 'self' https:\/\/kefu\.example\.com/);
    const page = await t.app.inject({ url: '/dev/kefu/?uuid=u-1' });
    expect(page.body).not.toContain('action="/dev/kefu/send"');
  });
});

describe.each(DB_KINDS)('customer service on %s (no chat, no dev pages)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { env: { DEV_PAGES: 'off' } });
  });
  afterAll(() => t?.close());

  it('answers an empty config, so the widget does not start, and serves no dev page', async () => {
    const r = await new Client(t).get(CONFIG);
    expect(r.body).toMatchObject({ data: { appid: '', host: '', mode: 'off' } });
    for (const url of ['/dev/outbox.json', '/dev/kefu/?uuid=u-1', '/dev/wechat/authorize?redirect_uri=/x']) {
      const page = await t.app.inject({ url });
      expect(page.body, url).not.toContain('"channel"');
      expect(page.body, url).not.toContain('/dev/');
    }
    const auth = await new Client(t).get<{ url: string }>('/v1/addons/social/public/GetSocialAuthData');
    expect(auth.body).toMatchObject({ status: true, data: { url: '' } });
  });
});
