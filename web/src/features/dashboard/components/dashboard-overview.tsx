import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { NavigationCounts, SessionResponse } from '@lendline/core';
import { IconCalendarDue, IconReportMoney } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { formatNumber } from '@/lib/format-number';
import { OrganizationCard } from './organization-card';
import { PermissionsTable } from './permissions-table';
import { RolesCard } from './roles-card';

interface DashboardOverviewProps {
  session: SessionResponse;
  /** Sidebar counts; undefined while they load. */
  counts: NavigationCounts | undefined;
}

export function DashboardOverview({ session, counts }: DashboardOverviewProps) {
  const t = useT();
  const firstName = session.profile?.first_name;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('dashboard.title')}
        </Title>
        <Text c="dimmed">
          {firstName ? t('dashboard.welcome_name', { name: firstName }) : t('dashboard.welcome')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
        <CountCard
          label={t('dashboard.open_loans')}
          value={counts?.loans_open}
          icon={<IconReportMoney size={22} aria-hidden />}
        />
        <CountCard
          label={t('dashboard.due_today')}
          value={counts?.due_today}
          icon={<IconCalendarDue size={22} aria-hidden />}
          color="orange"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {session.organization && <OrganizationCard organization={session.organization} />}
        <RolesCard roles={session.roles} />
      </SimpleGrid>
      <PermissionsTable permissions={session.permissions} />
    </Stack>
  );
}

interface CountCardProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color?: string;
}

function CountCard({ label, value, icon, color }: CountCardProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height={28} width={64} />
          ) : (
            <Text fw={700} fz={28} lh={1}>
              {formatNumber(value)}
            </Text>
          )}
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
