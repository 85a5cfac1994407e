import { Badge, Card, Group, Table, Text, Title } from '@mantine/core';
import { useT } from '@/i18n/use-t';
import { groupPermissionsByResource } from '../lib/group-permissions';
import { ACTION_LABELS, RESOURCE_LABELS } from '../lib/permission-labels';

/** What the user may do: the session's effective permissions, one row per resource. */
export function PermissionsTable({ permissions }: { permissions: readonly string[] }) {
  const t = useT();
  const groups = groupPermissionsByResource(permissions);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="perm-title">
      <Title id="perm-title" order={2} size="h4">
        {t('profile.permissions.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('profile.permissions.subtitle')}
      </Text>
      {groups.length === 0 ? (
        <Text c="dimmed">{t('profile.permissions.none')}</Text>
      ) : (
        // No minimum width: on a phone the actions wrap inside their cell instead of running
        // off the card's edge.
        <Table.ScrollContainer minWidth={0}>
          <Table striped verticalSpacing="sm" aria-labelledby="perm-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('profile.permissions.resource')}</Table.Th>
                <Table.Th scope="col">{t('profile.permissions.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map(({ resource, actions }) => (
                <Table.Tr key={resource}>
                  <Table.Th scope="row" fw={500}>
                    {t(RESOURCE_LABELS[resource])}
                  </Table.Th>
                  <Table.Td>
                    <Group gap={6}>
                      {actions.map((action) => (
                        <Badge key={action} variant="light" color="gray" radius="sm" tt="none">
                          {t(ACTION_LABELS[action])}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
