import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { useSession } from '@/features/auth/api/get-session';
import { PaymentsScreen } from '@/features/payments/components/payments-screen';
import { useT } from '@/i18n/use-t';

/** /payments (spec part 2 §2). */
export default function PaymentsRoute() {
  const t = useT();
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  return (
    <SectionErrorBoundary title={t('shell.payments_failed')}>
      <PaymentsScreen roles={session.data.roles} />
    </SectionErrorBoundary>
  );
}
