// Moves texts written in four languages in place into the catalogues (docs/i18n.md, "Catalogues"): every
// `T(zh, en, es, ja)` call and every `{ zh, en, es, ja }` object of string literals in the files named becomes
// `T(zh)` (or `T(zh, context)` where the Chinese already stands for another translation), its other languages
// added to packages/i18n/locales/<lang>.json. A migration tool: run it on a section, check, commit; it goes once
// every section is moved.
//   npx tsx scripts/i18n/migrate-texts.ts <file.ts> [<file.ts> …]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const LOCALES = join(import.meta.dirname, '../../packages/i18n/locales');
const OTHERS = ['en', 'es', 'ja'] as const;
type Other = (typeof OTHERS)[number];

const catalogues = Object.fromEntries(
  OTHERS.map((lang) => [
    lang,
    JSON.parse(readFileSync(join(LOCALES, `${lang}.json`), 'utf8')) as Record<string, string>,
  ]),
) as Record<Other, Record<string, string>>;

function keyOf(zh: string, context: string | undefined): string {
  return context ? `${zh}_${context}` : zh;
}

/** The context a text needs: none when its Chinese is free or means the same; else one from its name or English. */
function contextFor(zh: string, texts: Record<Other, string>, name: string | undefined): string | undefined {
  const same = (key: string) =>
    OTHERS.every((l) => catalogues[l][key] === undefined || catalogues[l][key] === texts[l]);
  if (same(zh)) return undefined;
  const base =
    (name ??
      texts.en
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()
        .split(' ')
        .slice(0, 3)
        .join('-')) ||
    'other';
  for (let i = 1; ; i++) {
    const context = i === 1 ? base : `${base}${i}`;
    if (same(keyOf(zh, context))) return context;
  }
}

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

function literal(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
}

function nameOf(node: ts.Node): string | undefined {
  const parent = node.parent;
  if (
    parent &&
    ts.isPropertyAssignment(parent) &&
    (ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name))
  )
    return parent.name.text;
  return undefined;
}

let moved = 0;
for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; replace: string }[] = [];
  const take = (node: ts.Node, zh: string, written: Record<Other, string>) => {
    // An apostrophe beside a brace quotes in ICU: a quotation mark is written as one.
    const others = Object.fromEntries(
      OTHERS.map((l) => [l, written[l].replace(/'(?=\{)/g, '‘').replace(/(?<=\})'/g, '’')]),
    ) as Record<Other, string>;
    const context = contextFor(zh, others, nameOf(node));
    for (const lang of OTHERS) catalogues[lang][keyOf(zh, context)] = others[lang];
    edits.push({
      start: node.getStart(source),
      end: node.getEnd(),
      replace: context ? `T(${quote(zh)}, ${quote(context)})` : `T(${quote(zh)})`,
    });
    moved++;
  };
  // `const name = { … }` declarations of the file, for a table that names its languages by variable.
  const tables = new Map<string, ts.VariableStatement>();
  const bare = (node: ts.Expression | undefined): ts.Expression | undefined =>
    node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) ? bare(node.expression) : node;
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations) {
        const initializer = bare(d.initializer);
        if (ts.isIdentifier(d.name) && initializer && ts.isObjectLiteralExpression(initializer))
          tables.set(d.name.text, statement);
      }
  const objectOf = (node: ts.Node | undefined): ts.ObjectLiteralExpression | undefined => {
    if (!node) return undefined;
    if (ts.isObjectLiteralExpression(node)) return node;
    if (ts.isIdentifier(node)) {
      const declared = bare(tables.get(node.text)?.declarationList.declarations[0]?.initializer);
      return declared && ts.isObjectLiteralExpression(declared) ? declared : undefined;
    }
    return undefined;
  };
  const stringsOf = (table: ts.ObjectLiteralExpression): Map<string, string> => {
    const out = new Map<string, string>();
    for (const p of table.properties)
      if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) {
        const value = literal(p.initializer);
        if (value !== undefined) out.set(p.name.text, value);
      }
    return out;
  };
  // `defineTexts({ key: '中文' }, { en: {…}, es: {…}, ja: {…} })` becomes `defineTexts({ key: T('中文') })`.
  const takeTable = (call: ts.CallExpression): boolean => {
    const zhTable = objectOf(call.arguments[0]);
    const others = call.arguments[1];
    if (!zhTable || !others || !ts.isObjectLiteralExpression(others)) return false;
    const byLang = new Map<string, Map<string, string>>();
    const declared: ts.VariableStatement[] = [];
    for (const p of others.properties) {
      const name = p.name && ts.isIdentifier(p.name) ? p.name.text : undefined;
      const value = ts.isPropertyAssignment(p)
        ? p.initializer
        : ts.isShorthandPropertyAssignment(p)
          ? p.name
          : undefined;
      const table = objectOf(value);
      if (!name || !table) return false;
      byLang.set(name, stringsOf(table));
      if (value && ts.isIdentifier(value)) declared.push(tables.get(value.text) as ts.VariableStatement);
    }
    for (const p of zhTable.properties) {
      if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) continue;
      const zh = literal(p.initializer);
      const key = p.name.text;
      const written = Object.fromEntries(OTHERS.map((l) => [l, byLang.get(l)?.get(key)])) as Record<
        Other,
        string | undefined
      >;
      if (zh === undefined || OTHERS.some((l) => written[l] === undefined))
        throw new Error(`${file}: the text ${key} is not written as a literal in every language`);
      take(p.initializer, zh, written as Record<Other, string>);
    }
    edits.push({ start: call.arguments[0]!.getEnd(), end: others.getEnd(), replace: '' });
    for (const statement of declared)
      edits.push({ start: statement.getFullStart(), end: statement.getEnd(), replace: '' });
    return true;
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineTexts' &&
      node.arguments.length === 2 &&
      takeTable(node)
    )
      return;
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'T' &&
      node.arguments.length === 4
    ) {
      const [zh, en, es, ja] = node.arguments.map(literal);
      if (zh !== undefined && en !== undefined && es !== undefined && ja !== undefined)
        return take(node, zh, { en, es, ja });
    }
    if (ts.isObjectLiteralExpression(node) && node.properties.length === 4) {
      const props = new Map<string, string | undefined>();
      for (const p of node.properties)
        if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name))
          props.set(p.name.text, literal(p.initializer));
      const [zh, en, es, ja] = ['zh', 'en', 'es', 'ja'].map((l) => props.get(l));
      if (zh !== undefined && en !== undefined && es !== undefined && ja !== undefined)
        return take(node, zh, { en, es, ja });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, e.start) + e.replace + out.slice(e.end);
  if (edits.length > 0 && !/import \{[^}]*\bT\b[^}]*\} from '/.test(out))
    out = `import { T } from '@yanye/i18n';\n${out}`;
  writeFileSync(file, out);
}
for (const lang of OTHERS) {
  const sorted = Object.fromEntries(
    Object.entries(catalogues[lang]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  writeFileSync(join(LOCALES, `${lang}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`${moved} texts moved into the catalogues`);
