import { isApiError } from '@/lib/api-error';
import { failedTo, pleaseTryAgain } from '@/lib/failure-text';

/**
 * Spec part 1 §8 organization toasts: a refusal the server explains reads 'Failed to create
 * organization: {reason}'; an outage reads 'Failed to create organization. Please try again.'
 * (or the authentication text when the message is about auth).
 */
export function organizationFailure(
  verb: 'fetch' | 'create' | 'update' | 'delete' | 'block' | 'unblock',
  error: unknown,
): string {
  const what = verb === 'fetch' ? 'fetch organizations' : `${verb} organization`;
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return failedTo(what, error);
  }
  return pleaseTryAgain(what, error);
}
