import {
  Alert,
  Box,
  Group,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
} from '@mantine/core';
import { ANALYTICS_MONTHS } from '@lendline/core';
import type {
  AgingBucket,
  AnalyticsMonths,
  MessageKey,
  PaymentAnalyticsResponse,
} from '@lendline/core';
import {
  IconCircleCheck,
  IconAlertCircle,
  IconAlertTriangle,
  type TablerIcon,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { formattingContext, dateTimeFormat } from '@/i18n/formatting';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { usePaymentAnalytics } from '../api/get-payment-insights';
import { PAYMENT_METHOD_LABELS } from '../lib/payment-labels';
import { formatPercent } from '@/lib/format-percent';
import { FigureCard } from './payment-schedule';
import { PaymentTrendsChart } from './payment-trends-chart';

const AGING_LABELS: Record<AgingBucket, MessageKey> = {
  '0-30': 'payments.analytics.aging.days_0_30',
  '31-60': 'payments.analytics.aging.days_31_60',
  '61-90': 'payments.analytics.aging.days_61_90',
  '90+': 'payments.analytics.aging.days_90_plus',
};

/** Spec part 2 §9: on-time performance 80 % or more good, 70 % or more medium, else poor. */
function performanceOf(percentage: number): { icon: TablerIcon; color: string; label: MessageKey } {
  if (percentage >= 80)
    return { icon: IconCircleCheck, color: 'green', label: 'payments.analytics.behaviour.good' };
  if (percentage >= 70)
    return { icon: IconAlertCircle, color: 'yellow', label: 'payments.analytics.behaviour.fair' };
  return { icon: IconAlertTriangle, color: 'red', label: 'payments.analytics.behaviour.poor' };
}

/** 'YYYY-MM' → 'Mar 2026' in the reader's locale. */
function monthLabel(month: string): string {
  const { locale } = formattingContext();
  return dateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

function FigureTable({
  label,
  head,
  rows,
}: {
  label: string;
  head: string[];
  rows: ReactNode[][];
}) {
  // On a phone a table may be wider than the screen: it scrolls sideways in a labelled region
  // the keyboard can scroll (WCAG 1.4.10's exception for data tables), as the collection sheet.
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table aria-label={label} verticalSpacing="sm" miw={320}>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell} scope="col">
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, index) => (
            <Table.Tr key={index}>
              {cells.map((cell, column) => (
                <Table.Td key={column}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** A bar for a share out of 100, labelled for assistive technology. */
function ShareBar({ value, label }: { value: number; label: string }) {
  return <Progress value={Math.min(100, Math.max(0, value))} aria-label={label} size="lg" />;
}

function AnalyticsTabs({ data }: { data: PaymentAnalyticsResponse }) {
  const t = useT();
  const largest = Math.max(0, ...data.trends.map((trend) => trend.amount));
  const performance = performanceOf(data.behaviour.on_time_percentage);
  const PerformanceIcon = performance.icon;
  return (
    <Tabs defaultValue="trends" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="trends">{t('payments.analytics.tabs.trends')}</Tabs.Tab>
        <Tabs.Tab value="methods">{t('payments.analytics.tabs.methods')}</Tabs.Tab>
        <Tabs.Tab value="behaviour">{t('payments.analytics.tabs.behaviour')}</Tabs.Tab>
        <Tabs.Tab value="outstanding">{t('payments.analytics.tabs.outstanding')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="trends" pt="md">
        <PaymentTrendsChart
          bars={data.trends.map((trend) => ({
            label: monthLabel(trend.month),
            amount: trend.amount,
          }))}
          series={t('payments.columns.amount')}
        />
        <FigureTable
          label={t('payments.analytics.tabs.trends')}
          head={[
            t('payments.analytics.month'),
            t('payments.columns.amount'),
            t('payments.analytics.payments'),
            t('payments.analytics.relative'),
          ]}
          rows={data.trends.map((trend) => {
            const month = monthLabel(trend.month);
            return [
              month,
              formatMoney(trend.amount),
              formatNumber(trend.count),
              <ShareBar
                key="bar"
                value={largest > 0 ? (trend.amount / largest) * 100 : 0}
                label={t('payments.analytics.bar_of', { label: month })}
              />,
            ];
          })}
        />
      </Tabs.Panel>
      <Tabs.Panel value="methods" pt="md">
        {data.methods.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('payments.analytics.no_payments')}
          </Text>
        ) : (
          <FigureTable
            label={t('payments.analytics.tabs.methods')}
            head={[
              t('payments.columns.method'),
              t('payments.columns.amount'),
              t('payments.analytics.payments'),
              t('payments.analytics.share'),
            ]}
            rows={data.methods.map((method) => {
              const name = t(PAYMENT_METHOD_LABELS[method.method]);
              return [
                name,
                formatMoney(method.amount),
                formatNumber(method.count),
                <Stack key="share" gap={4}>
                  <Text size="sm">{formatPercent(method.share)}</Text>
                  <ShareBar
                    value={method.share}
                    label={t('payments.analytics.bar_of', { label: name })}
                  />
                </Stack>,
              ];
            })}
          />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="behaviour" pt="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {data.behaviour.segments.map((segment) => {
              const label = t(
                segment.segment === 'high_value'
                  ? 'payments.analytics.behaviour.high_value'
                  : 'payments.analytics.behaviour.regular',
              );
              return (
                <Paper
                  key={segment.segment}
                  withBorder
                  p="md"
                  radius="md"
                  role="group"
                  aria-label={label}
                >
                  <Text size="sm" c="dimmed" fw={500}>
                    {label}
                  </Text>
                  <Text fz={22} fw={700} mt={4}>
                    {t('payments.analytics.behaviour.customers', { count: segment.customers })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatMoney(segment.amount)}
                  </Text>
                </Paper>
              );
            })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Paper
              withBorder
              p="md"
              radius="md"
              role="group"
              aria-label={t('payments.analytics.behaviour.on_time')}
            >
              <Text size="sm" c="dimmed" fw={500}>
                {t('payments.analytics.behaviour.on_time')}
              </Text>
              <Group gap={6} mt={4}>
                <PerformanceIcon
                  size={22}
                  color={`var(--mantine-color-${performance.color}-6)`}
                  aria-label={t(performance.label)}
                  role="img"
                />
                <Text fz={22} fw={700}>
                  {formatPercent(data.behaviour.on_time_percentage)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {t('payments.analytics.behaviour.on_time_hint')}
              </Text>
            </Paper>
            <FigureCard
              label={t('payments.analytics.behaviour.average_days_overdue')}
              value={t('payments.analytics.behaviour.days', {
                count: data.behaviour.average_days_overdue,
              })}
            />
          </SimpleGrid>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="outstanding" pt="md">
        <FigureTable
          label={t('payments.analytics.tabs.outstanding')}
          head={[
            t('payments.overdue.days_overdue'),
            t('payments.analytics.aging.loans'),
            t('payments.overdue.arrears'),
          ]}
          rows={data.aging.map((bucket) => [
            t(AGING_LABELS[bucket.bucket]),
            formatNumber(bucket.loans),
            formatMoney(bucket.amount),
          ])}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * The Payment Analytics tab (spec part 2 §2 "/payments", §9): the last 3, 6 or 12 months of
 * GET /payments/analytics. Loaded lazily with its chart library (docs/decisions/0054); trends
 * as a bar chart plus a table, shares as a table with bars.
 */
export default function PaymentAnalytics() {
  const t = useT();
  const [months, setMonths] = useState<AnalyticsMonths>(6);
  const analytics = usePaymentAnalytics(months);
  const data = analytics.data;
  return (
    <Stack gap="md">
      <Select
        label={t('payments.analytics.range_label')}
        data={ANALYTICS_MONTHS.map((value) => ({
          value: String(value),
          label: t('payments.analytics.last_months', { count: value }),
        }))}
        value={String(months)}
        onChange={(value) => value && setMonths(Number(value) as AnalyticsMonths)}
        allowDeselect={false}
        w={220}
      />
      {analytics.isError ? (
        <Alert color="red" variant="light" title={t('common.error')} role="alert">
          {failureReason(analytics.error)}
        </Alert>
      ) : !data ? (
        <Text c="dimmed" ta="center" py="xl" role="status">
          {t('payments.analytics.loading')}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <FigureCard
              label={t('payments.analytics.cards.total_collection')}
              value={formatMoney(data.cards.total_collection)}
            />
            <FigureCard
              label={t('payments.analytics.cards.total_payments')}
              value={formatNumber(data.cards.total_payments)}
            />
            <FigureCard
              label={t('payments.analytics.cards.average_ticket')}
              value={formatMoney(data.cards.average_ticket)}
            />
            <FigureCard
              label={t('payments.analytics.cards.active_customers')}
              value={formatNumber(data.cards.active_customers)}
            />
          </SimpleGrid>
          <AnalyticsTabs data={data} />
        </>
      )}
    </Stack>
  );
}
