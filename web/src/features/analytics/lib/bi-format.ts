import type { MessageKey, PortfolioBucket } from '@lendline/core';
import { dateTimeFormat, formattingContext } from '@/i18n/formatting';

/** 'Mar 2027' in the reader's locale, for a month's first day. */
export function formatMonth(monthStart: string): string {
  const { locale } = formattingContext();
  return dateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${monthStart}T00:00:00Z`),
  );
}

/** The aging buckets' names, as the reports show them. */
export const BUCKET_LABELS = {
  current: 'reports.value.current',
  '1_7': 'reports.value.1_7',
  '8_15': 'reports.value.8_15',
  '16_30': 'reports.value.16_30',
  '31_60': 'reports.value.31_60',
  '61_90': 'reports.value.61_90',
  '90_plus': 'reports.value.90_plus',
} as const satisfies Record<PortfolioBucket, MessageKey>;

export { BUCKET_DAYS } from '@/lib/bucket-days';
