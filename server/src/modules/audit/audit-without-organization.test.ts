import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { NO_ORGANIZATION_ID } from '../../db/schema/index.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import { writeAudit } from './write-audit.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('an audit event without an organization', () => {
  it('is stored under the stand-in organization id and listed with organization_id null', async () => {
    await runSystem(ownerConnection(testApp.database), (tx) =>
      writeAudit(tx, {
        actor: { userId: null, role: null, ipAddress: '10.0.0.9', userAgent: 'Vitest' },
        organizationId: null,
        action: 'login_failed',
        entityType: 'tenantless_probe',
      }),
    );
    const cookie = await loginAs(testApp.app, 'owner@lendline.test');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/audit-logs?entity_type=tenantless_probe',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ action: 'login_failed', organization_id: null }),
    ]);
    const stored = await queryRows<{ organization_id: string }>(
      ownerConnection(testApp.database),
      sql`select organization_id from audit_logs where entity_type = 'tenantless_probe'`,
    );
    expect(stored).toEqual([{ organization_id: NO_ORGANIZATION_ID }]);
  });
});
