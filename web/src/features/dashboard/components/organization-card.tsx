import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SessionOrganization } from '@lendline/core';
import { humanize } from '../lib/group-permissions';

export function OrganizationCard({ organization }: { organization: SessionOrganization }) {
  const facts = [
    { label: 'Name', value: organization.name },
    { label: 'Type', value: humanize(organization.organization_type) },
    { label: 'Timezone', value: organization.timezone },
    { label: 'Currency', value: organization.currency },
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="org-title">
      <Title id="org-title" order={2} size="h4" mb="md">
        Organization
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
