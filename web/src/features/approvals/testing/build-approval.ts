import type { ApprovalBell, ApprovalRequest, ApprovalRequestDetail } from '@lendline/core';

export const ORGANIZATION_ID = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';
export const APPROVER_ID = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f';
export const REQUESTER_ID = '1a2b3c4d-5e6f-4a70-8b9c-0d1e2f3a4b5c';

let sequence = 0;

/** A pending collector-block request routed to APPROVER_ID, requested by REQUESTER_ID. */
export function buildApproval(overrides: Partial<ApprovalRequest> = {}): ApprovalRequest {
  sequence += 1;
  const suffix = String(sequence).padStart(12, '0');
  return {
    id: `aaaaaaaa-bbbb-4ccc-8ddd-${suffix}`,
    organization_id: ORGANIZATION_ID,
    organization_name: 'Sunrise Microfinance',
    entity_type: 'debt_collector',
    entity_id: `cccccccc-bbbb-4ccc-8ddd-${suffix}`,
    request_type: 'collector_block',
    request_data: { reason: 'Repeated no-shows', collector_name: `Collector ${sequence}` },
    summary: `Block collector Collector ${sequence}`,
    notes: null,
    requested_by: REQUESTER_ID,
    requested_by_name: 'Meera Manager',
    status: 'pending',
    current_approver_id: APPROVER_ID,
    current_approver_name: 'Asha Rao',
    required_role: 'organization_admin',
    approved_at: null,
    rejected_at: null,
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildApprovalDetail(
  overrides: Partial<ApprovalRequestDetail> = {},
): ApprovalRequestDetail {
  return { ...buildApproval(overrides), approval_notes: [], ...overrides };
}

/** A bell summary listing the given requests, with totals defaulting to their counts. */
export function buildBell(
  awaiting: ApprovalRequest[],
  others: ApprovalRequest[],
  totals: Partial<Pick<ApprovalBell, 'awaiting_mine_total' | 'others_total'>> = {},
): ApprovalBell {
  const awaitingTotal = totals.awaiting_mine_total ?? awaiting.length;
  const othersTotal = totals.others_total ?? others.length;
  return {
    pending_total: awaitingTotal + othersTotal,
    awaiting_mine_total: awaitingTotal,
    others_total: othersTotal,
    awaiting_mine: awaiting,
    others,
  };
}
