import { formattingContext, numberFormat } from '@/i18n/formatting';

/**
 * An amount in the organization's currency, in the reader's locale ('₹1,25,000.00' in en-IN,
 * 'Ksh 1,500.00' in sw-KE); the API sends decimals as strings. Missing or unreadable amounts
 * show as zero. `currency` overrides the organization's (an amount of another organization).
 */
export function formatMoney(
  amount: string | number | null | undefined,
  currency?: string | null,
): string {
  const context = formattingContext();
  const code = currency || context.currency;
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const shown = Number.isFinite(value) ? value : 0;
  try {
    return numberFormat(context.locale, { style: 'currency', currency: code }).format(shown);
  } catch {
    // An unknown currency code: show the number with the code in front.
    const number = numberFormat(context.locale, { minimumFractionDigits: 2 }).format(shown);
    return `${code} ${number}`;
  }
}
