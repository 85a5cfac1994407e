import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { monthlyIncomeOf, RiskProfileInputSchema, scoreProspect } from '@lendline/core';
import type { ProspectScore, RiskProfile, Role } from '@lendline/core';
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import type { AutosaveStatus } from '../hooks/use-draft-autosave';
import {
  formFieldOf,
  formValuesOf,
  LIST_FIELDS,
  payloadOf,
  scoreInputOf,
} from '../lib/risk-form-values';
import type { RiskProfileFormValues } from '../lib/risk-form-values';
import { isReviewed, mayCreateRiskProfile, riskProfileActionsFor } from '../lib/risk-permissions';
import { AssessorComments, RiskProfileFields } from './risk-profile-fields';
import { RiskListSection } from './risk-list-section';
import { RiskScorePanel } from './risk-score-panel';

export interface RiskProfileFormProps {
  /** The stored profile, or null for a new one. */
  profile: RiskProfile | null;
  roles: readonly Role[];
  currency: string;
  defaultPhoneCountry: string;
  /** Keeps this form on screen when its address changes to the draft it created. */
  formKey: string;
}

/** The score the server stored for a reviewed profile: what the decision was taken on. */
function storedScoreOf(profile: RiskProfile): ProspectScore | null {
  if (profile.overall_eligibility_score === null || profile.score_components === null) return null;
  return {
    score: profile.overall_eligibility_score,
    components: profile.score_components,
    debt_to_income_percent: profile.debt_to_income_percent,
    monthly_income: monthlyIncomeOf(profile),
    risk_category: profile.risk_category ?? profile.risk_badge,
    recommended_loan_amount: profile.recommended_loan_amount ?? 0,
    rule_version: profile.score_rule_version ?? 0,
  };
}

/**
 * The prospective-customer profile (spec part 2 §2, §3): every field, the repeatable lists, the
 * live score beside them, the draft saved as the assessor works, and 'Complete assessment'.
 * Reviewed profiles, and users who may not edit, see it read-only.
 */
export function RiskProfileForm({
  profile,
  roles,
  currency,
  defaultPhoneCountry,
  formKey,
}: RiskProfileFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const editable = profile
    ? riskProfileActionsFor(roles, profile).edit
    : mayCreateRiskProfile(roles);
  const [initial] = useState(() => formValuesOf(profile));
  const [initialPayload] = useState(() => (profile ? payloadOf(initial) : null));
  const form = useSchemaForm({
    initialValues: initial,
    schema: RiskProfileInputSchema,
    toRequest: payloadOf,
    fieldOf: formFieldOf,
    check: (values) => ({
      prospective_customer_name:
        values.prospective_customer_name.trim() === '' ? t('risk.fields.name_required') : undefined,
    }),
  });
  const autosave = useDraftAutosave({
    initial: profile,
    initialPayload,
    enabled: editable,
    values: form.values,
    readPayload: () => {
      const values = form.getValues();
      if (values.prospective_customer_name.trim() === '') return 'needs_name';
      if (form.validate().hasErrors) return 'invalid';
      return payloadOf(values);
    },
    onCreated: (created) =>
      void navigate(`/risk-profiler/${created.id}`, { replace: true, state: { formKey } }),
  });
  const stored = !editable && profile && isReviewed(profile) ? storedScoreOf(profile) : null;
  const liveScore = useMemo(() => scoreProspect(scoreInputOf(form.values)), [form.values]);
  const completed = profile?.assessment_status === 'completed';
  // From 75em (1,200 px) the score stays beside the fields; below, it follows them.
  const wide = useMediaQuery('(min-width: 75em)', false, { getInitialValueInEffect: false });

  const onFailure = (error: unknown) =>
    notifyError(t('common.error'), t('risk.failure.save', { reason: failureReason(error) }));
  const complete = form.handleSubmit(
    async () => {
      await autosave.saveNow({ assessment_status: 'completed' });
      notifySuccess(t('risk.form.completed_toast'));
      await navigate('/risk-profiler');
    },
    { onError: onFailure },
  );
  const saveDraft = form.handleSubmit(
    async () => {
      await autosave.saveNow({});
      notifySuccess(t('risk.form.draft_saved'));
    },
    { onError: onFailure },
  );

  const setList =
    (field: (typeof LIST_FIELDS)[number]) => (rows: RiskProfileFormValues[typeof field]) =>
      form.setFieldValue(field, rows);

  return (
    <form onSubmit={complete} noValidate aria-label={t('risk.form.label')}>
      <div
        style={{
          display: 'grid',
          gap: 'var(--mantine-spacing-lg)',
          gridTemplateColumns: wide ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
          alignItems: 'start',
        }}
      >
        <div>
          <Stack gap="lg">
            {!editable && <ReadOnlyNotice profile={profile} />}
            {/* A disabled fieldset disables every input inside it, the phone's country too. */}
            <fieldset
              disabled={!editable}
              style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
            >
              <Stack gap="lg">
                <RiskProfileFields form={form} defaultPhoneCountry={defaultPhoneCountry} />
                {LIST_FIELDS.map((field) => (
                  <RiskListSection
                    key={field}
                    field={field}
                    rows={form.values[field]}
                    onChange={setList(field)}
                    readOnly={!editable}
                    defaultPhoneCountry={defaultPhoneCountry}
                    error={form.errors[field]}
                  />
                ))}
                <AssessorComments form={form} />
              </Stack>
            </fieldset>
          </Stack>
        </div>
        <div style={wide ? { position: 'sticky', top: 'var(--mantine-spacing-md)' } : undefined}>
          <Stack gap="md">
            <RiskScorePanel
              score={stored ?? liveScore}
              currency={currency}
              stored={Boolean(stored)}
            />
            {editable && (
              <>
                <SaveStatus status={autosave.status} />
                <Group gap="sm">
                  <Button
                    type="button"
                    variant="default"
                    leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                    onClick={() => saveDraft()}
                    disabled={form.submitting}
                  >
                    {completed ? t('common.save_changes') : t('risk.form.save_draft')}
                  </Button>
                  {!completed && (
                    <Button
                      type="submit"
                      leftSection={<IconCheck size={16} aria-hidden />}
                      loading={form.submitting}
                    >
                      {t('risk.form.complete')}
                    </Button>
                  )}
                </Group>
              </>
            )}
          </Stack>
        </div>
      </div>
    </form>
  );
}

/** Where the draft stands, said to screen readers as it changes. */
function SaveStatus({ status }: { status: AutosaveStatus }) {
  const t = useT();
  const text =
    status.state === 'saving'
      ? t('risk.autosave.saving')
      : status.state === 'saved'
        ? t('risk.autosave.saved')
        : status.state === 'needs_name'
          ? t('risk.autosave.needs_name')
          : status.state === 'invalid'
            ? t('risk.autosave.invalid')
            : status.state === 'failed'
              ? t('risk.autosave.failed', { reason: status.reason })
              : '';
  const failing = status.state === 'failed' || status.state === 'invalid';
  return (
    <Text size="sm" c={failing ? 'red' : 'dimmed'} role="status" aria-live="polite" mih={20}>
      {text}
    </Text>
  );
}

function ReadOnlyNotice({ profile }: { profile: RiskProfile | null }) {
  const t = useT();
  const text =
    profile?.assessment_status === 'approved'
      ? t('risk.form.read_only_approved')
      : profile?.assessment_status === 'rejected'
        ? t('risk.form.read_only_rejected', { reason: profile.rejection_reason ?? '—' })
        : t('risk.form.read_only_permission');
  return (
    <Alert color="blue" variant="light">
      {text}
    </Alert>
  );
}
