import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { RISK_BUSINESS_TYPES, RISK_PROFILE_LIST_MAX } from '@lendline/core';
import { IconPlus } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';
import {
  emptyBusiness,
  loansAfterBusinessRemoved,
  type EnhancedRiskForm,
} from '../lib/enhanced-risk-form-values';
import { BUSINESS_TYPE_LABELS, optionsOf } from '../lib/enhanced-risk-labels';
import { MoneyInput, WholeNumberInput } from './number-inputs';
import { RowCard } from './row-card';

/**
 * Spec part 2 §3 "Business (several allowed)", §5: name and type required; at least one business
 * remains, so Remove is offered only while there are two or more.
 */
export function BusinessFields({ form }: { form: EnhancedRiskForm }) {
  const t = useT();
  const { businesses } = form.values;
  const remove = (index: number) => {
    form.setFieldValue('loan_history', loansAfterBusinessRemoved(form.values.loan_history, index));
    form.removeListItem('businesses', index);
  };
  return (
    <Stack gap="md">
      {businesses.map((business, index) => {
        const path = `businesses.${index}`;
        const number = index + 1;
        return (
          <RowCard
            key={business.key}
            title={t('enhanced_risk.business.row', { number })}
            removeLabel={t('enhanced_risk.business.remove', { number })}
            onRemove={businesses.length > 1 ? () => remove(index) : undefined}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('enhanced_risk.business.business_name')}
                required
                maxLength={200}
                {...form.getInputProps(`${path}.business_name`)}
              />
              <Select
                label={t('enhanced_risk.business.business_type')}
                placeholder={t('enhanced_risk.form.select')}
                required
                data={optionsOf(t, RISK_BUSINESS_TYPES, BUSINESS_TYPE_LABELS)}
                {...form.getInputProps(`${path}.business_type`)}
              />
              <TextInput
                label={t('enhanced_risk.business.business_registration_number')}
                maxLength={100}
                {...form.getInputProps(`${path}.business_registration_number`)}
              />
              <WholeNumberInput
                label={t('enhanced_risk.business.years_in_operation')}
                max={100}
                {...form.getInputProps(`${path}.years_in_operation`)}
              />
              <MoneyInput
                label={t('enhanced_risk.business.monthly_revenue')}
                {...form.getInputProps(`${path}.monthly_revenue`)}
              />
              <MoneyInput
                label={t('enhanced_risk.business.monthly_expenses')}
                {...form.getInputProps(`${path}.monthly_expenses`)}
              />
              <MoneyInput
                label={t('enhanced_risk.business.monthly_profit')}
                description={t('enhanced_risk.business.monthly_profit_hint')}
                allowNegative
                {...form.getInputProps(`${path}.monthly_profit`)}
              />
              <WholeNumberInput
                label={t('enhanced_risk.business.employee_count')}
                max={100_000}
                {...form.getInputProps(`${path}.employee_count`)}
              />
            </SimpleGrid>
            <TextInput
              mt="md"
              label={t('enhanced_risk.business.business_address')}
              maxLength={500}
              {...form.getInputProps(`${path}.business_address`)}
            />
          </RowCard>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={businesses.length >= RISK_PROFILE_LIST_MAX}
        onClick={() => form.insertListItem('businesses', emptyBusiness())}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('enhanced_risk.business.add')}
      </Button>
    </Stack>
  );
}
