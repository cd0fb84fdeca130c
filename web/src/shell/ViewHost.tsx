import type { CatalogPage } from '@yanye/catalog';
import { type ShellView, ShellViewContext, ViewReturnsContext } from '@yanye/framework/web';
import { Activity, memo, useMemo, useState } from 'react';
import {
  type Location,
  NavigationType,
  Route,
  Routes,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
} from 'react-router';
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
  const returns = useReturns(views.cache, active);
  return views.cache.map((k) => {
    const view = views.viewOf(k);
    if (!view) return null;
    return (
      <Activity key={`${k}#${views.generationOf(k)}`} mode={k === active ? 'visible' : 'hidden'}>
        <ViewReturnsContext.Provider value={returns.get(k) ?? 0}>
          <KeptView
            at={k}
            location={view.location}
            page={view.page}
            handle={views.handleOf(k)}
            refresh={views.refresh}
          />
        </ViewReturnsContext.Provider>
      </Activity>
    );
  });
}

/**
 * How many times each kept view has been shown (ViewReturnsContext: what must start afresh when a view comes back,
 * its dialogs), counted here, outside the views: in the render that shows a view again its count is new. Counted
 * inside the view instead, from what it last saw, the count would miss a return when the render that hid the
 * view had not been done yet (React renders a hidden view's updates when idle).
 */
function useReturns(cache: readonly string[], active: string | undefined): ReadonlyMap<string, number> {
  const [seen, setSeen] = useState({ active, counts: new Map<string, number>() });
  if (seen.active === active) return seen.counts;
  const counts = new Map(cache.map((k) => [k, (seen.counts.get(k) ?? 0) + (k === active ? 1 : 0)]));
  setSeen({ active, counts });
  return counts;
}

/**
 * One view's screen. Memoised on what it shows (its address and page, each the same object while the view lives):
 * a click elsewhere re-renders the frame (the menu lit, the tags), not the screen shown again, so a kept list comes
 * back as it was left, at the cost of its effects alone.
 *
 * The view reads its own address, not the browser's: `<Routes location>` would do that too, but it reads the
 * browser's address itself and hands its screen a new one on every click anywhere, which draws every kept screen
 * again. React Router's location context (an escape hatch it exports for such frames) given the view's own
 * address, the same object while it lives, keeps the screen still; and its route is matched from the top (its
 * page's path is whole), not under the frame's route, whose match changes with every address.
 */
/** No route above: what React Router gives a `<Routes>` at the top. */
const TOP = { outlet: null, matches: [], isDataRoute: false };

const KeptView = memo(function KeptView({
  at,
  location,
  page,
  handle,
  refresh,
}: {
  readonly at: string;
  readonly location: Location;
  readonly page: CatalogPage;
  readonly handle: ShellView;
  readonly refresh: (key: string) => void;
}) {
  const own = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  return (
    <div className="shell-view" data-view={at}>
      <ShellViewContext.Provider value={handle}>
        <ViewBoundary at={at} page={page} onRetry={() => refresh(at)}>
          <UNSAFE_LocationContext.Provider value={own}>
            <UNSAFE_RouteContext.Provider value={TOP}>
              <Routes>
                <Route path={page.path} element={screenOf(page)} />
              </Routes>
            </UNSAFE_RouteContext.Provider>
          </UNSAFE_LocationContext.Provider>
        </ViewBoundary>
      </ShellViewContext.Provider>
    </div>
  );
});
