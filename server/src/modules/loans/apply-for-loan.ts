import {
  calendarDayIn,
  LOAN_MESSAGES,
  routeLoanApplication,
  type ApprovalRequest,
  type CreateLoanRequest,
  type Loan,
  type LoanRoute,
  type MessageKey,
  type Role,
  type UpdateLoanRequest,
} from '@lendline/core';
import { and, eq, inArray } from 'drizzle-orm';
import { repositories } from '../../context/repositories.ts';
import type { RequestContext } from '../../context/request-context.ts';
import type { Executor } from '../../db/client.ts';
import {
  approvalRequests,
  customers,
  loans,
  organizations,
  type Loan as LoanRecord,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { translateMessage } from '../../i18n/translate.ts';
import { createApprovalRequest } from '../approvals/create-approval-request.ts';
import {
  lockLoan,
  loanFigureColumns,
  NEXT_LOAN_NUMBER,
  readLoan,
  recordLoanChange,
} from './loan-records.ts';
import { rowInScope } from '../../db/scope.ts';
import { applicantScoreColumns } from '../risk-profiles/latest-customer-score.ts';

/** What applying (or editing an application) answers: approved at once, or waiting. */
export type LoanApplicationOutcome =
  | { status: 201 | 200; message: string; loan: Loan }
  | {
      status: 202;
      message: string;
      approval_request: ApprovalRequest;
      loan: Loan;
    };

interface Borrower {
  id: string;
  organization_id: string;
  name: string;
  risk_level: string;
  status: string;
}

export async function findBorrower(tx: Executor, customerId: string): Promise<Borrower> {
  const [customer] = await tx
    .select({
      id: customers.id,
      organization_id: customers.organization_id,
      first_name: customers.first_name,
      last_name: customers.last_name,
      risk_level: customers.risk_level,
      status: customers.status,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new AppError('NOT_FOUND', LOAN_MESSAGES.customerNotFound);
  return { ...customer, name: `${customer.first_name} ${customer.last_name}` };
}

export async function lendingSettingsOf(tx: Executor, organizationId: string) {
  const [organization] = await tx
    .select({
      timezone: organizations.timezone,
      currency: organizations.currency,
      collection_days: organizations.collection_days,
      holidays: organizations.holidays,
      second_loan_approver: organizations.second_loan_approver,
      default_daily_interest_rate: organizations.default_daily_interest_rate,
      default_upfront_interest: organizations.default_upfront_interest,
      default_max_repayment_days: organizations.default_max_repayment_days,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) throw new AppError('NOT_FOUND', LOAN_MESSAGES.customerNotFound);
  return organization;
}

/** The refusal of an amount above every tier, naming who may approve it. */
export function aboveEveryLimit(message: MessageKey, approvers: readonly Role[]): AppError {
  return new AppError('FORBIDDEN', {
    key: message,
    values: { roles: approvers.map((role) => role.replaceAll('_', ' ')).join(', ') },
  });
}

/** Routes an application (core routeLoanApplication); refuses what no tier allows. */
function routeFor(
  ctx: RequestContext,
  principal: number,
  borrower: Borrower,
  secondApprover: boolean,
): LoanRoute {
  const route = routeLoanApplication({
    roles: ctx.auth.roles,
    principal,
    secondApprover,
    customerRiskLevel: borrower.risk_level,
  });
  if (route.kind === 'refuse')
    throw aboveEveryLimit(LOAN_MESSAGES.aboveEveryLimit, route.approvers);
  return route;
}

/** Files the approval request a routed application waits on. */
async function requestApproval(
  ctx: RequestContext,
  loan: LoanRecord,
  borrower: Borrower,
  route: Extract<LoanRoute, { kind: 'request' }>,
  notes: string | null,
): Promise<ApprovalRequest> {
  return createApprovalRequest(ctx, {
    requestType: route.requestType,
    organizationId: loan.organization_id,
    entityId: loan.id,
    requestData: {
      customer_name: borrower.name,
      principal_amount: Number(loan.principal_amount),
      reason_code: route.reasonCode,
    },
    notes,
  });
}

async function answer(
  ctx: RequestContext,
  loanId: string,
  borrower: Borrower,
  request: ApprovalRequest | null,
  approvedStatus: 201 | 200,
): Promise<LoanApplicationOutcome> {
  const loan = await readLoan(ctx, loanId);
  const say = (key: MessageKey) =>
    translateMessage(ctx.language ?? null, { key, values: { name: borrower.name } });
  if (request) {
    return {
      status: 202,
      message: say(LOAN_MESSAGES.submitted),
      approval_request: request,
      loan,
    };
  }
  return { status: approvedStatus, message: say(LOAN_MESSAGES.approvedAtOnce), loan };
}

/**
 * POST /loans (issue 10 "Apply"): the figures from the loan math, a loan number, and the route
 * the permission engine gives: approved at once (approved_by = submitter), or pending with an
 * `approval` or `approve_high_value` request, or refused above every tier. One transaction.
 */
export async function applyForLoan(
  ctx: RequestContext,
  body: CreateLoanRequest,
): Promise<LoanApplicationOutcome> {
  const borrower = await findBorrower(ctx.tx, body.customer_id);
  if (borrower.status !== 'active') {
    throw new AppError('BUSINESS_RULE', LOAN_MESSAGES.customerNotActive);
  }
  const settings = await lendingSettingsOf(ctx.tx, borrower.organization_id);
  const route = routeFor(ctx, body.principal_amount, borrower, settings.second_loan_approver);
  const approved = route.kind === 'approve';
  const year = calendarDayIn(settings.timezone, ctx.now).slice(0, 4);
  const [inserted] = await ctx.tx
    .insert(loans)
    .values({
      organization_id: borrower.organization_id,
      loan_number: NEXT_LOAN_NUMBER(year),
      customer_id: borrower.id,
      ...loanFigureColumns({
        principal_amount: body.principal_amount,
        daily_interest_rate:
          body.daily_interest_rate ?? Number(settings.default_daily_interest_rate),
        upfront_interest: body.upfront_interest ?? Number(settings.default_upfront_interest),
        max_repayment_days: body.max_repayment_days ?? settings.default_max_repayment_days,
      }),
      purpose: body.purpose ?? null,
      notes: body.notes ?? null,
      ...applicantScoreColumns({
        organizationId: borrower.organization_id,
        customerId: borrower.id,
      }),
      status: approved ? 'approved' : 'pending',
      approved_at: approved ? ctx.now : null,
      approved_by: approved ? ctx.auth.user.id : null,
      created_by: ctx.auth.user.id,
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .returning({ id: loans.id });
  const loan = await recordLoanChange(ctx, {
    action: 'create',
    before: null,
    loanId: inserted!.id,
    approvalRequired: !approved,
  });
  const request =
    route.kind === 'request'
      ? await requestApproval(ctx, loan, borrower, route, body.notes ?? null)
      : null;
  return answer(ctx, loan.id, borrower, request, 201);
}

/**
 * PATCH /loans/:id while pending (issue 10 "Edit"): new figures; a changed amount routes the
 * application again — the old request is closed with a note and a new one filed, or the loan is
 * approved at once if it now falls within the submitter's limit.
 */
export async function updateLoanApplication(
  ctx: RequestContext,
  options: { id: string; body: UpdateLoanRequest },
): Promise<LoanApplicationOutcome> {
  const before = await lockLoan(ctx.tx, options.id);
  if (before.status !== 'pending') throw new AppError('BUSINESS_RULE', LOAN_MESSAGES.notPending);
  const { body } = options;
  const terms = {
    principal_amount: body.principal_amount ?? Number(before.principal_amount),
    daily_interest_rate: body.daily_interest_rate ?? Number(before.daily_interest_rate),
    upfront_interest: body.upfront_interest ?? Number(before.upfront_interest_percent),
    max_repayment_days: body.max_repayment_days ?? before.max_repayment_days,
  };
  const borrower = await findBorrower(ctx.tx, before.customer_id);
  const amountChanged = terms.principal_amount !== Number(before.principal_amount);
  let route: LoanRoute | null = null;
  if (amountChanged) {
    const settings = await lendingSettingsOf(ctx.tx, before.organization_id);
    route = routeFor(ctx, terms.principal_amount, borrower, settings.second_loan_approver);
    await closeOpenRequest(ctx, before, {
      status: 'rejected',
      note: translateMessage(ctx.language ?? null, { key: LOAN_MESSAGES.rerouted }),
    });
  }
  const approved = route?.kind === 'approve';
  await ctx.tx
    .update(loans)
    .set({
      ...loanFigureColumns(terms),
      purpose: body.purpose === undefined ? before.purpose : body.purpose,
      notes: body.notes === undefined ? before.notes : body.notes,
      ...(approved && { status: 'approved', approved_at: ctx.now, approved_by: ctx.auth.user.id }),
      updated_at: ctx.now,
    })
    .where(rowInScope(loans, before.id));
  const loan = await recordLoanChange(ctx, { action: 'update', before, loanId: before.id });
  const request =
    route?.kind === 'request'
      ? await requestApproval(ctx, loan, borrower, route, loan.notes)
      : null;
  if (!amountChanged) {
    const loanAnswer = await readLoan(ctx, loan.id);
    return {
      status: 200,
      message: translateMessage(ctx.language ?? null, { key: LOAN_MESSAGES.updated }),
      loan: loanAnswer,
    };
  }
  return answer(ctx, loan.id, borrower, request, 200);
}

/**
 * Closes the approval request a loan waits on (a direct decision, or an edit that routes it
 * again), with the decider's note, so no approver is left a request about a settled loan.
 */
export async function closeOpenRequest(
  ctx: RequestContext,
  loan: Pick<LoanRecord, 'id' | 'organization_id'>,
  options: { status: 'approved' | 'rejected'; note: string | null },
): Promise<void> {
  const open = await ctx.tx
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.organization_id, loan.organization_id),
        eq(approvalRequests.entity_id, loan.id),
        eq(approvalRequests.status, 'pending'),
        inArray(approvalRequests.request_type, ['approval', 'approve_high_value']),
      ),
    );
  // One request at most waits on a loan (the application files one); a list for safety.
  const approvals = repositories(ctx).approvals;
  for (const request of open) {
    await approvals.recordDecision(request.id, {
      status: options.status,
      decidedBy: ctx.auth.user.id,
      at: ctx.now,
    });
    await approvals.insertNote({
      organization_id: loan.organization_id,
      approval_request_id: request.id,
      approver_id: ctx.auth.user.id,
      note: options.note,
      action: options.status === 'approved' ? 'approve' : 'reject',
      created_at: ctx.now,
    });
  }
}
