import { describe, expect, it } from 'vitest';
import { translate } from './translate.ts';

describe('translate', () => {
  it('answers in the language asked for, English without one', () => {
    expect(translate('hi', 'common.language')).toBe('भाषा');
    expect(translate('sw', 'common.language')).toBe('Lugha');
    expect(translate(null, 'common.language')).toBe('Language');
  });
});
