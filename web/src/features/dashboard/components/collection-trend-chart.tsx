import { AreaChart } from '@mantine/charts';
import type { DashboardBranch } from '@lendline/core';
import { dateTimeFormat, formattingContext } from '@/i18n/formatting';
import { formatMoney } from '@/lib/format-money';

/** '27 Nov' in the reader's locale, for a calendar day. */
function shortDay(date: string): string {
  const { locale } = formattingContext();
  return dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export interface CollectionTrendChartProps {
  trend: DashboardBranch['trend'];
  labels: { due: string; collected: string };
}

/**
 * Due against collected per collection day (docs/decisions/0054: @mantine/charts, loaded
 * lazily). Its ChartCard hides it from screen readers: the Table tab carries the same figures.
 */
export default function CollectionTrendChart({ trend, labels }: CollectionTrendChartProps) {
  return (
    <AreaChart
      h={240}
      data={trend.map((day) => ({ ...day, day: shortDay(day.date) }))}
      dataKey="day"
      series={[
        { name: 'due', label: labels.due, color: 'gray.5' },
        { name: 'collected', label: labels.collected, color: 'teal.6' },
      ]}
      curveType="monotone"
      valueFormatter={(value) => formatMoney(value)}
      withLegend
      withTooltip={false}
      // No keyboard layer: a focusable drawing inside aria-hidden would trap screen readers.
      areaChartProps={{ accessibilityLayer: false }}
      yAxisProps={{ width: 96 }}
    />
  );
}
