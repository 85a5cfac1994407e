import {
  Alert,
  Button,
  Center,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { EXPECTED_COLLECTION_GROUPS } from '@lendline/core';
import type { ExpectedCollectionGroup, MessageKey } from '@lendline/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatMoney } from '@/lib/format-money';
import { formatPercent } from '@/lib/format-percent';
import { useExpectedCollections } from '../api/get-expected-collections';
import { expectedChart, expectedFigures } from '../lib/expected-days';
import type { ChartSeries, ExpectedFigures } from '../lib/expected-days';
import {
  ExpectedGroupsTable,
  groupName,
  PastDaysTable,
  UpcomingDaysTable,
} from './expected-tables';

// The chart library comes in its own chunk, on demand (docs/decisions/0054).
const ExpectedChart = lazy(() => import('./expected-chart'));

/** The days ahead the screen shows, and the window the server answers for. */
export const EXPECTED_DAYS = 30;

const GROUP_LABELS = {
  collector: 'collections.expected.group.collector',
  organization: 'collections.expected.group.organization',
} as const satisfies Record<ExpectedCollectionGroup, MessageKey>;

function FigureCard({ label, value, line }: { label: string; value: string; line?: string }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={24} fw={700} mt={4}>
        {value}
      </Text>
      {line && (
        <Text size="sm" c="dimmed">
          {line}
        </Text>
      )}
    </Paper>
  );
}

function ExpectedCards({ figures }: { figures: ExpectedFigures }) {
  const t = useT();
  const today = figures.upcoming[0];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <FigureCard
        label={t('collections.expected.cards.upcoming', { days: figures.upcoming.length })}
        value={formatMoney(figures.totals.upcomingDue)}
        line={t('collections.expected.instalments', { count: figures.totals.upcomingCount })}
      />
      <FigureCard
        label={t('collections.expected.cards.today')}
        value={formatMoney(today?.due ?? 0)}
        line={t('collections.expected.instalments', { count: today?.count ?? 0 })}
      />
      <FigureCard
        label={t('collections.expected.cards.past_collected', { days: figures.past.length })}
        value={formatMoney(figures.totals.pastCollected)}
        line={t('collections.expected.cards.of_due', {
          amount: formatMoney(figures.totals.pastDue),
        })}
      />
      <FigureCard
        label={t('collections.expected.cards.rate')}
        value={figures.pastRate === null ? '—' : formatPercent(figures.pastRate)}
        line={t('collections.expected.cards.rate_line', { days: figures.past.length })}
      />
    </SimpleGrid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * /payment-schedule, Expected Collections (issue 11; the spec's placeholder page made real): the
 * instalments due each of the next 30 days as stacked bars and a table, by collector or by
 * branch, and the 14 days before today's due against collected with the collection rate.
 */
export function ExpectedCollectionsScreen() {
  const t = useT();
  const [group, setGroup] = useState<ExpectedCollectionGroup>('collector');
  const expected = useExpectedCollections({ group, days: EXPECTED_DAYS });
  const figures = useMemo(
    () => (expected.data ? expectedFigures(expected.data) : null),
    [expected.data],
  );
  const chart = useMemo(() => (figures ? expectedChart(figures) : null), [figures]);
  // While the other grouping loads, the figures shown are still the last one's: name them so.
  const shown = expected.data?.group ?? group;
  const labelOf = (series: ChartSeries) =>
    series.group ? groupName(series.group, shown, t) : t('collections.expected.others');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('collections.expected.title')}
        </Title>
        <Text c="dimmed">{t('collections.expected.subtitle')}</Text>
      </div>
      <SegmentedControl
        aria-label={t('collections.expected.group_by')}
        value={group}
        onChange={(next) => setGroup(next as ExpectedCollectionGroup)}
        data={EXPECTED_COLLECTION_GROUPS.map((value) => ({
          value,
          label: t(GROUP_LABELS[value]),
        }))}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      {expected.isError ? (
        <Alert color="red" variant="light" title={t('common.error')} role="alert">
          {t('collections.expected.load_failed', { message: failureReason(expected.error) })}
          <Button
            variant="subtle"
            size="compact-sm"
            ml="xs"
            onClick={() => void expected.refetch()}
          >
            {t('common.try_again')}
          </Button>
        </Alert>
      ) : !figures || !chart ? (
        <Stack gap="md" aria-busy role="status" aria-label={t('collections.expected.loading')}>
          <Skeleton height={96} radius="md" />
          <Skeleton height={260} radius="md" />
        </Stack>
      ) : figures.groups.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="xs">
            <IconCalendarOff size={32} aria-hidden />
            <Title order={2} size="h4">
              {t('collections.expected.empty_title')}
            </Title>
            <Text c="dimmed" ta="center">
              {t('collections.expected.empty_text', {
                ahead: figures.upcoming.length,
                before: figures.past.length,
              })}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="xl" aria-busy={expected.isPlaceholderData || undefined}>
          <ExpectedCards figures={figures} />
          <Section
            title={t('collections.expected.upcoming_title', { days: figures.upcoming.length })}
          >
            <Suspense
              fallback={
                <Center h={260}>
                  <Loader aria-label={t('collections.expected.chart_loading')} />
                </Center>
              }
            >
              <ExpectedChart bars={chart.bars} series={chart.series} labelOf={labelOf} />
            </Suspense>
            <UpcomingDaysTable figures={figures} />
          </Section>
          <Section
            title={
              shown === 'collector'
                ? t('collections.expected.groups_table.collector')
                : t('collections.expected.groups_table.organization')
            }
          >
            <ExpectedGroupsTable figures={figures} by={shown} />
          </Section>
          <Section title={t('collections.expected.past_table', { days: figures.past.length })}>
            <PastDaysTable figures={figures} />
          </Section>
        </Stack>
      )}
    </Stack>
  );
}
