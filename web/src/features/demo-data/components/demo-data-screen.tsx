import {
  DEMO_DATA_LIMITS,
  type DemoDataCounts,
  type DemoDataRun,
  type DemoDataStep,
  type MessageKey,
} from '@lendline/core';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatNumber } from '@/lib/format-number';
import { notifyError } from '@/lib/notify';
import { organizationNamesQueryOptions, toOrganizationOption } from '@/lib/organization-names';
import { queryKeys } from '@/lib/query-keys';
import { startDemoData, useDemoDataStatus } from '../api/demo-data';

const STEP_LABELS = {
  customers: 'organizations.demo_data.step.customers',
  loans: 'organizations.demo_data.step.loans',
  field_work: 'organizations.demo_data.step.field_work',
  snapshots: 'organizations.demo_data.step.snapshots',
  ledger_check: 'organizations.demo_data.step.ledger_check',
} as const satisfies Record<DemoDataStep, MessageKey>;

const COUNT_LABELS = {
  customers: 'organizations.demo_data.count.customers',
  loans: 'organizations.demo_data.count.loans',
  payments: 'organizations.demo_data.count.payments',
  journal_entries: 'organizations.demo_data.count.journal_entries',
  promises: 'organizations.demo_data.count.promises',
  visits: 'organizations.demo_data.count.visits',
  snapshots: 'organizations.demo_data.count.snapshots',
} as const satisfies Record<keyof DemoDataCounts, MessageKey>;

/** A whole number from a NumberInput, or null while the field is empty or not one. */
const wholeOrNull = (value: string | number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** Issue 14 "Demo data": the platform owner generates months of history for an organization. */
export function DemoDataScreen() {
  const t = useT();
  const queryClient = useQueryClient();
  const organizations = useQuery({
    ...organizationNamesQueryOptions,
    select: (answer) => answer.data.map(toOrganizationOption),
  });
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [customers, setCustomers] = useState<string | number>(DEMO_DATA_LIMITS.customers.default);
  const [months, setMonths] = useState<string | number>(DEMO_DATA_LIMITS.months.default);
  const [starting, setStarting] = useState(false);
  const status = useDemoDataStatus(organizationId);
  const run = status.data?.run ?? null;
  const busy = run?.status === 'queued' || run?.status === 'running';
  const size = { customers: wholeOrNull(customers), months: wholeOrNull(months) };

  const start = async () => {
    if (!organizationId || size.customers === null || size.months === null) return;
    setStarting(true);
    try {
      const started = await startDemoData(organizationId, {
        customers: size.customers,
        months: size.months,
      });
      queryClient.setQueryData(queryKeys.demoData.status(organizationId), { run: started });
      void queryClient.invalidateQueries({ queryKey: queryKeys.demoData.status(organizationId) });
    } catch (error) {
      notifyError(t('organizations.demo_data.start_failed'), failureReason(error));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <div>
        <Title order={1} size="h2">
          {t('organizations.demo_data.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('organizations.demo_data.intro')}
        </Text>
      </div>
      <Paper withBorder p="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <Stack gap="sm">
            <Select
              label={t('organizations.demo_data.organization')}
              placeholder={t('organizations.demo_data.organization_placeholder')}
              data={organizations.data ?? []}
              value={organizationId}
              onChange={setOrganizationId}
              searchable
              required
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NumberInput
                label={t('organizations.demo_data.customers')}
                description={t('organizations.demo_data.customers_hint', {
                  min: formatNumber(DEMO_DATA_LIMITS.customers.min),
                  max: formatNumber(DEMO_DATA_LIMITS.customers.max),
                })}
                value={customers}
                onChange={setCustomers}
                min={DEMO_DATA_LIMITS.customers.min}
                max={DEMO_DATA_LIMITS.customers.max}
                allowDecimal={false}
                required
              />
              <NumberInput
                label={t('organizations.demo_data.months')}
                description={t('organizations.demo_data.months_hint', {
                  max: DEMO_DATA_LIMITS.months.max,
                })}
                value={months}
                onChange={setMonths}
                min={DEMO_DATA_LIMITS.months.min}
                max={DEMO_DATA_LIMITS.months.max}
                allowDecimal={false}
                required
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={starting}
                disabled={
                  !organizationId || busy || size.customers === null || size.months === null
                }
              >
                {t('organizations.demo_data.generate')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {run && <DemoDataRunStatus run={run} />}
    </Stack>
  );
}

function DemoDataRunStatus({ run }: { run: DemoDataRun }) {
  const t = useT();
  if (run.status === 'failed') {
    return (
      <Text c="red" role="alert">
        {run.error === 'interrupted'
          ? t('organizations.demo_data.interrupted')
          : t('organizations.demo_data.failed', { reason: run.error ?? '' })}
      </Text>
    );
  }
  if (run.status === 'done' && run.counts) {
    const counts = run.counts;
    return (
      <Paper withBorder p="md" role="status">
        <Text fw={600} mb="xs">
          {t('organizations.demo_data.done')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {(Object.keys(COUNT_LABELS) as (keyof DemoDataCounts)[]).map((key) => (
            <div key={key}>
              <Text size="xs" c="dimmed">
                {t(COUNT_LABELS[key])}
              </Text>
              <Text fw={600}>{formatNumber(counts[key])}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
    );
  }
  const step = run.step ? t(STEP_LABELS[run.step]) : t('organizations.demo_data.queued');
  return (
    <div role="status">
      <Text size="sm">{t('organizations.demo_data.running', { step, percent: run.percent })}</Text>
      <Progress
        value={run.percent}
        aria-label={t('organizations.demo_data.progress')}
        mt={4}
        animated
      />
    </div>
  );
}
