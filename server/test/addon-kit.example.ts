import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The worked example of docs/add-ons.md, written out as files: every fenced block whose info string names a path
 * under `addons/giftcard/` (```ts addons/giftcard/addon.ts), its migrations among them (```sql addons/giftcard/server/migrations/…). The
 * test reads the add-on from the page itself, so the page and what runs cannot drift apart.
 */

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DOC = join(REPO, 'docs', 'add-ons.md');

/** The fenced blocks of the page that name a file, by that name. */
export function exampleBlocks(): ReadonlyMap<string, string> {
  const text = readFileSync(DOC, 'utf8');
  const blocks = new Map<string, string>();
  for (const m of text.matchAll(/^```(\w+) ([\w./-]+)\n([\s\S]*?)^```$/gm)) blocks.set(m[2]!, m[3]!);
  return blocks;
}

let written: string | undefined;

/**
 * A temporary folder holding `addons/giftcard/` as the page has it, beside a `node_modules` that is the
 * repository's, so its imports of the kit, drizzle and zod find the very modules the app runs on.
 */
export function exampleFolder(): string {
  if (written) return written;
  const dir = mkdtempSync(join(tmpdir(), 'yanye-addon-kit-'));
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const [path, body] of exampleBlocks()) {
    if (!path.startsWith('addons/giftcard/')) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  written = dir;
  return dir;
}

/** A file of the example, as an absolute path to import. */
export function exampleFile(path: string): string {
  return join(exampleFolder(), path);
}
