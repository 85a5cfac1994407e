import { SimpleGrid } from '@mantine/core';
import type { RiskProfileSummary } from '@lendline/core';
import {
  IconChecklist,
  IconCircleCheck,
  IconFileAnalytics,
  IconShieldCheck,
  IconUserPlus,
} from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import { StatCard } from '@/components/ui/stat-card';
import { useT } from '@/i18n/use-t';
import { formatNumber } from '@/lib/format-number';
import { useRiskProfileSummary } from '../api/get-risk-profile-summary';
import { RISK_SUMMARY_LABELS } from '../lib/risk-labels';

const CARDS: { key: keyof RiskProfileSummary; icon: TablerIcon; color: string }[] = [
  { key: 'total_profiles', icon: IconFileAnalytics, color: 'blue' },
  { key: 'completed', icon: IconChecklist, color: 'indigo' },
  { key: 'approved', icon: IconCircleCheck, color: 'teal' },
  { key: 'low_risk', icon: IconShieldCheck, color: 'green' },
  { key: 'customers_created', icon: IconUserPlus, color: 'violet' },
];

/** The dashboard's five cards (spec part 2 §2), from GET /risk-profiles/summary. */
export function RiskSummaryCards() {
  const t = useT();
  const summary = useRiskProfileSummary();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
      {CARDS.map(({ key, icon, color }) => {
        const label = t(RISK_SUMMARY_LABELS[key]);
        return (
          <StatCard
            key={key}
            label={label}
            icon={icon}
            color={color}
            value={summary.data && formatNumber(summary.data[key])}
            failed={summary.isError}
            loadingLabel={t('risk.summary.loading', { label })}
          />
        );
      })}
    </SimpleGrid>
  );
}
