import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { RISK_BUSINESS_TYPES } from '@lendline/core';
import type { MessageKey, RiskBusinessType } from '@lendline/core';
import { LocationInput } from '@/components/inputs/location-input';
import { PhoneInput } from '@/components/inputs/phone-input';
import { useT } from '@/i18n/use-t';
import type { SchemaForm } from '@/lib/form/use-schema-form';
import type { RiskProfileFormValues } from '../lib/risk-form-values';
import { RISK_BUSINESS_TYPE_LABELS } from '../lib/risk-labels';
import { FormSection } from './form-section';

type Form = SchemaForm<RiskProfileFormValues, unknown>;

type NumberFieldName =
  | 'years_at_current_location'
  | 'monthly_household_income'
  | 'total_monthly_income'
  | 'total_monthly_expenses'
  | 'total_existing_debt'
  | 'daily_savings_capacity'
  | 'proposed_daily_payment'
  | 'payment_history_score'
  | 'business_stability_score'
  | 'asset_backing_score'
  | 'income_stability_rating'
  | 'location_stability_score';

/** A money field: rupees with 2 decimals; a score or rating: a whole number up to `max`. */
function NumberField({
  form,
  name,
  labelKey,
  max,
  hintKey,
}: {
  form: Form;
  name: NumberFieldName;
  labelKey: MessageKey;
  max?: number;
  hintKey?: MessageKey;
}) {
  const t = useT();
  return (
    <NumberInput
      label={t(labelKey)}
      description={hintKey && t(hintKey)}
      min={0}
      max={max}
      allowDecimal={max === undefined}
      decimalScale={max === undefined ? 2 : 0}
      allowNegative={false}
      hideControls={max === undefined}
      {...form.getInputProps(name)}
    />
  );
}

const isBusinessType = (value: string): value is RiskBusinessType =>
  (RISK_BUSINESS_TYPES as readonly string[]).includes(value);

/** The profile's own fields (spec part 2 §3 "Prospective-customer risk profile"), by section. */
export function RiskProfileFields({
  form,
  defaultPhoneCountry,
}: {
  form: Form;
  defaultPhoneCountry: string;
}) {
  const t = useT();
  const businessType = form.values.business_type;
  const businessTypes = RISK_BUSINESS_TYPES.map((type) => ({
    value: type,
    label: t(RISK_BUSINESS_TYPE_LABELS[type]),
  }));
  // A type typed in elsewhere (the API takes any text) is still shown, as it was written.
  if (businessType && !isBusinessType(businessType)) {
    businessTypes.push({ value: businessType, label: businessType } as (typeof businessTypes)[0]);
  }

  return (
    <>
      <FormSection title={t('risk.sections.prospect')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('risk.fields.prospective_customer_name')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('prospective_customer_name')}
          />
          <PhoneInput defaultCountry={defaultPhoneCountry} {...form.getFieldProps('phone')} />
          <TextInput
            label={t('risk.fields.bazaar_location')}
            autoComplete="off"
            {...form.getInputProps('bazaar_location')}
          />
          <TextInput
            label={t('risk.fields.product_selling')}
            autoComplete="off"
            {...form.getInputProps('product_selling')}
          />
          <Select
            label={t('risk.fields.business_type')}
            placeholder={t('risk.fields.select_business_type')}
            clearable
            data={businessTypes}
            {...form.getInputProps('business_type')}
            value={businessType === '' ? null : businessType}
            onChange={(value) => form.setFieldValue('business_type', value ?? '')}
          />
          <NumberField
            form={form}
            name="years_at_current_location"
            labelKey="risk.fields.years_at_current_location"
            max={100}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('risk.sections.location')}>
        <LocationInput
          label={t('risk.fields.business_location')}
          {...form.getFieldProps('business_location')}
        />
      </FormSection>

      <FormSection title={t('risk.sections.income')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberField
              form={form}
              name="total_monthly_income"
              labelKey="risk.fields.total_monthly_income"
              hintKey="risk.fields.total_monthly_income_hint"
            />
            <NumberField
              form={form}
              name="monthly_household_income"
              labelKey="risk.fields.monthly_household_income"
            />
            <NumberField
              form={form}
              name="total_monthly_expenses"
              labelKey="risk.fields.total_monthly_expenses"
            />
            <NumberField
              form={form}
              name="total_existing_debt"
              labelKey="risk.fields.total_existing_debt"
            />
            <NumberField
              form={form}
              name="daily_savings_capacity"
              labelKey="risk.fields.daily_savings_capacity"
            />
            <NumberField
              form={form}
              name="proposed_daily_payment"
              labelKey="risk.fields.proposed_daily_payment"
            />
            <TextInput
              label={t('risk.fields.primary_income_source')}
              autoComplete="off"
              {...form.getInputProps('primary_income_source')}
            />
            <TextInput
              label={t('risk.fields.secondary_income_source')}
              autoComplete="off"
              {...form.getInputProps('secondary_income_source')}
            />
          </SimpleGrid>
        </Stack>
      </FormSection>

      <FormSection title={t('risk.sections.scores')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberField
            form={form}
            name="payment_history_score"
            labelKey="risk.fields.payment_history_score"
            max={100}
          />
          <NumberField
            form={form}
            name="business_stability_score"
            labelKey="risk.fields.business_stability_score"
            max={100}
          />
          <NumberField
            form={form}
            name="asset_backing_score"
            labelKey="risk.fields.asset_backing_score"
            max={100}
          />
          <NumberField
            form={form}
            name="income_stability_rating"
            labelKey="risk.fields.income_stability_rating"
            max={10}
          />
          <NumberField
            form={form}
            name="location_stability_score"
            labelKey="risk.fields.location_stability_score"
            max={10}
          />
        </SimpleGrid>
      </FormSection>
    </>
  );
}

/** The assessor's notes, last in the form. */
export function AssessorComments({ form }: { form: Form }) {
  const t = useT();
  return (
    <FormSection title={t('risk.sections.comments')}>
      <Textarea
        label={t('risk.fields.assessor_comments')}
        rows={4}
        maxLength={2000}
        {...form.getInputProps('assessor_comments')}
      />
    </FormSection>
  );
}
