import { InviteUserRequestSchema, USER_MESSAGES, UserMutationResponseSchema } from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { kickOutboxDelivery } from '../../../mail/outbox-worker.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { generateTemporaryPassword } from '../invitation-token.ts';
import { inviteUser } from '../invite-user.ts';
import { userErrors } from './errors.ts';

export const inviteUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/invite',
    {
      config: {
        access: { resource: 'users', action: 'create' },
        sensitiveOperation: 'user_invitation',
      },
      schema: {
        tags: ['users'],
        summary: 'Invite a user by e-mail',
        operationId: 'inviteUser',
        body: InviteUserRequestSchema,
        response: { 201: UserMutationResponseSchema, ...userErrors, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      // Hashing takes milliseconds of CPU: done before the transaction opens.
      const temporaryPasswordHash = await hashPassword(generateTemporaryPassword());
      const { user } = await request.withContext((ctx) =>
        inviteUser(ctx, {
          invite: request.body,
          temporaryPasswordHash,
          publicUrl: app.config.PUBLIC_URL,
          invitationTtlHours: app.config.INVITATION_TTL_HOURS,
        }),
      );
      // Committed: the invitation e-mail is in the outbox; send it now rather than in 30 s.
      kickOutboxDelivery(app.database);
      return reply.status(201).send({ message: USER_MESSAGES.invited, user });
    },
  );
};
