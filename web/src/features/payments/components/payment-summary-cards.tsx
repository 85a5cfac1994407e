import { Alert, SimpleGrid } from '@mantine/core';
import type { MessageKey, PaymentSummary } from '@lendline/core';
import {
  IconAlertTriangle,
  IconCalendarDue,
  IconReceipt2,
  IconClockHour4,
} from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import { StatCard } from '@/components/ui/stat-card';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatMoney } from '@/lib/format-money';
import { usePaymentSummary } from '../api/get-payment-summary';

interface Card {
  key: keyof PaymentSummary;
  label: MessageKey;
  /** The line under the amount, given the count. */
  count: MessageKey;
  icon: TablerIcon;
  color: string;
}

const CARDS: readonly Card[] = [
  {
    key: 'today',
    label: 'payments.summary.today',
    count: 'payments.summary.payments_count',
    icon: IconReceipt2,
    color: 'teal',
  },
  {
    key: 'total',
    label: 'payments.summary.total',
    count: 'payments.summary.payments_count',
    icon: IconCalendarDue,
    color: 'blue',
  },
  {
    key: 'pending',
    label: 'payments.summary.pending',
    count: 'payments.summary.instalments_count',
    icon: IconClockHour4,
    color: 'yellow',
  },
  {
    key: 'overdue',
    label: 'payments.summary.overdue',
    count: 'payments.summary.overdue_loans_count',
    icon: IconAlertTriangle,
    color: 'red',
  },
];

/** The four cards of /payments (spec part 2 §2), from GET /payments/summary. */
export function PaymentSummaryCards() {
  const t = useT();
  const summary = usePaymentSummary();
  if (summary.isError) {
    return (
      <Alert color="red" variant="light" title={t('common.error')} role="alert">
        {failureReason(summary.error)}
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {CARDS.map(({ key, label: labelKey, count, icon, color }) => {
        const label = t(labelKey);
        const figure = summary.data?.[key];
        return (
          <StatCard
            key={key}
            label={label}
            icon={icon}
            color={color}
            value={figure && formatMoney(figure.amount)}
            detail={figure && t(count, { count: figure.count })}
            withDetail
            loadingLabel={t('payments.summary.loading', { label })}
          />
        );
      })}
    </SimpleGrid>
  );
}
