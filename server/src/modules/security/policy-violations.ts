import type { Resource } from '@lendline/core';

/**
 * Resources whose refused permission is a policy violation worth an alert (spec part 2 §7): who
 * may see or change access, the audit trail, emergency access and the organization's settings.
 * A refused read of customers or loans is everyday navigation, not an attack.
 */
export const SENSITIVE_RESOURCES: ReadonlySet<Resource> = new Set<Resource>([
  'audit_logs',
  'emergency_access',
  'users',
  'organizations',
  'settings',
]);

const violations = new WeakMap<Error, Record<string, unknown>>();

/**
 * Marks a refusal of another organization's id as a policy violation: the security plugin
 * writes the event when the error reaches the client (after the request's rollback).
 */
export function asPolicyViolation<E extends Error>(error: E, metadata: Record<string, unknown>): E {
  violations.set(error, metadata);
  return error;
}

export function policyViolationOf(error: Error): Record<string, unknown> | undefined {
  return violations.get(error);
}
