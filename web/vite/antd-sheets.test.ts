import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { antdSheets, drawSheets } from './antd-sheets.ts';

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
