import { Badge, Stack, Text } from '@mantine/core';
import type { Organization } from '@lendline/core';
import type { DataTableColumn } from '@/components/data-table/data-table-types';

/** The organizations list's columns (the DataTable shows them). */
export const ORGANIZATION_COLUMNS: readonly DataTableColumn<Organization>[] = [
  {
    key: 'name',
    header: 'Name',
    text: (organization) => organization.name,
    truncate: true,
    width: 220,
    render: (organization) => (
      <Text span size="sm" fw={500}>
        {organization.name}
      </Text>
    ),
  },
  {
    key: 'type',
    header: 'Type',
    render: (organization) => (
      <Text span size="sm" tt="capitalize">
        {organization.organization_type}
      </Text>
    ),
  },
  {
    key: 'parent',
    header: 'Parent',
    text: (organization) => organization.parent_organization_name,
    truncate: true,
    priority: 2,
  },
  {
    key: 'timezone',
    header: 'Timezone',
    text: (organization) => organization.timezone,
    priority: 3,
  },
  {
    key: 'currency',
    header: 'Currency',
    text: (organization) => organization.currency,
    priority: 2,
  },
  {
    key: 'active',
    header: 'Active',
    render: (organization) => (
      <Badge variant="light" color={organization.is_active ? 'teal' : 'gray'}>
        {organization.is_active ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  {
    key: 'blocked',
    header: 'Blocked',
    render: (organization) => (
      <Stack gap={2}>
        {organization.is_blocked ? (
          <>
            <Badge variant="light" color="red">
              Blocked
            </Badge>
            {organization.blocked_reason && (
              <Text
                size="xs"
                c="dimmed"
                maw={220}
                lineClamp={2}
                title={organization.blocked_reason}
              >
                {organization.blocked_reason}
              </Text>
            )}
          </>
        ) : (
          <Text span size="sm" c="dimmed">
            No
          </Text>
        )}
        {organization.pending_request && (
          <Badge variant="light" color="yellow">
            Request pending
          </Badge>
        )}
      </Stack>
    ),
  },
];
