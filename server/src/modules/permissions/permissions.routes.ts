import {
  ACTIONS,
  RESOURCES,
  RoleSchema,
  checkPermission,
  type PermissionContext,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/error-response.ts';
import { effectivePermissionsOf } from '../../context/effective-permissions.ts';
import { requireAuth } from '../../plugins/auth.ts';

const PermissionContextSchema = z
  .object({
    organizationId: z.uuid().optional(),
    amount: z.number().nonnegative().optional(),
    riskLevel: z.enum(['low', 'medium', 'high']).optional(),
    timeWindow: z.object({ start: z.iso.datetime(), end: z.iso.datetime() }).optional(),
    ownerId: z.uuid().optional(),
    entityId: z.string().max(100).optional(),
    entityType: z.string().max(100).optional(),
    sensitive: z.boolean().optional(),
  })
  .strict();

const PermissionCheckRequestSchema = z.object({
  resource: z.enum(RESOURCES),
  action: z.enum(ACTIONS),
  context: PermissionContextSchema.optional(),
});

const PermissionCheckResponseSchema = z.object({
  allowed: z.boolean(),
  requires_approval_by: z.array(RoleSchema).optional(),
  approvers: z.array(RoleSchema).optional(),
  reason: z.string(),
});

export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/permissions/check',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['permissions'],
        summary: 'Check whether the signed-in user may do an action',
        operationId: 'checkPermission',
        body: PermissionCheckRequestSchema,
        response: {
          200: PermissionCheckResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const decision = checkPermission({
        subject: {
          ...effectivePermissionsOf(auth, app.clock()),
          organizationIds: auth.organizationIds,
        },
        resource: request.body.resource,
        action: request.body.action,
        context: request.body.context as PermissionContext | undefined,
        now: app.clock(),
      });
      return {
        allowed: decision.allowed,
        ...(decision.requiresApprovalBy && { requires_approval_by: decision.requiresApprovalBy }),
        ...(decision.approvers && { approvers: decision.approvers }),
        reason: decision.reason,
      };
    },
  );
};
