// The build's second entry (vite.config.ts puts it before the console's in index.html): it runs before the
// console's script, which it does not wait for. Signed in, it asks for the frame and the list screen and for the
// data they open with, so none of them waits for another.

import { adoptUrlSession, prefetchTexts, session } from '@yanye/framework/web';
import { startBootReads } from './app/earlyReads';

adoptUrlSession();
// The translations of the chunks this load runs, all asked for now rather than chunk after chunk.
prefetchTexts(Boolean(session.token));
// The language's date-picker calendar and Ant Design texts, a small chunk, so the console need not wait for it.
void import('@yanye/framework/web/ui-locale').then((m) => m.loadUiLocale());
if (!session.token) {
  // The sign-in page, a chunk of its own that main.tsx would ask for only once it has run.
  void import('./screens/login/LoginPage');
} else {
  startBootReads();
  // The console itself (the router, Ant Design and the frame's styles), which main.tsx loads once it has run.
  void import('./app/console');
  // First: the chunks are fetched in the order asked for, and this one is small beside the frame's and the list's.
  void import('./app/earlyListReads').then((m) => m.startListReads());
  void import('./shell/Shell');
  void import('@yanye/framework/web/generic-list');
}
