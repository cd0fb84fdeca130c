import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutSchemas } from './contracts.ts';

const CONTRACT = `import { z } from 'zod';
import { get, post } from '../contract';
import { recordId } from '../schemas';
const Row = z.object({ 名称: z.string().min(1) }).describe('商品');
export const one = get('/v1/x', { summary: '一个 “quoted”', query: z.object({ id: recordId }), response: Row, labels: { id: T('编号') } });
export const save = post('/v1/y', { summary: 'Y', body: z.object({ n: z.number() }), response: z.null(), write: true });
`;

describe('contracts as the browser builds them', () => {
  it("leaves out what the server alone reads, and keeps the path, the flags and the fields' labels", () => {
    const out = withoutSchemas(CONTRACT) ?? '';
    expect(out).toContain(
      "get('/v1/x', { summary: void 0, query: void 0, response: void 0, labels: { id: T('编号') } })",
    );
    expect(out).toContain("post('/v1/y', { summary: void 0, body: void 0, response: void 0, write: true })");
  });

  it('writes a schema as the inert stand-in it evaluates to in the browser, whatever its text holds', () => {
    expect(withoutSchemas(CONTRACT)).toContain('const Row = z;\n');
  });

  it('changes nothing in a file without contracts or zod', () => {
    expect(withoutSchemas("export const LIMIT = 20;\nimport { x } from './y';\n")).toBeUndefined();
  });

  it("leaves every contract of the protocol in place, readable, without a summary's text", () => {
    const folder = fileURLToPath(new URL('../../packages/protocol/src/contracts', import.meta.url));
    for (const name of readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const code = readFileSync(join(folder, name), 'utf8');
      const out = withoutSchemas(code, name) ?? code;
      expect(parseSync(name, out, { lang: 'ts' }).errors, name).toEqual([]);
      const calls = (text: string) => text.match(/\b(get|post)\(/g)?.length ?? 0;
      expect(calls(out), name).toBe(calls(code));
      expect(out, name).not.toMatch(/summary:\s*['`"]/);
      expect(out, name).not.toMatch(/\bz\.\w+\(/);
    }
  });
});
