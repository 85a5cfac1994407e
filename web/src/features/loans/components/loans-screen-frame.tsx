import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { holdsPermission, LOAN_TABS } from '@lendline/core';
import type { Loan, LoanListResponse, LoanTab, Role } from '@lendline/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { DataTableSearch } from '@/components/data-table/data-table-types';
import type { SortState } from '@/components/data-table/sort-cycle';
import type { Translate } from '@/i18n/use-t';
import { TabCount } from '@/components/ui/tab-count';
import { useT } from '@/i18n/use-t';
import { LOAN_FILTER_PARAMS, loanFiltersFrom, loanTabFrom } from '@/lib/loan-list-links';
import type { LoanListFilters } from '@/lib/loan-list-links';
import type { LoanSort } from '../api/get-loans';
import { LOAN_TAB_LABELS } from '../lib/loan-labels';
import { LOAN_FOCUS_PARAMS } from '../lib/loan-links';
import { loanActionsFor } from '../lib/loan-permissions';
import { LoanDialogs, useLoanDialogs } from './loan-dialogs';
import type { LoanDialogsState } from './loan-dialogs';
import type { LoanCollectionsSlots, LoanDocumentsSlots, LoanPaymentSlots } from './loan-slots';
import { LoanActionsMenu, loanColumns } from './loans-table';
import { LoanFiltersBar } from './loan-filters-bar';
import type { LoanRowAction } from './loans-table';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The tab (from ?tab=), the search (from ?search= on arrival), the sort, and the filters a
 * dashboard figure set in the address (cleared by removing them from it).
 */
function useLoanListControls() {
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<LoanTab>(() => loanTabFrom(params) ?? 'all');
  const [search, setSearch] = useState(() => params.get(LOAN_FOCUS_PARAMS.search) ?? '');
  const [sort, setSort] = useState<SortState<LoanSort> | null>(null);
  const filterKey = Object.values(LOAN_FILTER_PARAMS)
    .map((name) => params.get(name) ?? '')
    .join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters change with their text
  const filters = useMemo(() => loanFiltersFrom(params), [filterKey]);
  const clearFilters = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const name of Object.values(LOAN_FILTER_PARAMS)) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { tab, setTab, search, setSearch, sort, setSort, filters, clearFilters };
}

/** The loans search box, for the table's toolbar and the hub's. */
export function loanSearchField(
  t: Translate,
  value: string,
  onChange: (value: string) => void,
): DataTableSearch {
  return {
    label: t('loans.search_label'),
    placeholder: t('loans.search_placeholder'),
    // Wide enough for the placeholder's whole sentence.
    width: 440,
    value,
    onChange,
    debounceMs: SEARCH_DEBOUNCE_MS,
  };
}

/** A row's menu (the actions this user may take on the loan) and what opening the row does. */
function useLoanRowActions({
  roles,
  renderRecordPayment,
  dialogs,
}: LoanPaymentSlots & { roles: readonly Role[]; dialogs: LoanDialogsState }) {
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
  return { openRow, rowActions };
}

/** A loan as a row names it to a screen reader: its number and its customer. */
export const loanRowLabel = (loan: Loan) => `${loan.loan_number} ${loan.customer_name}`;

/**
 * What the Loans screen and the Loan Hub both hold: the tab, search and sort, the columns, the
 * dialogs, and each row's menu and opening.
 */
export function useLoansScreen({
  roles,
  currency,
  renderRecordPayment,
}: LoanPaymentSlots & { roles: readonly Role[]; currency: string }) {
  const t = useT();
  const controls = useLoanListControls();
  const columns = useMemo(() => loanColumns(t, currency), [t, currency]);
  const dialogs = useLoanDialogs();
  const { openRow, rowActions } = useLoanRowActions({ roles, renderRecordPayment, dialogs });
  return { t, controls, columns, dialogs, openRow, rowActions };
}

interface LoansScreenFrameProps extends LoanPaymentSlots, LoanDocumentsSlots, LoanCollectionsSlots {
  roles: readonly Role[];
  currency: string;
  tab: LoanTab;
  onTabChange: (tab: LoanTab) => void;
  /** Every tab's count for the search, once the first answer came. */
  counts: LoanListResponse['counts'] | undefined;
  /** The filters the address set, and how to clear them. */
  filters?: LoanListFilters;
  onClearFilters?: () => void;
  dialogs: LoanDialogsState;
  /** The active tab's loans (the table, or the hub's list). */
  children: ReactNode;
}

/**
 * What the Loans screen and the Loan Hub share (spec part 2 §2 "Loans screen"): the heading, New
 * Loan Application, the tabs by status with their counts, and the loan dialogs.
 */
export function LoansScreenFrame({
  roles,
  currency,
  tab,
  onTabChange,
  counts,
  filters,
  onClearFilters,
  dialogs,
  renderRecordPayment,
  renderDocuments,
  renderCollections,
  children,
}: LoansScreenFrameProps) {
  const t = useT();
  const canApply = holdsPermission(roles, 'loans', 'create');
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

      {filters && onClearFilters && <LoanFiltersBar filters={filters} onClear={onClearFilters} />}

      <Tabs
        value={tab}
        onChange={(next) => {
          if (next) onTabChange(next as LoanTab);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {LOAN_TABS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              rightSection={
                <TabCount
                  count={counts && (counts[value] ?? 0)}
                  color={value === 'overdue' ? 'red' : 'gray'}
                />
              }
            >
              {t(LOAN_TAB_LABELS[value])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LOAN_TABS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {value === tab && children}
          </Tabs.Panel>
        ))}
      </Tabs>

      <LoanDialogs
        dialogs={dialogs}
        roles={roles}
        currency={currency}
        renderRecordPayment={renderRecordPayment}
        renderDocuments={renderDocuments}
        renderCollections={renderCollections}
      />
    </Stack>
  );
}
