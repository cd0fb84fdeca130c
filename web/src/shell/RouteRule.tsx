import { Unavailable } from '@yanye/framework/web';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Redirector } from './Redirector';
import type { Route } from './routing';
import type { ViewCache } from './useViewCache';

/** What the address shows before or instead of the kept views: a redirect, a refresh, or why not. */
export function RouteRule({ route, views }: { readonly route: Route; readonly views: ViewCache }): ReactNode {
  if (route.kind === 'redirect') return <Navigate to={route.to} state={route.state} replace />;
  if (route.kind === 'refresh') return <Redirector target={route.target} refresh={views.refresh} />;
  if (route.kind === 'unavailable') return <Unavailable reason={route.reason} />;
  return null;
}
