import { describe, expect, it } from 'vitest';
import {
  collectorOrganizationBlockedMessage,
  collectorStatusOf,
  CreateCollectorRequestSchema,
  UpdateCollectorRequestSchema,
} from './collectors.ts';

describe('collector contracts', () => {
  it("names the blocked organization in the spec's words", () => {
    expect(collectorOrganizationBlockedMessage('Acme')).toBe(
      'Cannot unblock collector while organization "Acme" is blocked.',
    );
  });

  it('derives the status shown from the flags', () => {
    expect(collectorStatusOf({ is_active: true, is_blocked: false })).toBe('active');
    expect(collectorStatusOf({ is_active: false, is_blocked: false })).toBe('inactive');
    expect(collectorStatusOf({ is_active: false, is_blocked: true })).toBe('blocked');
  });

  it('requires a name and a valid phone, with optional e-mail and territory', () => {
    expect(
      CreateCollectorRequestSchema.parse({ name: 'Ravi', phone: '+91 98200 11111', territory: '' }),
    ).toEqual({ name: 'Ravi', phone: '+91 98200 11111', territory: null });
    expect(CreateCollectorRequestSchema.safeParse({ name: 'Ravi' }).success).toBe(false);
  });

  it('refuses an update that sends nothing, and accepts a clearing null', () => {
    expect(UpdateCollectorRequestSchema.safeParse({}).success).toBe(false);
    expect(UpdateCollectorRequestSchema.safeParse({ email: null }).success).toBe(true);
    expect(UpdateCollectorRequestSchema.safeParse({ is_active: false }).success).toBe(true);
  });
});
