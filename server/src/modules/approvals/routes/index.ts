import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideApprovalRequestRoute } from './decide-approval-request.route.ts';
import { getApprovalBellRoute } from './get-approval-bell.route.ts';
import { getApprovalRequestRoute } from './get-approval-request.route.ts';
import { listApprovalRequestsRoute } from './list-approval-requests.route.ts';

export const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listApprovalRequestsRoute);
  await app.register(getApprovalBellRoute);
  await app.register(getApprovalRequestRoute);
  await app.register(decideApprovalRequestRoute);
};
