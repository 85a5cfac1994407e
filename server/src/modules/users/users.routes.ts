import {
  APPROVAL_MESSAGES,
  InviteUserRequestSchema,
  MessageResponseSchema,
  PendingApprovalResponseSchema,
  UpdateUserRequestSchema,
  USER_MESSAGES,
  UserIdParamsSchema,
  UserListQuerySchema,
  UserListResponseSchema,
  UserMutationResponseSchema,
  UserRoleChangeRequestSchema,
  UserSchema,
  UserStatusChangeRequestSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../http/error-response.ts';
import { replyPendingApproval } from '../../http/pending-approval.ts';
import { kickOutboxDelivery } from '../../mail/outbox-worker.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/write-audit.ts';
import { hashPassword } from '../auth/passwords.ts';
import { changeUserRole } from './change-user-role.ts';
import { changeUserStatus, endUserSessions } from './change-user-status.ts';
import { deleteUser } from './delete-user.ts';
import { generateTemporaryPassword } from './invitation-token.ts';
import { invitationRoutes } from './invitation.routes.ts';
import { inviteUser } from './invite-user.ts';
import { listUsersPage } from './list-users.ts';
import { updateUser } from './update-user.ts';
import { findUserOr404 } from './user-access.ts';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
} as const;

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(invitationRoutes);

  app.get(
    '/users',
    {
      config: { access: { resource: 'users', action: 'read' } },
      schema: {
        tags: ['users'],
        querystring: UserListQuerySchema,
        response: {
          200: UserListResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return request.scoped((tx) => listUsersPage(tx, { scope: auth.scope, query: request.query }));
    },
  );

  app.post(
    '/users/invite',
    {
      config: { access: { resource: 'users', action: 'create' } },
      schema: {
        tags: ['users'],
        body: InviteUserRequestSchema,
        response: { 201: UserMutationResponseSchema, ...errors, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const temporaryPasswordHash = await hashPassword(generateTemporaryPassword());
      const user = await request.scoped((tx) =>
        inviteUser(tx, {
          auth,
          invite: request.body,
          temporaryPasswordHash,
          actor: auditActorOf(request),
          now: app.clock(),
          publicUrl: app.config.PUBLIC_URL,
          invitationTtlHours: app.config.INVITATION_TTL_HOURS,
        }),
      );
      // Committed: the invitation e-mail is in the outbox; send it now rather than in 30 s.
      kickOutboxDelivery(app.database);
      return reply.status(201).send({ message: USER_MESSAGES.invited, user });
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: { resource: 'users', action: 'read' } },
      schema: {
        tags: ['users'],
        params: UserIdParamsSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return request.scoped((tx) => findUserOr404(tx, auth, request.params.id));
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { access: { resource: 'users', action: 'update' } },
      schema: {
        tags: ['users'],
        params: UserIdParamsSchema,
        body: UpdateUserRequestSchema,
        response: { 200: UserMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const user = await request.scoped((tx) =>
        updateUser(tx, {
          auth,
          userId: request.params.id,
          changes: request.body,
          actor: auditActorOf(request),
          now: app.clock(),
        }),
      );
      return { message: USER_MESSAGES.updated, user };
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: { resource: 'users', action: 'delete' } },
      schema: {
        tags: ['users'],
        params: UserIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors, 409: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await request.scoped((tx) =>
        deleteUser(tx, { auth, userId: request.params.id, actor: auditActorOf(request) }),
      );
      return { message: USER_MESSAGES.deleted };
    },
  );

  app.post(
    '/users/:id/status',
    {
      config: { access: { resource: 'users', action: 'update' } },
      schema: {
        tags: ['users'],
        params: UserIdParamsSchema,
        body: UserStatusChangeRequestSchema,
        response: { 200: UserMutationResponseSchema, ...errors, 422: ErrorResponse },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const now = app.clock();
      const result = await request.scoped((tx) =>
        changeUserStatus(tx, {
          auth,
          userId: request.params.id,
          change: request.body,
          actor: auditActorOf(request),
          now,
        }),
      );
      if (result.user.status !== 'active') {
        await endUserSessions(app.db, {
          userId: result.user.user_id,
          reason: `User ${result.user.status}`,
          now,
        });
      }
      return result;
    },
  );

  app.put(
    '/users/:id/role',
    {
      config: { access: { resource: 'users', action: 'update' } },
      schema: {
        tags: ['users'],
        params: UserIdParamsSchema,
        body: UserRoleChangeRequestSchema,
        response: {
          200: UserMutationResponseSchema,
          202: PendingApprovalResponseSchema,
          ...errors,
          409: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const outcome = await request.scoped((tx) =>
        changeUserRole(tx, {
          auth,
          userId: request.params.id,
          role: request.body.role,
          actor: auditActorOf(request),
          now: app.clock(),
        }),
      );
      if (outcome.kind === 'pending') {
        return replyPendingApproval(
          reply,
          outcome.approvalRequest,
          APPROVAL_MESSAGES.roleChangeSubmitted,
        );
      }
      return { message: USER_MESSAGES.roleUpdated, user: outcome.user };
    },
  );
};
