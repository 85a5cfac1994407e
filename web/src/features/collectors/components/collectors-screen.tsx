import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { COLLECTOR_MESSAGES, COLLECTOR_STATUSES, spansOrganizations } from '@lendline/core';
import type { Collector, CollectorStatus, PermissionSubject } from '@lendline/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableFilter } from '@/components/data-table/data-table-types';
import { t as translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { notifyError } from '@/lib/notify';
import { useCollectors } from '../api/get-collectors';
import { useOrganizationOptions } from '../api/get-organization-options';
import { useCollectorBlock } from '../hooks/use-collector-block';
import { isAllowed } from '@/lib/authorization';
import { collectorPermissionsOf } from '../lib/collector-permissions';
import { COLLECTOR_STATUS_LABELS } from '../lib/collector-status';
import { CollectorActionsMenu, collectorColumns } from './collectors-table';
import { lazyDialog } from '@/components/dialogs/lazy-dialog';

// Each dialog loads when first opened (docs/decisions/0099).
const BlockCollectorDialog = lazyDialog(
  () => import('./block-collector-dialog').then((module) => module.BlockCollectorDialog),
  (props) => props.collector !== null,
);
const CollectorDetailsModal = lazyDialog(
  () => import('./collector-details-modal').then((module) => module.CollectorDetailsModal),
  (props) => props.collector !== null,
);
const CollectorFormModal = lazyDialog(
  () => import('./collector-form-modal').then((module) => module.CollectorFormModal),
  (props) => props.opened,
);

export interface CollectorsScreenProps {
  subject: PermissionSubject;
  /** The user's own organization: where a new collector goes unless another is chosen. */
  organizationId: string;
  /** The organization's default phone country, for a new collector's number. */
  defaultPhoneCountry?: string;
}

const SEARCH_DEBOUNCE_MS = 300;

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; collector: Collector };

/** /debt-management: the organization's debt collectors (spec part 1 §2, §4, §5). */
export function CollectorsScreen({
  subject,
  organizationId,
  defaultPhoneCountry,
}: CollectorsScreenProps) {
  const t = useT();
  const permissions = collectorPermissionsOf(subject);
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<CollectorStatus | null>(null);
  const [organizationFilter, setOrganizationFilter] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<Collector | null>(null);
  const [blocking, setBlocking] = useState<Collector | null>(null);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });

  const severalOrganizations = spansOrganizations(subject.roles, subject.organizationIds);
  const organizations = useOrganizationOptions({ enabled: severalOrganizations });
  const organizationOptions = useMemo(() => {
    const options = organizations.data ?? [];
    if (subject.roles.includes('platform_super_admin')) return options;
    return options.filter((option) => subject.organizationIds.includes(option.value));
  }, [organizations.data, subject]);

  const collectors = useCollectors({ organizationId: organizationFilter, search, status, page });
  const unblock = useCollectorBlock();

  // The module's t, not the hook's: a language switch must not announce the failure again.
  useEffect(() => {
    if (collectors.isError)
      notifyError(translate('common.error'), translate(COLLECTOR_MESSAGES.loadFailed));
  }, [collectors.isError]);

  const list = collectors.data;
  const filters: DataTableFilter[] = [
    {
      label: t('collectors.columns.status'),
      value: status,
      options: COLLECTOR_STATUSES.map((option) => ({
        value: option,
        label: t(COLLECTOR_STATUS_LABELS[option]),
      })),
      onChange: (value) => {
        setStatus(value as CollectorStatus | null);
        setPage(1);
      },
      width: 180,
    },
  ];
  if (severalOrganizations && organizationOptions.length > 1) {
    filters.push({
      label: t('collectors.columns.organization'),
      value: organizationFilter,
      options: organizationOptions,
      onChange: (value) => {
        setOrganizationFilter(value);
        setPage(1);
      },
      searchable: true,
      width: 240,
    });
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('collectors.title')}
          </Title>
          <Text c="dimmed">{t('collectors.subtitle')}</Text>
        </div>
        {permissions.create && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setForm({ mode: 'add' })}
          >
            {t('collectors.add_collector')}
          </Button>
        )}
      </Group>

      <DataTable
        label={t('collectors.table_label')}
        columns={collectorColumns({
          t,
          showOrganization: severalOrganizations,
          onView: setViewing,
        })}
        rows={list?.data}
        rowKey={(collector) => collector.id}
        rowLabel={(collector) => collector.name}
        loading={collectors.isPending}
        error={
          collectors.isError &&
          !list && (
            <Alert color="red" role="alert">
              {t(COLLECTOR_MESSAGES.loadFailed)}
            </Alert>
          )
        }
        emptyText={t('collectors.empty')}
        search={{
          label: t('collectors.search_label'),
          placeholder: t('collectors.search_placeholder'),
          value: searchInput,
          onChange: (value) => {
            setSearchInput(value);
            setPage(1);
          },
          width: 280,
        }}
        filters={filters}
        onRowOpen={setViewing}
        rowActions={(collector) => (
          <CollectorActionsMenu
            collector={collector}
            permissions={permissions}
            busy={unblock.isPending && unblock.variables?.id === collector.id}
            onView={setViewing}
            onEdit={(chosen) => setForm({ mode: 'edit', collector: chosen })}
            onBlock={setBlocking}
            onUnblock={(chosen) => unblock.run({ id: chosen.id, action: 'unblock' })}
          />
        )}
        pagination={
          list && {
            page: list.page,
            pageSize: list.page_size,
            total: list.total,
            noun: [t('collectors.pagination.collector'), t('collectors.pagination.collectors')],
            onPageChange: setPage,
          }
        }
      />

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
        defaultPhoneCountry={defaultPhoneCountry}
        canLinkUser={isAllowed(subject, 'users:read')}
        onClose={() => setForm({ mode: 'closed' })}
      />
    </Stack>
  );
}
