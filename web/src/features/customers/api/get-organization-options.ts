import { useQuery } from '@tanstack/react-query';
import { organizationNamesQueryOptions, toOrganizationOption } from '@/lib/organization-names';

/**
 * The organizations a customer may be filed under or filtered by: the user's data scope (the
 * organizations list also names an own-scope user's direct children, which are outside it).
 * Only asked for when the user works across organizations (spansOrganizations).
 */
export function useOrganizationOptions(options: {
  enabled: boolean;
  /** The session's scope; null for the platform owner, who reaches every organization. */
  scope: readonly string[] | null;
}) {
  const { scope } = options;
  return useQuery({
    ...organizationNamesQueryOptions,
    enabled: options.enabled,
    select: (answer) =>
      answer.data
        .filter((organization) => scope === null || scope.includes(organization.id))
        .map(toOrganizationOption),
  });
}
