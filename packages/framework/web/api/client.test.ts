import { API, resourceCalls } from '@yanye/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const PAGE = resourceCalls.page('/v1/seller/goods/GoodsShowManage');

describe('early reads (readEarly)', () => {
  let asked: string[];
  let refuseFirst: boolean;
  beforeEach(() => {
    asked = [];
    refuseFirst = false;
    vi.stubGlobal('__SIGN_SALT__', 'salt');
    vi.stubGlobal('__API_HOST__', '');
    vi.stubGlobal('navigator', { language: 'zh-CN', userAgent: 'test' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        const refused = refuseFirst && asked.length === 1;
        const body = refused
          ? { status: false, msg: 'busy', code: 'BUSY', data: null }
          : { status: true, msg: 'ok', data: { n: asked.length } };
        return new Response(JSON.stringify(body));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('give their answer to the first call that asks the same, and only to it', async () => {
    const { call, readEarly } = await import('./client');
    void readEarly(API.session.userInfo, {});
    expect(await call(API.session.userInfo, {}, { quiet: true })).toEqual({ n: 1 });
    expect(await call(API.session.userInfo, {}, { quiet: true })).toEqual({ n: 2 });
    expect(asked).toHaveLength(2);
  });

  it('are the same question whatever the order of its fields', async () => {
    const { call, readEarly } = await import('./client');
    void readEarly(PAGE, { page: 1, limit: 20 });
    expect(await call(PAGE, { limit: 20, page: 1 }, { quiet: true })).toEqual({ n: 1 });
    expect(asked).toHaveLength(1);
  });

  it('are asked again, as any call, when they were refused', async () => {
    const { call, readEarly } = await import('./client');
    refuseFirst = true;
    await readEarly(PAGE, { page: 2, limit: 20 }).catch(() => undefined);
    expect(await call(PAGE, { page: 2, limit: 20 }, { quiet: true })).toEqual({ n: 2 });
  });
});

describe('a server whose database is away (503 with Retry-After)', () => {
  let sent: { url: string; key: string | null; sign: string | null }[];
  let unavailable: number;
  let retryAfter: string | null;
  beforeEach(() => {
    sent = [];
    unavailable = 0;
    retryAfter = '0';
    vi.stubGlobal('__SIGN_SALT__', 'salt');
    vi.stubGlobal('__API_HOST__', '');
    vi.stubGlobal('navigator', { language: 'zh-CN', userAgent: 'test' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const headers = init.headers as Record<string, string>;
        sent.push({ url, key: headers['idempotency-key'] ?? null, sign: headers.sign ?? null });
        if (sent.length <= unavailable)
          return new Response(
            JSON.stringify({
              status: false,
              msg: '服务暂时不可用，请稍后重试',
              code: 'UNAVAILABLE',
              data: null,
            }),
            { status: 503, headers: retryAfter === null ? {} : { 'retry-after': retryAfter } },
          );
        return new Response(JSON.stringify({ status: true, msg: 'ok', data: { n: sent.length } }));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a write again with the same key until it is answered', async () => {
    const { call } = await import('./client');
    unavailable = 2;
    expect(await call(API.live.liveRead, { id: 1 }, { quiet: true, key: 'action-key-1' })).toEqual({ n: 3 });
    expect(sent.map((s) => s.key)).toEqual(['action-key-1', 'action-key-1', 'action-key-1']);
  });

  it('asks a read again', async () => {
    const { call } = await import('./client');
    unavailable = 1;
    expect(await call(PAGE, { page: 1, limit: 20 }, { quiet: true })).toEqual({ n: 2 });
  });

  it('takes a 503 without Retry-After (an outside service down) as the answer', async () => {
    const { call } = await import('./client');
    unavailable = 1;
    retryAfter = null;
    await expect(call(API.live.liveRead, { id: 1 }, { quiet: true })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      httpStatus: 503,
    });
    expect(sent).toHaveLength(1);
  });
});
