import { Autocomplete, Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useUserOptions } from '../api/get-user-options';
import type { AuditFilter } from '../lib/audit-filter';
import { EMPTY_AUDIT_FILTER } from '../lib/audit-filter';
import { AUDIT_ENTITY_TYPE_SUGGESTIONS } from '../lib/entity-types';

interface AuditFiltersProps {
  value: AuditFilter;
  onChange: (filter: AuditFilter) => void;
  /** users:read: the user filter can list users to pick from. */
  canListUsers: boolean;
  /** The name of the user filtered by, when it came from a row rather than the list. */
  userLabel: string | null;
}

const APPROVAL_OPTIONS = [
  { value: 'any', label: 'Any' },
  { value: 'true', label: 'Required' },
  { value: 'false', label: 'Not required' },
];

const USER_SEARCH_DEBOUNCE_MS = 300;

export function AuditFilters({ value, onChange, canListUsers, userLabel }: AuditFiltersProps) {
  const set = <Key extends keyof AuditFilter>(key: Key, next: AuditFilter[Key]) =>
    onChange({ ...value, [key]: next });
  const [userSearch, setUserSearch] = useState('');
  const [debouncedUserSearch] = useDebouncedValue(userSearch, USER_SEARCH_DEBOUNCE_MS);
  const users = useUserOptions(debouncedUserSearch, { enabled: canListUsers });
  const userOptions = users.data ?? [];
  // Keep the chosen user selectable even when the current search no longer lists them.
  const withChosen =
    value.userId && !userOptions.some((option) => option.value === value.userId)
      ? [{ value: value.userId, label: userLabel ?? value.userId }, ...userOptions]
      : userOptions;

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Action"
        placeholder="e.g. block"
        value={value.action}
        onChange={(event) => set('action', event.currentTarget.value)}
        w={180}
      />
      <Autocomplete
        label="Entity type"
        placeholder="Any entity"
        data={AUDIT_ENTITY_TYPE_SUGGESTIONS}
        value={value.entityType}
        onChange={(next) => set('entityType', next)}
        w={180}
      />
      {canListUsers || value.userId ? (
        <Select
          label="User"
          placeholder="Any user"
          data={withChosen}
          value={value.userId}
          onChange={(next) => set('userId', next)}
          searchable={canListUsers}
          searchValue={canListUsers ? userSearch : undefined}
          onSearchChange={canListUsers ? setUserSearch : undefined}
          // The server already matched the typed text.
          filter={({ options }) => options}
          clearable
          nothingFoundMessage="No users found"
          w={260}
        />
      ) : null}
      <TextInput
        label="From"
        type="date"
        value={value.dateFrom}
        max={value.dateTo || undefined}
        onChange={(event) => set('dateFrom', event.currentTarget.value)}
        w={160}
      />
      <TextInput
        label="To"
        type="date"
        value={value.dateTo}
        min={value.dateFrom || undefined}
        onChange={(event) => set('dateTo', event.currentTarget.value)}
        w={160}
      />
      <Select
        label="Approval required"
        data={APPROVAL_OPTIONS}
        value={value.approvalRequired}
        onChange={(next) =>
          set('approvalRequired', (next ?? 'any') as AuditFilter['approvalRequired'])
        }
        allowDeselect={false}
        w={160}
      />
      <Button variant="subtle" onClick={() => onChange(EMPTY_AUDIT_FILTER)}>
        Clear filters
      </Button>
    </Group>
  );
}
