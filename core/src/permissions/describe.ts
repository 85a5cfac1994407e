import { ROLE_LABELS } from '../constants.ts';
import type { Resource, Role } from '../constants.ts';

// en-US grouping so reasons read "200,000" whatever the reader's locale (the spec writes them so).
const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatAmount(amount: number): string {
  return amountFormat.format(amount);
}

function withArticle(label: string): string {
  return /^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`;
}

/** ['manager', 'organization_admin'] → "a Manager or an Org Admin"; for reason sentences. */
export function describeApprovers(roles: readonly Role[]): string {
  const labels = roles.map((role) => withArticle(ROLE_LABELS[role]));
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
