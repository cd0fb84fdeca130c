import { API, type Contract, resourceCalls } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';

/** Every contract of the table, however deep. */
function contracts(node: unknown): Contract[] {
  if (typeof node !== 'object' || node === null) return [];
  if ('path' in node && 'method' in node) return [node as Contract];
  return Object.values(node).flatMap(contracts);
}

describe('the protocol in the browser, with an inert zod', () => {
  it('keeps every contract’s method, path and flags', () => {
    const all = contracts(API);
    expect(all.length).toBeGreaterThan(40);
    for (const c of all) {
      expect(c.path).toMatch(/^\/v1\/[\w/]+$/);
      expect(['GET', 'POST']).toContain(c.method);
      expect(['public', 'base', 'page']).toContain(c.access);
      expect(typeof c.write).toBe('boolean');
    }
    expect(resourceCalls.page('/v1/jxc/CustomerManage').method).toBe('GET');
  });

  it('refuses to parse: the server parses, the browser does not', () => {
    const [first] = contracts(API);
    expect(() => first!.body.parse({})).toThrow(/does not parse/);
    expect(() => first!.response.safeParse(null)).toThrow(/does not parse/);
  });
});
