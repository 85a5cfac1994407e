/**
 * A search term that reads as a phone number, as typed ('98765 43210', '98765-43210',
 * '+91 98765 43210', '(020) 2612.3456'): its digits, to be compared with a stored number's
 * digits (stored numbers are E.164, '+919876543210'). null for anything else — a term with a
 * letter is a name or an e-mail, and a term without a digit would match every phone.
 */
export function phoneSearchDigits(term: string): string | null {
  const text = term.trim();
  if (!/^\+?[\d\s\-.()]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : digits;
}
