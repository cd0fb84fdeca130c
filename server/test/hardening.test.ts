import { connect } from 'node:net';
import { Client, DB_KINDS, readXlsx, signedIn, startApp, type TestApp, xlsx } from '@yanye/framework/testing';
import { computeSign } from '@yanye/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../src/routes';

describe.each(DB_KINDS)('hardening on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
  });
  afterAll(() => t?.close());

  function rawPost(url: string, payload: string, contentType = 'application/json') {
    const ts = t.clock.now;
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        'content-type': contentType,
        timestamp: String(ts),
        sign: computeSign({}, ts),
        accesstoken: admin.token,
        supplieruid: admin.suid,
      },
    });
  }

  it('answers a malformed JSON body with a clean 400', async () => {
    const r = await rawPost('/v1/public/user/login', '{"username": "a",');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ status: false, code: 'BAD_INPUT', msg: '请求体不是合法的 JSON' });
  });

  it('answers a huge body with 413', async () => {
    const r = await rawPost(
      '/v1/public/user/login',
      JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ status: false, code: 'TOO_LARGE' });
  });

  it('answers a wrong-typed field with 400 naming the field', async () => {
    const r = await admin.post(
      '/v1/public/user/login',
      { username: ['salt_admin'], password: 'x' },
      { lang: 'en' },
    );
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Username should be text');
    const id = await admin.get('/v1/seller/role/roledel', { id: 'abc' });
    expect(id.status).toBe(400);
    expect(id.body.msg).toBe('记录编号应为整数');
  });

  it('answers an unsupported content type with 415', async () => {
    const r = await rawPost('/v1/public/user/login', '<xml/>', 'application/xml');
    expect(r.statusCode).toBe(415);
    expect(r.json()).toMatchObject({ status: false, code: 'UNSUPPORTED_MEDIA' });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const r = await admin.get('/v1/nowhere/Nothing');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ status: false, code: 'NOT_FOUND' });
  });

  it('never answers 500 to garbage sent to any route', async () => {
    const garbage: Record<string, unknown>[] = [
      {},
      {
        id: { $ne: 1 },
        ids: 'x',
        page: -1,
        limit: 1e9,
        name: ['a'],
        path_arr: 5,
        api_arr: {},
        refresh_token: 7,
      },
      {
        id: "1'; drop table accounts; --",
        name: '\u0000',
        captcha: ':',
        username: 'a'.repeat(70),
        password: '',
      },
    ];
    // A stream stays open rather than answering (its own hostile inputs: live.test.ts).
    for (const route of API_ROUTES.filter((r) => !r.contract.stream)) {
      for (const body of garbage) {
        const flat = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, JSON.stringify(v)]));
        const r =
          route.contract.method === 'GET'
            ? await admin.get(route.contract.path, flat)
            : await admin.post(route.contract.path, body);
        expect(
          r.status,
          `${route.contract.method} ${route.contract.path} ${JSON.stringify(body)}`,
        ).toBeLessThan(500);
        expect(r.body).toHaveProperty('status');
      }
    }
    // ...and the server still works afterwards (the garbage included a logout, so sign in anew).
    const again = await signedIn(t, 'salt_admin');
    expect((await again.get('/v1/buyer/user/info')).status).toBe(200);
  });

  it('takes no nested or coerced id (F10): {"ids":[[1]]} deletes nothing', async () => {
    const CUSTOMER_API = '/v1/jxc/customer/';
    // The garbage above signed the admin out.
    const admin = await signedIn(t, 'salt_admin');
    const made = await admin.post(`${CUSTOMER_API}CustomerSave`, {
      name: '嵌套编号测试',
      type: 'customer',
      contact: '张三',
      phone: '13800138000',
    });
    expect(made.status).toBe(200);
    const id = (made.body.data as { id: number }).id;
    for (const body of [{ ids: [[id]] }, { ids: [true] }, { id: [id] }, { ids: [`${id}e0`] }, { id: true }]) {
      const r = await admin.post(`${CUSTOMER_API}CustomerDel`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.status).toBe(false);
    }
    const still = await admin.get(`${CUSTOMER_API}CustomerInfo`, { id });
    expect(still.status).toBe(200);
    expect(await admin.post(`${CUSTOMER_API}CustomerDel`, { ids: [id] })).toMatchObject({ status: 200 });
  });

  it('takes the credentials from the query only on a download (F5)', async () => {
    const admin = await signedIn(t, 'salt_admin');
    const ts = t.clock.now;
    const query = { accesstoken: admin.token, supplieruid: admin.suid };
    const listed = await t.app.inject({
      method: 'GET',
      url: '/v1/buyer/user/info',
      query,
      headers: { timestamp: String(ts), sign: computeSign(query, ts) },
    });
    // Not a download: the token in the address does not count, so the caller has no session.
    expect(listed.statusCode).toBe(401);
    expect(listed.json()).toMatchObject({ status: false });
    const xlsx = { ...query, _down_excel: '1' };
    const file = await t.app.inject({
      method: 'GET',
      url: '/v1/jxc/customer/CustomerManage',
      query: { ...xlsx, timestamp: String(ts), sign: computeSign(xlsx, ts) },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    // The language travels in the query too: an English operator's template is English, its name and its columns.
    const english = { ...query, lang: 'en', _down_excel_import_tpl: '1' };
    const template = await t.app.inject({
      method: 'GET',
      url: '/v1/jxc/customer/CustomerManage',
      query: { ...english, timestamp: String(ts), sign: computeSign(english, ts) },
    });
    expect(template.statusCode).toBe(200);
    expect(decodeURIComponent(String(template.headers['content-disposition']))).toContain('-import-template');
    const header = (await readXlsx(template.rawPayload)).worksheets[0]!.getRow(1).values as unknown[];
    expect(header.filter(Boolean).join(' ')).toMatch(/^[\x20-\x7e]+$/);
  });

  it('names the field of a unique value given twice in one import sheet, and imports nothing', async () => {
    const admin = await signedIn(t, 'salt_admin');
    const U = '/v1/jxc/materialunit/MaterialUnitManage';
    const file = await xlsx([
      ['单位名称', '基本单位', '换算比例', '小数位数'],
      ['重复单位', '否', 1, 0],
      ['重复单位', '否', 1, 0],
    ]);
    const r = await admin.upload(U, '单位.xlsx', file, { _excel_import: '1' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Error: 第3行 单位名称: 与第2行重复（重复单位）');
    const found = await admin.get(U, { name: '重复单位' });
    expect(found.body.data).toEqual([]);
  });

  it('answers what the HTTP parser refuses (431 for an address or headers too long, 400 for no HTTP) as the envelope', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const raw = (request: string) =>
      new Promise<string>((done, fail) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(request));
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
        });
        socket.on('end', () => done(text));
        socket.on('error', fail);
      });
    const long = await raw(`GET /v1/buyer/user/info?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(long).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(long.slice(long.indexOf('\r\n\r\n') + 4))).toEqual({
      status: false,
      msg: '请求的地址或请求头过长',
      data: null,
      code: 'TOO_LARGE',
    });
    const header = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(header).toMatch(/^HTTP\/1\.1 431 /);
    const garbage = await raw('\u0000\u0001 not http at all\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbage).toContain('"status":false');
    // The server goes on.
    expect((await fetch(`${address}/healthz`)).status).toBe(200);
  });

  it('refuses a body nested 5,000 deep with a 400, on sign-in too, and reads a normal one', async () => {
    const deep = `{"username":${'['.repeat(5000)}1${']'.repeat(5000)},"password":"x"}`;
    for (const url of ['/v1/public/user/login', '/v1/jxc/customer/CustomerSave']) {
      const r = await rawPost(url, deep);
      expect(r.statusCode, url).toBe(400);
      expect(r.json(), url).toEqual({
        status: false,
        msg: '请求体嵌套超过 32 层',
        data: null,
        code: 'BAD_INPUT',
      });
    }
    // Brackets inside a string are text, not depth; and __proto__ is still refused by Fastify's parser.
    const text = await rawPost(
      '/v1/public/user/login',
      JSON.stringify({ username: '['.repeat(100), password: 'x' }),
    );
    expect(text.statusCode).not.toBe(500);
    expect(text.json().msg).not.toBe('请求体嵌套超过 32 层');
    const poisoned = await rawPost('/v1/public/user/login', '{"__proto__":{"x":1},"username":"a"}');
    expect(poisoned.statusCode).toBe(400);
  });

  it('sends security headers with a content security policy', async () => {
    const r = await t.app.inject({ url: '/healthz' });
    expect(r.headers['content-security-policy']).toContain("script-src 'self'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('rate-limits the login call per IP', async () => {
    const c = new Client(t, '203.0.113.250');
    let limited = 0;
    for (let i = 0; i < 32; i++) {
      const r = await c.post('/v1/public/user/login', { username: 'nobody', password: 'x' });
      if (r.status === 429) {
        limited++;
        expect(r.body).toMatchObject({ status: false, code: 'TOO_MANY_REQUESTS' });
      }
    }
    expect(limited).toBe(2);
  });
});
