import { loaded, session, Unavailable } from '@yanye/framework/web';
import { Spin } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { isOpenPath } from './access';

// Each part below is a chunk of its own, drawn without suspending (packages/framework/web/lib/loaded.tsx): React
// holds a suspended part's reveal until 300 ms after its placeholder showed, though the chunk is there sooner.
const WAIT = <Spin fullscreen />;

// Store onboarding (/business/*, open without sign-in) is one chunk of its own, loaded when first opened.
const business = () => import('../screens/business/pages');
const BusinessLayout = loaded(() => business().then((m) => m.BusinessLayout), WAIT);
const BusinessHome = loaded(() => business().then((m) => m.BusinessHome), WAIT);
const CreatePage = loaded(() => business().then((m) => m.CreatePage), WAIT);
const WriteInfoPage = loaded(() => business().then((m) => m.WriteInfoPage), WAIT);
const PayFeePage = loaded(() => business().then((m) => m.PayFeePage), WAIT);
const ProgressPage = loaded(() => business().then((m) => m.ProgressPage), WAIT);

// The sign-in page (its chunk is main.tsx's first on a signed-out load): the console asks for it after signing out.
const LoginPage = loaded(() => import('../screens/login/LoginPage').then((m) => m.LoginPage), WAIT);

// WeChat's return to the console (/auth-redirect), seldom opened: its own chunk.
const AuthRedirectPage = loaded(
  () => import('../screens/login/AuthRedirectPage').then((m) => m.AuthRedirectPage),
  WAIT,
);

// The console shell is loaded after sign-in, so the sign-in page stays small. Signed in, early.ts has asked for
// it (and the list screen) beside the entry.
const Shell = loaded(() => import('../shell/Shell').then((m) => m.default), WAIT);

/**
 * Signed-out visitors go to /index with the page they wanted; an open path with nothing to show
 * (a /business page) answers not found rather than asking them to sign in.
 */
function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!session.token && isOpenPath(location.pathname)) return <Unavailable reason="notFound" />;
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

/** The sign-in page inside the console (after signing out): it moves through the router. */
function RoutedLogin() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <LoginPage search={search} go={(to, replace) => navigate(to, { replace })} />
    </Suspense>
  );
}

/** /404 and /401 are open without sign-in; signed in, the shell shows them in its frame. */
function OpenResult({ status }: { status: '404' | '401' }) {
  if (session.token) return <Console />;
  return <Unavailable reason={status === '404' ? 'notFound' : 'noPermission'} />;
}

function Console() {
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <Shell />
    </Suspense>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/login"
          element={
            <SignedOutOnly>
              <RoutedLogin />
            </SignedOutOnly>
          }
        />
        <Route
          path="/index"
          element={
            <SignedOutOnly>
              <RoutedLogin />
            </SignedOutOnly>
          }
        />
        <Route
          path="/auth-redirect"
          element={
            <Suspense fallback={<Spin fullscreen />}>
              <AuthRedirectPage />
            </Suspense>
          }
        />
        <Route
          path="/business"
          element={
            <Suspense fallback={<Spin fullscreen />}>
              <BusinessLayout />
            </Suspense>
          }
        >
          <Route index element={<BusinessHome />} />
          <Route path="create" element={<CreatePage />} />
          <Route path="writeInfo" element={<WriteInfoPage />} />
          <Route path="payFee" element={<PayFeePage />} />
          <Route path="progress" element={<ProgressPage />} />
          <Route path="*" element={<Unavailable reason="notFound" />} />
        </Route>
        <Route path="/404" element={<OpenResult status="404" />} />
        <Route path="/401" element={<OpenResult status="401" />} />
        <Route
          path="*"
          element={
            <RequireSession>
              <Console />
            </RequireSession>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
