import { Paper, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './stat-card.module.css';

interface StatCardProps {
  label: string;
  /** An icon drawn before the label (decorative), in `color`'s shade 6. */
  icon?: TablerIcon;
  color?: string;
  /** The figure; `undefined` while it loads. */
  value: ReactNode | undefined;
  /** The line under the figure, if the card has one (it is kept while loading too). */
  detail?: ReactNode;
  withDetail?: boolean;
  /** The figure could not be read: a dash instead of it. */
  failed?: boolean;
  /** What a screen reader hears while the figure loads ('Loading Active Customers'). */
  loadingLabel: string;
}

/**
 * One figure of a screen's summary row (Customers, Payments, Due Today, Risk Profiler, Collection
 * Team). While loading, the figure's and the detail's lines keep the height they will have, so
 * the answer changes what the card says, never where the page's rows below it sit.
 */
export function StatCard({
  label,
  icon: Icon,
  color,
  value,
  detail,
  withDetail = false,
  failed = false,
  loadingLabel,
}: StatCardProps) {
  const loading = value === undefined && !failed;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      role="group"
      aria-label={label}
      aria-busy={loading || undefined}
    >
      <Text size="sm" c="dimmed" fw={500} className={classes.label}>
        {Icon && <Icon size={18} color={`var(--mantine-color-${color}-6)`} aria-hidden />}
        {label}
      </Text>
      <Text
        component="div"
        fw={700}
        mt={4}
        c={failed ? 'dimmed' : undefined}
        className={classes.figure}
      >
        {loading ? (
          <>
            <Skeleton className={classes.placeholder} width={120} height="0.8em" aria-hidden />
            <VisuallyHidden>{loadingLabel}</VisuallyHidden>
          </>
        ) : failed ? (
          '—'
        ) : (
          value
        )}
      </Text>
      {withDetail && (
        <Text component="div" size="sm" c="dimmed">
          {loading ? (
            <Skeleton className={classes.placeholder} width={90} height="0.8em" aria-hidden />
          ) : (
            detail
          )}
        </Text>
      )}
    </Paper>
  );
}
