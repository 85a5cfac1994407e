import { Badge, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Organization } from '@lendline/core';
import type { OrganizationActor } from '../lib/organization-actions';
import { organizationActionsFor } from '../lib/organization-actions';
import { OrganizationActionsMenu } from './organization-actions-menu';
import type { OrganizationMenuChoice } from './organization-actions-menu';

interface OrganizationsTableProps {
  organizations: readonly Organization[];
  actor: OrganizationActor;
  onChoose: (organization: Organization, choice: OrganizationMenuChoice) => void;
}

export function OrganizationsTable({ organizations, actor, onChoose }: OrganizationsTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Organizations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Parent</Table.Th>
            <Table.Th>Timezone</Table.Th>
            <Table.Th>Currency</Table.Th>
            <Table.Th>Active</Table.Th>
            <Table.Th>Blocked</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {organizations.map((organization) => (
            <Table.Tr key={organization.id}>
              <Table.Td fw={500}>{organization.name}</Table.Td>
              <Table.Td tt="capitalize">{organization.organization_type}</Table.Td>
              <Table.Td>{organization.parent_organization_name ?? '—'}</Table.Td>
              <Table.Td>{organization.timezone}</Table.Td>
              <Table.Td>{organization.currency}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={organization.is_active ? 'teal' : 'gray'}>
                  {organization.is_active ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
              <Table.Td>
                {organization.is_blocked ? (
                  <Stack gap={2}>
                    <Badge variant="light" color="red">
                      Blocked
                    </Badge>
                    {organization.blocked_reason && (
                      <Text size="xs" c="dimmed" maw={220}>
                        {organization.blocked_reason}
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    No
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <OrganizationActionsMenu
                  organization={organization}
                  actions={organizationActionsFor(actor, organization)}
                  onChoose={(choice) => onChoose(organization, choice)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
