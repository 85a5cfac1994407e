import { escapeLiteral } from 'pg';

/** Statements larger than this are sent as they are (their parameters would only grow them). */
const MAX_INLINED_LENGTH = 16_384;

/**
 * A parameter as a literal of unknown type, as the extended protocol sends it: PostgreSQL
 * resolves `'5'` from its context exactly as it resolves `$1` sent as the text '5'. Only
 * scalars: anything else (arrays, objects, bytes) keeps its parameter.
 */
function literalOf(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return value.includes('\0') ? null : escapeLiteral(value);
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : null;
  if (typeof value === 'bigint') return `'${value}'`;
  if (typeof value === 'boolean') return value ? "'true'" : "'false'";
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : `'${value.toISOString()}'`;
  return null;
}

/**
 * `text` with its `$1`…`$n` replaced by the values as literals, so it can travel in the simple
 * protocol behind other statements (BEGIN and the scope) in one round trip. Null when that is
 * not certainly the same statement: placeholders are only recognised outside quoted strings and
 * identifiers, and text holding comments, dollar quotes or escape strings is left alone.
 */
export function inlineParameters(text: string, values: readonly unknown[]): string | null {
  if (/--|\/\*|\$[^0-9]|\$$|(^|[^a-z0-9_])e'/i.test(text)) return null;
  const literals: string[] = [];
  for (const value of values) {
    const literal = literalOf(value);
    if (literal === null) return null;
    literals.push(literal);
  }
  let result = '';
  let index = 0;
  while (index < text.length) {
    const character = text[index]!;
    if (character === "'" || character === '"') {
      // A quoted string or identifier, doubled quotes included, copied as it is.
      const end = closingQuote(text, index, character);
      if (end === -1) return null;
      result += text.slice(index, end + 1);
      index = end + 1;
    } else if (character === '$') {
      const digits = /^\d+/.exec(text.slice(index + 1))![0];
      const literal = literals[Number(digits) - 1];
      if (literal === undefined) return null;
      result += literal;
      index += 1 + digits.length;
    } else {
      result += character;
      index += 1;
    }
  }
  return result.length > MAX_INLINED_LENGTH ? null : result;
}

function closingQuote(text: string, start: number, quote: string): number {
  let index = start + 1;
  while (index < text.length) {
    if (text[index] === quote) {
      if (text[index + 1] === quote) index += 2;
      else return index;
    } else {
      index += 1;
    }
  }
  return -1;
}
