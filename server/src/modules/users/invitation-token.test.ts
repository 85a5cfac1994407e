import { describe, expect, it } from 'vitest';
import { composeInvitationEmail, invitationLink } from './invitation-email.ts';
import { generateTemporaryPassword } from './invitation-token.ts';

describe('generateTemporaryPassword', () => {
  it('answers 8 random characters followed by !', () => {
    const passwords = Array.from({ length: 200 }, generateTemporaryPassword);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9]{8}!$/);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});

describe('composeInvitationEmail', () => {
  it('names the organization and the inviter and links to complete-setup', () => {
    const email = composeInvitationEmail(
      {
        firstName: 'Nisha',
        organizationName: 'Acme <Micro> & Co',
        inviterName: 'Arjun Mehta',
        role: 'loan_officer',
        publicUrl: 'https://lendline.example/',
        token: 'abc_DEF-123',
        expiresInHours: 72,
      },
      'en',
    );
    expect(email.subject).toBe('Arjun Mehta invited you to Acme <Micro> & Co on Lendline');
    expect(email.text).toContain('https://lendline.example/auth/complete-setup?token=abc_DEF-123');
    expect(email.text).toContain('as Loan Officer');
    expect(email.html).toContain('Acme &lt;Micro&gt; &amp; Co');
    expect(email.html).not.toContain('<Micro>');
  });

  it('builds the link without a doubled slash', () => {
    expect(invitationLink('http://localhost:3000', 't')).toBe(
      'http://localhost:3000/auth/complete-setup?token=t',
    );
  });
});
