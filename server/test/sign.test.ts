import { createHmac } from 'node:crypto';
import { Client, DB_KINDS, startApp, type TestApp } from '@yanye/framework/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(DB_KINDS)('sign and timestamp on %s', (kind) => {
  let t: TestApp;
  let client: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    client = new Client(t);
  });
  afterAll(() => t?.close());

  it('accepts a sign computed independently of the shared module', async () => {
    // The sign text by hand, as docs/platform.md ('One request', step 3) describes it, and Node's own HMAC.
    const ts = t.clock.now;
    const text = `timestamp=${ts}`;
    const sign = createHmac('sha256', 'yanye-console-sign').update(text).digest('hex');
    const r = await client.get('/v1/public/config/GetServerConfig', {}, { sign });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: true, data: { server_time: ts, sms_login_open: true } });
  });

  it('refuses a wrong sign with 400 BAD_SIGN', async () => {
    const r = await client.get('/v1/public/config/GetServerConfig', {}, { sign: 'f'.repeat(64) });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ status: false, code: 'BAD_SIGN', msg: '签名错误' });
  });

  it('refuses a sign over other parameters than were sent', async () => {
    const r = await client.post(
      '/v1/public/user/login',
      { username: 'salt_admin', password: 'x' },
      { sign: '' },
    );
    expect(r.body).toMatchObject({ status: false, code: 'BAD_SIGN' });
  });

  it('refuses a timestamp more than 300 s away, either side', async () => {
    for (const offset of [-301, 301]) {
      const r = await client.get(
        '/v1/public/config/GetServerConfig',
        {},
        { timestamp: t.clock.now + offset },
      );
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ status: false, code: 'STALE_TIMESTAMP' });
    }
    const fine = await client.get('/v1/public/config/GetServerConfig', {}, { timestamp: t.clock.now - 299 });
    expect(fine.status).toBe(200);
  });

  it('refuses a missing timestamp', async () => {
    const r = await t.app.inject({ url: '/v1/public/config/GetServerConfig', headers: { sign: 'x' } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'STALE_TIMESTAMP' });
  });

  it('answers in the request language', async () => {
    const r = await client.get('/v1/public/config/GetServerConfig', {}, { sign: 'bad', lang: 'en' });
    expect(r.body.msg).toBe('Invalid request signature');
  });

  it('signs the query of a GET as sent, and the JSON body of a POST', async () => {
    const r = await client.get('/v1/public/verify/captcha', { anything: 'x y', n: 1 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: true });
  });
});
