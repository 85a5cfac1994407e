import { describe, expect, it } from 'vitest';
import { inlineParameters } from './inline-parameters.ts';

describe('inlineParameters', () => {
  it('writes each $n as a literal of its value', () => {
    expect(
      inlineParameters('select * from t where a = $1 and b = $2 and c = $10', [
        "O'Brien",
        5,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        true,
      ]),
    ).toBe("select * from t where a = 'O''Brien' and b = '5' and c = 'true'");
  });

  it('leaves quoted strings and identifiers as they are, placeholders in them included', () => {
    expect(inlineParameters(`select '$1', "a$1", 'it''s' from t where x = $1`, ['v'])).toBe(
      `select '$1', "a$1", 'it''s' from t where x = 'v'`,
    );
  });

  it('writes dates in ISO form and backslashes in escape-string form', () => {
    expect(inlineParameters('select $1, $2', [new Date('2026-01-02T03:04:05.000Z'), 'a\\b'])).toBe(
      `select '2026-01-02T03:04:05.000Z',  E'a\\\\b'`,
    );
  });

  it('keeps the parameters of anything it cannot be sure of', () => {
    expect(inlineParameters('select $1', [[1, 2]])).toBeNull();
    expect(inlineParameters('select $1', [{ a: 1 }])).toBeNull();
    expect(inlineParameters('select $1', [Buffer.from('x')])).toBeNull();
    expect(inlineParameters('select $1', ['nul\0byte'])).toBeNull();
    expect(inlineParameters('select $1', [Number.NaN])).toBeNull();
    expect(inlineParameters('select $2', ['only one'])).toBeNull();
    expect(inlineParameters('select $$text$$, $1', ['x'])).toBeNull();
    expect(inlineParameters('select 1 -- $1', ['x'])).toBeNull();
    expect(inlineParameters("select E'\\n', $1", ['x'])).toBeNull();
    expect(inlineParameters("select 'unterminated, $1", ['x'])).toBeNull();
    expect(inlineParameters('select $1', ['x'.repeat(20_000)])).toBeNull();
  });
});
