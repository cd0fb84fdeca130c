// The catalogue texts the code writes (`T('起拍价')`, `T('商品', 'item')`), read from the tracked source files:
// what the catalogues' check compares with the language files. Only written text can be read this way, which is why T() takes nothing else.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { textsIn } from './scan';

export const ROOT = join(import.meta.dirname, '../..');

export interface Written {
  readonly zh: string;
  readonly where: string;
}

/** Every key the files write (all tracked TypeScript when none are named), and the calls that write no text. */
export function writtenTexts(only?: (file: string) => boolean): {
  readonly written: Map<string, Written>;
  readonly unreadable: string[];
} {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f && !f.includes('node_modules') && !f.startsWith('scripts/i18n/') && (!only || only(f)));
  const written = new Map<string, Written>();
  const unreadable: string[] = [];
  for (const file of files) {
    const { found, unreadable: lines } = textsIn(file, readFileSync(join(ROOT, file), 'utf8'));
    for (const { key, zh, line } of found) written.set(key, { zh, where: `${file}:${line}` });
    for (const line of lines) unreadable.push(`${file}:${line}`);
  }
  return { written, unreadable };
}
