import { Badge, Stack, Text } from '@mantine/core';
import type { Organization } from '@lendline/core';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import type { Translate } from '@/i18n/use-t';

/** The organizations list's columns (the DataTable shows them), in the active language. */
export function organizationColumns(t: Translate): DataTableColumn<Organization>[] {
  return [
    {
      key: 'name',
      header: t('organizations.fields.name'),
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
      header: t('organizations.fields.type'),
      render: (organization) => (
        <Text span size="sm" tt="capitalize">
          {organization.organization_type}
        </Text>
      ),
    },
    {
      key: 'parent',
      header: t('organizations.columns.parent'),
      text: (organization) => organization.parent_organization_name,
      truncate: true,
      priority: 2,
    },
    {
      key: 'timezone',
      header: t('organizations.fields.timezone'),
      text: (organization) => organization.timezone,
      priority: 3,
    },
    {
      key: 'currency',
      header: t('organizations.fields.currency'),
      text: (organization) => organization.currency,
      priority: 2,
    },
    {
      key: 'active',
      header: t('organizations.fields.active'),
      render: (organization) => (
        <Badge variant="light" color={organization.is_active ? 'teal' : 'gray'}>
          {organization.is_active
            ? t('organizations.status.active')
            : t('organizations.status.inactive')}
        </Badge>
      ),
    },
    {
      key: 'blocked',
      header: t('organizations.columns.blocked'),
      render: (organization) => (
        <Stack gap={2}>
          {organization.is_blocked ? (
            <>
              <Badge variant="light" color="red">
                {t('organizations.status.blocked')}
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
              {t('common.no')}
            </Text>
          )}
          {organization.pending_request && (
            <Badge variant="light" color="yellow">
              {t('organizations.status.request_pending')}
            </Badge>
          )}
        </Stack>
      ),
    },
  ];
}
