import { adoptUrlSession, currentLang, session } from '@yanye/framework/web';
import { loadLanguage } from '@yanye/i18n';
import { Component, type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { isOpenPath } from './app/access';

const lang = currentLang();
document.documentElement.lang = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' }[lang];
// early.ts has done it already in a build; the development server runs no early.ts.
adoptUrlSession();
// The console's own texts in its language (a chunk of their own; Chinese is in the code): before the first render,
// so that no text shows in Chinese first.
await loadLanguage(lang).catch((error: unknown) =>
  console.warn('the console’s texts could not be loaded', error),
);

const root = createRoot(document.getElementById('root')!);

/**
 * The console (./app/console.tsx: the router, Ant Design, the shell's styles), drawn over whatever the root shows,
 * at `path` when given (`replace`: in place of the address in the history).
 */
async function openConsole(path?: string, replace = false): Promise<void> {
  if (path) window.history[replace ? 'replaceState' : 'pushState'](null, '', path);
  // Should its chunk not arrive (a new version deployed meanwhile), a load of the address brings the console.
  const { renderConsole } = await import('./app/console').catch((error: unknown) => {
    window.location.reload();
    throw error;
  });
  renderConsole(root);
}

/** What the sign-in page throws opens the console, whose own boundary shows it (with a reload). */
class SignInBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    void openConsole();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

// Signed out, the sign-in page comes first and alone: it loads neither the router nor Ant Design (the console's
// pages need them), so it shows after React and 40 KB of the console's own. Any other page, or once signed in,
// loads the console. A signed-out visit to a page that needs a session comes here with that page as the
// redirect, as the console's own guard (app/App.tsx) sends it.
const path = window.location.pathname.replace(/\/+$/, '') || '/';
const signIn = path === '/login' || path === '/index';
if (!session.token && (signIn || !isOpenPath(path))) {
  if (!signIn) {
    const wanted = encodeURIComponent(window.location.pathname + window.location.search);
    window.history.replaceState(null, '', `/index?redirect=${wanted}`);
  }
  // Once the visitor is on the form, the console and its frame are fetched while they type (not before: the page
  // itself is what the first load waits for), so signing in does not wait for them.
  let warm = false;
  const warmUp = () => {
    if (warm) return;
    warm = true;
    void import('./app/console');
    void import('./shell/Shell');
  };
  // Its own chunk, which early.ts has asked for beside this one: signed in, the console does not load it.
  const { LoginPage } = await import('./screens/login/LoginPage');
  // The first render is a transition: React renders in slices and yields between them, so a slow device is not
  // held by one long task while the loading mark in index.html stays on screen.
  startTransition(() =>
    root.render(
      <StrictMode>
        <SignInBoundary>
          <LoginPage
            search={window.location.search}
            go={(to, replace) => void openConsole(to, replace)}
            warmUp={warmUp}
          />
        </SignInBoundary>
      </StrictMode>,
    ),
  );
} else {
  await openConsole();
}
