import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { seedDemoData } from './demo.ts';
import { ownerConnection } from '../db/system.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seedDemoData', () => {
  it('gives each lending organization 3 to 5 collectors, one of them blocked', async () => {
    const rows = await queryRows<{ name: string; total: number; blocked: number }>(
      ownerConnection(database),
      sql`select o.name, count(c.id)::int as total,
            (count(c.id) filter (where c.is_blocked))::int as blocked
          from organizations o left join debt_collectors c on c.organization_id = o.id
          where o.organization_type <> 'platform'
          group by o.name order by o.name`,
    );
    expect(rows.map((row) => row.name)).toEqual([
      'Acme Microfinance',
      'Acme North Branch',
      'Beacon Lending',
    ]);
    for (const row of rows) {
      expect(row.total).toBeGreaterThanOrEqual(3);
      expect(row.total).toBeLessThanOrEqual(5);
      expect(row.blocked).toBe(1);
    }
  });

  it('creates pending requests routed to the approver the rules pick', async () => {
    const rows = await queryRows<{ request_type: string; requester: string; approver: string }>(
      ownerConnection(database),
      sql`select r.request_type, ru.email as requester, au.email as approver
          from approval_requests r
          join users ru on ru.id = r.requested_by
          join users au on au.id = r.current_approver_id
          where r.status = 'pending' order by r.request_type`,
    );
    expect(rows).toEqual([
      {
        request_type: 'collector_block',
        requester: 'manager@acme.test',
        approver: 'admin@acme.test',
      },
      {
        request_type: 'collector_unblock',
        requester: 'branch.manager@acme.test',
        approver: 'admin@acme.test',
      },
      {
        request_type: 'organization_block',
        requester: 'admin@acme.test',
        approver: 'owner@lendline.test',
      },
    ]);
    const [audited] = await queryRows<{ count: number }>(
      ownerConnection(database),
      sql`select count(*)::int as count from audit_logs where action like '%\\_requested'`,
    );
    expect(audited!.count).toBe(3);
  });

  it('leaves a database that has data alone', async () => {
    expect(await seedDemoData(ownerConnection(database))).toBe(false);
  });
});
