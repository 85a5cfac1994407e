import type { SensitiveOperation } from '@lendline/core';
import type { FastifyRequest } from 'fastify';

/**
 * What a route declares about the per-user limits, beside its `access` (docs/decisions/0068):
 * - 'exempt': a request the app makes by itself (the session read, the navigation counts, the
 *   live-event stream) — counted by no limit;
 * - 'not_a_form': a state-changing request that is not a form submission (a draft's autosave)
 *   — counted as an API request, not by the form limit.
 * Unmarked, every signed-in request counts as an API request, and a state-changing one as a
 * form submission too.
 */
export type RouteRateLimit = 'exempt' | 'not_a_form';

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
    /**
     * The route is under check_enhanced_security_rate_limit for this operation type; a function
     * decides per request (GET /reports/:key is an export only with a format), null for none.
     */
    sensitiveOperation?:
      SensitiveOperation | ((request: FastifyRequest) => SensitiveOperation | null);
  }
}
