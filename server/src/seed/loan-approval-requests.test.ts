import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection } from '../db/system.ts';
import { buildTestApp, loginAs, type TestApp } from '../testing/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

interface PendingLoanRequests {
  loan_id: string;
  organization: string;
  submitter: string;
  submitter_role: string;
  principal: number;
  customer_name: string;
  second_loan_approver: boolean;
  requests: {
    request_type: string;
    entity_type: string;
    required_role: string;
    requested_by_submitter: boolean;
    approver_role: string | null;
    approver_is_submitter: boolean;
    request_data: { customer_name: string; principal_amount: number; reason_code?: string };
  }[];
}

const rows = <T>(query: ReturnType<typeof sql>) =>
  queryRows<T>(ownerConnection(testApp.database), query);

describe("the demo seed's pending loans", () => {
  it('each wait on exactly one open request of the kind the application files', async () => {
    const loans = await rows<PendingLoanRequests>(sql`
      select l.id as loan_id, o.name as organization, su.email as submitter,
        (select ur.role from user_roles ur where ur.user_id = l.created_by
          order by ur.position, ur.role limit 1) as submitter_role,
        l.principal_amount::float8 as principal, c.first_name || ' ' || c.last_name as customer_name,
        o.second_loan_approver,
        coalesce((select json_agg(json_build_object(
            'request_type', r.request_type, 'entity_type', r.entity_type,
            'required_role', r.required_role,
            'requested_by_submitter', r.requested_by = l.created_by,
            'approver_role', (select string_agg(ar.role, ',') from user_roles ar
              where ar.user_id = r.current_approver_id),
            'approver_is_submitter', r.current_approver_id = l.created_by,
            'request_data', r.request_data))
          from approval_requests r
          where r.organization_id = l.organization_id and r.entity_id = l.id
            and r.status = 'pending'), '[]') as requests
      from loans l
      join organizations o on o.id = l.organization_id
      join customers c on c.id = l.customer_id
      join users su on su.id = l.created_by
      where l.status = 'pending'
      order by o.name, l.loan_number`);

    const organizations = new Set(loans.map((loan) => loan.organization));
    expect([...organizations]).toEqual([
      'Acme Microfinance',
      'Acme North Branch',
      'Beacon Lending',
    ]);
    for (const loan of loans) {
      expect(loan.requests).toHaveLength(1);
      const [request] = loan.requests;
      // A loan officer's limit is 50,000 (spec part 2 §6): above it a manager must approve.
      const aboveLimit = loan.submitter_role === 'loan_officer' && loan.principal > 50_000;
      expect(request).toEqual({
        request_type: aboveLimit ? 'approve_high_value' : 'approval',
        entity_type: 'loan',
        required_role: 'manager',
        requested_by_submitter: true,
        // A manager of the lender or of a parent; Beacon has none: the platform owner.
        approver_role: expect.stringMatching(/^(manager|platform_super_admin)$/),
        approver_is_submitter: false,
        request_data: {
          customer_name: loan.customer_name,
          principal_amount: loan.principal,
          reason_code: aboveLimit
            ? 'above_limit'
            : loan.second_loan_approver || loan.submitter_role === 'manager'
              ? 'second_approver'
              : expect.stringMatching(/^(second_approver|high_risk)$/),
        },
      });
    }
    expect(loans.some((loan) => loan.requests[0]!.request_type === 'approve_high_value')).toBe(
      true,
    );
    expect(loans.some((loan) => loan.requests[0]!.request_type === 'approval')).toBe(true);
  });

  it('are approved by approving their request through the approvals API', async () => {
    const [request] = await rows<{ id: string; loan_id: string; approver: string }>(sql`
      select r.id, r.entity_id as loan_id, u.email as approver
      from approval_requests r
      join users u on u.id = r.current_approver_id
      join organizations o on o.id = r.organization_id and o.name = 'Acme Microfinance'
      where r.status = 'pending' and r.request_type = 'approve_high_value'
      order by r.created_at limit 1`);
    expect(request).toBeDefined();
    const cookie = await loginAs(testApp.app, request!.approver);

    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/approvals/${request!.id}/approve`,
      headers: { cookie },
      payload: { note: 'Checked the shop and the ledger' },
    });

    expect(response.statusCode).toBe(200);
    const [after] = await rows<{ loan_status: string; request_status: string }>(sql`
      select l.status as loan_status, r.status as request_status
      from loans l join approval_requests r on r.entity_id = l.id
      where l.id = ${request!.loan_id} and r.id = ${request!.id}`);
    expect(after).toEqual({ loan_status: 'approved', request_status: 'approved' });
  });
});
