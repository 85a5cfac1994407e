import {
  Checkbox,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ACTIONS,
  RESOURCES,
  ROLE_LABELS,
  ROLES_WITH_PERMISSIONS,
  type Action,
  type PermissionSubject,
  type Resource,
  type RiskLevel,
  type Role,
  type User,
} from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { isAllowed } from '@/lib/authorization';
import { useEmergencyGrants } from '../api/get-emergency-grants';
import { useExplorerUsers } from '../api/get-explorer-users';
import {
  EMPTY_CONTEXT,
  explainPermission,
  standingGrants,
  type ExplorerContext,
} from '../lib/explain-permission';
import { ExplorerAnswer } from './explorer-answer';
import { RoleMatrix } from './role-matrix';

const RISK_LEVELS: readonly RiskLevel[] = ['low', 'medium', 'high'];
const RISK_LABELS = {
  low: 'rbac.context.risk_low',
  medium: 'rbac.context.risk_medium',
  high: 'rbac.context.risk_high',
} as const satisfies Record<RiskLevel, string>;

type SubjectMode = 'role' | 'user';

/**
 * /rbac-testing (issue 13): who could do what. The answer is core's checkPermission — the engine
 * the server enforces — on a role or a user in scope, with an optional context, widened by the
 * user's standing emergency grants; beside it, the full matrix of the role(s).
 */
export function RbacExplorerScreen({ viewer, now }: { viewer: PermissionSubject; now: Date }) {
  const t = useT();
  const canListUsers = isAllowed(viewer, 'users:read', undefined, now);
  const [mode, setMode] = useState<SubjectMode>('role');
  const [role, setRole] = useState<Role>('loan_officer');
  const [userId, setUserId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [resource, setResource] = useState<Resource>('loans');
  const [action, setAction] = useState<Action>('approve');
  const [context, setContext] = useState<ExplorerContext>(EMPTY_CONTEXT);
  const users = useExplorerUsers(debouncedSearch, { enabled: canListUsers && mode === 'user' });
  const grantsQuery = useEmergencyGrants({ enabled: mode === 'user' && userId !== null });

  const [knownUsers, setKnownUsers] = useState<Record<string, User>>({});
  const userList = users.data ?? [];
  const user = userId
    ? (userList.find((item) => item.user_id === userId) ?? knownUsers[userId])
    : undefined;

  const subject: PermissionSubject | null =
    mode === 'role'
      ? { roles: [role], organizationIds: viewer.organizationIds }
      : user
        ? { roles: user.roles, organizationIds: user.organization_id ? [user.organization_id] : [] }
        : null;
  const grants =
    mode === 'user' && user
      ? grantsQuery.data === null
        ? null
        : standingGrants(grantsQuery.data ?? [], now).filter(
            (grant) => grant.target_user_id === user.user_id,
          )
      : [];

  // Cheap and pure: computed on every render from the question as it stands.
  const explanation =
    subject && explainPermission({ subject, resource, action, context, grants: grants ?? [], now });

  const setContextField = <Key extends keyof ExplorerContext>(
    key: Key,
    value: ExplorerContext[Key],
  ) => setContext((current) => ({ ...current, [key]: value }));

  const userLabel = (item: User) => `${item.first_name} ${item.last_name} (${item.email})`;
  const roleOptions = ROLES_WITH_PERMISSIONS.map((value) => ({
    value,
    label: t(ROLE_LABELS[value]),
  }));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('rbac.title')}
        </Title>
        <Text c="dimmed">{t('rbac.description')}</Text>
      </div>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <div>
          <Stack gap="sm" component="form" onSubmit={(event) => event.preventDefault()}>
            <Title order={2} size="h4">
              {t('rbac.question.title')}
            </Title>
            {canListUsers && (
              <SegmentedControl
                aria-label={t('rbac.subject.mode')}
                value={mode}
                onChange={(value) => setMode(value as SubjectMode)}
                data={[
                  { value: 'role', label: t('rbac.subject.by_role') },
                  { value: 'user', label: t('rbac.subject.by_user') },
                ]}
              />
            )}
            {mode === 'role' ? (
              <Select
                label={t('rbac.subject.role')}
                data={roleOptions}
                value={role}
                onChange={(value) => value && setRole(value as Role)}
                allowDeselect={false}
              />
            ) : (
              <Select
                label={t('rbac.subject.user')}
                placeholder={t('rbac.subject.user_placeholder')}
                searchable
                searchValue={search}
                onSearchChange={setSearch}
                filter={({ options }) => options}
                data={userList.map((item) => ({ value: item.user_id, label: userLabel(item) }))}
                value={userId}
                onChange={(value) => {
                  const picked = userList.find((item) => item.user_id === value);
                  if (picked) setKnownUsers((known) => ({ ...known, [picked.user_id]: picked }));
                  setUserId(value);
                }}
                nothingFoundMessage={
                  users.isPending ? t('rbac.subject.loading') : t('rbac.subject.no_users')
                }
              />
            )}
            {mode === 'user' && user && (
              <Text size="sm" c="dimmed">
                {t('rbac.subject.user_roles', {
                  roles:
                    user.roles.length > 0
                      ? user.roles.map((item) => t(ROLE_LABELS[item])).join(', ')
                      : t('rbac.subject.no_roles'),
                })}
              </Text>
            )}
            <Select
              label={t('rbac.question.resource')}
              data={[...RESOURCES]}
              value={resource}
              onChange={(value) => value && setResource(value as Resource)}
              allowDeselect={false}
              searchable
            />
            <Select
              label={t('rbac.question.action')}
              data={[...ACTIONS]}
              value={action}
              onChange={(value) => value && setAction(value as Action)}
              allowDeselect={false}
              searchable
            />

            <Title order={3} size="h5" mt="xs">
              {t('rbac.context.title')}
            </Title>
            <NumberInput
              label={t('rbac.context.amount')}
              value={context.amount ?? ''}
              onChange={(value) =>
                setContextField('amount', typeof value === 'number' ? value : null)
              }
              min={0}
              decimalScale={2}
              thousandSeparator=","
              hideControls
            />
            <Select
              label={t('rbac.context.risk_level')}
              placeholder={t('rbac.context.risk_none')}
              data={RISK_LEVELS.map((value) => ({ value, label: t(RISK_LABELS[value]) }))}
              value={context.riskLevel}
              onChange={(value) =>
                setContextField('riskLevel', (value as RiskLevel | null) ?? null)
              }
              clearable
            />
            <Checkbox
              label={t('rbac.context.other_organization')}
              checked={context.otherOrganization}
              onChange={(event) =>
                setContextField('otherOrganization', event.currentTarget.checked)
              }
            />
            <TextInput
              type="datetime-local"
              label={t('rbac.context.window_start')}
              value={context.windowStart}
              onChange={(event) => setContextField('windowStart', event.currentTarget.value)}
            />
            <TextInput
              type="datetime-local"
              label={t('rbac.context.window_end')}
              value={context.windowEnd}
              onChange={(event) => setContextField('windowEnd', event.currentTarget.value)}
              description={t('rbac.context.window_hint')}
            />
          </Stack>
        </div>

        <div>
          <Stack gap="lg">
            {explanation ? (
              <ExplorerAnswer
                explanation={explanation}
                permission={`${resource}:${action}`}
                grants={mode === 'user' ? grants : undefined}
              />
            ) : (
              <Text c="dimmed">{t('rbac.answer.pick_user')}</Text>
            )}
            {subject && (
              <RoleMatrix
                roles={subject.roles}
                grantedPermissions={(grants ?? []).flatMap((grant) => grant.permissions)}
                caption={
                  mode === 'role'
                    ? t('rbac.matrix.caption_role', { role: t(ROLE_LABELS[role]) })
                    : t('rbac.matrix.caption_user', { name: user ? userLabel(user) : '' })
                }
              />
            )}
          </Stack>
        </div>
      </SimpleGrid>
    </Stack>
  );
}
