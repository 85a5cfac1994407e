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
        // On a phone the table scrolls sideways: with no link or button inside, the scrolling
        // area itself takes focus so a keyboard can scroll it (WCAG 2.1.1).
        <Table.ScrollContainer
          minWidth={420}
          scrollAreaProps={{
            viewportProps: { tabIndex: 0 },
          }}
        >
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
