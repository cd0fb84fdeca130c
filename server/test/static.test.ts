import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { startApp, type TestApp } from '@yanye/framework/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A built web app in miniature: the page, a hashed asset and its compressed copies (web/scripts/compress.mjs). */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'yanye-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const js = `console.log(${JSON.stringify('盐'.repeat(2000))});`;
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), js);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(js));
  return dir;
}

describe('the built web app as the server sends it', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await startApp('pglite', { env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the compressed copy the browser accepts, cached for good under /assets/', async () => {
    const r = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(r.rawPayload).toString()).toContain('盐盐盐');
    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('盐盐盐');
  });

  it('has the page itself checked on every load, at / and at any console path', async () => {
    for (const url of ['/', '/goods/list/manageShow']) {
      const r = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe('no-cache');
      expect(r.body).toContain('<div id="root">');
    }
  });

  it('answers 404, not the page, for a file that is not there (F11): a stale chunk must not load HTML', async () => {
    for (const url of [
      '/assets/x.js',
      '/assets/old-chunk-abc.css',
      '/files/none.xlsx',
      '/logo.png',
      '/a/b.js?v=1',
    ]) {
      const r = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(r.statusCode, url).toBe(404);
      expect(r.body, url).not.toContain('<div id="root">');
    }
  });
});
