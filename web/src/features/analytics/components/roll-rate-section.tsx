import { PORTFOLIO_BUCKETS, type PortfolioBucket, type RollRatesResponse } from '@lendline/core';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { ChartCard } from '@/components/charts/chart-card';
import { useT } from '@/i18n/use-t';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { formatPercent } from '@/lib/format-percent';
import { loansListPath } from '@/lib/loan-list-links';
import { BUCKET_DAYS, BUCKET_LABELS } from '../lib/bi-format';

/** A cell's shade: the larger the share of the "from" bucket, the deeper the colour. */
const shade = (rate: number | null) =>
  rate === null ? undefined : `rgba(230, 73, 128, ${Math.min(1, rate / 100) * 0.6 + 0.05})`;

/**
 * The roll-rate matrix of the range's last snapshot: loans by the bucket they were in the day
 * before (rows) and are in now (columns), each cell's share of its row's balance, as a heatmap
 * whose cells, as the table's rows, link to the loans in their "now" bucket today.
 */
export function RollRateSection({ rollRates }: { rollRates: RollRatesResponse }) {
  const t = useT();
  const cells = rollRates.transitions.data;
  const rows = cells.map((cell) => ({
    from_bucket: cell.from_bucket,
    to_bucket: cell.to_bucket,
    loans: cell.loans,
    balance: cell.balance,
    rate: cell.rate,
  }));
  const bucketName = (value: unknown) => t(BUCKET_LABELS[value as keyof typeof BUCKET_LABELS]);
  const rateOf = (from: string, to: string) =>
    cells.find((cell) => cell.from_bucket === from && cell.to_bucket === to)?.rate ?? null;
  // The loans in a "now" bucket today (the list shows the current state; the matrix is the
  // snapshot's): a row of the table and a cell of the heatmap lead to the same list.
  const loansOf = (to: PortfolioBucket) => ({
    to: loansListPath({ overdueBucket: to }),
    label:
      to === 'current'
        ? t('reports.bi.roll.loans_current')
        : t('reports.bi.roll.loans_in', { days: BUCKET_DAYS[to] }),
  });
  return (
    <ChartCard
      title={t('reports.bi.roll.title', {
        date: formatCalendarDate(rollRates.transitions.date),
      })}
      fileName="roll-rate-matrix"
      emptyText={t('reports.bi.empty')}
      rows={rows}
      columns={[
        { key: 'from_bucket', label: t('reports.bi.roll.from'), format: bucketName },
        { key: 'to_bucket', label: t('reports.bi.roll.to'), format: bucketName },
        {
          key: 'loans',
          label: t('reports.bi.roll.loans'),
          numeric: true,
          format: (value) => formatNumber(value as number),
        },
        {
          key: 'balance',
          label: t('reports.bi.roll.balance'),
          numeric: true,
          format: (value) => formatMoney(value as number),
        },
        {
          key: 'rate',
          label: t('reports.bi.roll.rate'),
          numeric: true,
          format: (value) => (value === null ? '—' : formatPercent(value as number)),
        },
      ]}
      rowLink={(row) => loansOf(row.to_bucket)}
      chartLabel={t('reports.bi.roll.heatmap')}
      chart={
        // Fixed columns of day ranges and whole percentages: the matrix fits a 390 px phone.
        <Table withTableBorder withColumnBorders fz={11} horizontalSpacing={4} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('reports.bi.roll.from_to')}</Table.Th>
              {PORTFOLIO_BUCKETS.map((to) => (
                <Table.Th key={to} scope="col" ta="right">
                  {BUCKET_DAYS[to]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PORTFOLIO_BUCKETS.map((from) => (
              <Table.Tr key={from}>
                <Table.Th scope="row">{BUCKET_DAYS[from]}</Table.Th>
                {PORTFOLIO_BUCKETS.map((to) => {
                  const rate = rateOf(from, to);
                  const shown = rate === null ? '' : formatPercent(Math.round(rate));
                  const loans = loansOf(to);
                  return (
                    <Table.Td key={to} ta="right" style={{ background: shade(rate) }}>
                      {rate !== null && (
                        // Named with its visible share first (the label holds the text shown).
                        <Anchor
                          component={Link}
                          to={loans.to}
                          c="inherit"
                          fz="inherit"
                          aria-label={t('reports.bi.roll.cell', {
                            rate: shown,
                            from: bucketName(from),
                            to: bucketName(to),
                            loans: loans.label,
                          })}
                        >
                          {shown}
                        </Anchor>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
