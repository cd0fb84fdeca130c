import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ConfigProvider from 'antd/es/config-provider';
import { genStyleHooks } from 'antd/es/theme/internal';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BUILT_THEME } from '../src/app/antdTheme.ts';
import { antdSheets, drawSheets, styleHooksIn, withoutStyleFunctions } from './antd-sheets.ts';

const web = fileURLToPath(new URL('..', import.meta.url));
const sheets = drawSheets(web);
const sheet = (folder: string) => sheets.byFolder.get(folder) ?? '';

describe('Ant Design sheets drawn at build time', () => {
  it('puts the theme variables, under the built key, in the base every page loads', () => {
    expect(sheets.base).toMatch(/\.yanye\{[^}]*--ant-color-primary:/);
    // Without hashed class names: a colour the user picks changes variables, never selectors.
    expect(sheets.base).not.toMatch(/:where\(\.css-/);
  });

  it('gives each component its own rules, in the layer the console overrides', () => {
    for (const [folder, css] of [['base', sheets.base], ...sheets.byFolder] as const) {
      expect(css.startsWith('@layer antd{'), folder).toBe(true);
    }
    expect(sheet('table')).toContain('.ant-table');
    expect(sheet('button')).toContain('.ant-btn');
    // What opens only on demand is drawn with its component: a select's list, a date picker's panel.
    expect(sheet('select')).toContain('.ant-select-dropdown');
    expect(sheet('date-picker')).toContain('.ant-picker-dropdown');
    expect(sheet('message')).toContain('.ant-message');
  });

  it("draws Row and Col into the grid's sheet, which the form's rows use", () => {
    expect(sheet('grid')).toContain('.ant-row');
    expect(sheet('grid')).toContain('.ant-col');
  });

  it('leaves the base out of the components’ sheets', () => {
    const first = sheets.base.slice('@layer antd{'.length, sheets.base.indexOf('}') + 1);
    expect(first.length).toBeGreaterThan(0);
    for (const css of sheets.byFolder.values()) expect(css).not.toContain(first);
  });

  it('attaches a sheet to the modules of its component, never to the texts a language loads', () => {
    const plugin = antdSheets();
    (plugin.configResolved as (config: { command: string }) => void)({ command: 'serve' });
    const transform = plugin.transform as {
      handler: (code: string, id: string) => { code: string } | undefined;
    };
    const at = (path: string) =>
      transform.handler('export default 1;', `/x/node_modules/antd/es/${path}`)?.code;
    expect(at('form/FormItem/index.js')).toMatch(/^import 'virtual:antd-sheet\/form\.css';/);
    expect(at('grid/row.js')).toMatch(/^import 'virtual:antd-sheet\/grid\.css';/);
    expect(at('date-picker/locale/en_US.js')).toBeUndefined();
    expect(at('theme/index.js')).toBeUndefined();
  });
});

/** Each `.js` file under a folder. */
function* scripts(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* scripts(path);
    else if (entry.name.endsWith('.js')) yield path;
  }
}

/** The style hooks a module makes: the maker's name and its style function as written. */
const styleHooksOf = (code: string) =>
  styleHooksIn(code).map((hook) => ({
    maker: hook.maker,
    styleFn: hook.styleFn ? code.slice(hook.styleFn.start, hook.styleFn.end) : '',
  }));

describe("Ant Design's style functions, left out of the build", () => {
  const es = join(dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');

  it('are never called where the console writes no styles, and are where Ant Design writes them', () => {
    const styleFn = vi.fn(() => []);
    const useStyle = genStyleHooks('YanyeProbe' as never, styleFn, () => ({}) as never);
    const Probe = () => {
      useStyle('ant-yanye-probe');
      return null;
    };
    const render = (zeroRuntime: boolean) =>
      renderToString(
        createElement(ConfigProvider, { theme: { ...BUILT_THEME, zeroRuntime } }, createElement(Probe)),
      );
    render(true);
    expect(styleFn).not.toHaveBeenCalled();
    // The same component where Ant Design writes its styles (the development server) calls it.
    render(false);
    expect(styleFn).toHaveBeenCalled();
  });

  it("are replaced in every style hook of Ant Design's modules, the default tokens kept", () => {
    let hooks = 0;
    for (const file of scripts(es)) {
      const code = readFileSync(file, 'utf8');
      const before = styleHooksOf(code);
      if (before.length === 0) continue;
      const after = styleHooksOf(withoutStyleFunctions(code));
      expect(
        after.map((h) => h.maker),
        file,
      ).toEqual(before.map((h) => h.maker));
      for (const hook of after) expect(hook.styleFn, file).toBe('() => []');
      hooks += after.length;
    }
    // Some 90 components' hooks, their parts' and the wave's.
    expect(hooks).toBeGreaterThan(80);
    const button = withoutStyleFunctions(readFileSync(join(es, 'button/style/index.js'), 'utf8'));
    expect(button).toContain("genStyleHooks('Button', () => [], prepareComponentToken");
  });

  it('are left in by the development server, which writes the styles', () => {
    const code = readFileSync(join(es, 'button/style/index.js'), 'utf8');
    const transformed = (command: string) => {
      const plugin = antdSheets();
      (plugin.configResolved as (config: { command: string }) => void)({ command });
      const transform = plugin.transform as {
        handler: (code: string, id: string) => { code: string } | undefined;
      };
      return transform.handler(code, '/x/node_modules/antd/es/button/style/index.js')?.code ?? code;
    };
    expect(transformed('serve')).toContain('genSharedButtonStyle(buttonToken)');
    expect(transformed('build')).not.toContain('genSharedButtonStyle(buttonToken)');
  });
});
