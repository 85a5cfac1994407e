import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { holdsPermission, PAGE_SIZE } from '@lendline/core';
import type { Role } from '@lendline/core';
import {
  IconAlertTriangle,
  IconCalendarStats,
  IconChartHistogram,
  IconHistory,
  IconTableImport,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/i18n/use-t';
import { useOverdueLoans } from '../api/get-overdue-loans';
import { OverdueLoans } from './overdue-loans';
import { PaymentSchedule } from './payment-schedule';
import { PaymentHistory } from './payment-history';
import { PaymentSummaryCards } from './payment-summary-cards';
import { RecordPaymentButton } from './payments-record-payment';
import { lazyDialog } from '@/components/dialogs/lazy-dialog';

// Each dialog loads when first opened (docs/decisions/0099).
const BulkPaymentDialog = lazyDialog(
  () => import('./bulk-payment-dialog').then((module) => module.BulkPaymentDialog),
  (props) => props.opened,
);

// The analytics tab brings the chart library (docs/decisions/0054): its own chunk, on demand.
const PaymentAnalytics = lazy(() => import('./payment-analytics'));

type PaymentTab = 'history' | 'overdue' | 'schedule' | 'analytics';

/** The header's Record Payment opens the first overdue loan (spec part 2 §2 "/payments"). */
function HeaderRecordPayment() {
  // The Overdue Loans tab's first page: the same question, so one request serves both.
  const overdue = useOverdueLoans({ page: 1, pageSize: PAGE_SIZE.default });
  return <RecordPaymentButton loan={overdue.data?.data[0] ?? null} />;
}

/** /payments (spec part 2 §2): cards, history, overdue loans, schedule, analytics, bulk entry. */
export function PaymentsScreen({ roles }: { roles: readonly Role[] }) {
  const t = useT();
  const [tab, setTab] = useState<PaymentTab>('history');
  const [bulkOpened, setBulkOpened] = useState(false);
  // Every role that reads payments reads loans today; the check keeps a future one from a 403.
  const canReadLoans = holdsPermission(roles, 'loans', 'read');
  const canCreate = holdsPermission(roles, 'payments', 'create');
  const canRecord = canCreate && canReadLoans;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {t('payments.title')}
        </Title>
        {canCreate && (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconTableImport size={16} aria-hidden />}
              onClick={() => setBulkOpened(true)}
            >
              {t('payments.bulk_entry')}
            </Button>
            {canRecord && <HeaderRecordPayment />}
          </Group>
        )}
      </Group>

      <PaymentSummaryCards />

      <Tabs
        value={tab}
        onChange={(value) => setTab((value ?? 'history') as PaymentTab)}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
            {t('payments.tabs.history')}
          </Tabs.Tab>
          {canReadLoans && (
            <Tabs.Tab value="overdue" leftSection={<IconAlertTriangle size={16} aria-hidden />}>
              {t('payments.tabs.overdue')}
            </Tabs.Tab>
          )}
          <Tabs.Tab value="schedule" leftSection={<IconCalendarStats size={16} aria-hidden />}>
            {t('payments.tabs.schedule')}
          </Tabs.Tab>
          <Tabs.Tab value="analytics" leftSection={<IconChartHistogram size={16} aria-hidden />}>
            {t('payments.tabs.analytics')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="history" pt="md">
          <PaymentHistory />
        </Tabs.Panel>
        {canReadLoans && (
          <Tabs.Panel value="overdue" pt="md">
            <OverdueLoans canRecord={canRecord} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="schedule" pt="md">
          <PaymentSchedule />
        </Tabs.Panel>
        <Tabs.Panel value="analytics" pt="md">
          <Suspense
            fallback={
              <Text c="dimmed" ta="center" py="xl" role="status">
                {t('payments.analytics.loading')}
              </Text>
            }
          >
            <PaymentAnalytics />
          </Suspense>
        </Tabs.Panel>
      </Tabs>

      {canCreate && <BulkPaymentDialog opened={bulkOpened} onClose={() => setBulkOpened(false)} />}
    </Stack>
  );
}
