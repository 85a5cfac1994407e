import {
  DEFAULT_LANGUAGE,
  type Language,
  summarizeApprovalRequest,
  type ApprovalNote,
  type ApprovalRequest,
  type ApprovalRequestDetail,
  type ApprovalRequestType,
  type Role,
} from '@lendline/core';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { translate, translateMessage } from '../../i18n/translate.ts';
import { approvalNotes, approvalRequests } from '../../db/schema/index.ts';
import type { StoredApprovalRequest } from './approval-executor.ts';

interface ApprovalRow {
  id: string;
  organization_id: string;
  organization_name: string;
  entity_type: string;
  entity_id: string;
  request_type: ApprovalRequestType;
  request_data: Record<string, unknown>;
  notes: string | null;
  requested_by: string;
  requested_by_name: string | null;
  status: ApprovalRequest['status'];
  current_approver_id: string | null;
  current_approver_name: string | null;
  required_role: Role;
  approved_at: Date | string | null;
  rejected_at: Date | string | null;
  created_at: Date | string;
  total_count: number | string;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

// A user outside the reader's scope can only be a platform approver (see route_approval).
const OUTSIDE_SCOPE_NAME = 'messages.approvals.outside_scope_name';

function toApprovalRequest(row: ApprovalRow, language: Language): ApprovalRequest {
  const outsideScopeName = translate(language, OUTSIDE_SCOPE_NAME);
  return {
    id: row.id,
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    request_type: row.request_type,
    request_data: row.request_data,
    summary: translateMessage(
      language,
      summarizeApprovalRequest(row.request_type, row.request_data),
    ),
    notes: row.notes,
    requested_by: row.requested_by,
    requested_by_name: row.requested_by_name ?? outsideScopeName,
    status: row.status,
    current_approver_id: row.current_approver_id,
    current_approver_name: row.current_approver_id
      ? (row.current_approver_name ?? outsideScopeName)
      : null,
    required_role: row.required_role,
    approved_at: iso(row.approved_at),
    rejected_at: iso(row.rejected_at),
    created_at: iso(row.created_at)!,
  };
}

interface ApprovalNoteRow {
  id: string;
  approver_id: string;
  approver_name: string | null;
  note: string | null;
  action: ApprovalNote['action'];
  created_at: Date | string;
}

export interface LockedApprovalRequest extends StoredApprovalRequest {
  status: ApprovalRequest['status'];
  current_approver_id: string | null;
}

export type NewApprovalRequest = typeof approvalRequests.$inferInsert;

/** Approval requests and their notes, bound to the request's transaction (docs/decisions/0017). */
export function approvalsRepository(tx: Tx, language: Language = DEFAULT_LANGUAGE) {
  /**
   * Requests with names, newest first, and the total of the whole filtered set in the same
   * query (the spec's get_approval_requests_optimized). Row-level security keeps it to the scope.
   */
  async function list(options: {
    where?: SQL;
    limit: number;
    offset: number;
  }): Promise<{ rows: ApprovalRequest[]; total: number }> {
    const rows = await queryRows<ApprovalRow>(
      tx,
      sql`select ar.id, ar.organization_id, o.name as organization_name, ar.entity_type,
            ar.entity_id, ar.request_type, ar.request_data, ar.notes, ar.requested_by,
            nullif(trim(coalesce(rp.first_name, '') || ' ' || coalesce(rp.last_name, '')), '') as requested_by_name,
            ar.status, ar.current_approver_id,
            nullif(trim(coalesce(ap.first_name, '') || ' ' || coalesce(ap.last_name, '')), '') as current_approver_name,
            ar.required_role, ar.approved_at, ar.rejected_at, ar.created_at,
            count(*) over () as total_count
          from approval_requests ar
          join organizations o on o.id = ar.organization_id
          left join user_profiles rp on rp.user_id = ar.requested_by
          left join user_profiles ap on ap.user_id = ar.current_approver_id
          where ${options.where ?? sql`true`}
          order by ar.created_at desc, ar.id
          limit ${options.limit} offset ${options.offset}`,
    );
    return {
      rows: rows.map((row) => toApprovalRequest(row, language)),
      total: Number(rows[0]?.total_count ?? 0),
    };
  }

  async function findById(id: string): Promise<ApprovalRequest | null> {
    const { rows } = await list({ where: sql`ar.id = ${id}`, limit: 1, offset: 0 });
    return rows[0] ?? null;
  }

  /** The size of a filtered set, for a page past its end (where the window count sees no row). */
  async function count(where?: SQL): Promise<number> {
    const [row] = await queryRows<{ total: number | string }>(
      tx,
      sql`select count(*) as total from approval_requests ar where ${where ?? sql`true`}`,
    );
    return Number(row?.total ?? 0);
  }

  async function listNotes(approvalRequestId: string): Promise<ApprovalNote[]> {
    const rows = await queryRows<ApprovalNoteRow>(
      tx,
      sql`select n.id, n.approver_id,
            nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as approver_name,
            n.note, n.action, n.created_at
          from approval_notes n
          left join user_profiles p on p.user_id = n.approver_id
          where n.approval_request_id = ${approvalRequestId}
          order by n.created_at, n.id`,
    );
    return rows.map((row) => ({
      id: row.id,
      approver_id: row.approver_id,
      approver_name: row.approver_name ?? translate(language, OUTSIDE_SCOPE_NAME),
      note: row.note,
      action: row.action,
      created_at: iso(row.created_at)!,
    }));
  }

  return {
    list,
    findById,
    count,
    listNotes,

    async findDetail(id: string): Promise<ApprovalRequestDetail | null> {
      const request = await findById(id);
      if (!request) return null;
      return { ...request, approval_notes: await listNotes(id) };
    },

    /**
     * The request, locked until the transaction ends, so two approvers deciding at once are
     * serialized and the second sees the first's decision. Row-level security hides other
     * tenants'.
     */
    async lockById(id: string): Promise<LockedApprovalRequest | null> {
      const [row] = await tx
        .select({
          id: approvalRequests.id,
          organization_id: approvalRequests.organization_id,
          entity_type: approvalRequests.entity_type,
          entity_id: approvalRequests.entity_id,
          request_type: approvalRequests.request_type,
          request_data: approvalRequests.request_data,
          requested_by: approvalRequests.requested_by,
          status: approvalRequests.status,
          current_approver_id: approvalRequests.current_approver_id,
        })
        .from(approvalRequests)
        .where(eq(approvalRequests.id, id))
        .for('update');
      return (row as LockedApprovalRequest | undefined) ?? null;
    },

    /** The pending request for an action on an entity, if one waits. */
    async findPending(options: {
      organizationId: string;
      requestType: ApprovalRequestType;
      entityId: string;
    }): Promise<{ id: string } | null> {
      const [row] = await tx
        .select({ id: approvalRequests.id })
        .from(approvalRequests)
        .where(
          and(
            eq(approvalRequests.organization_id, options.organizationId),
            eq(approvalRequests.request_type, options.requestType),
            eq(approvalRequests.entity_id, options.entityId),
            eq(approvalRequests.status, 'pending'),
          ),
        );
      return row ?? null;
    },

    /** The least-loaded holder of the role who may decide (the database's route_approval). */
    async routeApprover(options: {
      organizationId: string;
      role: Role;
      requestedBy: string;
    }): Promise<string | null> {
      const [routed] = await queryRows<{ approver: string | null }>(
        tx,
        sql`select route_approval(${options.organizationId}, ${options.role}, ${options.requestedBy}) as approver`,
      );
      return routed?.approver ?? null;
    },

    async insert(values: NewApprovalRequest): Promise<string> {
      const [inserted] = await tx
        .insert(approvalRequests)
        .values(values)
        .returning({ id: approvalRequests.id });
      return inserted!.id;
    },

    async recordDecision(
      id: string,
      decision: {
        status: 'approved' | 'rejected';
        decidedBy: string;
        at: Date;
      },
    ): Promise<void> {
      await tx
        .update(approvalRequests)
        .set({
          status: decision.status,
          ...(decision.status === 'approved'
            ? { approved_at: decision.at }
            : { rejected_at: decision.at }),
          decided_by: decision.decidedBy,
          updated_at: decision.at,
        })
        .where(eq(approvalRequests.id, id));
    },

    async insertNote(values: typeof approvalNotes.$inferInsert): Promise<void> {
      await tx.insert(approvalNotes).values(values);
    },
  };
}

export type ApprovalsRepository = ReturnType<typeof approvalsRepository>;
