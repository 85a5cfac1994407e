import { Button, Stack } from '@mantine/core';
import type { Organization } from '@lendline/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { useT } from '@/i18n/use-t';
import { useOrganizations } from '../api/get-organizations';
import { organizationFailure } from '../lib/failure-texts';
import type { OrganizationActor } from '../lib/organization-actions';
import {
  blockNeedsApproval,
  editsLendingOnly,
  mayCreateOrganizations,
  organizationActionsFor,
} from '../lib/organization-actions';
import { DeleteOrganizationDialog } from './delete-organization-dialog';
import { OrganizationBlockDialog } from './organization-block-dialog';
import { OrganizationActionsMenu } from './organization-actions-menu';
import type { OrganizationMenuChoice } from './organization-actions-menu';
import { OrganizationFormModal } from './organization-form-modal';
import { organizationColumns } from './organizations-table';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';

const SEARCH_DEBOUNCE_MS = 300;

type OpenDialog = { kind: OrganizationMenuChoice | 'create'; organization: Organization | null };

/** The Organizations tab of User Management (issue 3 "Organizations"). */
export function OrganizationsTab({ actor }: { actor: OrganizationActor }) {
  const t = useT();
  const columns = useMemo(() => organizationColumns(t), [t]);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const organizations = useOrganizations({ page, search: debouncedSearch });
  const loadFailure = organizations.isError && organizationFailure('fetch', organizations.error);
  const close = () => setDialog(null);
  const formOpened = dialog?.kind === 'create' || dialog?.kind === 'edit';
  const blockTarget =
    dialog && (dialog.kind === 'block' || dialog.kind === 'unblock') && dialog.organization
      ? { organization: dialog.organization, action: dialog.kind }
      : null;

  return (
    <Stack gap="md">
      <DataTable
        label={t('organizations.title')}
        columns={columns}
        rows={organizations.data?.data}
        rowKey={(organization) => organization.id}
        rowLabel={(organization) => organization.name}
        loading={organizations.isPending}
        error={
          loadFailure && (
            <DataTableLoadError
              message={loadFailure}
              onRetry={() => void organizations.refetch()}
            />
          )
        }
        emptyText={
          debouncedSearch ? t('organizations.list.no_match') : t('organizations.list.empty')
        }
        search={{
          label: t('organizations.search.label'),
          placeholder: t('organizations.search.placeholder'),
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
          width: 320,
        }}
        toolbar={{
          end: mayCreateOrganizations(actor) && (
            <Button
              leftSection={<IconBuildingPlus size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'create', organization: null })}
            >
              {t('organizations.create.title')}
            </Button>
          ),
        }}
        rowActions={(organization) => (
          <OrganizationActionsMenu
            organization={organization}
            actions={organizationActionsFor(actor, organization)}
            onChoose={(kind) => setDialog({ kind, organization })}
          />
        )}
        pagination={
          organizations.data && {
            page: organizations.data.page,
            pageSize: organizations.data.page_size,
            total: organizations.data.total,
            noun: [t('organizations.list.noun_one'), t('organizations.list.noun_other')],
            onPageChange: setPage,
          }
        }
      />

      <OrganizationFormModal
        opened={formOpened}
        organization={dialog?.kind === 'edit' ? dialog.organization : null}
        lendingOnly={
          dialog?.kind === 'edit' &&
          dialog.organization !== null &&
          editsLendingOnly(actor, dialog.organization)
        }
        onClose={close}
      />
      <OrganizationBlockDialog
        target={blockTarget}
        needsApproval={blockNeedsApproval(actor)}
        onClose={close}
      />
      <DeleteOrganizationDialog
        organization={dialog?.kind === 'delete' ? dialog.organization : null}
        onClose={close}
      />
    </Stack>
  );
}
