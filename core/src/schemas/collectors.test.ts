import { describe, expect, it } from 'vitest';
import {
  collectorOrganizationBlockedMessage,
  collectorStatusOf,
  CreateCollectorRequestSchema,
  UpdateCollectorRequestSchema,
} from './collectors.ts';
import { CustomerPhoneSchema } from './customers.ts';
import { UpdateUserRequestSchema } from './users.ts';

describe('collector contracts', () => {
  it("names the blocked organization in the spec's words", () => {
    expect(collectorOrganizationBlockedMessage('Acme')).toEqual({
      key: 'messages.collectors.organization_blocked',
      values: { name: 'Acme' },
    });
  });

  it('derives the status shown from the flags', () => {
    expect(collectorStatusOf({ is_active: true, is_blocked: false })).toBe('active');
    expect(collectorStatusOf({ is_active: false, is_blocked: false })).toBe('inactive');
    expect(collectorStatusOf({ is_active: false, is_blocked: true })).toBe('blocked');
  });

  it('requires a name and a valid phone, with optional e-mail and territory', () => {
    expect(
      CreateCollectorRequestSchema.parse({ name: 'Ravi', phone: '+91 98200 11111', territory: '' }),
    ).toEqual({ name: 'Ravi', phone: '+919820011111', territory: null });
    expect(CreateCollectorRequestSchema.safeParse({ name: 'Ravi' }).success).toBe(false);
  });

  it('follows the one phone rule of customers and users: 12 is refused on each', () => {
    for (const phone of ['12', '+12', '1234567', '+91 12345']) {
      const create = CreateCollectorRequestSchema.safeParse({ name: 'Ravi', phone });
      expect(create.error?.issues[0]?.message).toBe('messages.phone.invalid');
      expect(CustomerPhoneSchema.safeParse(phone).success).toBe(false);
      expect(UpdateCollectorRequestSchema.safeParse({ phone }).success).toBe(false);
      const user = UpdateUserRequestSchema.safeParse({ phone });
      expect(user.error?.issues[0]?.message).toBe('messages.phone.invalid');
    }
    expect(UpdateCollectorRequestSchema.parse({ phone: '+1 (201) 555-0123' })).toEqual({
      phone: '+12015550123',
    });
  });

  it('refuses an update that sends nothing, and accepts a clearing null', () => {
    expect(UpdateCollectorRequestSchema.safeParse({}).success).toBe(false);
    expect(UpdateCollectorRequestSchema.safeParse({ email: null }).success).toBe(true);
    expect(UpdateCollectorRequestSchema.safeParse({ is_active: false }).success).toBe(true);
  });
});
