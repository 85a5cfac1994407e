import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { COLLECTOR_MESSAGES, COLLECTOR_STATUSES } from '@lendline/core';
import type { Collector, CollectorStatus, PermissionSubject } from '@lendline/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { ListPagination } from '@/components/data/list-pagination';
import { notifyError } from '@/lib/notify';
import { useCollectors } from '../api/get-collectors';
import { useOrganizationOptions } from '../api/get-organization-options';
import { useCollectorBlock } from '../hooks/use-collector-block';
import { collectorPermissionsOf } from '../lib/collector-permissions';
import { COLLECTOR_STATUS_LABELS } from '../lib/collector-status';
import { BlockCollectorDialog } from './block-collector-dialog';
import { CollectorDetailsModal } from './collector-details-modal';
import { CollectorFormModal } from './collector-form-modal';
import { CollectorsTable } from './collectors-table';

export interface CollectorsScreenProps {
  subject: PermissionSubject;
  /** The user's own organization: where a new collector goes unless another is chosen. */
  organizationId: string;
}

const SEARCH_DEBOUNCE_MS = 300;
const STATUS_OPTIONS = COLLECTOR_STATUSES.map((status) => ({
  value: status,
  label: COLLECTOR_STATUS_LABELS[status],
}));

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; collector: Collector };

/** /debt-management: the organization's debt collectors (spec part 1 §2, §4, §5). */
export function CollectorsScreen({ subject, organizationId }: CollectorsScreenProps) {
  const permissions = collectorPermissionsOf(subject);
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<CollectorStatus | null>(null);
  const [organizationFilter, setOrganizationFilter] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<Collector | null>(null);
  const [blocking, setBlocking] = useState<Collector | null>(null);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });

  const severalOrganizations =
    subject.organizationIds.length > 1 || subject.roles.includes('platform_super_admin');
  const organizations = useOrganizationOptions({ enabled: severalOrganizations });
  const organizationOptions = useMemo(() => {
    const options = organizations.data ?? [];
    if (subject.roles.includes('platform_super_admin')) return options;
    return options.filter((option) => subject.organizationIds.includes(option.value));
  }, [organizations.data, subject]);

  const collectors = useCollectors({ organizationId: organizationFilter, search, status, page });
  const unblock = useCollectorBlock();

  useEffect(() => {
    if (collectors.isError) notifyError('Error', COLLECTOR_MESSAGES.loadFailed);
  }, [collectors.isError]);

  const list = collectors.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Debt Management Hub
          </Title>
          <Text c="dimmed">Debt collectors, their territories and block status.</Text>
        </div>
        {permissions.create && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setForm({ mode: 'add' })}
          >
            Add Collector
          </Button>
        )}
      </Group>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name, phone, e-mail or territory"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchInput}
          onChange={(event) => {
            setSearchInput(event.currentTarget.value);
            setPage(1);
          }}
          w={280}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => {
            setStatus(value as CollectorStatus | null);
            setPage(1);
          }}
          clearable
          w={180}
        />
        {severalOrganizations && organizationOptions.length > 1 && (
          <Select
            label="Organization"
            placeholder="All organizations"
            data={organizationOptions}
            value={organizationFilter}
            onChange={(value) => {
              setOrganizationFilter(value);
              setPage(1);
            }}
            clearable
            searchable
            w={240}
          />
        )}
      </Group>

      {collectors.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading collectors" />
        </Center>
      )}
      {collectors.isError && !list && (
        <Alert color="red" role="alert">
          {COLLECTOR_MESSAGES.loadFailed}
        </Alert>
      )}
      {list && (
        <>
          {list.data.length > 0 ? (
            <CollectorsTable
              collectors={list.data}
              permissions={permissions}
              showOrganization={severalOrganizations}
              busyId={unblock.isPending ? (unblock.variables?.id ?? null) : null}
              onView={setViewing}
              onEdit={(collector) => setForm({ mode: 'edit', collector })}
              onBlock={setBlocking}
              onUnblock={(collector) => unblock.run({ id: collector.id, action: 'unblock' })}
            />
          ) : (
            <Text c="dimmed">No collectors found.</Text>
          )}
          <ListPagination
            page={list.page}
            pageSize={list.page_size}
            total={list.total}
            noun={['collector', 'collectors']}
            onPageChange={setPage}
          />
        </>
      )}

      <CollectorDetailsModal collector={viewing} onClose={() => setViewing(null)} />
      <BlockCollectorDialog
        collector={blocking}
        mode={permissions.block ?? 'request'}
        onClose={() => setBlocking(null)}
      />
      <CollectorFormModal
        opened={form.mode !== 'closed'}
        collector={form.mode === 'edit' ? form.collector : null}
        organizationOptions={organizationOptions}
        defaultOrganizationId={organizationFilter ?? organizationId}
        onClose={() => setForm({ mode: 'closed' })}
      />
    </Stack>
  );
}
