import type { Resource, Role } from '../constants.ts';

// en-US grouping so reasons read "200,000" whatever the reader's locale (the spec writes them so).
// Made at first use, not on load: the signed-in layout loads this module, and a phone took 40 ms
// to make the formatter (its locale's data) before the first screen could draw.
let amountFormat: Intl.NumberFormat | undefined;

export function formatAmount(amount: number): string {
  amountFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return amountFormat.format(amount);
}

/*
 * Permission reasons explain a decision to API clients, tests and logs (GET /permissions/check);
 * the app never shows them, so they stay in English with the spec's role names.
 */
export const ROLE_NAMES_IN_REASONS: Record<Role, string> = {
  platform_super_admin: 'Super Admin',
  organization_admin: 'Org Admin',
  partner_admin: 'Partner Admin',
  super_admin: 'Super Admin (legacy)',
  admin: 'Admin',
  manager: 'Manager',
  loan_officer: 'Loan Officer',
  debt_collector: 'Debt Collector',
  collector: 'Collector',
  follow_up_agent: 'Follow-up Agent',
  collection_agent: 'Collection Agent',
  field_agent: 'Field Agent',
  compliance_officer: 'Compliance Officer',
  auditor: 'Auditor',
  viewer: 'Viewer',
};

function withArticle(label: string): string {
  return /^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`;
}

/** ['manager', 'organization_admin'] → "a Manager or an Org Admin"; for reason sentences. */
export function describeApprovers(roles: readonly Role[]): string {
  const labels = roles.map((role) => withArticle(ROLE_NAMES_IN_REASONS[role]));
  if (labels.length === 0) return 'no one';
  if (labels.length === 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** 'debt_collectors' → "debt collectors"; the resource as a word in a sentence. */
export function describeResource(resource: Resource): string {
  return resource.replaceAll('_', ' ');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
