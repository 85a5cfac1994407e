import { describe, expect, it } from 'vitest';
import { ACTIONS, RESOURCES, ROLES } from '../constants.ts';
import type { Action, Permission, Resource, Role } from '../constants.ts';
import { holdsPermission, permissionsOf } from './matrix.ts';

// Transcribed by hand from spec part 1 §6 "Permission model", independently of matrix.ts, so a
// wrong cell there fails here. One line per resource: "resource: action action …".
const COMPLIANCE = `
  customers: read export
  loans: read export
  payments: read export
  debt_collectors: read
  reports: read export
  approvals: read
  documents: read
  escalations: read
  audit_logs: read export audit
`;
const EXPECTED: Record<Role, string | 'everything'> = {
  platform_super_admin: 'everything',
  organization_admin: `
    customers: create read update delete export
    loans: create read update approve export
    payments: create read update export
    debt_collectors: create read update assign
    users: create read update delegate
    reports: read export
    settings: read update
    approvals: read approve reject
    documents: create read update delete
    escalations: create read update escalate
    field_visits: create read update visit
    audit_logs: read export audit
    emergency_access: emergency_override
  `,
  partner_admin: `
    customers: create read update export
    loans: create read update export
    payments: create read update export
    debt_collectors: read assign
    users: read update
    reports: read export
    approvals: read
    documents: create read update
    escalations: create read escalate
    field_visits: create read update visit
    audit_logs: read
  `,
  manager: `
    customers: create read update export
    loans: create read update export
    payments: create read update export
    debt_collectors: read assign
    reports: read
    approvals: read approve
    documents: create read update
    escalations: create read escalate
    field_visits: read visit
    audit_logs: read
  `,
  loan_officer: `
    customers: create read update
    loans: create read update
    payments: create read update
    documents: create read update
    escalations: create read
    audit_logs: read
  `,
  collection_agent: `
    customers: read
    loans: read
    documents: read
    payments: create read update
    debt_collectors: read
    escalations: create read
    field_visits: create read update visit
  `,
  field_agent: `
    customers: read
    loans: read
    documents: read
    payments: create read
    field_visits: create read visit
  `,
  compliance_officer: COMPLIANCE,
  auditor: COMPLIANCE,
  // DESIGN.md: roles named in the spec without a matrix row hold nothing.
  super_admin: '',
  admin: '',
  debt_collector: '',
  collector: '',
  follow_up_agent: '',
  viewer: '',
};

function expectedCells(role: Role): Set<string> {
  const text = EXPECTED[role];
  if (text === 'everything') {
    return new Set(
      RESOURCES.flatMap((resource) => ACTIONS.map((action) => `${resource}:${action}`)),
    );
  }
  const cells = new Set<string>();
  for (const line of text.split('\n')) {
    const [resource, actions] = line.split(':').map((part) => part.trim());
    if (!resource || actions === undefined) continue;
    for (const action of actions.split(/\s+/).filter(Boolean)) cells.add(`${resource}:${action}`);
  }
  return cells;
}

const cells = ROLES.flatMap((role) => {
  const expected = expectedCells(role);
  return RESOURCES.flatMap((resource) =>
    ACTIONS.map((action) => ({
      role,
      resource,
      action,
      holds: expected.has(`${resource}:${action}`),
    })),
  );
});

describe('the permission matrix of spec part 1 §6', () => {
  it('has a cell for every role, resource and action (15 × 14 × 17)', () => {
    expect(cells).toHaveLength(15 * 14 * 17);
  });

  it('transcribes only resources and actions that exist', () => {
    const known = new Set<string>(permissionsOf(['platform_super_admin']));
    for (const role of ROLES) {
      for (const cell of expectedCells(role)) expect(known, `${role} ${cell}`).toContain(cell);
    }
  });

  for (const { role, resource, action, holds } of cells) {
    it(`${role} ${holds ? 'holds' : 'does not hold'} ${resource}:${action}`, () => {
      expect(holdsPermission([role], resource, action)).toBe(holds);
    });
  }
});

describe('permissionsOf', () => {
  it('gives nothing to a user without roles', () => {
    expect(permissionsOf([])).toEqual([]);
  });

  it('gives the platform super admin every resource × action', () => {
    expect(permissionsOf(['platform_super_admin'])).toHaveLength(14 * 17);
  });

  it('gives compliance officers and auditors the same permissions', () => {
    expect(permissionsOf(['compliance_officer'])).toEqual(permissionsOf(['auditor']));
  });

  it('gives the union over all roles, without duplicates', () => {
    const union = permissionsOf(['field_agent', 'compliance_officer', 'field_agent']);
    expect(union).toContain('field_visits:visit');
    expect(union).toContain('audit_logs:audit');
    expect(union).toContain('payments:create');
    expect(union).toContain('payments:export');
    expect(new Set(union).size).toBe(union.length);
    const expectedSize = new Set([...expectedCells('field_agent'), ...expectedCells('auditor')])
      .size;
    expect(union).toHaveLength(expectedSize);
  });

  it('returns the same order whatever the order of the roles', () => {
    expect(permissionsOf(['loan_officer', 'manager'])).toEqual(
      permissionsOf(['manager', 'loan_officer']),
    );
  });

  it('lists permissions in matrix order: by resource, then by action', () => {
    const order = (permission: Permission) => {
      const [resource, action] = permission.split(':') as [Resource, Action];
      return RESOURCES.indexOf(resource) * ACTIONS.length + ACTIONS.indexOf(action);
    };
    const listed = permissionsOf(['organization_admin', 'collection_agent']).map(order);
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
  });
});

describe('holdsPermission', () => {
  it('grants a permission held by any one of several roles', () => {
    expect(holdsPermission(['loan_officer', 'manager'], 'approvals', 'approve')).toBe(true);
    expect(holdsPermission(['viewer', 'auditor'], 'audit_logs', 'audit')).toBe(true);
  });

  it('refuses a permission that none of the roles holds', () => {
    expect(holdsPermission(['loan_officer', 'field_agent'], 'loans', 'approve')).toBe(false);
  });

  it('refuses everything to a user without roles', () => {
    expect(holdsPermission([], 'customers', 'read')).toBe(false);
  });
});
