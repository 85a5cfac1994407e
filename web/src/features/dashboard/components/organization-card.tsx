import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SessionOrganization } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { humanize } from '@/lib/humanize';

export function OrganizationCard({ organization }: { organization: SessionOrganization }) {
  const t = useT();
  const facts = [
    { label: t('dashboard.organization.name'), value: organization.name },
    // The type is the organization's own free text ('microfinance'), not a message.
    { label: t('dashboard.organization.type'), value: humanize(organization.organization_type) },
    { label: t('dashboard.organization.timezone'), value: organization.timezone },
    { label: t('dashboard.organization.currency'), value: organization.currency },
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="org-title">
      <Title id="org-title" order={2} size="h4" mb="md">
        {t('dashboard.organization.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {facts.map(({ label, value }) => (
          <Stack key={label} gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text fw={500}>{value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
