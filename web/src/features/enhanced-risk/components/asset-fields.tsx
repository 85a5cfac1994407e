import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  ASSET_LOAN_STATUSES,
  ASSET_TYPES,
  OWNERSHIP_STATUSES,
  RISK_PROFILE_LIST_MAX,
} from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { emptyAsset, type AssetRow, type EnhancedRiskForm } from '../lib/enhanced-risk-form-values';
import {
  ASSET_TYPE_LABELS,
  LOAN_STATUS_LABELS,
  optionsOf,
  OWNERSHIP_LABELS,
} from '../lib/enhanced-risk-labels';
import { ListNotice } from './list-notice';
import { MoneyInput, RateInput } from './number-inputs';
import { RowCard } from './row-card';

/** Spec part 2 §3 "Asset": its loan's fields only when it has a loan. */
export function AssetFields({ form }: { form: EnhancedRiskForm }) {
  const t = useT();
  const assets = form.values.assets;
  return (
    <Stack gap="md">
      <ListNotice
        notice={t('enhanced_risk.assets.notice')}
        noneLabel={t('enhanced_risk.assets.none')}
        noneProps={form.getInputProps('no_assets', { type: 'checkbox' })}
        rowCount={assets.length}
        addLabel={t('enhanced_risk.assets.add')}
        addDisabled={assets.length >= RISK_PROFILE_LIST_MAX}
        onAdd={() => form.insertListItem('assets', emptyAsset())}
      />
      {assets.map((asset, index) => (
        <AssetCard key={asset.key} form={form} asset={asset} index={index} />
      ))}
    </Stack>
  );
}

function AssetCard({
  form,
  asset,
  index,
}: {
  form: EnhancedRiskForm;
  asset: AssetRow;
  index: number;
}) {
  const t = useT();
  const path = `assets.${index}`;
  const number = index + 1;
  return (
    <RowCard
      title={t('enhanced_risk.assets.row', { number })}
      removeLabel={t('enhanced_risk.assets.remove', { number })}
      onRemove={() => form.removeListItem('assets', index)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('enhanced_risk.assets.type')}
          placeholder={t('enhanced_risk.form.select')}
          required
          data={optionsOf(t, ASSET_TYPES, ASSET_TYPE_LABELS)}
          {...form.getInputProps(`${path}.type`)}
        />
        <MoneyInput
          label={t('enhanced_risk.assets.value')}
          {...form.getInputProps(`${path}.value`)}
        />
        <Select
          label={t('enhanced_risk.assets.ownership_status')}
          placeholder={t('enhanced_risk.form.select')}
          data={optionsOf(t, OWNERSHIP_STATUSES, OWNERSHIP_LABELS)}
          clearable
          {...form.getInputProps(`${path}.ownership_status`)}
        />
        <TextInput
          label={t('enhanced_risk.assets.description')}
          maxLength={500}
          {...form.getInputProps(`${path}.description`)}
        />
      </SimpleGrid>
      <Checkbox
        mt="md"
        label={t('enhanced_risk.assets.has_loan')}
        {...form.getInputProps(`${path}.has_loan`, { type: 'checkbox' })}
      />
      {asset.has_loan && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
          <MoneyInput
            label={t('enhanced_risk.assets.loan_amount')}
            {...form.getInputProps(`${path}.loan_amount`)}
          />
          <MoneyInput
            label={t('enhanced_risk.assets.outstanding_loan_amount')}
            {...form.getInputProps(`${path}.outstanding_loan_amount`)}
          />
          <MoneyInput
            label={t('enhanced_risk.assets.monthly_loan_payment')}
            {...form.getInputProps(`${path}.monthly_loan_payment`)}
          />
          <RateInput
            label={t('enhanced_risk.assets.loan_interest_rate')}
            max={999}
            {...form.getInputProps(`${path}.loan_interest_rate`)}
          />
          <Select
            label={t('enhanced_risk.assets.loan_status')}
            placeholder={t('enhanced_risk.form.select')}
            data={optionsOf(t, ASSET_LOAN_STATUSES, LOAN_STATUS_LABELS)}
            clearable
            {...form.getInputProps(`${path}.loan_status`)}
          />
          <TextInput
            label={t('enhanced_risk.assets.loan_lender')}
            maxLength={200}
            {...form.getInputProps(`${path}.loan_lender`)}
          />
          <TextInput
            type="date"
            label={t('enhanced_risk.assets.loan_start_date')}
            {...form.getInputProps(`${path}.loan_start_date`)}
          />
          <TextInput
            type="date"
            label={t('enhanced_risk.assets.loan_end_date')}
            {...form.getInputProps(`${path}.loan_end_date`)}
          />
        </SimpleGrid>
      )}
    </RowCard>
  );
}
