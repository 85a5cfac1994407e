import { isApiError } from './api-error';

/** The reason a call failed, as a person reads it: the server's message, else a generic one. */
export function failureReason(error: unknown): string {
  if (isApiError(error) || error instanceof Error) return error.message;
  return 'An unexpected error occurred';
}

/** A spec part 1 §8 toast such as 'Failed to invite user: {reason}'. */
export function failedTo(what: string, error: unknown): string {
  return `Failed to ${what}: ${failureReason(error)}`;
}

const AUTH_ERROR_TEXT = 'Authentication error. Please refresh the page and try again.';

/**
 * The spec's 'Failed to fetch organizations. Please try again.' family: a message about JWT,
 * auth or permission reads 'Authentication error. Please refresh the page and try again.'
 */
export function pleaseTryAgain(what: string, error: unknown): string {
  const reason = failureReason(error);
  if (/jwt|auth|permission/i.test(reason)) return AUTH_ERROR_TEXT;
  return `Failed to ${what}. Please try again.`;
}
