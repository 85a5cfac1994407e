import {
  APPROVAL_KINDS,
  routeLoanApplication,
  type ApprovalKind,
  type LoanRoute,
  type Role,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';

interface PendingLoan {
  id: string;
  organization_id: string;
  principal_amount: number;
  created_by: string;
  created_at: string;
  notes: string | null;
  customer_name: string;
  risk_level: string;
  second_loan_approver: boolean;
  roles: Role[] | null;
}

type LoanRequest = Extract<LoanRoute, { kind: 'request' }>;

/**
 * The request applyForLoan files for a pending loan: the route core routeLoanApplication gives
 * its submitter. A generated loan left pending within the submitter's own limit stands for an
 * application that waits for a second approver (the only way the application path leaves such
 * a loan pending).
 */
function requestFor(loan: PendingLoan): LoanRequest {
  const route = routeLoanApplication({
    roles: loan.roles ?? [],
    principal: loan.principal_amount,
    secondApprover: loan.second_loan_approver,
    customerRiskLevel: loan.risk_level,
  });
  if (route.kind === 'request') return route;
  return { kind: 'request', requestType: 'approval', reasonCode: 'second_approver' };
}

/**
 * One open approval request per pending loan of these organizations that has none, in the shape
 * applyForLoan files it (createApprovalRequest): the kind's entity type and required role,
 * request_data { customer_name, principal_amount, reason_code }, requested by the loan's
 * submitter at its application instant, routed by the database's route_approval. Two
 * statements whatever the number of loans: one read, one insert. No audit rows or realtime
 * notices, like the rest of the generated history.
 */
export async function fileLoanApprovalRequests(
  tx: Executor,
  organizationIds: readonly string[],
): Promise<number> {
  if (organizationIds.length === 0) return 0;
  const organizations = sql.join(
    organizationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const pending = await queryRows<PendingLoan>(
    tx,
    sql`select l.id, l.organization_id, l.principal_amount::float8 as principal_amount,
          l.created_by, l.created_at, l.notes,
          c.first_name || ' ' || c.last_name as customer_name, c.risk_level,
          o.second_loan_approver,
          (select array_agg(ur.role order by ur.position, ur.role) from user_roles ur
            where ur.user_id = l.created_by) as roles
        from loans l
        join customers c on c.organization_id = l.organization_id and c.id = l.customer_id
        join organizations o on o.id = l.organization_id
        where l.organization_id in (${organizations}) and l.status = 'pending'
          and not exists (select 1 from approval_requests r
            where r.organization_id = l.organization_id and r.entity_id = l.id
              and r.status = 'pending' and r.request_type in ('approval', 'approve_high_value'))`,
  );
  if (pending.length === 0) return 0;
  const requests = pending.map((loan) => {
    const route = requestFor(loan);
    const kind = APPROVAL_KINDS[route.requestType] as ApprovalKind<unknown>;
    return {
      organization_id: loan.organization_id,
      entity_type: kind.entityType,
      entity_id: loan.id,
      request_type: route.requestType,
      request_data: kind.dataSchema.parse({
        customer_name: loan.customer_name,
        principal_amount: Number(loan.principal_amount),
        reason_code: route.reasonCode,
      }),
      notes: loan.notes?.trim() || null,
      requested_by: loan.created_by,
      required_role: kind.requiredRole,
      created_at: loan.created_at,
    };
  });
  const inserted = await queryRows<{ id: string }>(
    tx,
    sql`insert into approval_requests (organization_id, entity_type, entity_id, request_type,
          request_data, notes, requested_by, required_role, current_approver_id, created_at,
          updated_at)
        select r.organization_id, r.entity_type, r.entity_id, r.request_type, r.request_data,
          r.notes, r.requested_by, r.required_role,
          route_approval(r.organization_id, r.required_role, r.requested_by),
          r.created_at, r.created_at
        from jsonb_to_recordset(${JSON.stringify(requests)}::jsonb) as r(organization_id uuid,
          entity_type text, entity_id uuid, request_type text, request_data jsonb, notes text,
          requested_by uuid, required_role text, created_at timestamptz)
        order by r.created_at, r.entity_id
        returning id`,
  );
  return inserted.length;
}
