import { AUDIT_EXPORT_COLUMNS } from '@lendline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { auditLogs } from '../../db/schema/index.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import { organizationIdByName, userIdByEmail } from '../approvals/approvals-test-helpers.ts';
import { toCsvCell } from '@lendline/core';

let testApp: TestApp;
const cookies: Record<string, string> = {};
const rows = { acmeBlock: '', acmeEarly: '', beacon: '', formula: '' };
let managerId = '';

beforeAll(async () => {
  testApp = await buildTestApp();
  for (const email of [
    'admin@acme.test',
    'manager@acme.test',
    'compliance@acme.test',
    'field@acme.test',
    'admin@beacon.test',
    'owner@lendline.test',
  ]) {
    cookies[email] = await loginAs(testApp.app, email);
  }
  const acme = await organizationIdByName(testApp.database, 'Acme Microfinance');
  const beacon = await organizationIdByName(testApp.database, 'Beacon Lending');
  managerId = await userIdByEmail(testApp.database, 'manager@acme.test');
  const beaconAdmin = await userIdByEmail(testApp.database, 'admin@beacon.test');
  await runSystem(ownerConnection(testApp.database), async (tx) => {
    const insert = async (values: typeof auditLogs.$inferInsert) => {
      const [row] = await tx.insert(auditLogs).values(values).returning({ id: auditLogs.id });
      return row!.id;
    };
    // 00:15 on 11 March in Kolkata, still 10 March in UTC.
    rows.acmeBlock = await insert({
      organization_id: acme,
      action: 'collector_block',
      entity_type: 'test_widget',
      entity_id: 'widget-1',
      old_values: { is_blocked: false, name: 'Ravi' },
      new_values: { is_blocked: true, name: 'Ravi' },
      changed_fields: ['is_blocked'],
      reason: 'Missed collections',
      approval_required: true,
      user_id: managerId,
      user_role: 'manager',
      ip_address: '10.0.0.7',
      user_agent: 'Vitest',
      created_at: new Date('2024-03-10T18:45:00Z'),
    });
    rows.acmeEarly = await insert({
      organization_id: acme,
      action: 'update',
      entity_type: 'test_widget',
      entity_id: 'widget-2',
      user_id: managerId,
      user_role: 'manager',
      created_at: new Date('2024-03-09T06:00:00Z'),
    });
    rows.formula = await insert({
      organization_id: acme,
      action: 'update',
      entity_type: 'test_formula',
      entity_id: 'widget-3',
      reason: '=HYPERLINK("http://evil.test","click")',
      user_id: managerId,
      user_role: 'manager',
      created_at: new Date('2024-03-08T06:00:00Z'),
    });
    rows.beacon = await insert({
      organization_id: beacon,
      action: 'collector_block',
      entity_type: 'test_widget',
      entity_id: 'widget-9',
      user_id: beaconAdmin,
      user_role: 'organization_admin',
      created_at: new Date('2024-03-10T18:45:00Z'),
    });
  });
});
afterAll(() => testApp.close());

const get = (email: string, url: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: cookies[email]! } });

const idsOf = (body: { data: { id: string }[] }) => body.data.map((row) => row.id);

describe('GET /api/v1/audit-logs', () => {
  it('answers 401 without a session and 403 to a role without audit_logs:read', async () => {
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/v1/audit-logs' })).statusCode,
    ).toBe(401);
    expect((await get('field@acme.test', '/audit-logs')).statusCode).toBe(403);
  });

  it('lists 50 a page, newest first, with the user’s name, e-mail and the values', async () => {
    const response = await get('manager@acme.test', '/audit-logs?entity_type=test_widget');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, page_size: 50, total: 2 });
    expect(idsOf(body)).toEqual([rows.acmeBlock, rows.acmeEarly]);
    expect(body.data[0]).toEqual({
      id: rows.acmeBlock,
      organization_id: expect.any(String),
      action: 'collector_block',
      entity_type: 'test_widget',
      entity_id: 'widget-1',
      old_values: { is_blocked: false, name: 'Ravi' },
      new_values: { is_blocked: true, name: 'Ravi' },
      changed_fields: ['is_blocked'],
      reason: 'Missed collections',
      approval_required: true,
      user_id: managerId,
      user_name: 'Rohan Desai',
      user_email: 'manager@acme.test',
      user_role: 'manager',
      ip_address: '10.0.0.7',
      user_agent: 'Vitest',
      created_at: '2024-03-10T18:45:00.000Z',
    });
    const all = (await get('manager@acme.test', '/audit-logs')).json();
    expect(all.data.length).toBeLessThanOrEqual(50);
  });

  it('filters by part of the action, entity, user and approval flag', async () => {
    const byAction = (
      await get('manager@acme.test', '/audit-logs?action=BLOCK&entity_type=test_widget')
    ).json();
    expect(idsOf(byAction)).toEqual([rows.acmeBlock]);
    const byEntity = (await get('manager@acme.test', '/audit-logs?entity_id=widget-2')).json();
    expect(idsOf(byEntity)).toEqual([rows.acmeEarly]);
    const byUser = (
      await get('manager@acme.test', `/audit-logs?user_id=${managerId}&entity_type=test_formula`)
    ).json();
    expect(idsOf(byUser)).toEqual([rows.formula]);
    const flagged = (
      await get('manager@acme.test', '/audit-logs?approval_required=true&entity_type=test_widget')
    ).json();
    expect(idsOf(flagged)).toEqual([rows.acmeBlock]);
    const unflagged = (
      await get('manager@acme.test', '/audit-logs?approval_required=false&entity_type=test_widget')
    ).json();
    expect(idsOf(unflagged)).toEqual([rows.acmeEarly]);
  });

  it('reads the date range as whole days in the organization’s timezone', async () => {
    const day = (
      await get(
        'manager@acme.test',
        '/audit-logs?entity_type=test_widget&date_from=2024-03-11&date_to=2024-03-11',
      )
    ).json();
    expect(idsOf(day)).toEqual([rows.acmeBlock]);
    const dayBefore = (
      await get(
        'manager@acme.test',
        '/audit-logs?entity_type=test_widget&date_from=2024-03-09&date_to=2024-03-10',
      )
    ).json();
    expect(idsOf(dayBefore)).toEqual([rows.acmeEarly]);
    expect((await get('manager@acme.test', '/audit-logs?date_from=11-03-2024')).statusCode).toBe(
      400,
    );
  });

  it('clamps a page past the end to the last page', async () => {
    const body = (
      await get('manager@acme.test', '/audit-logs?entity_type=test_widget&page=5&page_size=1')
    ).json();
    expect(body).toMatchObject({ page: 2, page_size: 1, total: 2 });
    expect(idsOf(body)).toEqual([rows.acmeEarly]);
  });

  it('shows another tenant none of Acme’s rows', async () => {
    const beacon = (await get('admin@beacon.test', '/audit-logs?entity_type=test_widget')).json();
    expect(idsOf(beacon)).toEqual([rows.beacon]);
    const owner = (await get('owner@lendline.test', '/audit-logs?entity_type=test_widget')).json();
    expect(owner.total).toBe(3);
  });

  it('answers 404 to another tenant filtering by an Acme user', async () => {
    const response = await get('admin@beacon.test', `/audit-logs?user_id=${managerId}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/v1/audit-logs/:id', () => {
  it('answers the row in scope and 404 to another organization', async () => {
    const own = await get('admin@acme.test', `/audit-logs/${rows.acmeBlock}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: rows.acmeBlock, user_name: 'Rohan Desai' });
    expect((await get('admin@beacon.test', `/audit-logs/${rows.acmeBlock}`)).statusCode).toBe(404);
    expect((await get('admin@acme.test', `/audit-logs/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/v1/audit-logs/export', () => {
  it('answers 403 to a role that may read but not export', async () => {
    expect((await get('manager@acme.test', '/audit-logs/export')).statusCode).toBe(403);
  });

  it('sends the filtered rows as a CSV attachment, newest first', async () => {
    const response = await get(
      'compliance@acme.test',
      '/audit-logs/export?entity_type=test_widget',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-logs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(AUDIT_EXPORT_COLUMNS.join(','));
    // Then the chain head of each organization in scope (audit-chain.routes.test.ts).
    expect(lines.slice(3).length).toBeGreaterThan(0);
    for (const head of lines.slice(3)) expect(head).toContain(',chain_head,audit_chain,');
    expect(lines[1]).toContain(
      'collector_block,test_widget,widget-1,Rohan Desai,manager@acme.test,manager,true,is_blocked,',
    );
    // JSON values sit in one quoted cell, their quotes doubled.
    expect(lines[1]).toContain(',"{""name"":""Ravi"",""is_blocked"":false}",');
    expect(lines[2]).toContain('widget-2');
  });

  it('defuses cells a spreadsheet would run as formulas', async () => {
    const response = await get(
      'compliance@acme.test',
      '/audit-logs/export?entity_type=test_formula',
    );
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(toCsvCell('+1')).toBe("'+1");
    expect(toCsvCell('-2')).toBe("'-2");
    expect(toCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(toCsvCell('plain, text')).toBe('"plain, text"');
    expect(toCsvCell(null)).toBe('');
  });

  it('exports another tenant none of Acme’s rows', async () => {
    const response = await get('admin@beacon.test', '/audit-logs/export?entity_type=test_widget');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('widget-9');
    expect(response.body).not.toContain('widget-1');
  });

  it('records the export in the audit trail', async () => {
    await get('compliance@acme.test', '/audit-logs/export?action=nothing-matches');
    const body = (
      await get('compliance@acme.test', '/audit-logs?entity_type=audit_logs&action=export')
    ).json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.data[0]).toMatchObject({
      user_email: 'compliance@acme.test',
      new_values: { filters: { action: 'nothing-matches' } },
    });
  });
});
