import { Alert, Stack, Text, Title } from '@mantine/core';
import type { AuditLog, PermissionSubject } from '@lendline/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { useT } from '@/i18n/use-t';
import { isAllowed } from '@/lib/authorization';
import { useAuditLogs } from '../api/get-audit-logs';
import type { AuditFilter } from '../lib/audit-filter';
import { auditExportHref, EMPTY_AUDIT_FILTER } from '../lib/audit-filter';
import { AuditDetailModal } from './audit-detail-modal';
import { AuditFilters } from './audit-filters';
import { AuditIntegrity } from './audit-integrity';
import { auditColumns, auditEntryLabel } from './audit-table';

const FILTER_DEBOUNCE_MS = 300;

/** /compliance-audit: the audit trail of the user's scope, newest first (spec part 1 §3, §4). */
export function AuditScreen({ subject }: { subject: PermissionSubject }) {
  const t = useT();
  const [filter, setFilter] = useState<AuditFilter>(EMPTY_AUDIT_FILTER);
  const [debouncedFilter] = useDebouncedValue(filter, FILTER_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<AuditLog | null>(null);
  const [userLabel, setUserLabel] = useState<string | null>(null);
  const logs = useAuditLogs(debouncedFilter, page);
  const canExport = isAllowed(subject, 'audit_logs:export');
  const canListUsers = isAllowed(subject, 'users:read');
  const columns = useMemo(() => auditColumns(t, setOpened), [t]);

  const changeFilter = (next: AuditFilter) => {
    setFilter(next);
    setPage(1);
  };

  const list = logs.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('audit.title')}
        </Title>
        <Text c="dimmed">{t('audit.description')}</Text>
      </div>

      <AuditIntegrity onOpenEntry={setOpened} />

      <DataTable
        label={t('audit.list.label')}
        columns={columns}
        rows={list?.data}
        rowKey={(log) => log.id}
        rowLabel={(log) => auditEntryLabel(t, log)}
        loading={logs.isPending}
        error={
          logs.isError && (
            <Alert color="red" role="alert">
              {t('audit.failure.fetch', { reason: logs.error.message })}
            </Alert>
          )
        }
        emptyText={t('audit.list.empty')}
        toolbar={{
          start: (
            <AuditFilters
              value={filter}
              onChange={changeFilter}
              canListUsers={canListUsers}
              userLabel={userLabel}
            />
          ),
        }}
        exportAction={
          canExport
            ? { label: t('audit.list.export'), href: auditExportHref(debouncedFilter) }
            : undefined
        }
        onRowOpen={setOpened}
        pagination={
          list && {
            page: list.page,
            pageSize: list.page_size,
            total: list.total,
            noun: [t('audit.list.noun_one'), t('audit.list.noun_other')],
            onPageChange: setPage,
          }
        }
      />

      <AuditDetailModal
        log={opened}
        onClose={() => setOpened(null)}
        onFilterByUser={(userId, label) => {
          setUserLabel(label);
          changeFilter({ ...filter, userId });
          setOpened(null);
        }}
      />
    </Stack>
  );
}
