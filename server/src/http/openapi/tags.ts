/**
 * Every tag an operation may carry, with the description the document shows. Routes name
 * their tag in `schema.tags`; the OpenAPI test refuses a tag missing here.
 */
export const API_TAGS = {
  health: 'Whether the server and its database answer.',
  auth: 'Signing in and out, the session, sign-up and completing an invitation.',
  permissions: "Checks against the signed-in user's permission matrix.",
  navigation: 'The sidebar badges, counted within the signed-in scope.',
  dashboard: "The signed-in role's figures: an agent's route, an officer's pipeline, a branch.",
  organizations: 'Organizations (tenants and their branches): create, edit, block, delete.',
  users: 'Staff accounts: invitations, profiles, roles and status.',
  collectors: 'Debt collectors: their profiles and blocks.',
  approvals: 'Approval requests waiting for a decision, and the bell.',
  audit: 'The append-only audit trail and its CSV export.',
  security: 'Security events, failed sign-ins, active sessions and emergency grants to monitor.',
  sessions: "The signed-in user's sessions, and those of the users an administrator manages.",
  'emergency-access': 'Emergency access grants: time-limited permissions, granted and revoked.',
  outbox: 'E-mails Lendline has sent or queued (invitations).',
  realtime: 'Server-Sent Events pushing changes to the signed-in scope.',
  customers: 'Borrowers: registration, profiles, categories and their audit trail.',
  loans: 'Loans: applications, approval, disbursement, schedules and the journal.',
  payments: 'Payments on loans: record, reverse, bulk entry and the history.',
  collections:
    "Daily collections: each day's entries, collecting on them, promises, visits and collectors' cash.",
  documents: 'Files attached to customers: upload, metadata and content.',
  geocode: 'Address search and reverse look-ups for map pins.',
  risk: 'Prospective-customer risk profiles: scoring, review, and creating the customer.',
  reports:
    'Reports: the catalogue, previews, CSV/XLSX/PDF exports, long exports and automated schedules.',
  notifications:
    "Customer message templates, reminder rules and their deliveries; the staff's notification feed.",
  analytics:
    'Portfolio metrics from the loans and the daily snapshots: PAR, roll rates, collection rate, promises.',
} as const satisfies Record<string, string>;

export type ApiTag = keyof typeof API_TAGS;

export const API_TAG_OBJECTS = Object.entries(API_TAGS).map(([name, description]) => ({
  name,
  description,
}));
