import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { NAV_REGISTRY, URL_ONLY_SCREENS } from './layout/nav-registry';
import {
  AboutRoute,
  AppLayout,
  CompleteSetupRoute,
  FieldAppRoute,
  GuardedScreen,
  LandingRoute,
  LoginRoute,
  NotFoundRoute,
  VerifyEmailRoute,
} from './route-preload';
import { RouteError } from './routes/route-error';

/** Old routes that now live on the dashboard (spec part 1 §2 "Redirects"). */
const REDIRECTS_TO_DASHBOARD = ['/performance', '/daily-collections', '/critical-alerts'];

/** A screen that throws (or whose chunk fails to load) shows the error page until the user moves on. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/about', element: <AboutRoute /> },
      // The invitation e-mail's link (public: the invited user has no session yet).
      { path: '/auth/complete-setup', element: <CompleteSetupRoute /> },
      // The sign-up verification e-mail's link (public: the account does not exist yet).
      { path: '/auth/verify-email', element: <VerifyEmailRoute /> },
      // The agents' field app (issue 15): it checks the session itself, and works offline.
      { path: '/field', element: <FieldAppRoute /> },
      {
        element: <AppLayout />,
        children: [...NAV_REGISTRY, ...URL_ONLY_SCREENS].map((entry) => ({
          path: entry.path,
          element: <GuardedScreen entry={entry} />,
        })),
      },
      ...REDIRECTS_TO_DASHBOARD.map((path) => ({
        path,
        element: <Navigate to="/dashboard" replace />,
      })),
      // Spec part 1 §2 "Redirects": the eligibility check is the risk profiler now.
      { path: '/eligibility', element: <Navigate to="/risk-profiler" replace /> },
      // Inside the shell when signed in, beside the public header when not (not-found.tsx).
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
