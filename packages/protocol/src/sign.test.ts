import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeSign, signsEqual, signText } from './sign';

describe('signText', () => {
  it('sorts by code point, adds timestamp, drops sign and null values', () => {
    const text = signText({ b: 2, a: 'x', Z: true, sign: 'old', skip: null, none: undefined }, 1700000000);
    expect(text).toBe('Z=true&a=x&b=2&timestamp=1700000000');
  });

  it('stringifies arrays and objects as JSON and keeps strings as they are', () => {
    expect(signText({ ids: [1, 2], q: { a: '中' }, s: 'a b&c' }, '1')).toBe(
      'ids=[1,2]&q={"a":"中"}&s=a b&c&timestamp=1',
    );
  });

  it('uses the header timestamp even when a parameter has the same name', () => {
    expect(signText({ timestamp: 5 }, 9)).toBe('timestamp=9');
  });
});

describe('computeSign', () => {
  // Fixed vectors: computed once and checked against Node's own HMAC below, so the browser's pure-JS
  // implementation and any other client agree byte for byte.
  const vectors = [
    { params: {}, ts: 1700000000, sign: 'b0e43adf1cd28e467f4192726a655400cdaf3d8231d3535b23b59c47d8c74787' },
    {
      params: { username: 'salt_admin', password: 'Demo@2026', name: '', type: 'account' },
      ts: 1763769600,
      sign: '04ecf009e8dbec593e09d54fc1156b16b9927ec4e0a3ecbccff3d63a89bacfa4',
    },
  ];

  it('reproduces the fixed vectors', () => {
    for (const { params, ts, sign } of vectors) expect(computeSign(params, ts)).toBe(sign);
  });

  it('matches an independent HMAC-SHA256 of the same text', () => {
    for (const { params, ts } of vectors) {
      const expected = createHmac('sha256', 'yanye-console-sign').update(signText(params, ts)).digest('hex');
      expect(computeSign(params, ts)).toBe(expected);
    }
  });

  it('depends on the salt', () => {
    expect(computeSign({ a: 1 }, 1, 'other')).not.toBe(computeSign({ a: 1 }, 1));
  });
});

describe('signsEqual', () => {
  it('compares exactly', () => {
    expect(signsEqual('abc', 'abc')).toBe(true);
    expect(signsEqual('abc', 'abd')).toBe(false);
    expect(signsEqual('abc', 'ab')).toBe(false);
  });
});
