/** The demo data seeded on an empty database (SEED_DEMO=true); all share one password. */
export const DEMO_PASSWORD = 'Demo1234!';

export const ACME = 'Acme Microfinance';

export const DEMO_USERS = [
  { email: 'owner@lendline.test', role: 'platform_super_admin', organization: 'Lendline Platform' },
  { email: 'admin@acme.test', role: 'organization_admin', organization: ACME },
  { email: 'partner@acme.test', role: 'partner_admin', organization: ACME },
  { email: 'manager@acme.test', role: 'manager', organization: ACME },
  { email: 'officer@acme.test', role: 'loan_officer', organization: ACME },
  { email: 'agent@acme.test', role: 'collection_agent', organization: ACME },
  { email: 'field@acme.test', role: 'field_agent', organization: ACME },
  { email: 'compliance@acme.test', role: 'compliance_officer', organization: ACME },
  { email: 'auditor@acme.test', role: 'auditor', organization: ACME },
  { email: 'branch.manager@acme.test', role: 'manager', organization: 'Acme North Branch' },
  { email: 'admin@beacon.test', role: 'organization_admin', organization: 'Beacon Lending' },
  { email: 'officer@beacon.test', role: 'loan_officer', organization: 'Beacon Lending' },
] as const;

export type DemoUser = (typeof DEMO_USERS)[number];
export type DemoRole = DemoUser['role'];
