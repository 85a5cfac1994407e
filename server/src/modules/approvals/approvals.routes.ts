import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const approvalsRoutes: FastifyPluginAsyncZod = async () => {};
