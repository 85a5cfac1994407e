import type { PortfolioTrendsResponse } from '@lendline/core';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartDrawing } from '@/components/charts/lazy-chart-drawing';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { formatPercent } from '@/lib/format-percent';
import { loansListPath } from '@/lib/loan-list-links';
import { monthEndDay } from '../api/get-bi-series';
import { formatMonth } from '../lib/bi-format';

type Month = PortfolioTrendsResponse['data'][number];

/** Disbursements and collections per month, and the portfolio and PAR at each month's end. */
export function TrendsSection({ trends }: { trends: PortfolioTrendsResponse }) {
  const t = useT();
  const rows = trends.data.map((month: Month) => ({ ...month, label: formatMonth(month.month) }));
  const money = (value: unknown) => formatMoney(value as number);
  const percent = (value: unknown) => formatPercent(value as number);
  const month = {
    key: 'month',
    label: t('reports.bi.month'),
    format: (value: unknown) => formatMonth(String(value)),
  } as const;
  return (
    <>
      <ChartCard
        title={t('reports.bi.flows.title')}
        fileName="disbursements-collections"
        emptyText={t('reports.bi.empty')}
        rows={rows}
        columns={[
          month,
          {
            key: 'disbursed_loans',
            label: t('reports.bi.disbursed_loans'),
            numeric: true,
            format: (value) => formatNumber(value as number),
          },
          {
            key: 'disbursed_amount',
            label: t('reports.bi.disbursed_amount'),
            numeric: true,
            format: money,
          },
          { key: 'collected', label: t('reports.bi.collected'), numeric: true, format: money },
        ]}
        rowLink={(row) => ({
          to: loansListPath({ disbursedFrom: row.month, disbursedTo: monthEndDay(row.month) }),
          label: t('reports.bi.loans_disbursed_in', { month: row.label }),
        })}
        chart={
          <ChartDrawing
            type="bar"
            data={rows}
            dataKey="label"
            valueFormatter={money}
            series={[
              {
                name: 'disbursed_amount',
                label: t('reports.bi.disbursed_amount'),
                color: 'blue.6',
              },
              { name: 'collected', label: t('reports.bi.collected'), color: 'teal.6' },
            ]}
          />
        }
      />
      <ChartCard
        title={t('reports.bi.portfolio.title')}
        fileName="portfolio-par"
        emptyText={t('reports.bi.empty')}
        rows={rows}
        columns={[
          month,
          { key: 'as_of', label: t('reports.bi.as_of') },
          {
            key: 'gross_outstanding',
            label: t('reports.bi.gross_outstanding'),
            numeric: true,
            format: money,
          },
          { key: 'par1', label: t('reports.bi.par1'), numeric: true, format: percent },
          { key: 'par7', label: t('reports.bi.par7'), numeric: true, format: percent },
          { key: 'par30', label: t('reports.bi.par30'), numeric: true, format: percent },
        ]}
        chart={
          <ChartDrawing
            type="line"
            data={rows}
            dataKey="label"
            valueFormatter={percent}
            series={[
              { name: 'par1', label: t('reports.bi.par1'), color: 'yellow.6' },
              { name: 'par7', label: t('reports.bi.par7'), color: 'orange.6' },
              { name: 'par30', label: t('reports.bi.par30'), color: 'red.7' },
            ]}
          />
        }
      />
    </>
  );
}
