import { holdsPermission } from '@lendline/core';
import type { Organization, Role } from '@lendline/core';

export interface OrganizationActor {
  roles: readonly Role[];
  /** The signed-in user's own organization. */
  organizationId: string | null;
}

export interface OrganizationActions {
  edit: boolean;
  delete: boolean;
  /** Block when unblocked, unblock when blocked; not while a request for it is pending. */
  toggleBlock: boolean;
}

export function mayCreateOrganizations(actor: OrganizationActor): boolean {
  return holdsPermission(actor.roles, 'organizations', 'create');
}

/**
 * Create, edit and delete are platform_super_admin's (organizations:*); an organization_admin
 * edits its own organization's Lending settings only (issue 10, settings:update). Block and unblock:
 * platform_super_admin carries them out; an organization_admin may ask for them on an
 * organization of its tree (issue 3), which the server turns into an approval request. Nobody
 * blocks their own organization from here.
 */
export function organizationActionsFor(
  actor: OrganizationActor,
  organization: Organization,
): OrganizationActions {
  const own = organization.id === actor.organizationId;
  const mayBlock =
    holdsPermission(actor.roles, 'organizations', 'block') ||
    actor.roles.includes('organization_admin');
  return {
    edit:
      holdsPermission(actor.roles, 'organizations', 'update') ||
      editsLendingOnly(actor, organization),
    delete: holdsPermission(actor.roles, 'organizations', 'delete') && !own,
    toggleBlock: mayBlock && !own && !organization.pending_request,
  };
}

/** An organization admin on its own organization: the form shows the Lending settings alone. */
export function editsLendingOnly(actor: OrganizationActor, organization: Organization): boolean {
  return (
    !holdsPermission(actor.roles, 'organizations', 'update') &&
    organization.id === actor.organizationId &&
    actor.roles.includes('organization_admin') &&
    holdsPermission(actor.roles, 'settings', 'update')
  );
}

/** Whether a block or unblock happens at once or becomes an approval request. */
export function blockNeedsApproval(actor: OrganizationActor): boolean {
  return !holdsPermission(actor.roles, 'organizations', 'block');
}
