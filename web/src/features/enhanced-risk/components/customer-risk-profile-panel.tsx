import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ENHANCED_RISK_RULES } from '@lendline/core';
import type { CustomerRiskLevel, EnhancedRiskProfile, Role } from '@lendline/core';
import { lazy, Suspense, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { notifyError, notifySuccess } from '@/lib/notify';
import { RISK_BAND_LABELS } from '../lib/risk-band-labels';
import { useCustomerRiskProfiles } from '../api/get-customer-risk-profiles';
import { useRecalculateEnhancedRiskProfile } from '../api/recalculate-enhanced-risk-profile';
import { COMPONENT_LABELS } from '../lib/enhanced-risk-labels';
import { riskProfileActionsFor } from '../lib/risk-profile-actions';
import { RiskOverrideDialog } from './risk-override-dialog';
import { Figure, RiskScoreSummary } from './risk-score-summary';

// The assessment form is large: it loads when Update Risk Profile is first pressed.
const EnhancedRiskFormModal = lazy(() => import('./enhanced-risk-form-modal'));

export interface CustomerRiskProfilePanelProps {
  customer: { id: string; full_name: string; risk_level: CustomerRiskLevel };
  roles: readonly Role[];
  currency: string;
  defaultPhoneCountry: string;
}

const COMPONENT_MAX = {
  debt_to_income: ENHANCED_RISK_RULES.debtToIncome.max,
  expense_ratio: ENHANCED_RISK_RULES.expenseRatio.max,
  business_tenure: ENHANCED_RISK_RULES.businessTenure.max,
  repayment_history: ENHANCED_RISK_RULES.repaymentHistory.max,
  savings_cover: ENHANCED_RISK_RULES.savingsCover.max,
  asset_cover: ENHANCED_RISK_RULES.assetCover.max,
  dependents: ENHANCED_RISK_RULES.dependents.max,
} as const satisfies Record<keyof typeof COMPONENT_LABELS, number>;

/**
 * The customer detail dialog's Risk Profile tab (spec part 2 §2, issue 12): the latest enhanced
 * profile with its score, band, components and recommended amount, the earlier ones, and
 * Recalculate, Update Risk Profile and Risk Override for the roles that may.
 */
export default function CustomerRiskProfilePanel({
  customer,
  roles,
  currency,
  defaultPhoneCountry,
}: CustomerRiskProfilePanelProps) {
  const t = useT();
  const actions = riskProfileActionsFor(roles);
  const profiles = useCustomerRiskProfiles(customer.id);
  const recalculate = useRecalculateEnhancedRiskProfile();
  const [open, setOpen] = useState<'form' | 'override' | null>(null);

  if (profiles.isPending) {
    return (
      <Center py="md">
        <Loader aria-label={t('enhanced_risk.panel.loading')} />
      </Center>
    );
  }
  if (profiles.isError) {
    return (
      <Alert color="red" variant="light" title={t('common.error')} role="alert">
        {failureReason(profiles.error)}
      </Alert>
    );
  }
  const [latest = null, ...history] = profiles.data.data;
  const onRecalculate = (profile: EnhancedRiskProfile) =>
    recalculate.mutate(profile.id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) =>
        notifyError(
          t('common.error'),
          t('enhanced_risk.panel.recalculate_failed', { reason: failureReason(error) }),
        ),
    });

  return (
    <Stack gap="md">
      <Group gap="sm">
        {latest && actions.recalculate && (
          <Button
            variant="default"
            loading={recalculate.isPending}
            onClick={() => onRecalculate(latest)}
          >
            {t('enhanced_risk.panel.recalculate')}
          </Button>
        )}
        {actions.update && (
          <Button onClick={() => setOpen('form')}>{t('enhanced_risk.panel.update')}</Button>
        )}
        {actions.override && actions.overrideLevels.length > 0 && (
          <Button variant="light" color="orange" onClick={() => setOpen('override')}>
            {t('enhanced_risk.panel.override')}
          </Button>
        )}
      </Group>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="risk-latest">
        <Title order={3} size="h5" mb="sm" id="risk-latest">
          {t('enhanced_risk.panel.latest')}
        </Title>
        {latest ? (
          <LatestProfile profile={latest} currency={currency} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('enhanced_risk.panel.none')}
          </Text>
        )}
      </Paper>

      {latest && (
        <DataTable
          label={t('enhanced_risk.panel.history')}
          rows={history}
          rowKey={(profile) => profile.id}
          rowLabel={(profile) => formatDate(profile.created_at)}
          emptyText={t('enhanced_risk.panel.history_empty')}
          columns={[
            {
              key: 'assessed',
              header: t('enhanced_risk.score.assessed'),
              text: (profile) => formatDate(profile.created_at),
            },
            {
              key: 'score',
              header: t('enhanced_risk.score.score'),
              text: (profile) =>
                profile.risk_score === null
                  ? null
                  : t('enhanced_risk.score.out_of', { score: profile.risk_score }),
            },
            {
              key: 'band',
              header: t('enhanced_risk.score.band'),
              text: (profile) => t(RISK_BAND_LABELS[profile.risk_band]),
            },
            {
              key: 'recommended',
              header: t('enhanced_risk.score.recommended'),
              wrapHeader: true,
              text: (profile) =>
                profile.recommended_loan_amount === null
                  ? null
                  : formatMoney(profile.recommended_loan_amount, currency),
            },
          ]}
        />
      )}

      <Suspense
        fallback={
          <Center>
            <Loader aria-label={t('enhanced_risk.form.loading')} />
          </Center>
        }
      >
        {open === 'form' && (
          <EnhancedRiskFormModal
            customer={{ id: customer.id, name: customer.full_name }}
            latest={latest}
            currency={currency}
            defaultPhoneCountry={defaultPhoneCountry}
            onClose={() => setOpen(null)}
          />
        )}
      </Suspense>
      {open === 'override' && (
        <RiskOverrideDialog
          customer={{ id: customer.id, name: customer.full_name, risk_level: customer.risk_level }}
          levels={actions.overrideLevels}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}

function LatestProfile({ profile, currency }: { profile: EnhancedRiskProfile; currency: string }) {
  const t = useT();
  const components = profile.score_components;
  return (
    <Stack gap="md">
      <RiskScoreSummary
        score={profile.risk_score}
        band={profile.risk_band}
        recommended={profile.recommended_loan_amount}
        currency={currency}
      >
        <Figure label={t('enhanced_risk.score.completion')}>
          {t('enhanced_risk.completion.value', {
            percent: profile.questionnaire_completion_percentage,
          })}
        </Figure>
        <Figure label={t('enhanced_risk.score.assessed')}>
          {formatDate(profile.calculated_at ?? profile.created_at)}
        </Figure>
      </RiskScoreSummary>
      {components && (
        <div>
          <Text size="sm" fw={500} mb={4} id="risk-components">
            {t('enhanced_risk.score.components')}
          </Text>
          <Stack gap={2} component="ul" aria-labelledby="risk-components" p={0} m={0}>
            {(Object.keys(COMPONENT_LABELS) as (keyof typeof COMPONENT_LABELS)[]).map((key) => (
              <Group key={key} justify="space-between" component="li" style={{ listStyle: 'none' }}>
                <Text size="sm">{t(COMPONENT_LABELS[key])}</Text>
                <Text size="sm" fw={500}>
                  {t('enhanced_risk.score.points', {
                    points: components[key],
                    max: COMPONENT_MAX[key],
                  })}
                </Text>
              </Group>
            ))}
          </Stack>
        </div>
      )}
    </Stack>
  );
}
