import { SimpleGrid } from '@mantine/core';
import type { CustomerFilter, CustomerSummary, MessageKey } from '@lendline/core';
import { IconAlertTriangle, IconBriefcase, IconUserCheck, IconUsers } from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import { StatCard } from '@/components/ui/stat-card';
import { useT } from '@/i18n/use-t';
import { formatNumber } from '@/lib/format-number';
import { useCustomerSummary } from '../api/get-customer-summary';

const CARDS: { key: keyof CustomerSummary; label: MessageKey; icon: TablerIcon; color: string }[] =
  [
    { key: 'total', label: 'customers.summary.total', icon: IconUsers, color: 'blue' },
    { key: 'active', label: 'customers.summary.active', icon: IconUserCheck, color: 'teal' },
    {
      key: 'high_risk',
      label: 'customers.summary.high_risk',
      icon: IconAlertTriangle,
      color: 'red',
    },
    { key: 'business', label: 'customers.summary.business', icon: IconBriefcase, color: 'violet' },
  ];

/** The four cards of the Customers screens, over the same filters as the table. */
export function CustomerSummaryCards({ filter }: { filter: CustomerFilter }) {
  const t = useT();
  const summary = useCustomerSummary(filter);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {CARDS.map(({ key, label: labelKey, icon, color }) => {
        const label = t(labelKey);
        return (
          <StatCard
            key={key}
            label={label}
            icon={icon}
            color={color}
            value={summary.data && formatNumber(summary.data[key])}
            failed={summary.isError}
            loadingLabel={t('customers.summary.loading', { label })}
          />
        );
      })}
    </SimpleGrid>
  );
}
