import { t } from '@/i18n/i18n';
import { isApiError } from './api-error';

/** The reason a call failed, as a person reads it: the server's message, else a generic one. */
export function failureReason(error: unknown): string {
  if (isApiError(error) || error instanceof Error) return error.message;
  return t('common.failure.unexpected');
}

/**
 * A spec part 1 §8 toast such as 'Failed to invite user: {reason}'. `what` is the action in the
 * reader's language, in the form the sentence needs: English 'invite user', Hindi's oblique
 * infinitive ('उपयोगकर्ता को आमंत्रित करने', before 'में विफल'), Swahili's infinitive
 * ('kumwalika mtumiaji', after 'Imeshindikana').
 */
export function failedTo(what: string, error: unknown): string {
  return t('common.failure.failed_to', { what, reason: failureReason(error) });
}

/**
 * The spec's 'Failed to fetch organizations. Please try again.' family: a message about JWT,
 * auth or permission reads 'Authentication error. Please refresh the page and try again.'
 */
export function pleaseTryAgain(what: string, error: unknown): string {
  const reason = failureReason(error);
  // The server's message is in the reader's language: its status tells as well as its words.
  const refused = isApiError(error) && (error.status === 401 || error.status === 403);
  if (refused || /jwt|auth|permission/i.test(reason)) return t('common.failure.authentication');
  return t('common.failure.please_try_again', { what });
}
