import { Badge, Card, Group, Table, Text, Title } from '@mantine/core';
import { groupPermissionsByResource, humanize } from '../lib/group-permissions';

/** What the user may do: the session's effective permissions, one row per resource. */
export function PermissionsTable({ permissions }: { permissions: readonly string[] }) {
  const groups = groupPermissionsByResource(permissions);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="perm-title">
      <Title id="perm-title" order={2} size="h4">
        What you can do
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Your effective permissions: the union of what your roles grant.
      </Text>
      {groups.length === 0 ? (
        <Text c="dimmed">Your roles grant no permissions yet.</Text>
      ) : (
        // No minimum width: on a phone the actions wrap inside their cell instead of running
        // off the card's edge.
        <Table.ScrollContainer minWidth={0}>
          <Table striped verticalSpacing="sm" aria-labelledby="perm-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Resource</Table.Th>
                <Table.Th scope="col">Allowed actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map(({ resource, actions }) => (
                <Table.Tr key={resource}>
                  <Table.Th scope="row" fw={500}>
                    {humanize(resource)}
                  </Table.Th>
                  <Table.Td>
                    <Group gap={6}>
                      {actions.map((action) => (
                        <Badge key={action} variant="light" color="gray" radius="sm" tt="none">
                          {humanize(action)}
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
