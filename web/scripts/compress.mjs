// Writes a .br and a .gz copy beside every text asset of the build, so the server sends them as they are
// (@fastify/static's preCompressed) instead of compressing on every request, or not at all.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '..', 'dist');
const TEXT = /\.(js|css|html|svg|json|txt)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.test(name)) yield path;
  }
}

let raw = 0;
let br = 0;
for (const path of files(DIST)) {
  const body = readFileSync(path);
  if (body.length < 1024) continue;
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  br += brotli.length;
}
console.log(`compressed ${(raw / 1024).toFixed(0)} KiB of assets to ${(br / 1024).toFixed(0)} KiB (brotli)`);
