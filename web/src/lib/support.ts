import { t } from '@/i18n/i18n';

/**
 * Where users reach a person (landing footer, login support line, incomplete-profile alert).
 * A deployment sets its own address at build time with VITE_SUPPORT_EMAIL.
 */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@lendline.test';

/** When support answers, in the reader's language. */
export function supportHours(): string {
  return t('common.support_hours');
}
