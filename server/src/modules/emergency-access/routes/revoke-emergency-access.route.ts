import {
  EmergencyAccessIdParamsSchema,
  EmergencyAccessMutationResponseSchema,
  RevokeEmergencyAccessRequestSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { revokeEmergencyAccess } from '../revoke-emergency-access.ts';
import { requestLanguage } from '../../../i18n/request-language.ts';
import { translate } from '../../../i18n/translate.ts';

export const revokeEmergencyAccessRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/emergency-access/:id/revoke',
    {
      config: { access: { resource: 'emergency_access', action: 'emergency_override' } },
      schema: {
        tags: ['emergency-access'],
        summary: 'Revoke an emergency access grant with a reason',
        operationId: 'revokeEmergencyAccess',
        params: EmergencyAccessIdParamsSchema,
        body: RevokeEmergencyAccessRequestSchema,
        response: {
          200: EmergencyAccessMutationResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      const result = await request.withContext((ctx) =>
        revokeEmergencyAccess(ctx, { id: request.params.id, reason: request.body.reason }),
      );
      return { ...result, message: translate(requestLanguage(request), result.message) };
    },
  );
};
