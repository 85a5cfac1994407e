import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApprovalExecutors } from './approval-executor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What approving each kind of request does; composed in server/src/approval-executors.ts. */
    approvalExecutors: ApprovalExecutors;
  }
}

/** Registers the executors of every kind of approval request (docs/decisions/0032). */
export default fp(
  async function approvalsPlugin(app: FastifyInstance, options: { executors: ApprovalExecutors }) {
    app.decorate('approvalExecutors', options.executors);
  },
  { name: 'approvals' },
);
