import { formattingContext, numberFormat } from '@/i18n/formatting';

const METRES_IN_A_KILOMETRE = 1000;

/**
 * A distance in the reader's locale: whole metres below a kilometre ('350 m'), kilometres with
 * one decimal from there ('2.4 km'). Its own module: only lazily loaded screens show distances.
 */
export function formatDistance(metres: number): string {
  const { locale } = formattingContext();
  if (Math.round(metres) < METRES_IN_A_KILOMETRE) {
    return numberFormat(locale, {
      style: 'unit',
      unit: 'meter',
      unitDisplay: 'short',
      maximumFractionDigits: 0,
    }).format(metres);
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(metres / METRES_IN_A_KILOMETRE);
}
