import { loadLanguage } from '@yanye/i18n';
import { App as AntApp, ConfigProvider } from 'antd';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptUrlSession } from './api/session';
import { App } from './app/App';
import { Themed } from './app/Themed';
import { currentLang } from './i18n/lang';
import { loadUiLocale } from './i18n/uiLocale';
import { ConsoleBoundary } from './shell/ConsoleBoundary';
import './styles.css';

const lang = currentLang();
document.documentElement.lang = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' }[lang];
// early.ts has done both already in a build; the development server runs no early.ts.
adoptUrlSession();
void loadUiLocale(lang);
// The console's own texts in its language (a chunk of their own; Chinese is in the code): before the first render,
// so that no text shows in Chinese first.
await loadLanguage(lang).catch((error: unknown) =>
  console.warn('the console’s texts could not be loaded', error),
);

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
