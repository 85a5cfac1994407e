import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCustomerFromRiskProfileRoute } from './create-customer-from-risk-profile.route.ts';
import { decideRiskProfileRoute } from './decide-risk-profile.route.ts';
import { listRiskProfilesRoute } from './list-risk-profiles.route.ts';
import { saveRiskProfileRoute } from './save-risk-profile.route.ts';
import { scorePerformanceRoute } from './score-performance.route.ts';

/** The prospective-customer risk profiles (issue 12, spec part 2 §2 Risk Profiler Dashboard). */
export const riskProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(scorePerformanceRoute);
  await app.register(listRiskProfilesRoute);
  await app.register(saveRiskProfileRoute);
  await app.register(decideRiskProfileRoute);
  await app.register(createCustomerFromRiskProfileRoute);
};
