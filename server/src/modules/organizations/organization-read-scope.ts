import { dataScopeReachOf } from '@lendline/core';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { runScoped } from '../../db/scope.ts';
import { withDatabaseTimer } from '../../db/timing.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { selectChildOrganizationIds } from './organizations.repository.ts';

/** The organizations a user may read in organization lists; null means every organization. */
export type OrganizationVisibility = readonly string[] | null;

/**
 * Runs read-only work over organizations in the scope organization lists use (spec part 1 §6
 * "Organization scope", narrowed by DESIGN.md): platform_super_admin every organization;
 * organization_admin and partner_admin their own and its descendants (their data scope);
 * everyone else their own organization and its direct children. The children lie outside an
 * 'own' data scope, so their ids are looked up as the system and the read transaction's scope
 * is widened by exactly those ids; row-level security still applies to it.
 */
export async function readOrganizationsInListScope<T>(
  request: FastifyRequest,
  work: (tx: Tx, visibility: OrganizationVisibility) => Promise<T>,
): Promise<T> {
  const auth = requireAuth(request);
  if (auth.scope.allOrganizations) return request.scoped((tx) => work(tx, null));
  const ownOrganizationId = auth.organization?.id;
  if (dataScopeReachOf(auth.roles) !== 'own' || !ownOrganizationId) {
    return request.scoped((tx) => work(tx, auth.scope.organizationIds));
  }
  const childIds = await request.system((tx) => selectChildOrganizationIds(tx, ownOrganizationId));
  const visibleIds = [...new Set([...auth.scope.organizationIds, ...childIds])];
  return withDatabaseTimer(request.databaseTimer, () =>
    runScoped(request.server.db, { ...auth.scope, organizationIds: visibleIds }, (tx) =>
      work(tx, visibleIds),
    ),
  );
}
