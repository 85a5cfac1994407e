import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  DEFAULTED_ANSWERS,
  LENDER_TYPES,
  LOAN_HISTORY_REASONS,
  LOAN_HISTORY_STATUSES,
  RISK_PROFILE_LIST_MAX,
} from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import {
  emptyLoan,
  numberOf,
  type EnhancedRiskForm,
  type LoanRow,
} from '../lib/enhanced-risk-form-values';
import {
  DEFAULTED_LABELS,
  LENDER_TYPE_LABELS,
  LOAN_STATUS_LABELS,
  optionsOf,
  REASON_LABELS,
} from '../lib/enhanced-risk-labels';
import { ListNotice } from './list-notice';
import { MoneyInput, RateInput, WholeNumberInput } from './number-inputs';
import { RowCard } from './row-card';

/** Spec part 2 §3 "Loan history entry", with its conditional fields (§5). */
export function LoanHistoryFields({
  form,
  currency,
}: {
  form: EnhancedRiskForm;
  currency: string;
}) {
  const t = useT();
  const loans = form.values.loan_history;
  return (
    <Stack gap="md">
      <ListNotice
        notice={t('enhanced_risk.loans.notice')}
        noneLabel={t('enhanced_risk.loans.none')}
        noneProps={form.getInputProps('no_loan_history', { type: 'checkbox' })}
        rowCount={loans.length}
        addLabel={t('enhanced_risk.loans.add')}
        addDisabled={loans.length >= RISK_PROFILE_LIST_MAX}
        onAdd={() => form.insertListItem('loan_history', emptyLoan())}
      />
      {loans.map((loan, index) => (
        <LoanCard key={loan.key} form={form} loan={loan} index={index} currency={currency} />
      ))}
    </Stack>
  );
}

function LoanCard({
  form,
  loan,
  index,
  currency,
}: {
  form: EnhancedRiskForm;
  loan: LoanRow;
  index: number;
  currency: string;
}) {
  const t = useT();
  const path = `loan_history.${index}`;
  const number = index + 1;
  const outstanding = Math.max(
    0,
    (numberOf(loan.amount) ?? 0) - (numberOf(loan.amount_repaid) ?? 0),
  );
  const businessOptions = [
    { value: 'other', label: t('enhanced_risk.loans.business_other') },
    ...form.values.businesses.map((business, businessIndex) => ({
      value: String(businessIndex),
      label:
        business.business_name.trim() ||
        t('enhanced_risk.business.row', { number: businessIndex + 1 }),
    })),
  ];
  return (
    <RowCard
      title={t('enhanced_risk.loans.row', { number })}
      removeLabel={t('enhanced_risk.loans.remove', { number })}
      onRemove={() => form.removeListItem('loan_history', index)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('enhanced_risk.loans.business_id')}
          data={businessOptions}
          allowDeselect={false}
          {...form.getInputProps(`${path}.business_id`)}
        />
        <Select
          label={t('enhanced_risk.loans.reason')}
          placeholder={t('enhanced_risk.form.select')}
          required
          data={optionsOf(t, LOAN_HISTORY_REASONS, REASON_LABELS)}
          {...form.getInputProps(`${path}.reason`)}
        />
        {loan.reason === 'other' && (
          <TextInput
            label={t('enhanced_risk.loans.custom_reason')}
            required
            maxLength={255}
            {...form.getInputProps(`${path}.custom_reason`)}
          />
        )}
        <MoneyInput
          label={t('enhanced_risk.loans.amount')}
          required
          {...form.getInputProps(`${path}.amount`)}
        />
        <MoneyInput
          label={t('enhanced_risk.loans.amount_repaid')}
          description={t('enhanced_risk.loans.outstanding', {
            amount: formatMoney(outstanding, currency),
          })}
          {...form.getInputProps(`${path}.amount_repaid`)}
        />
        <Select
          label={t('enhanced_risk.loans.loan_status')}
          placeholder={t('enhanced_risk.form.select')}
          data={optionsOf(t, LOAN_HISTORY_STATUSES, LOAN_STATUS_LABELS)}
          clearable
          {...form.getInputProps(`${path}.loan_status`)}
        />
        <Select
          label={t('enhanced_risk.loans.defaulted')}
          data={optionsOf(t, DEFAULTED_ANSWERS, DEFAULTED_LABELS)}
          allowDeselect={false}
          {...form.getInputProps(`${path}.defaulted`)}
        />
        <TextInput
          label={t('enhanced_risk.loans.source')}
          maxLength={200}
          {...form.getInputProps(`${path}.source`)}
        />
        <Select
          label={t('enhanced_risk.loans.lender_type')}
          placeholder={t('enhanced_risk.form.select')}
          data={optionsOf(t, LENDER_TYPES, LENDER_TYPE_LABELS)}
          clearable
          {...form.getInputProps(`${path}.lender_type`)}
        />
        <TextInput
          type="date"
          label={t('enhanced_risk.loans.start_date')}
          {...form.getInputProps(`${path}.start_date`)}
        />
        <TextInput
          type="date"
          // Spec part 2 §3: "expected if active, actual otherwise".
          label={
            loan.loan_status === 'active'
              ? t('enhanced_risk.loans.end_date_expected')
              : t('enhanced_risk.loans.end_date_actual')
          }
          {...form.getInputProps(`${path}.end_date`)}
        />
        <MoneyInput
          label={t('enhanced_risk.loans.monthly_payment')}
          {...form.getInputProps(`${path}.monthly_payment`)}
        />
        <RateInput
          label={t('enhanced_risk.loans.interest_rate')}
          max={999}
          {...form.getInputProps(`${path}.interest_rate`)}
        />
        <WholeNumberInput
          label={t('enhanced_risk.loans.loan_term_months')}
          min={1}
          max={600}
          {...form.getInputProps(`${path}.loan_term_months`)}
        />
      </SimpleGrid>
      {loan.defaulted === 'yes' && (
        <Textarea
          mt="md"
          label={t('enhanced_risk.loans.default_reason')}
          required
          rows={2}
          maxLength={500}
          {...form.getInputProps(`${path}.default_reason`)}
        />
      )}
    </RowCard>
  );
}
