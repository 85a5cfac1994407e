/** The currency of an organization that has not chosen one (spec: amounts in rupees). */
export const DEFAULT_CURRENCY = 'INR';

const FORMATTERS = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = FORMATTERS.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency });
    } catch {
      // An unknown currency code: show the number with the code in front.
      formatter = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 });
    }
    FORMATTERS.set(currency, formatter);
  }
  return formatter;
}

/**
 * An amount in the organization's currency ('₹1,25,000.00'); the API sends decimals as strings.
 * Missing or unreadable amounts show as zero.
 */
export function formatMoney(
  amount: string | number | null | undefined,
  currency: string = DEFAULT_CURRENCY,
): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const formatter = formatterFor(currency);
  const text = formatter.format(Number.isFinite(value) ? value : 0);
  return formatter.resolvedOptions().style === 'currency' ? text : `${currency} ${text}`;
}
