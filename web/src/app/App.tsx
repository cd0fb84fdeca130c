import { Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { session } from '../api/session';
import { LoginPage } from '../screens/login/LoginPage';

// The console is loaded after sign-in, so the sign-in page stays small.
const Console = lazy(() => import('./Console'));

/** Signed-out visitors go to /index with the page they wanted (SPEC.md §2.1). */
function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!session.token) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/index?redirect=${redirect}`} replace />;
  }
  return children;
}

/** Signed-in visitors of /login and /index go to /. */
function SignedOutOnly({ children }: { children: ReactNode }) {
  return session.token ? <Navigate to="/" replace /> : children;
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/login"
          element={
            <SignedOutOnly>
              <LoginPage />
            </SignedOutOnly>
          }
        />
        <Route
          path="/index"
          element={
            <SignedOutOnly>
              <LoginPage />
            </SignedOutOnly>
          }
        />
        <Route
          path="*"
          element={
            <RequireSession>
              <Suspense fallback={<Spin fullscreen />}>
                <Console />
              </Suspense>
            </RequireSession>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
