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
