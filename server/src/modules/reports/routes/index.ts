import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { join, resolve } from 'node:path';
import { createDiskDocumentStorage } from '../../../storage/disk-storage.ts';
import { reportExportsRoutes } from './report-exports.routes.ts';
import { reportsRoutes } from './reports.routes.ts';

/** The reports, their long exports and (with the files in the app's file storage). */
export const reportsModuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createDiskDocumentStorage(join(resolve(app.config.DATA_DIR), 'report-exports'));
  await app.register(reportsRoutes);
  await app.register(reportExportsRoutes, { storage });
};
