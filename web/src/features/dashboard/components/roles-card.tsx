import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ROLE_LABELS } from '@lendline/core';
import type { Role } from '@lendline/core';
import { useT } from '@/i18n/use-t';

export function RolesCard({ roles }: { roles: readonly Role[] }) {
  const t = useT();
  const [primary] = roles;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="roles-title">
      <Title id="roles-title" order={2} size="h4" mb="md">
        {t('dashboard.roles.title')}
      </Title>
      {primary === undefined ? (
        <Text c="dimmed">{t('dashboard.roles.none')}</Text>
      ) : (
        <Stack gap="md">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('dashboard.roles.primary')}
            </Text>
            <Text fw={600} size="lg">
              {t(ROLE_LABELS[primary])}
            </Text>
          </Stack>
          <Stack gap={6}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('dashboard.roles.all')}
            </Text>
            <Group gap="xs">
              {roles.map((role) => (
                <Badge key={role} variant={role === primary ? 'filled' : 'light'} radius="sm">
                  {t(ROLE_LABELS[role])}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Stack>
      )}
    </Card>
  );
}
