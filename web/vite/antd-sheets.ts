import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Plugin, parseAst } from 'vite';
import { BUILT_THEME } from '../src/app/antdTheme.ts';

/**
 * Ant Design's styles drawn at build time, a sheet a component, each loaded with the component's own code.
 *
 * Ant Design 6 writes its styles in the browser by default: every component, on its first render, turns the theme
 * into CSS text (about 40 % of the first list page's script time on a slow phone). With `zeroRuntime` it writes
 * none and expects them from a stylesheet. Its whole sheet (antd/dist/antd.css) weighs 1 MB for 70 components; here
 * each component's sheet is drawn by Ant Design's own extractor (@ant-design/static-style-extract renders the
 * component on the server and collects what its style hooks write) with the console's built theme
 * (src/app/antdTheme.ts), and its style module (`antd/es/<component>/style/index.js`) imports it: the bundler puts
 * a sheet beside the chunk that holds its component, so a page loads the styles of the components it loads.
 *
 * What every component's sheet holds (the theme's variables, the shared resets) is one base sheet, which
 * src/app/Themed.tsx imports. A component that draws another (the table its pager and check boxes) holds that one's
 * rules too: both sheets may load, and the browser applies a rule twice over at no cost but its bytes.
 *
 * All of it is in the cascade layer `antd`: the console's own styles (styles.css), in no layer, override it in
 * whatever order the sheets arrive.
 */
const VIRTUAL = 'virtual:antd-sheet/';
const RESOLVED = `\0${VIRTUAL}`;

export interface Sheets {
  readonly base: string;
  /** A component's folder under antd/es, e.g. `date-picker`, to the rules its sheet adds to the base. */
  readonly byFolder: ReadonlyMap<string, string>;
}

/** A sheet's top-level rules, by brace depth (Ant Design's output has no braces inside strings or comments). */
function rulesOf(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return rules;
}

const layered = (rules: Iterable<string>) => `@layer antd{${[...rules].join('')}}`;

export function drawSheets(web: string): Sheets {
  const require = createRequire(join(web, 'package.json'));
  // The extractor and Ant Design as Node loads them (CommonJS), with the React the console uses.
  const { extractStyle } =
    require('@ant-design/static-style-extract') as typeof import('@ant-design/static-style-extract');
  const { createElement } = require('react') as typeof import('react');
  const { ConfigProvider } = require('antd') as typeof import('antd');
  const es = join(dirname(require.resolve('antd/package.json')), 'es');
  // Each component Ant Design exports, with the folder it comes from.
  const exported = [
    ...readFileSync(join(es, 'index.js'), 'utf8').matchAll(/default as (\w+) \} from '\.\/([\w-]+)'/g),
  ];
  const theme = { ...BUILT_THEME, zeroRuntime: false };
  const wrap = (node: React.ReactElement) => createElement(ConfigProvider, { theme }, node);
  // The extractor warns of deprecated components it draws all the same; the console uses none of them.
  const warn = console.error;
  console.error = () => {};
  const drawn = new Map<string, string[]>();
  try {
    for (const [, name, folder] of exported) {
      // What the extractor draws: components, and the message and notification functions' panels.
      if (!/^[A-Z]|^(message|notification)$/.test(name!)) continue;
      // The extractor also writes a marker for hydrating server-rendered styles, which a static sheet has no use for.
      const rules = rulesOf(extractStyle({ includes: [name!], customTheme: wrap })).filter(
        (rule) => !rule.startsWith('.data-ant-cssinjs-cache-path'),
      );
      if (rules.length > 0) drawn.set(folder!, [...(drawn.get(folder!) ?? []), ...rules]);
    }
  } finally {
    console.error = warn;
  }
  // A component that is another's under a second name (Row and Col are the grid's) draws into that one's sheet:
  // the form takes its rows from the grid, not from `row`.
  for (const [, , folder] of exported) {
    const index = readFileSync(join(es, folder!, 'index.js'), 'utf8');
    const alias = /import \{ (\w+) \} from '\.\.\/([\w-]+)';\s*export default \1;/.exec(index)?.[2];
    const rules = drawn.get(folder!);
    if (alias && rules) {
      drawn.set(alias, [...(drawn.get(alias) ?? []), ...rules]);
      drawn.delete(folder!);
    }
  }
  // A rule in at least half the sheets is the base: the theme's variables and the resets every component shares.
  const count = new Map<string, number>();
  for (const rules of drawn.values())
    for (const rule of new Set(rules)) count.set(rule, (count.get(rule) ?? 0) + 1);
  const base = new Set([...count].filter(([, n]) => n >= drawn.size / 2).map(([rule]) => rule));
  const byFolder = new Map<string, string>();
  for (const [folder, rules] of drawn) {
    const own = new Set(rules.filter((rule) => !base.has(rule)));
    if (own.size > 0) byFolder.set(folder, layered(own));
  }
  return { base: layered(base), byFolder };
}

/** Ant Design's calls that make a component's style hook from its style function (`styleFn`, the second argument). */
const STYLE_HOOK_MAKERS = /\b(genStyleHooks|genSubStyleComponent|genComponentStyleHook)\(/;

/** A call making a style hook in a module's code: the maker's name, and where its style function is written. */
export interface StyleHook {
  readonly maker: string;
  readonly styleFn: { readonly start: number; readonly end: number } | undefined;
}

/** The calls making a style hook in a module's code; a module naming no maker is not parsed. */
export function styleHooksIn(code: string): StyleHook[] {
  if (!STYLE_HOOK_MAKERS.test(code)) return [];
  const hooks: StyleHook[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; callee?: { type: string; name?: string }; arguments?: unknown[] };
    if (
      n.type === 'CallExpression' &&
      n.callee?.type === 'Identifier' &&
      STYLE_HOOK_MAKERS.test(`${n.callee.name}(`)
    ) {
      const fn = n.arguments?.[1] as { start: number; end: number; type: string } | undefined;
      hooks.push({ maker: n.callee.name!, styleFn: fn && fn.type !== 'SpreadElement' ? fn : undefined });
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(parseAst(code));
  return hooks;
}

/**
 * A module with its style functions taken out: each call making a style hook gets an empty function in place of
 * the component's (the second argument), and the bundler drops what only that function used.
 *
 * With `zeroRuntime` the hook returns before it calls the function (Ant Design's genStyleUtils: "if
 * (memoizedZeroRuntime) return hashId"), so the built console never runs one: they were 220 KB of the first list
 * page's 1.5 MB of script, nine tenths never called (Chromium's coverage). The component's default tokens (the
 * third argument) stay: the CSS variables' hook calls them in the browser as well.
 */
export function withoutStyleFunctions(code: string): string {
  let out = code;
  const cuts = styleHooksIn(code).flatMap((hook) => (hook.styleFn ? [hook.styleFn] : []));
  for (const cut of cuts.sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, cut.start)}() => []${out.slice(cut.end)}`;
  }
  return out;
}

export function antdSheets(): Plugin {
  const web = join(import.meta.dirname, '..');
  let sheets: Sheets | undefined;
  // The development server lets Ant Design write its styles (src/app/Themed.tsx): it keeps them.
  let building = false;
  const drawnSheets = () => {
    sheets ??= drawSheets(web);
    return sheets;
  };
  // Any module of a component's folder: what includes one of them draws that component, or part of it.
  const folderModule = /[\\/]node_modules[\\/]antd[\\/]es[\\/]([\w-]+)[\\/].*\.js$/;
  return {
    name: 'antd-sheets',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id.startsWith(VIRTUAL) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length).replace(/\.css$/, '');
      return name === 'base' ? drawnSheets().base : (drawnSheets().byFolder.get(name) ?? '');
    },
    transform: {
      filter: { id: folderModule },
      handler(code, id) {
        const folder = folderModule.exec(id)?.[1];
        // A component's texts (its locale folder) load with the language, on the sign-in page too: no styles.
        if (/[\\/]locale[\\/]/.test(id)) return undefined;
        const own = building ? withoutStyleFunctions(code) : code;
        if (!folder || !drawnSheets().byFolder.has(folder))
          return own === code ? undefined : { code: own, map: null };
        return { code: `import '${VIRTUAL}${folder}.css';\n${own}`, map: null };
      },
    },
  };
}
