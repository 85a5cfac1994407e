import type { MessageKey } from '@lendline/core';
import { t } from '@/i18n/i18n';
import { isApiError } from '@/lib/api-error';
import { failureReason, pleaseTryAgain } from '@/lib/failure-text';

type OrganizationVerb = 'fetch' | 'create' | 'update' | 'delete' | 'block' | 'unblock';

/** Each verb's two toasts: the server's refusal with its reason ({reason}), and an outage. */
const FAILURE_TEXTS = {
  fetch: { refused: 'organizations.failure.fetch', outage: 'organizations.failure.fetch_retry' },
  create: { refused: 'organizations.failure.create', outage: 'organizations.failure.create_retry' },
  update: { refused: 'organizations.failure.update', outage: 'organizations.failure.update_retry' },
  delete: { refused: 'organizations.failure.delete', outage: 'organizations.failure.delete_retry' },
  block: { refused: 'organizations.failure.block', outage: 'organizations.failure.block_retry' },
  unblock: {
    refused: 'organizations.failure.unblock',
    outage: 'organizations.failure.unblock_retry',
  },
} as const satisfies Record<OrganizationVerb, { refused: MessageKey; outage: MessageKey }>;

/** The reason reads as the authentication text (pleaseTryAgain's rule, lib/failure-text). */
const AUTHENTICATION_REASON = /jwt|auth|permission/i;

/**
 * Spec part 1 §8 organization toasts: a refusal the server explains reads 'Failed to create
 * organization: {reason}'; an outage reads 'Failed to create organization. Please try again.'
 * (or the authentication text when the message is about auth).
 */
export function organizationFailure(verb: OrganizationVerb, error: unknown): string {
  const texts = FAILURE_TEXTS[verb];
  const reason = failureReason(error);
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return t(texts.refused, { reason });
  }
  if (AUTHENTICATION_REASON.test(reason)) return pleaseTryAgain(verb, error);
  return t(texts.outage);
}
