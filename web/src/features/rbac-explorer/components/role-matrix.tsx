import { Badge, Group, Table, Text, Title } from '@mantine/core';
import { ACTIONS, RESOURCES, permissionsOf, type Permission, type Role } from '@lendline/core';
import { useT } from '@/i18n/use-t';

/**
 * The full matrix of the roles (core's ROLE_PERMISSIONS): per resource, the actions they grant,
 * and those a standing emergency grant adds.
 */
export function RoleMatrix({
  roles,
  grantedPermissions,
  caption,
}: {
  roles: readonly Role[];
  grantedPermissions: readonly string[];
  caption: string;
}) {
  const t = useT();
  const held = new Set<string>(permissionsOf(roles));
  const granted = new Set(grantedPermissions.filter((permission) => !held.has(permission)));
  return (
    <section aria-labelledby="rbac-matrix-title">
      <Title order={2} size="h4" id="rbac-matrix-title" mb="xs">
        {t('rbac.matrix.title')}
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table striped verticalSpacing="xs">
          <caption>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('rbac.matrix.resource')}</Table.Th>
              <Table.Th scope="col">{t('rbac.matrix.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {RESOURCES.map((resource) => {
              const actions = ACTIONS.filter((action) => {
                const permission: Permission = `${resource}:${action}`;
                return held.has(permission) || granted.has(permission);
              });
              return (
                <Table.Tr key={resource}>
                  <Table.Th scope="row">
                    <Text component="span" ff="monospace" size="sm">
                      {resource}
                    </Text>
                  </Table.Th>
                  <Table.Td>
                    {actions.length === 0 ? (
                      <Text c="dimmed" size="sm">
                        {t('rbac.matrix.none')}
                      </Text>
                    ) : (
                      <Group gap={4}>
                        {actions.map((action) =>
                          granted.has(`${resource}:${action}`) ? (
                            <Badge key={action} color="orange" variant="light" tt="none">
                              {t('rbac.matrix.by_grant', { action })}
                            </Badge>
                          ) : (
                            <Badge key={action} variant="light" tt="none">
                              {action}
                            </Badge>
                          ),
                        )}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
