import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { PAGE_SIZE, RISK_PROFILE_TABS } from '@lendline/core';
import type { RiskProfile, RiskProfileTab, Role } from '@lendline/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import type { SortState } from '@/components/data-table/sort-cycle';
import { TabCount } from '@/components/ui/tab-count';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useRiskProfiles } from '../api/get-risk-profiles';
import type { RiskProfileSort } from '../api/get-risk-profiles';
import { RISK_PROFILE_TAB_LABELS } from '../lib/risk-labels';
import { mayCreateRiskProfile, riskProfileActionsFor } from '../lib/risk-permissions';
import { RISK_PROFILER_PATH } from './risk-profile-page';
import { RiskProfileActionsMenu, riskProfileColumns } from './risk-profiles-table';
import type { RiskProfileRowAction } from './risk-profiles-table';
import { RiskReviewDialogs } from './risk-review-dialogs';
import type { RiskReview } from './risk-review-dialogs';
import { RiskSummaryCards } from './risk-summary-cards';

const SEARCH_DEBOUNCE_MS = 300;
const profileKey = (profile: RiskProfile) => profile.id;
const profileLabel = (profile: RiskProfile) => profile.prospective_customer_name;
export const riskProfilePath = (id: string) => `${RISK_PROFILER_PATH}/${id}`;

export interface RiskProfilerScreenProps {
  roles: readonly Role[];
  /** The organization's currency. */
  currency: string;
  /** The organization's default phone country (a customer's phone the profile lacks). */
  defaultPhoneCountry?: string;
  /**
   * The 'Score performance' tab's content (issue 12: the score's back-test), given by the route
   * for holders of reports:read (features do not import each other); no tab without it.
   */
  scorePerformance?: ReactNode;
}

/** The tab beside the list's tabs that shows the score's back-test instead of profiles. */
const SCORE_PERFORMANCE_TAB = 'score_performance';

/**
 * The Risk Profiler Dashboard (spec part 2 §2): 'New Risk Profile', the five cards, the tabs with
 * their counts and one searchable, sortable, server-paged table of profiles.
 */
export function RiskProfilerScreen({
  roles,
  currency,
  defaultPhoneCountry,
  scorePerformance,
}: RiskProfilerScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const [tab, setTab] = useState<RiskProfileTab>('all');
  const [showPerformance, setShowPerformance] = useState(false);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState<RiskProfileSort> | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.default);
  const [review, setReview] = useState<RiskReview | null>(null);
  const [reviewOpen, setReviewOpen] = useState(false);
  const profiles = useRiskProfiles({ tab, search, page, pageSize, sort });
  const columns = useMemo(() => riskProfileColumns(t, currency), [t, currency]);

  const openRow = useCallback(
    (profile: RiskProfile) => void navigate(riskProfilePath(profile.id)),
    [navigate],
  );
  const rowActions = useCallback(
    (profile: RiskProfile) => {
      const allowed = riskProfileActionsFor(roles, profile);
      const actions: RiskProfileRowAction[] = [
        allowed.edit ? 'edit' : 'view',
        ...(allowed.review ? (['approve', 'reject'] as const) : []),
        ...(allowed.createCustomer ? (['create_customer'] as const) : []),
      ];
      return (
        <RiskProfileActionsMenu
          profile={profile}
          actions={actions}
          onAction={(row, action) => {
            if (action === 'view' || action === 'edit') openRow(row);
            else {
              setReview({ kind: action, profile: row });
              setReviewOpen(true);
            }
          }}
        />
      );
    },
    [roles, openRow],
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('risk.title')}
          </Title>
          <Text c="dimmed">{t('risk.subtitle')}</Text>
        </div>
        {mayCreateRiskProfile(roles) && (
          <Button
            component={Link}
            to={riskProfilePath('new')}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('risk.new_profile')}
          </Button>
        )}
      </Group>

      <RiskSummaryCards />

      <Tabs
        value={showPerformance ? SCORE_PERFORMANCE_TAB : tab}
        onChange={(next) => {
          if (!next) return;
          setShowPerformance(next === SCORE_PERFORMANCE_TAB);
          if (next === SCORE_PERFORMANCE_TAB) return;
          setTab(next as RiskProfileTab);
          setPage(1);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {RISK_PROFILE_TABS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              rightSection={
                <TabCount count={profiles.data && (profiles.data.counts[value] ?? 0)} />
              }
            >
              {t(RISK_PROFILE_TAB_LABELS[value])}
            </Tabs.Tab>
          ))}
          {scorePerformance && (
            <Tabs.Tab value={SCORE_PERFORMANCE_TAB}>{t('risk_performance.title')}</Tabs.Tab>
          )}
        </Tabs.List>
        {RISK_PROFILE_TABS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {value === tab && !showPerformance && (
              <DataTable
                label={t('risk.table_label', { tab: t(RISK_PROFILE_TAB_LABELS[tab]) })}
                columns={columns}
                rows={profiles.data?.data}
                rowKey={profileKey}
                rowLabel={profileLabel}
                loading={profiles.isPending}
                refreshing={profiles.isPlaceholderData}
                error={
                  profiles.isError && (
                    <DataTableLoadError
                      message={failureReason(profiles.error)}
                      onRetry={() => void profiles.refetch()}
                    />
                  )
                }
                emptyText={t('risk.empty')}
                search={{
                  label: t('risk.search_label'),
                  placeholder: t('risk.search_placeholder'),
                  width: 360,
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
                  profiles.data && {
                    page: profiles.data.page,
                    pageSize,
                    total: profiles.data.total,
                    noun: [t('risk.pagination.profile'), t('risk.pagination.profiles')],
                    onPageChange: setPage,
                    onPageSizeChange: (size) => {
                      setPageSize(size);
                      setPage(1);
                    },
                  }
                }
              />
            )}
          </Tabs.Panel>
        ))}
        {scorePerformance && (
          <Tabs.Panel value={SCORE_PERFORMANCE_TAB}>{scorePerformance}</Tabs.Panel>
        )}
      </Tabs>

      {/* The last review stays while its dialog closes, so the dialog keeps its words. */}
      <RiskReviewDialogs
        review={review}
        opened={reviewOpen}
        roles={roles}
        defaultPhoneCountry={defaultPhoneCountry}
        onClose={() => setReviewOpen(false)}
      />
    </Stack>
  );
}
