import type { ApprovalRequest, ApprovalRequestType } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { runScoped } from '../../db/scope.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { approvalRequests } from '../../db/schema/index.ts';
import { userIdByEmail } from '../../testing/demo-lookups.ts';
import { createApprovalRequest } from './create-approval-request.ts';
import { scopeOfUser } from './scope-of-user.ts';

/** Creates a request the way a service does: in the requester's scope, routed by the database. */
export async function requestApprovalAs(
  database: Database,
  email: string,
  options: {
    requestType: ApprovalRequestType;
    organizationId: string;
    entityId: string;
    requestData: Record<string, unknown>;
    notes?: string;
  },
): Promise<ApprovalRequest> {
  const userId = await userIdByEmail(database, email);
  const scope = await scopeOfUser(ownerConnection(database), userId);
  return runScoped(ownerConnection(database), scope, (tx) =>
    createApprovalRequest(
      { tx, actor: { userId, role: null, ipAddress: null, userAgent: null }, now: new Date() },
      options,
    ),
  );
}

/**
 * Inserts a pending request straight into the table, for lists and decisions that do not
 * execute anything (its request type needs no executor until it is approved).
 */
export async function insertPendingRequest(
  database: Database,
  options: {
    organizationId: string;
    requestedBy: string;
    approverId: string | null;
    requestType?: ApprovalRequestType;
    createdAt?: Date;
    notes?: string;
  },
): Promise<string> {
  return runSystem(ownerConnection(database), async (tx) => {
    const [row] = await tx
      .insert(approvalRequests)
      .values({
        organization_id: options.organizationId,
        // By default the block of a collector that does not exist: rejecting it only records
        // the decision, approving it is refused (404) and leaves it pending.
        ...(options.requestType === 'approval' || options.requestType === 'approve_high_value'
          ? {
              entity_type: 'loan',
              request_type: options.requestType,
              request_data: { customer_name: 'Test Borrower', principal_amount: 100_000 },
            }
          : {
              entity_type: 'debt_collector',
              request_type: options.requestType ?? 'collector_block',
              request_data: { collector_name: 'Test', organization_name: 'Acme', reason: 'Test' },
            }),
        entity_id: crypto.randomUUID(),
        notes: options.notes ?? null,
        requested_by: options.requestedBy,
        required_role: 'manager',
        current_approver_id: options.approverId,
        created_at: options.createdAt ?? new Date(),
      })
      .returning({ id: approvalRequests.id });
    return row!.id;
  });
}

export async function statusOfRequest(database: Database, id: string): Promise<string> {
  const [row] = await queryRows<{ status: string }>(
    ownerConnection(database),
    sql`select status from approval_requests where id = ${id}`,
  );
  return row!.status;
}

export { organizationIdByName, userIdByEmail } from '../../testing/demo-lookups.ts';
