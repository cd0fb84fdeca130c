import { ShellViewContext } from '@yanye/framework/web';
import { Activity } from 'react';
import { Route, Routes } from 'react-router';
import { screenOf } from './screens';
import type { ViewCache } from './useViewCache';
import { ViewBoundary } from './ViewBoundary';

/**
 * The views kept alive, each in React's `<Activity>` and its own error boundary (a screen that fails to draw
 * says so in place, the frame and the other views go on): the active one visible, the others hidden with their state
 * kept and their effects stopped (they run again when it comes back: how a list reloads on re-activation).
 * `active` is undefined when the address shows no screen (a redirect, a page that cannot be shown).
 */
export function ViewHost({
  views,
  active,
}: {
  readonly views: ViewCache;
  readonly active: string | undefined;
}) {
  return views.cache.map((k) => {
    const view = views.viewOf(k);
    if (!view) return null;
    return (
      <Activity key={`${k}#${views.generationOf(k)}`} mode={k === active ? 'visible' : 'hidden'}>
        <div className="shell-view" data-view={k}>
          <ShellViewContext.Provider value={views.handleOf(k)}>
            <ViewBoundary at={k} page={view.page} onRetry={() => views.refresh(k)}>
              <Routes location={view.location}>
                <Route path={view.page.path} element={screenOf(view.page)} />
              </Routes>
            </ViewBoundary>
          </ShellViewContext.Provider>
        </div>
      </Activity>
    );
  });
}
