import { describe, expect, it } from 'vitest';
import {
  CreateOrganizationRequestSchema,
  CurrencySchema,
  describeOrganizationDeleteRefusal,
  isValidTimezone,
  UnblockOrganizationRequestSchema,
} from './organizations.ts';

const none = { users: 0, loans: 0, child_organizations: 0, customers: 0, collectors: 0 };

describe('describeOrganizationDeleteRefusal', () => {
  it('answers null when nothing remains', () => {
    expect(describeOrganizationDeleteRefusal('Acme', none)).toBeNull();
  });

  it('names one remaining kind in the singular', () => {
    expect(describeOrganizationDeleteRefusal('Acme', { ...none, loans: 1 })).toEqual({
      name: 'Acme',
      parts: [{ key: 'messages.organizations.remaining_loans', values: { count: 1 } }],
    });
  });

  it('lists several remaining kinds with counts', () => {
    expect(
      describeOrganizationDeleteRefusal('Acme', {
        ...none,
        users: 3,
        loans: 2,
        child_organizations: 1,
      }),
    ).toEqual({
      name: 'Acme',
      parts: [
        { key: 'messages.organizations.remaining_users', values: { count: 3 } },
        { key: 'messages.organizations.remaining_loans', values: { count: 2 } },
        { key: 'messages.organizations.remaining_children', values: { count: 1 } },
      ],
    });
  });
});

describe('organization fields', () => {
  it('accepts IANA timezones and refuses anything else', () => {
    expect(isValidTimezone('Asia/Kolkata')).toBe(true);
    expect(isValidTimezone('UTC')).toBe(true);
    expect(isValidTimezone('Mars/Olympus')).toBe(false);
    expect(isValidTimezone('')).toBe(false);
  });

  it('upper-cases a 3-letter currency and refuses other codes', () => {
    expect(CurrencySchema.parse(' usd ')).toBe('USD');
    expect(CurrencySchema.safeParse('RUPEE').success).toBe(false);
    expect(CurrencySchema.safeParse('R$1').success).toBe(false);
  });

  it('fills the defaults of a new organization', () => {
    expect(
      CreateOrganizationRequestSchema.parse({ name: 'Acme', organization_type: 'lender' }),
    ).toEqual({
      name: 'Acme',
      organization_type: 'lender',
      timezone: 'Asia/Kolkata',
      currency: 'INR',
      // Spec part 2 §9: the phone input defaults to US unless the organization sets another.
      default_phone_country: 'US',
      is_active: true,
    });
  });

  it('accepts an unblock without a body', () => {
    expect(UnblockOrganizationRequestSchema.parse(null)).toBeNull();
    expect(UnblockOrganizationRequestSchema.parse({ reason: ' Resolved ' })).toEqual({
      reason: 'Resolved',
    });
  });
});
