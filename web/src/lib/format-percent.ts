import { formattingContext, numberFormat } from '@/i18n/formatting';

/** A percentage given out of 100 (76.19 → '76.19%'), in the reader's locale. */
export function formatPercent(value: number): string {
  return numberFormat(formattingContext().locale, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(value / 100);
}
