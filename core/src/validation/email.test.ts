import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CustomerEmailSchema,
  OptionalCustomerEmailSchema,
  DISPOSABLE_EMAIL_DOMAINS,
  EMAIL_MESSAGES,
  MAJOR_EMAIL_DOMAINS,
  validateEmail,
} from './email.ts';

const refused = (error: string, suggestions: string[] = []) => ({
  isValid: false,
  error,
  suggestions,
});

describe('validateEmail, in the spec order', () => {
  it('1. refuses an empty value with "Email is required"', () => {
    expect(validateEmail('')).toEqual(refused('messages.email.required'));
    expect(validateEmail('   ')).toEqual(refused(EMAIL_MESSAGES.required));
  });

  it.each(['john', 'john.example.com', '@example.com', 'john smith@example.com', 'a@b@c.com'])(
    '2. refuses %s with "Please enter a valid email format"',
    (value) => {
      expect(validateEmail(value)).toEqual(refused('messages.email.format'));
    },
  );

  it('3. refuses a missing domain with "Please enter a valid email domain"', () => {
    expect(validateEmail('john@')).toEqual(refused('messages.email.domain'));
  });

  it.each([
    ['john@gmial.com', 'john@gmail.com'],
    ['john@gmail.co', 'john@gmail.com'],
    ['john@gmail.cm', 'john@gmail.com'],
    ['john@gmail.con', 'john@gmail.com'],
    ['john@gmail', 'john@gmail.com'],
    ['John.Doe@GAMIL.COM', 'John.Doe@gmail.com'],
    ['asha@yaho.com', 'asha@yahoo.com'],
    ['asha@yahoo.co', 'asha@yahoo.com'],
    ['ravi@hotmial.com', 'ravi@hotmail.com'],
    ['ravi@hotmail.con', 'ravi@hotmail.com'],
    ['priya@outlok.com', 'priya@outlook.com'],
    ['priya@outlook.cm', 'priya@outlook.com'],
    ['sam@iclod.com', 'sam@icloud.com'],
    ['sam@icloud.co', 'sam@icloud.com'],
  ])('4. suggests the corrected address for the typo domain in %s', (value, corrected) => {
    expect(validateEmail(value)).toEqual(refused('messages.email.suggestion', [corrected]));
  });

  it('5. suggests gmail, yahoo and outlook for a short dotless domain (before the dot check)', () => {
    expect(validateEmail('a@b')).toEqual(
      refused(EMAIL_MESSAGES.suggestion, ['a@gmail.com', 'a@yahoo.com', 'a@outlook.com']),
    );
    expect(validateEmail('raj@abc').suggestions).toHaveLength(3);
  });

  it('6. refuses a domain under 3 characters with "Domain too short"', () => {
    expect(validateEmail('a@b.')).toEqual(refused('messages.email.domain_too_short'));
    expect(validateEmail('a@.b')).toEqual(refused(EMAIL_MESSAGES.domainTooShort));
  });

  it.each(['a@example..com', 'a@.example.com', 'a@example.com.'])(
    '7. refuses %s with "Invalid domain format"',
    (value) => {
      expect(validateEmail(value)).toEqual(refused('messages.email.domain_format'));
    },
  );

  it('8. refuses a longer dotless domain with "Domain must contain a dot"', () => {
    expect(validateEmail('john@localhost')).toEqual(refused('messages.email.domain_dot'));
    expect(validateEmail('john@abcd')).toEqual(refused(EMAIL_MESSAGES.domainDot));
  });

  it('9. refuses the three disposable domains with "Please use a permanent email address"', () => {
    expect(DISPOSABLE_EMAIL_DOMAINS).toEqual([
      'mailinator.com',
      '10minutemail.com',
      'guerrillamail.com',
    ]);
    for (const domain of DISPOSABLE_EMAIL_DOMAINS) {
      expect(validateEmail(`temp@${domain}`)).toEqual(refused('messages.email.disposable'));
    }
    expect(validateEmail('temp@Mailinator.COM').error).toBe(EMAIL_MESSAGES.disposable);
  });

  it('10a. refuses a one-letter top-level domain with "Invalid top-level domain"', () => {
    expect(validateEmail('a@a.b')).toEqual(refused('messages.email.tld'));
    expect(validateEmail('john@example.c')).toEqual(refused(EMAIL_MESSAGES.tld));
  });

  it.each(['co', 'cm', 'cpm', 'con', 'om', 'comm'])(
    '10b. refuses the .%s extension on other domains with "Invalid domain extension"',
    (extension) => {
      expect(validateEmail(`john@example.${extension}`)).toEqual(
        refused('messages.email.extension'),
      );
    },
  );

  it('10c. refuses a top-level domain that is not letters-only', () => {
    expect(validateEmail('john@example.c0m')).toEqual(refused('messages.email.extension_format'));
    expect(validateEmail('john@example.123')).toEqual(refused(EMAIL_MESSAGES.extensionFormat));
  });

  it('10d. refuses a one-character main label with "Domain name too short"', () => {
    expect(validateEmail('john@x.com')).toEqual(refused('messages.email.name_too_short'));
    expect(validateEmail('john@mail.x.org')).toEqual(refused(EMAIL_MESSAGES.nameTooShort));
  });

  it.each(['john@12345.com', 'john@exa_mple.com', 'john@exämple.com', 'john@a.example.com'])(
    '10e. refuses %s with "Invalid domain name format"',
    (value) => {
      expect(validateEmail(value)).toEqual(refused('messages.email.name_format'));
    },
  );

  it('10f. suggests up to 3 major domains for a provider-name lookalike', () => {
    expect(validateEmail('john@gmailx.com')).toEqual(
      refused('messages.email.suggestion', ['john@gmail.com', 'john@mail.com']),
    );
    expect(validateEmail('john@yahoo.in')).toEqual(
      refused(EMAIL_MESSAGES.suggestion, ['john@yahoo.com']),
    );
    expect(validateEmail('john@hotmail-live-mail.net').suggestions).toEqual([
      'john@hotmail.com',
      'john@mail.com',
      'john@live.com',
    ]);
  });

  it('accepts the major domains themselves and ordinary domains with "Email looks good!"', () => {
    const valid = { isValid: true, suggestions: [], message: 'messages.email.valid' };
    for (const domain of MAJOR_EMAIL_DOMAINS)
      expect(validateEmail(`john@${domain}`)).toEqual(valid);
    expect(validateEmail('  asha.rao+loans@acme-finance.co.in  ')).toEqual(valid);
    expect(validateEmail('ravi@example.org')).toEqual(valid);
    expect(validateEmail('Ravi@Example.IO')).toEqual(valid);
  });
});

describe('CustomerEmailSchema', () => {
  it('accepts a valid address, trimmed and lower-cased', () => {
    expect(CustomerEmailSchema.parse('  Asha.Rao@Example.org ')).toBe('asha.rao@example.org');
  });

  it.each([
    ['', 'messages.email.required'],
    ['john', 'messages.email.format'],
    ['john@gmial.com', 'messages.email.suggestion'],
    ['temp@mailinator.com', 'messages.email.disposable'],
    ['john@example.con', 'messages.email.extension'],
  ])('refuses %j with its first error %j', (value, message) => {
    const result = CustomerEmailSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('refuses a missing value as required and a value that is not a string as a bad format', () => {
    expect(CustomerEmailSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'messages.email.required',
    );
    expect(CustomerEmailSchema.safeParse(42).error?.issues[0]?.message).toBe(
      'messages.email.format',
    );
  });
});

describe('OptionalCustomerEmailSchema', () => {
  const Payload = z.object({ email: OptionalCustomerEmailSchema });

  it('leaves an absent e-mail out and clears a null or blank one', () => {
    expect(Payload.parse({})).toEqual({});
    expect(Payload.parse({ email: null })).toEqual({ email: null });
    expect(Payload.parse({ email: '' })).toEqual({ email: null });
    expect(Payload.parse({ email: '   ' })).toEqual({ email: null });
  });

  it('validates a given e-mail and refuses it with the first error message', () => {
    expect(Payload.parse({ email: ' Asha@Example.org' })).toEqual({ email: 'asha@example.org' });
    expect(Payload.safeParse({ email: 'john@gmial.com' }).error?.issues).toEqual([
      { code: 'custom', message: 'messages.email.suggestion', path: ['email'] },
    ]);
  });
});
