import { Anchor, Card, Table, Text } from '@mantine/core';
import type { DashboardBranch } from '@lendline/core';
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { DashboardSection } from './dashboard-section';

interface CollectorRankingProps {
  ranking: DashboardBranch['collector_ranking'];
  /** /collection-team (every collector's cash) when the user may open it. */
  teamPath: string | null;
}

/** Collectors by the cash they collected today, most first. */
export function CollectorRanking({ ranking, teamPath }: CollectorRankingProps) {
  const t = useT();
  return (
    <DashboardSection title={t('dashboard.ranking.title')}>
      <Card withBorder radius="md" padding="md">
        {ranking.length === 0 ? (
          <Text c="dimmed">{t('dashboard.ranking.none')}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('dashboard.ranking.rank')}</Table.Th>
                <Table.Th scope="col">{t('dashboard.ranking.collector')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('dashboard.ranking.collected')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ranking.map((row, index) => (
                <Table.Tr key={row.collector_id}>
                  <Table.Td>{formatNumber(index + 1)}</Table.Td>
                  <Table.Th scope="row" fw={500}>
                    {row.collector_name}
                  </Table.Th>
                  <Table.Td ta="right">
                    {formatMoney(row.collected.amount)}
                    <Text span size="xs" c="dimmed" display="block">
                      {t('dashboard.ranking.payments', { count: row.collected.count })}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {teamPath && (
          <Anchor component={Link} to={teamPath} size="sm" mt="sm" display="block">
            {t('dashboard.ranking.view_team')}
          </Anchor>
        )}
      </Card>
    </DashboardSection>
  );
}
