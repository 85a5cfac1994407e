import { useQuery } from '@tanstack/react-query';
import { organizationNamesQueryOptions, toOrganizationOption } from '@/lib/organization-names';

/** Names for the organization filter; only asked for when the user sees several. */
export function useOrganizationOptions({ enabled }: { enabled: boolean }) {
  return useQuery({
    ...organizationNamesQueryOptions,
    enabled,
    select: (answer) => answer.data.map(toOrganizationOption),
  });
}
