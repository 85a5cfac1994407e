import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { useUserOptions } from '../api/get-user-options';

const USER_SEARCH_DEBOUNCE_MS = 300;

/** A user to filter a Security list by; offered only to readers of the user list (users:read). */
export function SecurityUserFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (userId: string | null) => void;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, USER_SEARCH_DEBOUNCE_MS);
  const users = useUserOptions(debouncedSearch, { enabled: true });
  return (
    <Select
      label={t('security.filters.user')}
      placeholder={t('security.filters.any_user')}
      data={users.data ?? []}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the typed text.
      filter={({ options }) => options}
      clearable
      nothingFoundMessage={t('security.filters.no_users')}
      w={260}
    />
  );
}
