import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { varianceKindOf } from '../lib/cash-figures';

// The bare colours: the theme darkens them to read at 4.5:1 on white and on striped rows.
const VARIANCE_COLOR = { short: 'red', over: 'orange', balanced: 'teal' } as const;

/** A cash variance in words: 'Short ₹…' (red) below 0, 'Over ₹…' above it, else 'Balanced'. */
export function VarianceText({ variance, size = 'sm' }: { variance: number; size?: string }) {
  const t = useT();
  const kind = varianceKindOf(variance);
  const amount = formatMoney(Math.abs(variance));
  return (
    <Text span size={size} fw={600} c={VARIANCE_COLOR[kind]}>
      {kind === 'short'
        ? t('collections.team.cash.short', { amount })
        : kind === 'over'
          ? t('collections.team.cash.over', { amount })
          : t('collections.team.cash.balanced')}
    </Text>
  );
}

/** One labelled figure of a dialog; the label names the value for a screen reader too. */
export function DialogFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}
