import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import type { CustomerRiskLevel, CustomerRiskOption } from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { fieldErrorsOf } from '@/lib/api-error';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useOverrideCustomerRisk } from '../api/override-customer-risk';
import { optionsOf, RISK_LEVEL_LABELS } from '../lib/enhanced-risk-labels';

type OverrideValues = {
  risk_level: string | null;
  reason: string;
};

/**
 * Risk Override (spec part 2 §2; part 1 §4 "override"): the customer's risk level set by hand
 * with a mandatory reason, audited by the server; its message is shown when it answers.
 */
export function RiskOverrideDialog({
  customer,
  levels,
  onClose,
}: {
  customer: { id: string; name: string; risk_level: CustomerRiskLevel };
  levels: readonly CustomerRiskOption[];
  onClose: () => void;
}) {
  const t = useT();
  const override = useOverrideCustomerRisk(customer.id);
  const [initial] = useState<OverrideValues>(() => ({
    risk_level: levels.includes(customer.risk_level) ? customer.risk_level : null,
    reason: '',
  }));
  const form = useSchemaForm<OverrideValues>({
    initialValues: initial,
    check: (values) => ({
      risk_level: values.risk_level ? undefined : t('messages.enhanced_risk.choice_invalid'),
      reason: values.reason.trim() ? undefined : t('enhanced_risk.override.reason_required'),
    }),
  });
  const submit = form.onSubmit((values) => {
    override.mutate(
      { risk_level: values.risk_level as CustomerRiskLevel, reason: values.reason.trim() },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onClose();
        },
        onError: (error) => {
          const onFields = fieldErrorsOf(error);
          if (Object.keys(onFields).length > 0) form.setErrors(onFields);
          else
            notifyError(
              t('common.error'),
              t('enhanced_risk.override.failed', { reason: failureReason(error) }),
            );
        },
      },
    );
  });
  return (
    <Modal opened onClose={onClose} title={t('enhanced_risk.panel.override')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('enhanced_risk.override.description', { name: customer.name })}</Text>
          <Select
            label={t('enhanced_risk.override.level')}
            required
            allowDeselect={false}
            data={optionsOf(t, levels, RISK_LEVEL_LABELS)}
            {...form.getInputProps('risk_level')}
          />
          <Textarea
            label={t('enhanced_risk.override.reason')}
            required
            rows={3}
            maxLength={500}
            {...form.getInputProps('reason')}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={override.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="orange" loading={override.isPending}>
              {t('enhanced_risk.override.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
