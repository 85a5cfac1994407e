import compress from '@fastify/compress';
import { MESSAGES } from '@lendline/core';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError } from './errors.ts';
import { errorForLog } from './http/error-for-log.ts';
import { swaggerOptions } from './http/openapi/swagger-options.ts';
import { authRoutes } from './modules/auth/routes/index.ts';
import { updateMeRoute } from './modules/me/routes/update-me.route.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { navigationRoutes } from './modules/navigation/navigation.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { permissionRoutes } from './modules/permissions/permissions.routes.ts';
import { APPROVAL_EXECUTORS } from './approval-executors.ts';
import approvalsPlugin from './modules/approvals/approvals.plugin.ts';
import { approvalsRoutes } from './modules/approvals/routes/index.ts';
import { auditRoutes } from './modules/audit/routes/index.ts';
import { collectorsRoutes } from './modules/collectors/routes/index.ts';
import { organizationsRoutes } from './modules/organizations/routes/index.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { notificationsRoutes } from './modules/notifications/routes/index.ts';
import type { MessageProvider } from './modules/notifications/message-providers.ts';
import { usersRoutes } from './modules/users/routes/index.ts';
import { sessionsRoutes } from './modules/sessions/routes/index.ts';
import { emergencyAccessRoutes } from './modules/emergency-access/routes/index.ts';
import { eventsRoutes } from './realtime/events.routes.ts';
import { customersRoutes } from './modules/customers/routes/index.ts';
import { loansRoutes } from './modules/loans/routes/loans.routes.ts';
import { paymentsRoutes } from './modules/payments/routes/payments.routes.ts';
import { collectionsRoutes } from './modules/collections/routes/collections.routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { documentsRoutes } from './modules/documents/routes/index.ts';
import { geocodeRoutes } from './modules/geocode/geocode.routes.ts';
import { riskProfilesRoutes } from './modules/risk-profiles/routes/index.ts';
import { enhancedRiskProfilesRoutes } from './modules/enhanced-risk-profiles/routes/index.ts';
import securityPlugin from './modules/security/security.plugin.ts';
import { securityRoutes } from './modules/security/routes/index.ts';
import { demoDataRoutes } from './modules/demo-data/demo-data.routes.ts';
import { analyticsRoutes } from './modules/analytics/routes/analytics.routes.ts';
import { reportsModuleRoutes } from './modules/reports/routes/index.ts';
import { WEB_DIST_FOLDER } from './paths.ts';
import authPlugin from './plugins/auth.ts';
import databasePlugin from './plugins/database.ts';
import errorsPlugin from './plugins/errors.ts';
import inputGuardPlugin from './plugins/input-guard.ts';
import originCheckPlugin from './plugins/origin-check.ts';
import responseHeadersPlugin from './plugins/response-headers.ts';
import responseMessagesPlugin from './plugins/response-messages.ts';
import timingPlugin from './plugins/timing.ts';
import { loadScreenRenderer, serverRender, type ScreenRenderer } from './plugins/server-render.ts';
import webAppPlugin from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Tests pass a clock to move time; production reads the real one. */
  clock?: () => Date;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  webDistFolder?: string;
  /**
   * Tests hand in the page renderer (or null for none); otherwise the web build's, when it has
   * one (server-render.ts).
   */
  screenRenderer?: ScreenRenderer | null;
  /** Tests hand in the SMS and WhatsApp provider; otherwise MESSAGE_PROVIDER chooses. */
  messageProvider?: MessageProvider | null;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            // Never a query's parameters or a value quoted by PostgreSQL (error-for-log.ts).
            serializers: { err: errorForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(helmet, {
    // Over plain HTTP (local use) neither HSTS nor upgrading requests makes sense.
    hsts: config.COOKIE_SECURE,
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': config.COOKIE_SECURE ? [] : null,
        // Map previews load OpenStreetMap tiles (a, b and c servers).
        'img-src': ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    },
  });
  await app.register(responseHeadersPlugin);
  await app.register(cookie);
  await app.register(swagger, swaggerOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // App plugins.
  await app.register(errorsPlugin);
  await app.register(responseMessagesPlugin);
  await app.register(timingPlugin);
  await app.register(databasePlugin, { database: options.database });
  await app.register(originCheckPlugin);
  await app.register(authPlugin, {
    sessionPolicy: {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    },
    clock: options.clock,
  });
  await app.register(securityPlugin, {
    formPerMinute: config.RATE_LIMIT_FORM_PER_MINUTE,
    apiPerMinute: config.RATE_LIMIT_API_PER_MINUTE,
  });
  await app.register(approvalsPlugin, { executors: APPROVAL_EXECUTORS });
  await app.register(inputGuardPlugin);

  // Feature routes.
  await app.register(
    async (api) => {
      // API answers compressed for the wire (the first customers page: 20.7 kB of JSON, 4.6 kB
      // as brotli). Only here: built assets have their prebuilt .br/.gz copies (web-app.ts).
      await api.register(compress, { encodings: ['br', 'gzip'] });
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(updateMeRoute);
      await api.register(permissionRoutes);
      await api.register(navigationRoutes);
      await api.register(dashboardRoutes);
      await api.register(organizationsRoutes);
      await api.register(usersRoutes);
      await api.register(sessionsRoutes);
      await api.register(emergencyAccessRoutes);
      await api.register(collectorsRoutes);
      await api.register(approvalsRoutes);
      await api.register(auditRoutes);
      await api.register(outboxRoutes);
      await api.register(eventsRoutes);
      await api.register(customersRoutes);
      await api.register(loansRoutes);
      await api.register(paymentsRoutes);
      await api.register(collectionsRoutes);
      await api.register(ledgerRoutes);
      await api.register(documentsRoutes);
      await api.register(geocodeRoutes);
      await api.register(reportsModuleRoutes);
      await api.register(riskProfilesRoutes);
      await api.register(enhancedRiskProfilesRoutes);
      await api.register(securityRoutes);
      await api.register(analyticsRoutes);
      await api.register(demoDataRoutes);
      await api.register(notificationsRoutes, { messageProvider: options.messageProvider });
    },
    { prefix: '/api/v1' },
  );
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const webDist = options.webDistFolder ?? WEB_DIST_FOLDER;
  const serveWeb = existsSync(join(webDist, 'index.html'));
  if (serveWeb) await app.register(webAppPlugin, { root: webDist });
  const renderer =
    options.screenRenderer === undefined
      ? serveWeb
        ? await loadScreenRenderer(webDist)
        : null
      : options.screenRenderer;
  const drawPage = renderer && serverRender(app, webDist, renderer);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (!pathname.startsWith('/api/') && request.method === 'GET' && serveWeb && !looksLikeFile) {
      // A signed-in screen's page drawn by the server, where it draws it (server-render.ts).
      if (drawPage && (await drawPage(request, reply))) return reply;
      // The single-page app owns every other path; a missing asset stays a 404.
      return reply.type('text/html').sendFile('index.html');
    }
    throw new AppError('NOT_FOUND', MESSAGES.notFound);
  });
  return app;
}
