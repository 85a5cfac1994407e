import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { ExpectedCollectionsScreen } from '@/features/collections/expected/components/expected-collections-screen';
import { useT } from '@/i18n/use-t';

/** /payment-schedule: Expected Collections, the spec's placeholder page made real (issue 11). */
export default function PaymentScheduleRoute() {
  const t = useT();
  return (
    <SectionErrorBoundary title={t('shell.expected_collections_failed')}>
      <ExpectedCollectionsScreen />
    </SectionErrorBoundary>
  );
}
