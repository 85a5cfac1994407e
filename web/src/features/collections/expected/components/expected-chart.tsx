import { BarChart } from '@mantine/charts';
import { dateTimeFormat, formattingContext } from '@/i18n/formatting';
import { formatMoney } from '@/lib/format-money';
import type { ChartSeries } from '../lib/expected-days';

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6'];

/** '27 Nov' in the reader's locale, for a calendar day. */
function shortDay(date: string): string {
  const { locale } = formattingContext();
  return dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export interface ExpectedChartProps {
  bars: Record<string, string | number>[];
  series: ChartSeries[];
  /** Each series' legend text. */
  labelOf: (series: ChartSeries) => string;
}

/**
 * The amount due per day ahead, stacked by collector or branch (docs/decisions/0054: loaded
 * lazily with @mantine/charts). The tables beside it carry the figures for screen readers.
 */
export default function ExpectedChart({ bars, series, labelOf }: ExpectedChartProps) {
  return (
    <div aria-hidden>
      <BarChart
        h={260}
        data={bars.map((bar) => ({ ...bar, day: shortDay(String(bar.date)) }))}
        dataKey="day"
        type="stacked"
        series={series.map((entry, index) => ({
          name: entry.name,
          label: labelOf(entry),
          color: entry.group ? COLORS[index % COLORS.length]! : 'gray.5',
        }))}
        valueFormatter={(value) => formatMoney(value)}
        withLegend
        withTooltip={false}
        // No keyboard layer: a focusable drawing inside aria-hidden would trap screen readers.
        barChartProps={{ accessibilityLayer: false }}
        tickLine="y"
        yAxisProps={{ width: 96 }}
      />
    </div>
  );
}
