import { Autocomplete, Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { MessageKey } from '@lendline/core';
import { useT } from '@/i18n/use-t';
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

const APPROVAL_OPTIONS = {
  any: 'audit.approval.any',
  true: 'audit.approval.required',
  false: 'audit.approval.not_required',
} as const satisfies Record<AuditFilter['approvalRequired'], MessageKey>;

const USER_SEARCH_DEBOUNCE_MS = 300;

export function AuditFilters({ value, onChange, canListUsers, userLabel }: AuditFiltersProps) {
  const t = useT();
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
        label={t('audit.fields.action')}
        placeholder={t('audit.filters.action_placeholder')}
        value={value.action}
        onChange={(event) => set('action', event.currentTarget.value)}
        w={180}
      />
      <Autocomplete
        label={t('audit.filters.entity_type')}
        placeholder={t('audit.filters.any_entity')}
        data={AUDIT_ENTITY_TYPE_SUGGESTIONS}
        value={value.entityType}
        onChange={(next) => set('entityType', next)}
        w={180}
      />
      {canListUsers || value.userId ? (
        <Select
          label={t('audit.fields.user')}
          placeholder={t('audit.filters.any_user')}
          data={withChosen}
          value={value.userId}
          onChange={(next) => set('userId', next)}
          searchable={canListUsers}
          searchValue={canListUsers ? userSearch : undefined}
          onSearchChange={canListUsers ? setUserSearch : undefined}
          // The server already matched the typed text.
          filter={({ options }) => options}
          clearable
          nothingFoundMessage={t('audit.filters.no_users')}
          w={260}
        />
      ) : null}
      <TextInput
        label={t('audit.filters.date_from')}
        type="date"
        value={value.dateFrom}
        max={value.dateTo || undefined}
        onChange={(event) => set('dateFrom', event.currentTarget.value)}
        w={160}
      />
      <TextInput
        label={t('audit.filters.date_to')}
        type="date"
        value={value.dateTo}
        min={value.dateFrom || undefined}
        onChange={(event) => set('dateTo', event.currentTarget.value)}
        w={160}
      />
      <Select
        label={t('audit.fields.approval_required')}
        data={Object.entries(APPROVAL_OPTIONS).map(([option, key]) => ({
          value: option,
          label: t(key),
        }))}
        value={value.approvalRequired}
        onChange={(next) =>
          set('approvalRequired', (next ?? 'any') as AuditFilter['approvalRequired'])
        }
        allowDeselect={false}
        w={160}
      />
      <Button variant="subtle" onClick={() => onChange(EMPTY_AUDIT_FILTER)}>
        {t('audit.filters.clear')}
      </Button>
    </Group>
  );
}
