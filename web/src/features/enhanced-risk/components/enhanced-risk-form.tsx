import { Alert, Button, Group, Progress, Stack, Tabs, Text } from '@mantine/core';
import {
  canSubmitEnhancedProfile,
  ENHANCED_RISK_MESSAGES,
  enhancedCompletionPercentage,
} from '@lendline/core';
import type { EnhancedRiskProfile } from '@lendline/core';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useT } from '@/i18n/use-t';
import { fieldErrorsOf } from '@/lib/api-error';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import type { FieldErrors } from '@/lib/form/use-schema-form';
import { useSubmitEnhancedRiskProfile } from '../api/submit-enhanced-risk-profile';
import type { EnhancedRiskProfileMutationResponse } from '../api/invalidate-risk-figures';
import {
  formStateOf,
  parsedRequestOf,
  requestOf,
  schemaErrorsOf,
  tabOfPath,
  type EnhancedRiskFormState,
} from '../lib/enhanced-risk-form-values';
import { FORM_TABS, TAB_LABELS, type FormTab } from '../lib/enhanced-risk-labels';
import { AssetFields } from './asset-fields';
import { BusinessFields } from './business-fields';
import { LoanHistoryFields } from './loan-history-fields';
import { ExpenditureFields, PersonalFields } from './personal-fields';
import { ReviewPanel } from './review-panel';

export interface EnhancedRiskFormProps {
  customer: { id: string; name: string };
  /** The customer's latest profile: an update starts from its answers. */
  latest: EnhancedRiskProfile | null;
  currency: string;
  defaultPhoneCountry: string;
  onCancel: () => void;
  onSubmitted: (answer: EnhancedRiskProfileMutationResponse) => void;
}

/**
 * The Enhanced Risk Profile Assessment (spec part 2 §2, §3, §5): tabs Personal, Business,
 * Expenditure, Loan History, Assets, Review; the completion bar over the five sections, computed
 * by core's function as the server computes it; Submit only from 60 %.
 */
export function EnhancedRiskForm({
  customer,
  latest,
  currency,
  defaultPhoneCountry,
  onCancel,
  onSubmitted,
}: EnhancedRiskFormProps) {
  const t = useT();
  const formElement = useRef<HTMLFormElement>(null);
  const [tab, setTab] = useState<FormTab>('personal');
  const [failure, setFailure] = useState<string | null>(null);
  const [initial] = useState(() => formStateOf(latest, customer.name));
  const form = useSchemaForm<EnhancedRiskFormState>({
    initialValues: initial,
    // Errors go on nested fields ('businesses.0.business_name'), which @mantine/form takes.
    check: (values) => schemaErrorsOf(values, t) as FieldErrors<EnhancedRiskFormState>,
  });
  const submit = useSubmitEnhancedRiskProfile(customer.id);

  const draft = requestOf(form.values);
  const completion = enhancedCompletionPercentage(draft);
  const submittable = canSubmitEnhancedProfile(draft);
  const tabsInError = new Set(Object.keys(form.errors).map(tabOfPath));

  /** Errors on their fields: opens the tab of the first and moves there. */
  const showErrors = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (first === undefined) return;
    setTab(tabOfPath(first));
    // The tab's panel shows on the next paint; the field can then take the focus.
    requestAnimationFrame(() =>
      formElement.current?.querySelector<HTMLElement>(`[data-path="${first}"]`)?.focus(),
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const validation = form.validate();
    if (validation.hasErrors) {
      showErrors(validation.errors);
      return;
    }
    const body = parsedRequestOf(form.getValues());
    if (!body) return;
    submit.mutate(body, {
      onSuccess: onSubmitted,
      onError: (error) => {
        const onFields = fieldErrorsOf(error);
        if (Object.keys(onFields).length > 0) {
          form.setErrors(onFields);
          showErrors(onFields);
        } else {
          setFailure(t('enhanced_risk.form.failed', { reason: failureReason(error) }));
        }
      },
    });
  };

  return (
    <form
      ref={formElement}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('enhanced_risk.form.label', { name: customer.name })}
    >
      <Stack gap="md">
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={500} id="enhanced-risk-completion">
              {t('enhanced_risk.completion.label')}
            </Text>
            <Text size="sm" aria-hidden>
              {t('enhanced_risk.completion.value', { percent: completion })}
            </Text>
          </Group>
          <Progress.Root size="lg">
            <Progress.Section
              value={completion}
              color={submittable ? 'teal' : 'yellow'}
              aria-labelledby="enhanced-risk-completion"
            />
          </Progress.Root>
        </div>

        <Tabs value={tab} onChange={(value) => value && setTab(value as FormTab)}>
          <Tabs.List mb="md">
            {FORM_TABS.map((value) => (
              <Tabs.Tab
                key={value}
                value={value}
                color={tabsInError.has(value) ? 'red' : undefined}
              >
                {tabsInError.has(value)
                  ? t('enhanced_risk.tabs.has_errors', { tab: t(TAB_LABELS[value]) })
                  : t(TAB_LABELS[value])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="personal">
            <PersonalFields form={form} defaultPhoneCountry={defaultPhoneCountry} />
          </Tabs.Panel>
          <Tabs.Panel value="business">
            <BusinessFields form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="expenditure">
            <ExpenditureFields form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="loan_history">
            <LoanHistoryFields form={form} currency={currency} />
          </Tabs.Panel>
          <Tabs.Panel value="assets">
            <AssetFields form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="review">
            <ReviewPanel draft={draft} currency={currency} />
          </Tabs.Panel>
        </Tabs>

        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {!submittable && (
          <Text size="sm" c="dimmed" id="enhanced-risk-submit-hint">
            {t(ENHANCED_RISK_MESSAGES.completionTooLow)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submit.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={!submittable || submit.isPending}
            aria-describedby={submittable ? undefined : 'enhanced-risk-submit-hint'}
          >
            {submit.isPending ? t('enhanced_risk.form.submitting') : t('enhanced_risk.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
