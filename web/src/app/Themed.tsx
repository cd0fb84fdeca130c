import { ConfigProvider } from 'antd';
import { type ReactNode, useSyncExternalStore } from 'react';
import { subscribeUiLocale, uiLocale } from '../i18n/uiLocale';
import { useSettings } from '../shell/settings';

/**
 * Ant Design in the console language (its texts and its date pickers' calendar, swapped in when the language's
 * chunk arrives) and the user's theme colour (the settings drawer changes it live).
 */
export function Themed({ children }: { readonly children: ReactNode }) {
  const { themeColor } = useSettings();
  const locale = useSyncExternalStore(subscribeUiLocale, uiLocale);
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: themeColor } }}>
      {children}
    </ConfigProvider>
  );
}
