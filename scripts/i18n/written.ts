// The catalogue texts the code writes (`T('起拍价')`, `T('商品', 'item')`), read from the tracked source files:
// what the catalogues' check compares with the language files, and what the browser's catalogue keeps
// (web/vite.config.ts). Only written text can be read this way, which is why T() takes nothing else.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const ROOT = join(import.meta.dirname, '../..');

export interface Written {
  readonly zh: string;
  readonly where: string;
}

/** Whether a source file runs in the browser: not the server's, the tests', the benchmarks' or these scripts'. */
export function inBrowser(file: string): boolean {
  return !(
    /(^|\/)server\//.test(file) ||
    /\.test\.tsx?$/.test(file) ||
    /^(tests|bench|scripts)\//.test(file) ||
    /^packages\/addon-kit\/src\/(server|testing)/.test(file)
  );
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
    const text = readFileSync(join(ROOT, file), 'utf8');
    if (!text.includes('T(')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'T') {
        const args = node.arguments;
        if (args.length === 1 || args.length === 2) {
          const [zh, context] = args.map((a) =>
            ts.isStringLiteral(a) || ts.isNoSubstitutionTemplateLiteral(a) ? a.text : undefined,
          );
          const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
          if (zh === undefined || (args.length === 2 && context === undefined)) unreadable.push(where);
          else written.set(context ? `${zh}_${context}` : zh, { zh, where });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { written, unreadable };
}

// `tsx scripts/i18n/written.ts --browser`: the keys browser code writes, as a JSON array (for the web build).
if (process.argv[1]?.endsWith('written.ts') && process.argv.includes('--browser'))
  process.stdout.write(JSON.stringify([...writtenTexts(inBrowser).written.keys()]));
