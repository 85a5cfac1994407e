import { Badge, Switch, Tabs } from '@mantine/core';
import { COLLECTION_TABS } from '@lendline/core';
import type { CollectionEntry, CollectionTab } from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { formatNumber } from '@/lib/format-number';
import { useCollections } from '../api/get-collections';
import { useCollectionTabState } from '../hooks/use-collection-tab-state';
import { COLLECTION_TAB_LABELS } from '@/lib/collection-labels';
import { fieldWorkTargetOfEntry } from '../field-work/lib/field-work-target';
import type { FieldWorkTarget } from '../field-work/lib/field-work-target';
import { CollectionsTable } from './collections-table';
import { lazyDialog } from '@/components/dialogs/lazy-dialog';

// Each dialog loads when first opened (docs/decisions/0099).
const CollectionUpdateDialog = lazyDialog(
  () => import('./collection-update-dialog').then((module) => module.CollectionUpdateDialog),
  (props) => props.entry !== null,
);
const PromiseDialog = lazyDialog(
  () => import('../field-work/components/promise-dialog').then((module) => module.PromiseDialog),
  (props) => props.target !== null,
);
const RecordVisitDialog = lazyDialog(
  () =>
    import('../field-work/components/record-visit-dialog').then(
      (module) => module.RecordVisitDialog,
    ),
  (props) => props.target !== null,
);
const ReassignCollectionsDialog = lazyDialog(
  () => import('./reassign-collections-dialog').then((module) => module.ReassignCollectionsDialog),
  (props) => props.entries.length > 0,
);

const SEARCH_DEBOUNCE_MS = 300;

export interface CollectionListsProps {
  /** The collection day shown, 'YYYY-MM-DD'; null: the organization's today. */
  date?: string | null;
  /** The user works as a collector: their entries first, and the 'Mine' switch. */
  agent: boolean;
  canCollect: boolean;
  canAssign: boolean;
  /** Offers Record Visit (field_visits:create). */
  canVisit: boolean;
  /** Offers Promise to Pay (payments:create); a visit takes money only then. */
  canPromise: boolean;
}

/**
 * The Pending and Overdue tabs of /due-today with their counts for the search, each its own
 * server-sorted, paged table; the collection-update, reassign, Record Visit and Promise to Pay
 * dialogs.
 */
export function CollectionLists({
  date = null,
  agent,
  canCollect,
  canAssign,
  canVisit,
  canPromise,
}: CollectionListsProps) {
  const t = useT();
  const [tab, setTab] = useState<CollectionTab>('pending');
  const [search, setSearch] = useState('');
  const [mine, setMine] = useState(false);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [updating, setUpdating] = useState<CollectionEntry | null>(null);
  const [reassigning, setReassigning] = useState<CollectionEntry[]>([]);
  const [fieldWork, setFieldWork] = useState<{
    kind: 'visit' | 'promise';
    target: FieldWorkTarget;
  } | null>(null);
  const startFieldWork = (kind: 'visit' | 'promise') => (entry: CollectionEntry) =>
    setFieldWork({ kind, target: fieldWorkTargetOfEntry(entry) });
  const pendingState = useCollectionTabState();
  const overdueState = useCollectionTabState();
  const states = { pending: pendingState, overdue: overdueState };
  const common = { date, search, mine, mineFirst: agent };
  // Both tabs are asked for at once: each tab's count is its list's total for the same search.
  const lists = {
    pending: useCollections({ ...common, tab: 'pending', ...pageOf(pendingState) }),
    overdue: useCollections({ ...common, tab: 'overdue', ...pageOf(overdueState) }),
  };
  const restart = () => {
    pendingState.setPage(1);
    overdueState.setPage(1);
  };

  return (
    <>
      <Tabs
        value={tab}
        onChange={(next) => {
          if (next) setTab(next as CollectionTab);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {COLLECTION_TABS.map((value) => {
            const total = lists[value].data?.total;
            return (
              <Tabs.Tab
                key={value}
                value={value}
                rightSection={
                  total !== undefined && (
                    <Badge size="sm" variant="light" color={value === 'overdue' ? 'red' : 'gray'}>
                      {formatNumber(total)}
                    </Badge>
                  )
                }
              >
                {t(COLLECTION_TAB_LABELS[value])}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {COLLECTION_TABS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {value === tab && (
              <CollectionsTable
                tab={value}
                entries={lists[value]}
                state={states[value]}
                search={{
                  label: t('collections.search_label'),
                  placeholder: t('collections.search_placeholder'),
                  // Wide enough for the placeholder's whole sentence.
                  width: 420,
                  value: search,
                  onChange: (next) => {
                    setSearch(next);
                    restart();
                  },
                  debounceMs: SEARCH_DEBOUNCE_MS,
                }}
                toolbarStart={
                  agent && (
                    <Switch
                      label={t('collections.mine')}
                      checked={mine}
                      onChange={(event) => {
                        setMine(event.currentTarget.checked);
                        restart();
                      }}
                      mb={8}
                    />
                  )
                }
                onUpdate={canCollect ? setUpdating : undefined}
                onRecordVisit={canVisit ? startFieldWork('visit') : undefined}
                onPromise={canPromise ? startFieldWork('promise') : undefined}
                reassign={
                  canAssign
                    ? {
                        selectedIds,
                        onSelect: setSelectedIds,
                        onReassign: setReassigning,
                      }
                    : undefined
                }
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>

      <CollectionUpdateDialog entry={updating} onClose={() => setUpdating(null)} />
      <RecordVisitDialog
        target={fieldWork?.kind === 'visit' ? fieldWork.target : null}
        canTakePayment={canPromise}
        onClose={() => setFieldWork(null)}
      />
      <PromiseDialog
        target={fieldWork?.kind === 'promise' ? fieldWork.target : null}
        onClose={() => setFieldWork(null)}
      />
      {canAssign && (
        <ReassignCollectionsDialog
          entries={reassigning}
          onClose={() => setReassigning([])}
          onReassigned={() => setSelectedIds(new Set())}
        />
      )}
    </>
  );
}

function pageOf(state: ReturnType<typeof useCollectionTabState>) {
  return { page: state.page, pageSize: state.pageSize, sort: state.sort };
}
