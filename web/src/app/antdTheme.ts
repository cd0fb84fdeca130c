import type { ThemeConfig } from 'antd';

/**
 * What of Ant Design's theme is fixed when the console is built: its styles are drawn then, once, into a sheet a
 * component (web/vite/antd-sheets.ts), and the browser generates none (`zeroRuntime`). The sheets' selectors name
 * the CSS variables' class, so the browser's theme must carry the same key; without hashed class names, a theme
 * colour the user picks (the settings drawer) changes only the variables, which the browser still writes.
 */
export const BUILT_THEME = {
  hashed: false,
  cssVar: { key: 'yanye' },
} as const satisfies ThemeConfig;
