import {
  ApproveLoanRequestSchema,
  CreateLoanRequestSchema,
  DisburseLoanRequestSchema,
  LOAN_MESSAGES,
  LoanDetailSchema,
  LoanIdParamsSchema,
  LoanListQuerySchema,
  LoanListResponseSchema,
  LoanMutationResponseSchema,
  LoanPendingApprovalResponseSchema,
  LoanTermsQuerySchema,
  LoanTermsResponseSchema,
  RejectLoanRequestSchema,
  UpdateLoanRequestSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerIdempotently } from '../../../http/idempotency.ts';
import { translateMessage } from '../../../i18n/translate.ts';
import { applyForLoan, updateLoanApplication } from '../apply-for-loan.ts';
import { approveLoan, rejectLoan } from '../decide-loan.ts';
import { disburseLoan } from '../disburse-loan.ts';
import { getLoanDetail, getLoanTerms, listLoans } from '../get-loan.ts';
import { loanReadErrors, loanWriteErrors } from './errors.ts';

const answerOf = ({ status, ...body }: { status: number } & Record<string, unknown>) => ({
  status,
  body: status === 202 ? { status: 'pending_approval', ...body } : body,
});

/** The loan lifecycle (issue 10): apply, edit, approve or reject, disburse, read and list. */
export const loansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/loans',
    {
      config: { access: { resource: 'loans', action: 'read' } },
      schema: {
        tags: ['loans'],
        summary: 'List loans by tab, with every tab’s count',
        operationId: 'listLoans',
        querystring: LoanListQuerySchema,
        response: { 200: LoanListResponseSchema, ...loanReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => listLoans(ctx, request.query)),
  );

  app.get(
    '/loans/terms',
    {
      config: { access: { resource: 'loans', action: 'create' } },
      schema: {
        tags: ['loans'],
        summary: "The application dialog's defaults and calendar for a customer",
        operationId: 'getLoanTerms',
        querystring: LoanTermsQuerySchema,
        response: { 200: LoanTermsResponseSchema, ...loanReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => getLoanTerms(ctx, request.query.customer_id)),
  );

  app.post(
    '/loans',
    {
      config: { access: { resource: 'loans', action: 'create' } },
      schema: {
        tags: ['loans'],
        summary: 'Apply for a loan: approved at once or routed for approval',
        operationId: 'createLoan',
        body: CreateLoanRequestSchema,
        response: {
          201: LoanMutationResponseSchema,
          202: LoanPendingApprovalResponseSchema,
          ...loanWriteErrors,
        },
      },
    },
    async (request, reply) =>
      answerIdempotently(request, reply, async (ctx) =>
        answerOf(await applyForLoan(ctx, request.body)),
      ),
  );

  app.get(
    '/loans/:id',
    {
      config: { access: { resource: 'loans', action: 'read' } },
      schema: {
        tags: ['loans'],
        summary: 'Read a loan with its schedule, payments and journal lines',
        operationId: 'getLoan',
        params: LoanIdParamsSchema,
        response: { 200: LoanDetailSchema, ...loanReadErrors },
      },
    },
    async (request) => request.withContext((ctx) => getLoanDetail(ctx, request.params.id)),
  );

  app.patch(
    '/loans/:id',
    {
      config: { access: { resource: 'loans', action: 'update' } },
      schema: {
        tags: ['loans'],
        summary: 'Edit a pending application; a changed amount routes it again',
        operationId: 'updateLoan',
        params: LoanIdParamsSchema,
        body: UpdateLoanRequestSchema,
        response: {
          200: LoanMutationResponseSchema,
          202: LoanPendingApprovalResponseSchema,
          ...loanWriteErrors,
        },
      },
    },
    async (request, reply) => {
      const outcome = await request.withContext((ctx) =>
        updateLoanApplication(ctx, { id: request.params.id, body: request.body }),
      );
      const { status, body } = answerOf(outcome);
      return reply.status(status).send(body as never);
    },
  );

  app.post(
    '/loans/:id/approve',
    {
      config: { access: { resource: 'loans', action: 'approve' } },
      schema: {
        tags: ['loans'],
        summary: 'Approve a pending loan (closes its approval request)',
        operationId: 'approveLoan',
        params: LoanIdParamsSchema,
        body: ApproveLoanRequestSchema,
        response: { 200: LoanMutationResponseSchema, ...loanWriteErrors },
      },
    },
    async (request) => {
      const loan = await request.withContext((ctx) =>
        approveLoan(ctx, { id: request.params.id, note: request.body?.note ?? null }),
      );
      return { message: LOAN_MESSAGES.approved, loan };
    },
  );

  app.post(
    '/loans/:id/reject',
    {
      config: { access: { resource: 'loans', action: 'approve' } },
      schema: {
        tags: ['loans'],
        summary: 'Reject a pending loan with a reason (closes its approval request)',
        operationId: 'rejectLoan',
        params: LoanIdParamsSchema,
        body: RejectLoanRequestSchema,
        response: { 200: LoanMutationResponseSchema, ...loanWriteErrors },
      },
    },
    async (request) => {
      const loan = await request.withContext((ctx) =>
        rejectLoan(ctx, { id: request.params.id, reason: request.body.reason }),
      );
      return { message: LOAN_MESSAGES.rejected, loan };
    },
  );

  app.post(
    '/loans/:id/disburse',
    {
      config: { access: { resource: 'loans', action: 'update' } },
      schema: {
        tags: ['loans'],
        summary: 'Disburse an approved loan: schedule and journal entry',
        operationId: 'disburseLoan',
        params: LoanIdParamsSchema,
        body: DisburseLoanRequestSchema,
        response: { 200: LoanMutationResponseSchema, ...loanWriteErrors },
      },
    },
    async (request, reply) =>
      answerIdempotently(request, reply, async (ctx) => {
        const loan = await disburseLoan(ctx, { id: request.params.id, body: request.body });
        return {
          status: 200,
          body: {
            message: translateMessage(ctx.language ?? null, {
              key: LOAN_MESSAGES.disbursed,
              values: { loan_number: loan.loan_number },
            }),
            loan,
          },
        };
      }),
  );
};
