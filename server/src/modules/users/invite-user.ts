import type { InviteUserRequest, User } from '@lendline/core';
import { DEFAULT_LANGUAGE, USER_MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { userInvitations, userProfiles, userRoles } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { enqueueEmail } from '../outbox/outbox.repository.ts';
import { composeInvitationEmail } from './invitation-email.ts';
import { createInvitationToken, hashInvitationToken } from './invitation-token.ts';
import {
  assertRoleAssignable,
  displayName,
  findOrganizationOr404,
  findUserOr404,
} from './user-access.ts';

export interface InviteUserOptions {
  invite: InviteUserRequest;
  /** Hash of the temporary password, computed before the transaction opens. */
  temporaryPasswordHash: string;
  publicUrl: string;
  invitationTtlHours: number;
}

export interface InvitedUser {
  user: User;
  /** The setup link's token, as the e-mail carries it; only its hash is stored. */
  invitationToken: string;
}

/**
 * Invites a user (spec part 1 §7 "Sign-up for an invite"): the account with a temporary
 * password, a pending profile, the role row, the invitation and its e-mail, all in the
 * caller's transaction — the e-mail goes to the outbox, so a rolled-back invite sends nothing.
 */
export async function inviteUser(
  ctx: RequestContext,
  options: InviteUserOptions,
): Promise<InvitedUser> {
  const { tx, auth, now } = ctx;
  const { invite } = options;
  assertRoleAssignable(auth, invite.role);
  const organization = await findOrganizationOr404(ctx, invite.organization_id);

  // The unique index on lower(email) decides between simultaneous invites, not a prior read.
  const [created] = await queryRows<{ id: string | null }>(
    tx,
    sql`select create_user_account(${invite.email}, ${options.temporaryPasswordHash}) as id`,
  );
  const userId = created?.id;
  if (!userId) throw new AppError('CONFLICT', USER_MESSAGES.emailTaken);

  await tx.insert(userProfiles).values({
    user_id: userId,
    first_name: invite.first_name,
    last_name: invite.last_name,
    phone: invite.phone ?? null,
    organization_id: organization.id,
    status: 'pending',
    invited_by: auth.user.id,
    invited_at: now,
    created_at: now,
    updated_at: now,
  });
  await tx
    .insert(userRoles)
    .values({ user_id: userId, role: invite.role, organization_id: organization.id, position: 0 });

  const token = createInvitationToken();
  const expiresAt = new Date(now.getTime() + options.invitationTtlHours * 3_600_000);
  await tx.insert(userInvitations).values({
    organization_id: organization.id,
    user_id: userId,
    token_hash: hashInvitationToken(token),
    invited_by: auth.user.id,
    expires_at: expiresAt,
    created_at: now,
  });

  const email = composeInvitationEmail(
    {
      firstName: invite.first_name,
      organizationName: organization.name,
      inviterName: displayName(auth),
      role: invite.role,
      publicUrl: options.publicUrl,
      token,
      expiresInHours: options.invitationTtlHours,
    },
    // In the inviter's language: the invitee has none yet (see composeInvitationEmail).
    ctx.language ?? DEFAULT_LANGUAGE,
  );
  await enqueueEmail(tx, {
    organizationId: organization.id,
    to: invite.email,
    subject: email.subject,
    text: email.text,
    html: email.html,
    now,
  });

  await writeAudit(tx, {
    actor: ctx.actor,
    organizationId: organization.id,
    action: 'invite',
    entityType: 'user',
    entityId: userId,
    newValues: {
      email: invite.email,
      first_name: invite.first_name,
      last_name: invite.last_name,
      phone: invite.phone ?? null,
      organization_id: organization.id,
      role: invite.role,
      status: 'pending',
      invitation_expires_at: expiresAt.toISOString(),
    },
  });
  return { user: await findUserOr404(ctx, userId), invitationToken: token };
}
