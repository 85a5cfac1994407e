import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { ENHANCED_RISK_AGE, MARITAL_STATUSES } from '@lendline/core';
import { PhoneInput } from '@/components/inputs/phone-input';
import { useT } from '@/i18n/use-t';
import type { EnhancedRiskForm } from '../lib/enhanced-risk-form-values';
import { MARITAL_LABELS, optionsOf } from '../lib/enhanced-risk-labels';
import { MoneyInput, WholeNumberInput } from './number-inputs';

/** Spec part 2 §3 "Personal": full name and age required (§5). */
export function PersonalFields({
  form,
  defaultPhoneCountry,
}: {
  form: EnhancedRiskForm;
  defaultPhoneCountry: string;
}) {
  const t = useT();
  const phone = form.getInputProps('secondary_phone');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('enhanced_risk.personal.full_name')}
          required
          maxLength={120}
          {...form.getInputProps('full_name')}
          data-autofocus
        />
        <WholeNumberInput
          label={t('enhanced_risk.personal.age')}
          required
          min={ENHANCED_RISK_AGE.min}
          max={ENHANCED_RISK_AGE.max}
          {...form.getInputProps('age')}
        />
        <Select
          label={t('enhanced_risk.personal.marital_status')}
          placeholder={t('enhanced_risk.form.select')}
          data={optionsOf(t, MARITAL_STATUSES, MARITAL_LABELS)}
          clearable
          {...form.getInputProps('marital_status')}
        />
        <WholeNumberInput
          label={t('enhanced_risk.personal.dependents')}
          max={30}
          {...form.getInputProps('dependents')}
        />
      </SimpleGrid>
      <PhoneInput
        label={t('enhanced_risk.personal.secondary_phone')}
        defaultCountry={defaultPhoneCountry}
        value={form.values.secondary_phone}
        onChange={(value) => form.setFieldValue('secondary_phone', value)}
        error={phone.error as string | undefined}
        data-path="secondary_phone"
      />
      <Textarea
        label={t('enhanced_risk.personal.address')}
        rows={2}
        maxLength={500}
        {...form.getInputProps('address')}
      />
    </Stack>
  );
}

/** Spec part 2 §3 "Financial": the household's money (the Expenditure tab). */
export function ExpenditureFields({ form }: { form: EnhancedRiskForm }) {
  const t = useT();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MoneyInput
          label={t('enhanced_risk.expenditure.monthly_household_income')}
          {...form.getInputProps('monthly_household_income')}
        />
        <MoneyInput
          label={t('enhanced_risk.expenditure.monthly_household_expenses')}
          {...form.getInputProps('monthly_household_expenses')}
        />
        <MoneyInput
          label={t('enhanced_risk.expenditure.savings_amount')}
          {...form.getInputProps('savings_amount')}
        />
      </SimpleGrid>
      <Textarea
        label={t('enhanced_risk.expenditure.other_income_sources')}
        rows={2}
        maxLength={1000}
        {...form.getInputProps('other_income_sources')}
      />
    </Stack>
  );
}
