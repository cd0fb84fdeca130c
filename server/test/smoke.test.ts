import { DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(DB_KINDS)('smoke on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(() => t?.close());

  it('health', async () => {
    const r = await t.app.inject({ url: '/healthz' });
    expect(r.json()).toEqual({ status: true, msg: 'ok', data: { db: 'ok' } });
  });

  it('login + info', async () => {
    const c = await signedIn(t, 'salt_admin');
    const info = await c.get('/v1/buyer/user/info');
    expect(info.body).toMatchObject({ status: true, data: { username: 'salt_admin', roles: ['admin'] } });
  });
});
