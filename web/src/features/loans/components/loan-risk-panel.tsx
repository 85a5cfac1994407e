import { Badge, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { LoanTermsResponse } from '@lendline/core';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { RISK_BAND_COLORS, RISK_BAND_LABELS } from '../lib/loan-labels';

/**
 * The customer's latest score beside the application (issue 12): the newest of its enhanced
 * profiles and the approved prospect profile, with its band and recommended amount, as the loan
 * terms answer them. The summary warns when the principal is above that amount.
 */
export function LoanRiskPanel({
  terms,
}: {
  terms: Pick<
    LoanTermsResponse,
    'risk_score' | 'risk_band' | 'recommended_amount' | 'risk_assessed_at' | 'currency'
  >;
}) {
  const t = useT();
  const title = t('loans.risk.title');
  const score = terms.risk_score ?? null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {score === null ? (
        <Text size="sm" c="dimmed">
          {t('loans.risk.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure label={t('loans.risk.score')}>
            <Text size="sm" fw={700}>
              {t('loans.risk.score_value', { score })}
            </Text>
            {terms.risk_assessed_at && (
              <Text size="xs" c="dimmed">
                {t('loans.risk.assessed', { date: formatDate(terms.risk_assessed_at) })}
              </Text>
            )}
          </Figure>
          <Figure label={t('loans.risk.band')}>
            {terms.risk_band ? (
              <Badge color={RISK_BAND_COLORS[terms.risk_band]} variant="light">
                {t(RISK_BAND_LABELS[terms.risk_band])}
              </Badge>
            ) : (
              '—'
            )}
          </Figure>
          <Figure label={t('loans.risk.recommended')}>
            <Text size="sm" fw={700}>
              {terms.recommended_amount === null
                ? '—'
                : formatMoney(terms.recommended_amount, terms.currency)}
            </Text>
          </Figure>
        </SimpleGrid>
      )}
    </Paper>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
