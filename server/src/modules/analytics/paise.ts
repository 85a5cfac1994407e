/**
 * Paise from a numeric column or sum as PostgreSQL sends it ('19947992321.24'), exactly: the
 * float route (toPaise(Number(text))) refuses sums past about 10^10 rupees, which a portfolio of a
 * million loans reaches. Null (an empty sum) is 0.
 */
export function paiseFromNumeric(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const match = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/.exec(String(value));
  if (!match) throw new RangeError(`Not an amount in rupees: ${String(value)}`);
  const paise = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Too large an amount: ${String(value)}`);
  return match[1] ? -paise : paise;
}
