import { useQuery } from '@tanstack/react-query';
import { organizationNamesQueryOptions } from '@/lib/organization-names';

/** Organizations in the user's scope, for the invite and edit forms and the users filter. */
export function useOrganizationOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...organizationNamesQueryOptions,
    enabled,
    select: (answer) =>
      answer.data.map(({ id, name, organization_type }) => ({ id, name, organization_type })),
  });
}
