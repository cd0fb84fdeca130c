import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import jaJP from 'antd/es/locale/ja_JP';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptUrlSession } from './api/session';
import { App } from './app/App';
import { currentLang } from './i18n/lang';
import { ConsoleBoundary } from './shell/ConsoleBoundary';
import { useSettings } from './shell/settings';
import './styles.css';

const antdLocales = { zh: zhCN, en: enUS, es: esES, ja: jaJP } as const;
const lang = currentLang();
document.documentElement.lang = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' }[lang];
// early.ts has done it already in a build; the development server runs no early.ts.
adoptUrlSession();

/** Ant Design in the user's language and theme colour (the settings drawer changes it live). */
function Themed({ children }: { readonly children: ReactNode }) {
  const { themeColor } = useSettings();
  return (
    <ConfigProvider locale={antdLocales[lang]} theme={{ token: { colorPrimary: themeColor } }}>
      {children}
    </ConfigProvider>
  );
}

// Messages and dialogs opened outside components (the error catalogue) get the same language and colour.
ConfigProvider.config({ holderRender: (children) => <Themed>{children}</Themed> });

// The first render is a transition: React renders in slices and yields between them, so a slow device is not
// held by one long task while the loading mark in index.html stays on screen.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Themed>
        <AntApp>
          <ConsoleBoundary>
            <App />
          </ConsoleBoundary>
        </AntApp>
      </Themed>
    </StrictMode>,
  ),
);
