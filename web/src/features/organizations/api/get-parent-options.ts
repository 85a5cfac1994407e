import { useQuery } from '@tanstack/react-query';
import { organizationNamesQueryOptions } from '@/lib/organization-names';

/** Organizations by name, for choosing a parent. */
export function useParentOptions({ enabled }: { enabled: boolean }) {
  return useQuery({
    ...organizationNamesQueryOptions,
    enabled,
    select: (answer) => answer.data.map(({ id, name }) => ({ id, name })),
  });
}
