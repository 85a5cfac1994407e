import { useSession } from '@/features/auth/api/get-session';
import { CollectorsScreen } from '@/features/collectors/components/collectors-screen';
import { subjectOf } from '@/lib/authorization';

export default function DebtManagementRoute() {
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session and organization.
  if (!session.data?.organization) return null;
  return (
    <CollectorsScreen
      subject={subjectOf(session.data)}
      organizationId={session.data.organization.id}
      defaultPhoneCountry={session.data.organization.default_phone_country}
    />
  );
}
