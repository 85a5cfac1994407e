import { BarChart } from '@mantine/charts';
import { formatMoney } from '@/lib/format-money';

export interface TrendBar {
  label: string;
  amount: number;
}

/**
 * The amount collected per month as bars (docs/decisions/0054). The table beside it carries the
 * same figures for screen readers, so the drawing is hidden from them.
 */
export function PaymentTrendsChart({ bars, series }: { bars: TrendBar[]; series: string }) {
  return (
    <div aria-hidden>
      <BarChart
        h={240}
        data={bars}
        dataKey="label"
        series={[{ name: 'amount', label: series, color: 'blue.6' }]}
        valueFormatter={(value) => formatMoney(value)}
        withTooltip={false}
        // No keyboard layer: a focusable drawing inside aria-hidden would trap screen readers.
        barChartProps={{ accessibilityLayer: false }}
        tickLine="y"
        yAxisProps={{ width: 96 }}
      />
    </div>
  );
}
