import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.ts';
import { ownerConnection } from '../../db/system.ts';
import { organizationIdByName } from '../demo-lookups.ts';
import { buildTestApp, type TestApp } from '../test-app.ts';
import {
  createTestCollector,
  createTestCustomer,
  createTestOrganization,
  createTestUser,
} from './index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const auditActionsFor = async (entityId: string) =>
  (
    await ownerConnection(testApp.database)
      .select({ action: auditLogs.action, user_role: auditLogs.user_role })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_id, entityId)))
  ).map((row) => `${row.action} by ${row.user_role}`);

describe('test factories', () => {
  it('create through the services, as the given user, with their audit rows', async () => {
    const acme = await organizationIdByName(testApp.database, 'Acme Microfinance');
    const customer = await createTestCustomer(testApp.database);
    expect(customer.organization_id).toBe(acme);
    expect(customer.customer_id).toMatch(/^CUST\d+$/);
    expect(await auditActionsFor(customer.id)).toEqual(['create by loan_officer']);

    const organization = await createTestOrganization(testApp.database, { name: 'Factory Org' });
    expect(organization.name).toBe('Factory Org');
    const collector = await createTestCollector(testApp.database);
    expect(collector.organization_id).toBe(acme);
    const user = await createTestUser(testApp.database, {
      role: 'field_agent',
      organization_id: acme,
    });
    expect(user.status).toBe('pending');
    expect(await auditActionsFor(user.user_id)).toEqual(['invite by organization_admin']);
  });

  it('keep the rules a request would meet: another tenant is out of reach', async () => {
    const beacon = await organizationIdByName(testApp.database, 'Beacon Lending');
    await expect(
      createTestCustomer(testApp.database, { organization_id: beacon }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
