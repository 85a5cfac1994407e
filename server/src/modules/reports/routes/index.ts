import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportFileStorage } from '../report-file-storage.ts';
import { reportExportsRoutes } from './report-exports.routes.ts';
import { reportSchedulesRoutes } from './report-schedules.routes.ts';
import { reportsRoutes } from './reports.routes.ts';

/** The reports, their long exports (files in the app's file storage) and their schedules. */
export const reportsModuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = reportFileStorage(app.config.DATA_DIR);
  await app.register(reportsRoutes);
  await app.register(reportExportsRoutes, { storage });
  await app.register(reportSchedulesRoutes);
};
