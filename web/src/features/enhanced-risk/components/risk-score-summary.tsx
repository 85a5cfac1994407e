import { Badge, SimpleGrid, Text } from '@mantine/core';
import type { EnhancedRiskBand } from '@lendline/core';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { RISK_BAND_COLORS, RISK_BAND_LABELS } from '../lib/risk-band-labels';

/** A score out of 100, its band (spec part 2 §4: 80/60/40) and the recommended amount. */
export function RiskScoreSummary({
  score,
  band,
  recommended,
  currency,
  children,
}: {
  score: number | null;
  band: EnhancedRiskBand;
  recommended: number | null;
  currency: string;
  /** More figures in the same grid (the completion, the date). */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Figure label={t('enhanced_risk.score.score')}>
        <Text fw={700} size="lg">
          {score === null ? '—' : t('enhanced_risk.score.out_of', { score })}
        </Text>
      </Figure>
      <Figure label={t('enhanced_risk.score.band')}>
        <Badge color={RISK_BAND_COLORS[band]} variant="light" size="lg">
          {t(RISK_BAND_LABELS[band])}
        </Badge>
      </Figure>
      <Figure label={t('enhanced_risk.score.recommended')}>
        <Text fw={700} size="lg">
          {recommended === null ? '—' : formatMoney(recommended, currency)}
        </Text>
      </Figure>
      {children}
    </SimpleGrid>
  );
}

export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
