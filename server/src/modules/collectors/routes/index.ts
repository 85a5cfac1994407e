import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeCollectorBlockRoute } from './change-collector-block.route.ts';
import { createCollectorRoute } from './create-collector.route.ts';
import { getCollectorRoute } from './get-collector.route.ts';
import { listCollectorsRoute } from './list-collectors.route.ts';
import { updateCollectorRoute } from './update-collector.route.ts';

export const collectorsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listCollectorsRoute);
  await app.register(createCollectorRoute);
  await app.register(getCollectorRoute);
  await app.register(updateCollectorRoute);
  await app.register(changeCollectorBlockRoute);
};
