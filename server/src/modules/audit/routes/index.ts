import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportAuditLogsRoute } from './export-audit-logs.route.ts';
import { getAuditLogRoute } from './get-audit-log.route.ts';
import { listAuditLogsRoute } from './list-audit-logs.route.ts';
import { verifyAuditLogsRoute } from './verify-audit-logs.route.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listAuditLogsRoute);
  await app.register(exportAuditLogsRoute);
  await app.register(verifyAuditLogsRoute);
  await app.register(getAuditLogRoute);
};
