import { lazy, Suspense, useState } from 'react';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';
import { BusinessSectors } from '@/features/marketing/components/business-sectors';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { LandingFooter } from '@/features/marketing/components/landing-footer';
import { LandingHero } from '@/features/marketing/components/landing-hero';
import { PublicHeader } from '@/features/marketing/components/public-header';
import { usePreloadOnFirstActivity } from '../route-preload';

// The dialog (forms, tabs, validation) loads when someone asks for it, not with the landing page.
const AuthDialog = lazy(() =>
  import('@/features/auth/components/auth-dialog').then((module) => ({
    default: module.AuthDialog,
  })),
);

export default function LandingRoute() {
  usePreloadOnFirstActivity('/login');
  const [dialogOpened, setDialogOpened] = useState(false);
  const [dialogRequested, setDialogRequested] = useState(false);
  const openDialog = () => {
    setDialogRequested(true);
    setDialogOpened(true);
  };

  return (
    <RedirectIfSignedIn>
      <PublicHeader onGetStarted={openDialog} />
      <main>
        <LandingHero onGetStarted={openDialog} />
        <FeatureGrid />
        <BusinessSectors />
      </main>
      <LandingFooter />
      {dialogRequested && (
        <Suspense fallback={null}>
          <AuthDialog opened={dialogOpened} onClose={() => setDialogOpened(false)} />
        </Suspense>
      )}
    </RedirectIfSignedIn>
  );
}
