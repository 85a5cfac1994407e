import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantEmergencyAccessRoute } from './grant-emergency-access.route.ts';
import { listEmergencyAccessRoute } from './list-emergency-access.route.ts';
import { revokeEmergencyAccessRoute } from './revoke-emergency-access.route.ts';

export const emergencyAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listEmergencyAccessRoute);
  await app.register(grantEmergencyAccessRoute);
  await app.register(revokeEmergencyAccessRoute);
};
