import { BarChart, LineChart } from '@mantine/charts';

export interface ChartDrawingSeries {
  name: string;
  label: string;
  color: string;
}

export interface ChartDrawingProps {
  type: 'bar' | 'line';
  data: Record<string, string | number | null>[];
  dataKey: string;
  series: ChartDrawingSeries[];
  valueFormatter: (value: number) => string;
  stacked?: boolean;
}

/**
 * A chart card's drawing (the Business Intelligence screen) (docs/decisions/0054: @mantine/charts, loaded
 * lazily). Its card hides it from screen readers; the Table tab carries the same figures.
 */
export default function ChartDrawing({
  type,
  data,
  dataKey,
  series,
  valueFormatter,
  stacked,
}: ChartDrawingProps) {
  const common = {
    h: 260,
    data,
    dataKey,
    series,
    valueFormatter,
    withLegend: true,
    yAxisProps: { width: 96 },
  };
  return type === 'bar' ? (
    <BarChart
      {...common}
      type={stacked ? 'stacked' : 'default'}
      // No keyboard layer: a focusable drawing inside aria-hidden would trap screen readers.
      barChartProps={{ accessibilityLayer: false }}
    />
  ) : (
    <LineChart
      {...common}
      curveType="monotone"
      connectNulls
      lineChartProps={{ accessibilityLayer: false }}
    />
  );
}
