import { AppShell, Center, getDefaultZIndex, Loader } from '@mantine/core';
import { MOBILE_BREAKPOINT_PX } from '@lendline/core';
import type { SessionResponse } from '@lendline/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { subjectOf } from '@/lib/authorization';
import { rememberLayout, useServerDrawing } from '@/lib/server-drawing';
import { SecurityWarnings } from '@/features/sessions/components/security-warnings';
import { useSignOut } from '@/features/auth/api/sign-out';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { clearSessionAndReload } from '@/features/auth/lib/clear-session';
import { useNavigationCounts } from '@/features/navigation/api/get-navigation-counts';
import { MfaEnrollmentScreen } from '@/features/mfa/components/mfa-enrollment-screen';
import { useRealtimeEvents } from '@/features/realtime/hooks/use-realtime-events';
import { useT } from '@/i18n/use-t';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { IncompleteProfile } from './incomplete-profile';
import { MobileBottomBar } from './mobile-bottom-bar';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { identityOf } from './user-identity';

const SIDEBAR_WIDTH = { collapsed: 64, expanded: 256 } as const;
const HEADER_HEIGHT = 60;
const BOTTOM_BAR_HEIGHT = 64;

interface LayoutContent {
  /** The screen; without it, the matched route's (the not-found page passes its own). */
  children?: ReactNode;
}

/** The guarded layout: every signed-in screen renders inside it (spec part 1 §2 "Layout"). */
export function AppLayout({ children }: LayoutContent) {
  const t = useT();
  return (
    <RequireAuth loadingLabel={t('shell.loading_dashboard')}>
      {(session) => <SignedInLayout session={session}>{children}</SignedInLayout>}
    </RequireAuth>
  );
}

function SignedInLayout({ session, children }: LayoutContent & { session: SessionResponse }) {
  const signOut = useSignOut();
  if (!session.profile || !session.organization) {
    return (
      <IncompleteProfile
        userId={session.user.id}
        onSignOut={() => signOut.mutate()}
        signingOut={signOut.isPending}
        onClearSession={() => void clearSessionAndReload()}
      />
    );
  }
  if (session.mfa_enrollment_required) {
    // The server refuses everything else until the user enrols (issue 13).
    return (
      <MfaEnrollmentScreen
        email={session.user.email}
        onSignOut={() => signOut.mutate()}
        signingOut={signOut.isPending}
      />
    );
  }
  return (
    <Shell session={session} onSignOut={() => signOut.mutate()}>
      {children}
    </Shell>
  );
}

function Shell({
  session,
  onSignOut,
  children,
}: LayoutContent & { session: SessionResponse; onSignOut: () => void }) {
  const t = useT();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  // Read at the first render, not in an effect after it: a phone drew the whole layout twice,
  // first as a laptop's.
  const onScreen = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  // The server cannot measure the screen: it draws (and the browser hydrates) the layout its
  // cookie names, which the browser keeps up to date below.
  const drawing = useServerDrawing();
  const isMobile = drawing ? drawing.phone : onScreen;
  const counts = useNavigationCounts();
  useRealtimeEvents();
  const identity = identityOf(session);
  const subject = subjectOf(session);
  // The drawer on small screens always shows the full-width sidebar.
  const sidebarCollapsed = collapsed && !isMobile;
  // Kept up to date for the server's next drawing of a page (a resize within the laptop's widths
  // is noticed at the next change; a wrong guess costs one render after hydration).
  useEffect(() => rememberLayout(collapsed), [isMobile, collapsed]);

  return (
    // Static: the sidebar is a column of the page, as tall as the page, not a fixed panel that
    // ends at the first screenful (app-layout.module.css keeps its content in view).
    <AppShell
      mode="static"
      className={classes.shell}
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: sidebarCollapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded,
        breakpoint: 'sm',
        collapsed: { mobile: !drawerOpened },
      }}
      footer={{ height: BOTTOM_BAR_HEIGHT, collapsed: !isMobile }}
      padding="md"
    >
      <SkipLink />
      {/* Above the sidebar's column, which runs up under the header as the page scrolls. */}
      <AppShell.Header zIndex={getDefaultZIndex('app') + 2}>
        <AppHeader
          identity={identity}
          organizationName={session.organization?.name ?? ''}
          onSignOut={onSignOut}
          drawerOpened={drawerOpened}
          onToggleDrawer={drawer.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        {/* On a phone the sidebar is a drawer: drawn when opened, not hidden on every page (its
            links and tooltips were a third of the layout's first drawing, profiled at 4× CPU). */}
        {(!isMobile || drawerOpened) && (
          <div className={classes.sidebarContent}>
            <Sidebar
              subject={subject}
              identity={identity}
              counts={counts.data}
              collapsed={sidebarCollapsed}
              onToggleCollapsed={toggleCollapsed}
              onSignOut={onSignOut}
              onNavigate={drawer.close}
            />
          </div>
        )}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <SecurityWarnings security={session.security} />
        <SectionErrorBoundary resetKey={pathname} title={t('shell.screen_failed')}>
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label={t('shell.loading_screen')} />
              </Center>
            }
          >
            {children ?? <Outlet />}
          </Suspense>
        </SectionErrorBoundary>
      </AppShell.Main>
      {isMobile && (
        <AppShell.Footer>
          <MobileBottomBar subject={subject} counts={counts.data} />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
