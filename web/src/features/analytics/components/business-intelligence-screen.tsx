import { BI_PERIOD_MONTHS, type BiPeriodMonths } from '@lendline/core';
import {
  Alert,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ChartCardPlaceholder } from '@/components/charts/chart-card';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useBiSeries } from '../api/get-bi-series';
import { CollectorsSection } from './collectors-section';
import { OverdueMapSection } from './overdue-map-section';
import { RatesSection } from './rates-section';
import { RollRateSection } from './roll-rate-section';
import { TrendsSection } from './trends-section';
import { VintageSection } from './vintage-section';

const MONTHS_PARAM = 'months';

/** The period in the address (?months=3|6|12), 6 unless it names another. */
function periodFrom(params: URLSearchParams): BiPeriodMonths {
  const months = Number(params.get(MONTHS_PARAM));
  return BI_PERIOD_MONTHS.find((value) => value === months) ?? 6;
}

/**
 * A series' figures once loaded; before, placeholders of the `cards` chart cards it will draw
 * (so nothing below moves when it arrives); the failure's reason if it failed.
 */
function Loaded<Data>({
  query,
  cards = 1,
  chartHeight,
  children,
}: {
  query: UseQueryResult<Data>;
  cards?: number;
  chartHeight?: number;
  children: (data: Data) => ReactNode;
}) {
  const t = useT();
  if (query.isPending) {
    return (
      <>
        <VisuallyHidden role="status">{t('reports.bi.loading')}</VisuallyHidden>
        {Array.from({ length: cards }, (_, card) => (
          <ChartCardPlaceholder key={card} chartHeight={chartHeight} />
        ))}
      </>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t('reports.bi.load_failed')} role="alert">
        {failureReason(query.error)}
      </Alert>
    );
  }
  return children(query.data);
}

/**
 * Business Intelligence (issue 14, `/business-intelligence`): trends, the roll-rate matrix,
 * vintage curves, collection and promise-kept rates, collector productivity, risk-band outcomes
 * (`riskOutcomes`, from the risk back-test) and the map of overdue balances, over the last 3, 6
 * or 12 months. Each chart has its table, its CSV and, where loans stand behind a row, a link to
 * them on the Loans screen.
 */
export function BusinessIntelligenceScreen({ riskOutcomes }: { riskOutcomes?: ReactNode }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const months = periodFrom(params);
  const trends = useBiSeries('trends', months);
  const rollRates = useBiSeries('rollRates', months);
  const vintages = useBiSeries('vintages', months);
  const collection = useBiSeries('collectionRate', months);
  const promises = useBiSeries('promises', months);
  const collectors = useBiSeries('collectors', months);
  const map = useBiSeries('overdueMap', months);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('reports.bi.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('reports.bi.subtitle')}
          </Text>
        </Stack>
        <SegmentedControl
          aria-label={t('reports.bi.period')}
          value={String(months)}
          onChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set(MONTHS_PARAM, value);
                return next;
              },
              { replace: true },
            )
          }
          data={BI_PERIOD_MONTHS.map((value) => ({
            value: String(value),
            label: t('reports.bi.months', { count: value }),
          }))}
        />
      </Group>
      {/* Two charts a row only where their tables fit beside each other (from 1,408 px). */}
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
        <Loaded query={trends} cards={2}>
          {(data) => <TrendsSection trends={data} />}
        </Loaded>
        <Loaded query={collection} cards={2}>
          {(collectionData) => (
            <Loaded query={promises} cards={2}>
              {(promiseData) => <RatesSection collection={collectionData} promises={promiseData} />}
            </Loaded>
          )}
        </Loaded>
        <Loaded query={vintages}>{(data) => <VintageSection vintages={data} />}</Loaded>
        <Loaded query={rollRates}>{(data) => <RollRateSection rollRates={data} />}</Loaded>
        <Loaded query={collectors}>{(data) => <CollectorsSection collectors={data} />}</Loaded>
        {riskOutcomes}
      </SimpleGrid>
      <Loaded query={map} chartHeight={340}>
        {(data) => <OverdueMapSection map={data} />}
      </Loaded>
    </Stack>
  );
}
