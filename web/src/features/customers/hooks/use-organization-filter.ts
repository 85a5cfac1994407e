import { dataScopeReachOf, spansOrganizations } from '@lendline/core';
import type { Role } from '@lendline/core';
import { useState } from 'react';
import type { DataTableFilter } from '@/components/data-table/data-table-types';
import { useT } from '@/i18n/use-t';
import { useOrganizationOptions } from '../api/get-organization-options';

/**
 * The Organization filter of a customer list, for a user working across organizations
 * (spansOrganizations: the platform owner, a tree admin with child organizations); `filter` is
 * null for everyone else, who sees one organization's customers anyway.
 */
export function useOrganizationFilter(options: {
  roles: readonly Role[];
  organizationIds: readonly string[];
  /** Called on a change (back to the first page). */
  onChange: () => void;
}) {
  const { roles, organizationIds, onChange } = options;
  const t = useT();
  const spans = spansOrganizations(roles, organizationIds);
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const organizations = useOrganizationOptions({
    enabled: spans,
    scope: dataScopeReachOf(roles) === 'all' ? null : organizationIds,
  });
  const filter: DataTableFilter | null = spans
    ? {
        label: t('customers.columns.organization'),
        value: organizationId,
        options: organizations.data ?? [],
        onChange: (value) => {
          setOrganizationId(value);
          onChange();
        },
        searchable: true,
        width: 240,
      }
    : null;
  return { spans, organizationId: organizationId ?? undefined, filter };
}
