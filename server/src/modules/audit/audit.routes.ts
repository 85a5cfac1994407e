import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const auditRoutes: FastifyPluginAsyncZod = async () => {};
