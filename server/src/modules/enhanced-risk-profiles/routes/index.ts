import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enhancedRiskProfilesRoute } from './enhanced-risk-profiles.route.ts';
import { riskOverrideRoute } from './risk-override.route.ts';

/** The customers' side of the risk area (issue 12): enhanced profiles and the risk override. */
export const enhancedRiskProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(enhancedRiskProfilesRoute);
  await app.register(riskOverrideRoute);
};
