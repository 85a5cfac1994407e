import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { CustomerFilter, CustomerSummary } from '@lendline/core';
import { IconAlertTriangle, IconBriefcase, IconUserCheck, IconUsers } from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import { formatNumber } from '@/lib/format-number';
import { useCustomerSummary } from '../api/get-customer-summary';

const CARDS: { key: keyof CustomerSummary; label: string; icon: TablerIcon; color: string }[] = [
  { key: 'total', label: 'Total Customers', icon: IconUsers, color: 'blue' },
  { key: 'active', label: 'Active Customers', icon: IconUserCheck, color: 'teal' },
  { key: 'high_risk', label: 'High Risk', icon: IconAlertTriangle, color: 'red' },
  { key: 'business', label: 'Business Customers', icon: IconBriefcase, color: 'violet' },
];

/** The four cards of the Customers screens, over the same filters as the table. */
export function CustomerSummaryCards({ filter }: { filter: CustomerFilter }) {
  const summary = useCustomerSummary(filter);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {CARDS.map(({ key, label, icon: Icon, color }) => (
        <Paper key={key} withBorder p="md" radius="md" role="group" aria-label={label}>
          <Text size="sm" c="dimmed" fw={500} style={{ display: 'flex', gap: 6 }}>
            <Icon size={18} color={`var(--mantine-color-${color}-6)`} aria-hidden />
            {label}
          </Text>
          {summary.data ? (
            <Text fz={28} fw={700} mt={4}>
              {formatNumber(summary.data[key])}
            </Text>
          ) : summary.isError ? (
            <Text c="dimmed" mt={4}>
              —
            </Text>
          ) : (
            <Skeleton height={34} width={80} mt={4} aria-label={`Loading ${label}`} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
