import { Client, DB_KINDS, startApp, type TestApp } from '@yanye/framework/testing';
import { API, PAGE_ERROR_LIMITS } from '@yanye/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PATH = API.client.pageError.path;

/** A screen's failure as the console's error boundary reports it. */
const REPORT = {
  route: '/content/news/edit/4',
  page: 'NewsEdit',
  message: "Cannot read properties of null (reading 'cached')",
  stack: 'TypeError: Cannot read properties of null\n    at RichTextEditor',
};

describe.each(DB_KINDS)('page errors reported by the console on %s', (kind) => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  const logged = () => lines.filter((l) => l.pageError).map((l) => l.pageError);
  let admin: Client;
  beforeAll(async () => {
    t = await startApp(kind, {
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    admin = new Client(t, '203.0.113.31');
    await admin.login('salt_admin');
  });
  afterAll(() => t?.close());

  it("logs a signed-in user's report with the user, the store, the page and what was thrown", async () => {
    const r = await admin.post(PATH, REPORT);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: true, data: null });
    expect(logged()).toEqual([
      {
        user: 'salt_admin',
        account: expect.any(Number),
        store: Number(admin.suid),
        route: REPORT.route,
        page: REPORT.page,
        message: REPORT.message,
        stack: REPORT.stack,
      },
    ]);
    expect(lines.find((l) => l.pageError)).toMatchObject({
      level: 40,
      msg: 'a screen of the console failed',
    });
  });

  it('takes a report from any signed-in user, whatever their roles, and from nobody signed out', async () => {
    const clerk = new Client(t, '203.0.113.32');
    await clerk.login('clerk', undefined, 'xinyan');
    expect((await clerk.post(PATH, { ...REPORT, route: '/inventory/stock/manage' })).status).toBe(200);
    expect(logged().at(-1)).toMatchObject({ user: 'clerk', route: '/inventory/stock/manage' });
    const before = logged().length;
    const stranger = await new Client(t, '203.0.113.33').post(PATH, REPORT);
    expect(stranger.body.status).toBe(false);
    expect(stranger.status).not.toBe(500);
    expect(logged()).toHaveLength(before);
  });

  it('refuses what is no report with a message, never a 500, and logs nothing of it', async () => {
    const hostile: Record<string, unknown>[] = [
      { ...REPORT, message: 'x'.repeat(PAGE_ERROR_LIMITS.message + 1) },
      { ...REPORT, stack: 'x'.repeat(PAGE_ERROR_LIMITS.stack + 1) },
      { ...REPORT, message: '' },
      { ...REPORT, message: 'bad\u0000byte' },
      { ...REPORT, route: 'https://evil.example/' },
      { ...REPORT, route: '//evil.example/x' },
      { ...REPORT, route: '' },
      { ...REPORT, page: 'x'.repeat(101) },
      { ...REPORT, message: { nested: true } },
      { route: REPORT.route },
    ];
    const before = logged().length;
    const c = new Client(t, '203.0.113.34');
    await c.login('salt_admin');
    for (const body of hostile) {
      const r = await c.post(PATH, body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body).toMatchObject({ status: false, code: 'BAD_INPUT' });
      expect(r.body.msg.length).toBeGreaterThan(0);
    }
    expect(logged()).toHaveLength(before);
  });

  it('takes at most 20 reports a minute from one address, so a page failing in a loop cannot flood the log', async () => {
    const c = new Client(t, '203.0.113.35');
    await c.login('salt_admin');
    const before = logged().length;
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await c.post(PATH, { ...REPORT, message: `loop ${i}` })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(logged().length - before).toBe(20);
  });
});
