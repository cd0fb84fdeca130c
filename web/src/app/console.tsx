// The installed add-ons, into the catalogue before the console reads it (installed/index.ts); the sign-in page,
// which reads none, does without them.
import '@yanye/installed';
import { currentLang, loadUiLocale } from '@yanye/framework/web';
import { App as AntApp, ConfigProvider } from 'antd';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { ConsoleBoundary } from '../shell/ConsoleBoundary';
import { App } from './App';
import { Themed } from './Themed';
import '../styles.css';

// early.ts has asked for it already in a build; the development server runs no early.ts.
void loadUiLocale(currentLang());

// Messages and dialogs opened outside components (the error catalogue) get the same language and colour, and the
// built styles: outside Themed, Ant Design would write its own, whose functions the build leaves out
// (web/vite/antd-sheets.ts). The sign-in page, which runs without this module, asks quietly and opens none.
ConfigProvider.config({ holderRender: (children) => <Themed>{children}</Themed> });

/**
 * The console, with the router and Ant Design: loaded by main.tsx on a first load of any page but the sign-in
 * page, and from the sign-in page once signed in (early.ts asks for it beside the entry when signed in).
 */
export function renderConsole(root: Root): void {
  // The first render is a transition: React renders in slices and yields between them, so a slow device is not
  // held by one long task while the loading mark in index.html stays on screen.
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
}
