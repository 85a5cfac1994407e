import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Loader } from '@mantine/core';
import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { useSession } from '@/features/auth/api/get-session';
import { AccessDenied } from '@/features/auth/components/access-denied';
import { RiskProfilePage } from '@/features/risk-profiles/components/risk-profile-page';
import { RiskProfilerScreen } from '@/features/risk-profiles/components/risk-profiler-screen';
import { mayCreateRiskProfile } from '@/features/risk-profiles/lib/risk-permissions';
import { useT } from '@/i18n/use-t';
import { holdsPermission } from '@lendline/core';

/** The score's back-test (its charts) loads when its tab is first opened. */
const ScorePerformancePanel = lazy(() =>
  import('@/features/risk-performance/components/score-performance-panel').then((module) => ({
    default: module.ScorePerformancePanel,
  })),
);

/**
 * /risk-profiler (spec part 2 §2 "Risk Profiler Dashboard"), /risk-profiler/new and
 * /risk-profiler/:id (the profile's page): one chunk for the dashboard and its form.
 */
export default function RiskProfilerRoute() {
  const t = useT();
  const session = useSession();
  const { profileId } = useParams();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  const { roles } = session.data;
  const currency = session.data.organization?.currency ?? 'INR';
  if (profileId === undefined) {
    return (
      <SectionErrorBoundary title={t('risk.failed')}>
        <RiskProfilerScreen
          roles={roles}
          currency={currency}
          defaultPhoneCountry={session.data.organization?.default_phone_country ?? 'US'}
          scorePerformance={
            holdsPermission(roles, 'reports', 'read') ? (
              <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
                <ScorePerformancePanel />
              </Suspense>
            ) : undefined
          }
        />
      </SectionErrorBoundary>
    );
  }
  return (
    <SectionErrorBoundary title={t('risk.failed')}>
      {profileId === 'new' && !mayCreateRiskProfile(roles) ? (
        <AccessDenied />
      ) : (
        <RiskProfilePage
          profileId={profileId}
          roles={roles}
          currency={currency}
          defaultPhoneCountry={session.data.organization?.default_phone_country ?? 'US'}
        />
      )}
    </SectionErrorBoundary>
  );
}
