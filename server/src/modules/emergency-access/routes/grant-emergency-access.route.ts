import {
  EmergencyAccessMutationResponseSchema,
  GrantEmergencyAccessRequestSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import { grantEmergencyAccess } from '../grant-emergency-access.ts';
import { requestLanguage } from '../../../i18n/request-language.ts';
import { translate } from '../../../i18n/translate.ts';

export const grantEmergencyAccessRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/emergency-access',
    {
      config: { access: { resource: 'emergency_access', action: 'emergency_override' } },
      schema: {
        tags: ['emergency-access'],
        summary: 'Grant a user temporary permissions (at most 24 hours)',
        operationId: 'grantEmergencyAccess',
        body: GrantEmergencyAccessRequestSchema,
        response: {
          201: EmergencyAccessMutationResponseSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await request.withContext((ctx) => grantEmergencyAccess(ctx, request.body));
      return reply
        .status(201)
        .send({ ...result, message: translate(requestLanguage(request), result.message) });
    },
  );
};
