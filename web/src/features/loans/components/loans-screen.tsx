import { Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { holdsPermission, LOAN_TABS, PAGE_SIZE } from '@lendline/core';
import type { Loan, LoanTab, Role } from '@lendline/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import type { SortState } from '@/components/data-table/sort-cycle';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatNumber } from '@/lib/format-number';
import { useLoans } from '../api/get-loans';
import type { LoanSort } from '../api/get-loans';
import { LOAN_TAB_LABELS } from '../lib/loan-labels';
import { loanActionsFor } from '../lib/loan-permissions';
import { LoanDialogs, useLoanDialogs } from './loan-dialogs';
import type { LoanDocumentsSlots, LoanPaymentSlots } from './loan-slots';
import { LoanActionsMenu, loanColumns } from './loans-table';
import type { LoanRowAction } from './loans-table';

const SEARCH_DEBOUNCE_MS = 300;

const loanKey = (loan: Loan) => loan.id;
const loanLabel = (loan: Loan) => `${loan.loan_number} ${loan.customer_name}`;

export interface LoansScreenProps extends LoanPaymentSlots, LoanDocumentsSlots {
  roles: readonly Role[];
  /** The organization's currency. */
  currency: string;
}

/** The Loans screen and Loan Hub (spec part 2 §2 "Loans screen"): tabs by status, one table. */
export function LoansScreen({
  roles,
  currency,
  renderRecordPayment,
  renderDocuments,
}: LoansScreenProps) {
  const t = useT();
  const [tab, setTab] = useState<LoanTab>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.default);
  const [sort, setSort] = useState<SortState<LoanSort> | null>(null);
  const loans = useLoans({ tab, search, page, pageSize, sort });
  const columns = useMemo(() => loanColumns(t, currency), [t, currency]);
  const dialogs = useLoanDialogs();
  const canApply = holdsPermission(roles, 'loans', 'create');

  const { openDetail, openApplication, openPayment } = dialogs;
  const actionsFor = useCallback(
    (loan: Loan): LoanRowAction[] => {
      const allowed = loanActionsFor(roles, loan.status);
      return [
        'view',
        ...(allowed.recordPayment && renderRecordPayment ? (['record_payment'] as const) : []),
        ...(allowed.edit ? (['edit'] as const) : []),
      ];
    },
    [roles, renderRecordPayment],
  );
  const onAction = useCallback(
    (loan: Loan, action: LoanRowAction) => {
      if (action === 'view') openDetail(loan.id);
      else if (action === 'edit') openApplication({ mode: 'edit', loan });
      else openPayment(loan);
    },
    [openDetail, openApplication, openPayment],
  );
  const openRow = useCallback((loan: Loan) => openDetail(loan.id), [openDetail]);
  const rowActions = useCallback(
    (loan: Loan) => <LoanActionsMenu loan={loan} actionsFor={actionsFor} onAction={onAction} />,
    [actionsFor, onAction],
  );

  const counts = loans.data?.counts;
  const table = (
    <DataTable
      label={t('loans.table_label', { tab: t(LOAN_TAB_LABELS[tab]) })}
      columns={columns}
      rows={loans.data?.data}
      rowKey={loanKey}
      rowLabel={loanLabel}
      loading={loans.isPending}
      refreshing={loans.isPlaceholderData}
      error={
        loans.isError && (
          <DataTableLoadError
            message={failureReason(loans.error)}
            onRetry={() => void loans.refetch()}
          />
        )
      }
      emptyText={t('loans.empty')}
      search={{
        label: t('loans.search_label'),
        placeholder: t('loans.search_placeholder'),
        // Wide enough for the placeholder's whole sentence.
        width: 440,
        value: search,
        onChange: (value) => {
          setSearch(value);
          setPage(1);
        },
        debounceMs: SEARCH_DEBOUNCE_MS,
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      onRowOpen={openRow}
      rowActions={rowActions}
      pagination={
        loans.data && {
          page: loans.data.page,
          pageSize,
          total: loans.data.total,
          noun: [t('loans.pagination.loan'), t('loans.pagination.loans')],
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }
      }
    />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('loans.title')}
          </Title>
          <Text c="dimmed">{t('loans.subtitle')}</Text>
        </div>
        {canApply && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => dialogs.openPicker(true)}
          >
            {t('loans.new_application')}
          </Button>
        )}
      </Group>

      <Tabs
        value={tab}
        onChange={(next) => {
          if (!next) return;
          setTab(next as LoanTab);
          setPage(1);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {LOAN_TABS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              rightSection={
                counts && (
                  <Badge size="sm" variant="light" color={value === 'overdue' ? 'red' : 'gray'}>
                    {formatNumber(counts[value] ?? 0)}
                  </Badge>
                )
              }
            >
              {t(LOAN_TAB_LABELS[value])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LOAN_TABS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {value === tab && table}
          </Tabs.Panel>
        ))}
      </Tabs>

      <LoanDialogs
        dialogs={dialogs}
        roles={roles}
        currency={currency}
        renderRecordPayment={renderRecordPayment}
        renderDocuments={renderDocuments}
      />
    </Stack>
  );
}
