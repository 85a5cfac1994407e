import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppErrorPage } from '@/components/errors/app-error-page';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { NAV_REGISTRY } from './layout/nav-registry';
import { RouteError } from './routes/route-error';

// Every screen loads on first visit; the first load carries only the shell (spec STACK.md).
const LandingRoute = lazy(() => import('./routes/landing'));
const LoginRoute = lazy(() => import('./routes/login'));
const AboutRoute = lazy(() => import('./routes/about'));
const CompleteSetupRoute = lazy(() => import('./routes/complete-setup'));
const AppLayout = lazy(() =>
  import('./layout/app-layout').then((module) => ({ default: module.AppLayout })),
);
const GuardedScreen = lazy(() =>
  import('./layout/guarded-screen').then((module) => ({ default: module.GuardedScreen })),
);

/** Old routes that now live on the dashboard (spec part 1 §2 "Redirects"). */
const REDIRECTS_TO_DASHBOARD = ['/performance', '/daily-collections', '/critical-alerts'];

function RootLayout() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Outlet />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/about', element: <AboutRoute /> },
      // The invitation e-mail's link (public: the invited user has no session yet).
      { path: '/auth/complete-setup', element: <CompleteSetupRoute /> },
      {
        element: <AppLayout />,
        children: NAV_REGISTRY.map((entry) => ({
          path: entry.path,
          element: <GuardedScreen entry={entry} />,
        })),
      },
      ...REDIRECTS_TO_DASHBOARD.map((path) => ({
        path,
        element: <Navigate to="/dashboard" replace />,
      })),
      { path: '*', element: <AppErrorPage detail="This page does not exist." /> },
    ],
  },
];
