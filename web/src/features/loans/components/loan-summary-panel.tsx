import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useT } from '@/i18n/use-t';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import type { LoanSummary } from '../lib/loan-summary';

interface LoanSummaryPanelProps {
  summary: LoanSummary | null;
  currency: string;
  /** The customer's recommended amount and the submitter's sanction limit, for the notes. */
  recommendedAmount: number | null;
  sanctionLimit: number | null;
}

/** The application's live figures (spec part 2 "New Loan Application dialog": the amount to disburse). */
export function LoanSummaryPanel({
  summary,
  currency,
  recommendedAmount,
  sanctionLimit,
}: LoanSummaryPanelProps) {
  const t = useT();
  const title = t('loans.summary.title');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {summary === null ? (
        <Text size="sm" c="dimmed">
          {t('loans.summary.incomplete')}
        </Text>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" aria-live="polite">
            <Figure
              label={t('loans.summary.disbursed_amount')}
              value={formatMoney(summary.disbursedAmount, currency)}
              strong
            />
            <Figure
              label={t('loans.summary.upfront_interest_amount')}
              value={formatMoney(summary.upfrontInterestAmount, currency)}
            />
            <Figure
              label={t('loans.summary.daily_instalment')}
              value={formatMoney(summary.dailyRepaymentAmount, currency)}
              strong
            />
            <Figure
              label={t('loans.summary.total_repayable')}
              value={formatMoney(summary.totalRepayable, currency)}
            />
            <Figure
              label={t('loans.summary.instalments')}
              value={formatNumber(summary.instalmentCount)}
            />
            <Figure
              label={t('loans.summary.first_last_instalment')}
              value={t('loans.summary.date_range', {
                first: formatCalendarDate(summary.firstInstalmentDate),
                last: formatCalendarDate(summary.lastInstalmentDate),
              })}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('loans.summary.dates_note')}
          </Text>
          {summary.upfrontExceedsInterest && (
            <Alert color="blue" variant="light">
              {t('loans.summary.upfront_exceeds_interest')}
            </Alert>
          )}
          {summary.aboveRecommended && recommendedAmount !== null && (
            <Alert color="yellow" variant="light">
              {t('loans.summary.above_recommended', {
                amount: formatMoney(recommendedAmount, currency),
              })}
            </Alert>
          )}
          {summary.aboveSanctionLimit && sanctionLimit !== null && (
            <Alert color="blue" variant="light">
              {t('loans.summary.above_sanction_limit', {
                amount: formatMoney(sanctionLimit, currency),
              })}
            </Alert>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function Figure({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </div>
  );
}
