import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
} from '@mantine/core';
import {
  CreateLoanRequestSchema,
  LOAN_LIMITS,
  LOAN_MESSAGES,
  LOAN_PURPOSES,
  LOAN_REPAYMENT_DAY_OPTIONS,
} from '@lendline/core';
import type { Loan, LoanTermsResponse } from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useLoanTerms } from '../api/get-loan-terms';
import { useSaveLoan } from '../api/save-loan';
import { loanFormValuesOf, loanRequestOf } from '../lib/loan-form-values';
import { LOAN_PURPOSE_LABELS } from '../lib/loan-labels';
import { summarizeLoan } from '../lib/loan-summary';
import type { LoanCustomer } from './customer-picker-dialog';
import { LoanRiskPanel } from './loan-risk-panel';
import { LoanSummaryPanel } from './loan-summary-panel';

export type LoanApplicationTarget =
  { mode: 'create'; customer: LoanCustomer } | { mode: 'edit'; loan: Loan };

interface LoanApplicationDialogProps {
  target: LoanApplicationTarget | null;
  onClose: () => void;
}

const customerOf = (target: LoanApplicationTarget): LoanCustomer =>
  target.mode === 'create'
    ? target.customer
    : { id: target.loan.customer_id, name: target.loan.customer_name };

/**
 * The New Loan Application dialog (spec part 2 §2, §5 "Loan application"), also used to edit a
 * pending application: the form's fields, the organization's defaults, and the live summary.
 */
export function LoanApplicationDialog({ target, onClose }: LoanApplicationDialogProps) {
  const t = useT();
  const customer = target ? customerOf(target) : null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={
        target?.mode === 'edit'
          ? t('loans.application.edit_title', { loan_number: target.loan.loan_number })
          : t('loans.application.title', { name: customer?.name ?? '' })
      }
      size="lg"
      centered
    >
      {target && customer && (
        <ApplicationBody target={target} customer={customer} onDone={onClose} />
      )}
    </Modal>
  );
}

function ApplicationBody({
  target,
  customer,
  onDone,
}: {
  target: LoanApplicationTarget;
  customer: LoanCustomer;
  onDone: () => void;
}) {
  const t = useT();
  const terms = useLoanTerms(customer.id);
  if (terms.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loans.application.loading')} />
      </Center>
    );
  }
  if (terms.isError) {
    return (
      <Alert color="red" variant="light" title={t('common.error')} role="alert">
        {failureReason(terms.error)}
      </Alert>
    );
  }
  return (
    <ApplicationForm
      terms={terms.data}
      customer={customer}
      loan={target.mode === 'edit' ? target.loan : null}
      onDone={onDone}
    />
  );
}

function ApplicationForm({
  terms,
  customer,
  loan,
  onDone,
}: {
  terms: LoanTermsResponse;
  customer: LoanCustomer;
  loan: Loan | null;
  onDone: () => void;
}) {
  const t = useT();
  const save = useSaveLoan();
  // One key per opening: a resend of this application cannot create a second loan.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [initial] = useState(() => loanFormValuesOf(terms, loan));
  const form = useSchemaForm({
    initialValues: initial,
    schema: CreateLoanRequestSchema,
    toRequest: (values) => loanRequestOf(customer.id, values),
  });
  const summary = summarizeLoan(
    { ...form.values, max_repayment_days: Number(form.values.max_repayment_days) },
    terms,
  );

  const submit = form.handleSubmit(
    async (request) => {
      if (loan) {
        const { customer_id: _customer, ...body } = request;
        const answer = await save.mutateAsync({ kind: 'update', id: loan.id, body });
        notifySuccess(answer.message);
      } else {
        const answer = await save.mutateAsync({ kind: 'create', body: request, idempotencyKey });
        notifySuccess(answer.message, t(LOAN_MESSAGES.created));
      }
      onDone();
    },
    {
      onError: (error) => notifyError(t('loans.application.failed'), failureReason(error)),
    },
  );

  const { principal, dailyInterestRate, upfrontInterest } = LOAN_LIMITS;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('loans.application.principal_amount')}
            description={t('loans.application.principal_hint')}
            withAsterisk
            min={principal.min}
            max={principal.max}
            step={principal.step}
            allowNegative={false}
            clampBehavior="none"
            decimalScale={2}
            {...form.getInputProps('principal_amount')}
            data-autofocus
          />
          <NumberInput
            label={t('loans.application.daily_interest_rate')}
            description={t('loans.application.rate_hint')}
            withAsterisk
            min={dailyInterestRate.min}
            max={dailyInterestRate.max}
            step={dailyInterestRate.step}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('daily_interest_rate')}
          />
          <Select
            label={t('loans.application.max_repayment_days')}
            withAsterisk
            allowDeselect={false}
            data={LOAN_REPAYMENT_DAY_OPTIONS.map((days) => ({
              value: String(days),
              label: t('loans.application.days_option', { count: days }),
            }))}
            {...form.getInputProps('max_repayment_days')}
          />
          <NumberInput
            label={t('loans.application.upfront_interest')}
            description={t('loans.application.upfront_hint')}
            withAsterisk
            min={upfrontInterest.min}
            max={upfrontInterest.max}
            step={upfrontInterest.step}
            decimalScale={1}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('upfront_interest')}
          />
          <Select
            label={t('loans.application.purpose')}
            placeholder={t('loans.application.purpose_placeholder')}
            clearable
            data={LOAN_PURPOSES.map((purpose) => ({
              value: purpose,
              label: t(LOAN_PURPOSE_LABELS[purpose]),
            }))}
            {...form.getInputProps('purpose')}
          />
        </SimpleGrid>
        <Textarea
          label={t('loans.application.notes')}
          rows={3}
          maxLength={1000}
          {...form.getInputProps('notes')}
        />
        <LoanRiskPanel terms={terms} />
        <LoanSummaryPanel
          summary={summary}
          currency={terms.currency}
          recommendedAmount={terms.recommended_amount}
          sanctionLimit={terms.sanction_limit}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {loan ? t('loans.application.save') : t('loans.application.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
