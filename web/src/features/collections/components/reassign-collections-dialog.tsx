import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ReassignCollectionsRequestSchema } from '@lendline/core';
import type { CollectionEntry, ReassignCollectionsRequest } from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCollectorOptions } from '../api/get-collector-options';
import { useReassignCollections } from '../api/reassign-collections';

const COLLECTOR_SEARCH_DEBOUNCE_MS = 300;

export type ReassignableEntry = Pick<CollectionEntry, 'id' | 'organization_id' | 'customer_name'>;

export interface ReassignCollectionsDialogProps {
  /** The entries to give to another collector; empty: the dialog is closed. */
  entries: readonly ReassignableEntry[];
  onClose(): void;
  /** After the server moved them (e.g. to clear the table's selection). */
  onReassigned?(): void;
}

/** A manager gives one or many of today's entries to another collector (issue 11). */
export function ReassignCollectionsDialog({
  entries,
  onClose,
  onReassigned,
}: ReassignCollectionsDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={entries.length > 0}
      onClose={onClose}
      title={t('collections.reassign.title')}
      centered
    >
      {entries.length > 0 && (
        <ReassignForm
          entries={entries}
          onDone={() => {
            onReassigned?.();
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

type ReassignFormValues = { collector_id: string };

function ReassignForm({
  entries,
  onDone,
  onCancel,
}: {
  entries: readonly ReassignableEntry[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const reassign = useReassignCollections();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  // Once a collector is chosen the box shows their name: that is not a search.
  const [debouncedSearch] = useDebouncedValue(
    search === chosen?.label ? '' : search,
    COLLECTOR_SEARCH_DEBOUNCE_MS,
  );
  // A collector serves one organization: offer only the entries' own when they share one.
  const organizations = new Set(entries.map((entry) => entry.organization_id));
  const organizationId = organizations.size === 1 ? [...organizations][0]! : null;
  const collectors = useCollectorOptions({ search: debouncedSearch, organizationId }, true);
  const form = useSchemaForm<ReassignFormValues, ReassignCollectionsRequest>({
    initialValues: { collector_id: '' },
    schema: ReassignCollectionsRequestSchema,
    toRequest: (values) => ({
      entry_ids: entries.map((entry) => entry.id),
      collector_id: values.collector_id === '' ? undefined : values.collector_id,
    }),
    messages: { collector_id: t('collections.reassign.choose_collector') },
  });
  const found = (collectors.data?.data ?? []).map((collector) => ({
    value: collector.id,
    label: collector.territory ? `${collector.name} · ${collector.territory}` : collector.name,
  }));
  // The chosen collector stays an option whatever the current search lists.
  const options =
    chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  const submit = form.handleSubmit(
    async (body) => {
      const answer = await reassign.mutateAsync(body);
      notifySuccess(answer.message);
      onDone();
    },
    { onError: (error) => notifyError(t('common.error'), failureReason(error)) },
  );
  const only = entries.length === 1 ? entries[0] : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {only
            ? t('collections.reassign.description_one', { customer: only.customer_name })
            : t('collections.reassign.description', { count: entries.length })}
        </Text>
        <Select
          label={t('collections.reassign.collector')}
          placeholder={t('collections.reassign.collector_placeholder')}
          withAsterisk
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server already matched the typed text.
          filter={({ options: matched }) => matched}
          nothingFoundMessage={t('collections.reassign.no_collectors')}
          data={options}
          {...form.getInputProps('collector_id')}
          value={form.values.collector_id === '' ? null : form.values.collector_id}
          onChange={(value, option) => {
            setChosen(value && option ? { value, label: option.label } : null);
            form.setFieldValue('collector_id', value ?? '');
          }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('collections.reassign.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
