import { Alert, Anchor, Center, Group, Loader, Stack, Title } from '@mantine/core';
import type { Role } from '@lendline/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useRiskProfile } from '../api/get-risk-profile';
import { RiskStatusBadge } from './risk-badges';
import { RiskProfileForm } from './risk-profile-form';

/** The dashboard's address: 'Back to Dashboard' and where a completed assessment returns. */
export const RISK_PROFILER_PATH = '/risk-profiler';

export interface RiskProfilePageProps {
  /** 'new', or the id of a stored profile (/risk-profiler/new, /risk-profiler/:id). */
  profileId: string;
  roles: readonly Role[];
  currency: string;
  defaultPhoneCountry: string;
}

/**
 * The create / edit page of a profile (spec part 2 §2 "Risk Profiler Dashboard": 'New Risk
 * Profile' / 'Edit Risk Profile', 'Back to Dashboard'). A routed page, so a profile's address can
 * be shared. The first save of a new profile moves the address to the draft's own, keeping the
 * same form on screen (the navigation carries this form's key).
 */
export function RiskProfilePage(props: RiskProfilePageProps) {
  const location = useLocation();
  const formKey = (location.state as { formKey?: string } | null)?.formKey ?? location.key;
  return <RiskProfileView key={formKey} formKey={formKey} {...props} />;
}

function RiskProfileView({
  profileId,
  roles,
  currency,
  defaultPhoneCountry,
  formKey,
}: RiskProfilePageProps & { formKey: string }) {
  const t = useT();
  const location = useLocation();
  const isNew = profileId === 'new';
  const query = useRiskProfile(isNew ? null : profileId);
  // A form begun as a new profile keeps its title once its draft has an address of its own.
  const startedNew = isNew || (location.state as { formKey?: string } | null)?.formKey === formKey;
  const profile = isNew ? null : query.data;
  const title = startedNew ? t('risk.new_profile') : t('risk.edit_profile');

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={RISK_PROFILER_PATH} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('risk.back_to_dashboard')}
          </Group>
        </Anchor>
        <Group gap="sm" mt="xs" align="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          {profile && <RiskStatusBadge status={profile.assessment_status} />}
        </Group>
      </div>
      {isNew || profile ? (
        <RiskProfileForm
          profile={profile ?? null}
          roles={roles}
          currency={currency}
          defaultPhoneCountry={defaultPhoneCountry}
          formKey={formKey}
        />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {failureReason(query.error)}
        </Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('risk.form.loading')} />
        </Center>
      )}
    </Stack>
  );
}
