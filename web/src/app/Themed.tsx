import { LoadingOutlined } from '@ant-design/icons';
import { subscribeUiLocale, uiLocale } from '@yanye/framework/web';
import { ConfigProvider } from 'antd';
import englishTexts from 'antd/es/locale/en_US';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useSettings } from '../shell/settings';
import { BUILT_THEME } from './antdTheme';
// What every component's sheet shares (the theme's variables, the resets): web/vite/antd-sheets.ts draws it.
import 'virtual:antd-sheet/base.css';

/**
 * Built, the console's Ant Design styles are the sheets drawn at build time (web/vite/antd-sheets.ts): Ant Design
 * writes none in the browser. The development server, which serves Ant Design prebundled, lets it write them.
 */
const zeroRuntime = !import.meta.env.DEV;

/**
 * A button's spinner, drawn as it is: Ant Design's own grows and shrinks with the button in a motion that waits
 * for the browser's end-of-transition event, and a save refused within a few milliseconds (loading on, then off
 * before the growing ended) could leave the spinner on a button that no longer waits, named "loading 保存" to
 * assistive technology, until the page was left. Given one, Ant Design shows it exactly while the button loads.
 */
const BUTTON = { loadingIcon: <LoadingOutlined /> };

/**
 * Ant Design in the console language (its texts and its date pickers' calendar, swapped in when the language's
 * chunk arrives) and the user's theme colour (the settings drawer changes it live), on links as on buttons: Ant
 * Design takes links' colour from the info colour otherwise, and a merchant who picks red would still see blue links.
 */
export function Themed({ children }: { readonly children: ReactNode }) {
  const { themeColor } = useSettings();
  const locale = useSyncExternalStore(subscribeUiLocale, uiLocale);
  // Always a locale, English (Ant Design's own default, already in its bundle) until the language's arrives:
  // Ant Design wraps the tree in its locale provider only when given one, so a locale arriving later would
  // otherwise mount the whole console anew, emptying a sign-in form already typed in.
  return (
    <ConfigProvider
      locale={locale ?? englishTexts}
      theme={{ ...BUILT_THEME, zeroRuntime, token: { colorPrimary: themeColor, colorLink: themeColor } }}
      button={BUTTON}
    >
      {children}
    </ConfigProvider>
  );
}
