// The bare page's server for bench/web/run.ts: builds bench/web/floor into a folder of its own and serves it,
// gzip-compressed, beside the console.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { freePort } from '../../../tests/e2e/harness';

/** Builds the bare page (bench/web/floor) into a folder of its own and serves it; answers its address. */
export async function serveFloor(): Promise<{ url: string; dist: string; stop(): void }> {
  const dist = mkdtempSync(join(tmpdir(), 'yanye-bench-floor-'));
  await build({ configFile: join(import.meta.dirname, 'vite.config.ts'), build: { outDir: dist } });
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = join(dist, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    // Compressed as the console's own files are sent (brotli, by the console): a bare page sent raw would lose
    // its lead over slow 4G to its bytes alone.
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': types[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? gzipSync(readFileSync(file)) : readFileSync(file));
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}/`,
    dist,
    stop: () => {
      server.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
