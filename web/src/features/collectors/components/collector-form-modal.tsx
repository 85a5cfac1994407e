import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { CreateCollectorRequestSchema } from '@lendline/core';
import type { Collector } from '@lendline/core';
import { PhoneInput } from '@/components/inputs/phone-input';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { OrganizationOption } from '@/lib/organization-names';
import { useCollectorUsers } from '../api/get-collector-users';
import { useSaveCollector } from '../api/save-collector';

const USER_SEARCH_DEBOUNCE_MS = 300;

interface CollectorFormModalProps {
  opened: boolean;
  /** null adds a collector; a collector edits it. */
  collector: Collector | null;
  /** Offered when the user may add collectors to more than one organization. */
  organizationOptions: readonly OrganizationOption[];
  defaultOrganizationId: string | null;
  /** The phone input's default country for a new number (the organization's). */
  defaultPhoneCountry?: string;
  /** Whether the user may read users, so pick the one who works as the collector. */
  canLinkUser?: boolean;
  onClose: () => void;
}

export function CollectorFormModal({
  opened,
  collector,
  onClose,
  ...rest
}: CollectorFormModalProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={collector ? t('collectors.edit_collector') : t('collectors.add_collector')}
      centered
    >
      {opened && (
        <CollectorForm
          key={collector?.id ?? 'new'}
          collector={collector}
          onClose={onClose}
          {...rest}
        />
      )}
    </Modal>
  );
}

type CollectorValues = {
  name: string;
  phone: string;
  email: string;
  territory: string;
  organization_id: string | null;
  user_id: string | null;
};

function CollectorForm({
  collector,
  organizationOptions,
  defaultOrganizationId,
  defaultPhoneCountry,
  canLinkUser = false,
  onClose,
}: Omit<CollectorFormModalProps, 'opened'>) {
  const t = useT();
  const save = useSaveCollector();
  const [userSearch, setUserSearch] = useState('');
  const [debouncedUserSearch] = useDebouncedValue(userSearch, USER_SEARCH_DEBOUNCE_MS);
  const initialValues: CollectorValues = {
    name: collector?.name ?? '',
    phone: collector?.phone ?? '',
    email: collector?.email ?? '',
    territory: collector?.territory ?? '',
    organization_id: defaultOrganizationId,
    user_id: collector?.user_id ?? null,
  };
  // The create schema checks an edit too: the fields an edit sends follow the same rules.
  const form = useSchemaForm({
    initialValues,
    schema: CreateCollectorRequestSchema,
    toRequest: (values) => ({
      ...values,
      // A blank e-mail or territory means none.
      email: values.email.trim() === '' ? null : values.email,
      organization_id: values.organization_id ?? undefined,
      // Without the picker the link is left as it is.
      user_id: canLinkUser ? values.user_id : undefined,
    }),
  });

  const userOrganization = collector?.organization_id ?? form.values.organization_id;
  const users = useCollectorUsers(canLinkUser ? userOrganization : null, debouncedUserSearch);
  // The linked user stays an option while a search finds others.
  const userOptions = useMemo(() => {
    const options = users.data ?? [];
    const linked = collector?.user_id;
    if (!linked || options.some((option) => option.value === linked)) return options;
    return [{ value: linked, label: collector.user_name ?? linked }, ...options];
  }, [users.data, collector]);

  const submit = form.handleSubmit(
    async ({ organization_id, ...fields }) => {
      const result = collector
        ? await save.mutateAsync({ id: collector.id, body: fields })
        : await save.mutateAsync({ id: null, body: { ...fields, organization_id } });
      notifySuccess(result.message);
      onClose();
    },
    {
      onError: (error) => {
        if (isApiError(error) && error.status < 500) notifyError(t('common.error'), error.message);
        else {
          notifyError(
            t('common.error'),
            t('collectors.form.save_failed', { reason: failureReason(error) }),
          );
        }
      },
    },
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={collector ? t('collectors.form.edit_label') : t('collectors.form.add_label')}
    >
      <Stack gap="sm">
        <TextInput
          label={t('collectors.columns.name')}
          required
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <PhoneInput
          label={t('collectors.columns.phone')}
          required
          defaultCountry={defaultPhoneCountry}
          {...form.getFieldProps('phone')}
        />
        <TextInput
          label={t('collectors.columns.email')}
          type="email"
          {...form.getInputProps('email')}
        />
        <TextInput label={t('collectors.columns.territory')} {...form.getInputProps('territory')} />
        {canLinkUser && (
          <Select
            label={t('collectors.form.user')}
            description={t('collectors.form.user_hint')}
            data={userOptions}
            searchable
            clearable
            searchValue={userSearch}
            onSearchChange={setUserSearch}
            nothingFoundMessage={t('collectors.form.user_none')}
            {...form.getInputProps('user_id')}
          />
        )}
        {!collector && organizationOptions.length > 1 && (
          <Select
            label={t('collectors.columns.organization')}
            data={organizationOptions}
            {...form.getInputProps('organization_id')}
            allowDeselect={false}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {collector ? t('collectors.form.save_changes') : t('collectors.add_collector')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
