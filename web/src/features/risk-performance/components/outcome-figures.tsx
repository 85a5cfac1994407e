import type { MessageKey, OutcomeBackTest } from '@lendline/core';
import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';
import { formatNumber, formatRatio } from '@/lib/format-number';
import { formatPercent } from '@/lib/format-percent';
import { BAND_LABELS, OUTCOME_LABELS } from '../lib/labels';

/** A bad rate with its counts ('25% (1 of 4)'), or 'No loans'. */
export function useRateText() {
  const t = useT();
  return (rate: number | null, bads: number, loans: number) =>
    rate === null
      ? t('risk_performance.no_rate')
      : t('risk_performance.rate_of', {
          rate: formatPercent(rate),
          bads: formatNumber(bads),
          loans: formatNumber(loans),
        });
}

/** Spells out whether there are enough loans to judge, and what is missing if not. */
function Verdict({ outcome, minimums }: { outcome: OutcomeBackTest; minimums: Minimums }) {
  const t = useT();
  const { verdict } = outcome;
  if (verdict.judgeable) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
        {t('risk_performance.verdict.judgeable', {
          loans: formatNumber(outcome.loans),
          bads: formatNumber(outcome.bads),
        })}
      </Alert>
    );
  }
  const messages: Record<NonNullable<typeof verdict.shortfall>, MessageKey> = {
    too_few_loans: 'risk_performance.verdict.too_few_loans',
    too_few_bads: 'risk_performance.verdict.too_few_bads',
    too_few_goods: 'risk_performance.verdict.too_few_goods',
  };
  const shortfall = verdict.shortfall ?? 'too_few_loans';
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="status">
      {t(messages[shortfall], {
        loans: formatNumber(outcome.loans),
        bads: formatNumber(outcome.bads),
        goods: formatNumber(outcome.goods),
        minimum: formatNumber(
          shortfall === 'too_few_loans'
            ? minimums.loans
            : shortfall === 'too_few_bads'
              ? minimums.bads
              : minimums.goods,
        ),
      })}
    </Alert>
  );
}

interface Minimums {
  loans: number;
  bads: number;
  goods: number;
}

const MEASURES = [
  { key: 'auc', label: 'risk_performance.auc', help: 'risk_performance.auc_help' },
  { key: 'gini', label: 'risk_performance.gini', help: 'risk_performance.gini_help' },
  { key: 'ks', label: 'risk_performance.ks', help: 'risk_performance.ks_help' },
] as const satisfies readonly {
  key: 'auc' | 'gini' | 'ks';
  label: MessageKey;
  help: MessageKey;
}[];

/** One outcome's verdict, its AUC, Gini and KS explained, and its bad rate per band. */
export function OutcomeFigures({
  outcome,
  minimums,
}: {
  outcome: OutcomeBackTest;
  minimums: Minimums;
}) {
  const t = useT();
  const rateText = useRateText();
  const title = t(OUTCOME_LABELS[outcome.outcome]);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Verdict outcome={outcome} minimums={minimums} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {MEASURES.map((measure) => {
            const value = outcome[measure.key];
            return (
              <Paper
                key={measure.key}
                withBorder
                p="sm"
                radius="md"
                role="group"
                aria-label={t(measure.label)}
              >
                <Text size="sm" c="dimmed" fw={500}>
                  {t(measure.label)}
                </Text>
                <Text fz={22} fw={700}>
                  {value === null ? t('risk_performance.not_available') : formatRatio(value)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(measure.help)}
                </Text>
              </Paper>
            );
          })}
        </SimpleGrid>
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label={t('risk_performance.chart_title')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('risk_performance.column.band')}</Table.Th>
                <Table.Th scope="col">{t('risk_performance.column.loans')}</Table.Th>
                <Table.Th scope="col">{t('risk_performance.column.bad_rate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outcome.bands.map((band) => (
                <Table.Tr key={band.band}>
                  <Table.Th scope="row" fw={400}>
                    {t(BAND_LABELS[band.band])}
                  </Table.Th>
                  <Table.Td>{formatNumber(band.loans)}</Table.Td>
                  <Table.Td>{rateText(band.bad_rate, band.bads, band.loans)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
