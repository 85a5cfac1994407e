import { describe, expect, it } from 'vitest';
import { linkSegments, setupLinksOf } from './link-segments';

describe('linkSegments', () => {
  it('finds the setup link in a sentence and leaves the full stop outside it', () => {
    expect(
      linkSegments('Open http://localhost:3000/auth/complete-setup?token=abc. Thanks'),
    ).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'http://localhost:3000/auth/complete-setup?token=abc' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('leaves text without links as it is', () => {
    expect(linkSegments('No links here')).toEqual([{ kind: 'text', text: 'No links here' }]);
  });
});

describe('setupLinksOf', () => {
  it('offers an invitation’s setup link and a sign-up’s verification link, nothing else', () => {
    expect(
      setupLinksOf(
        [
          'Set your password: https://lendline.example/auth/complete-setup?token=abc',
          'Verify: https://lendline.example/auth/verify-email?token=def.',
          'Sign in at https://lendline.example/login',
        ].join('\n'),
      ),
    ).toEqual([
      'https://lendline.example/auth/complete-setup?token=abc',
      'https://lendline.example/auth/verify-email?token=def',
    ]);
  });
});
