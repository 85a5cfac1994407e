import { describe, expect, it } from 'vitest';
import { mfaRequiredFor } from './mfa.ts';

describe('mfaRequiredFor', () => {
  it('asks nothing under `optional`, not even of an organization admin or the platform owner', () => {
    expect(mfaRequiredFor(['organization_admin'], 'optional')).toBe(false);
    expect(mfaRequiredFor(['platform_super_admin'], 'optional')).toBe(false);
  });

  it('asks it of the admins under `admins`, and of no other role', () => {
    expect(mfaRequiredFor(['organization_admin'], 'admins')).toBe(true);
    expect(mfaRequiredFor(['platform_super_admin'], 'admins')).toBe(true);
    expect(mfaRequiredFor(['manager', 'organization_admin'], 'admins')).toBe(true);
    expect(mfaRequiredFor(['manager'], 'admins')).toBe(false);
    expect(mfaRequiredFor(['partner_admin'], 'admins')).toBe(false);
  });

  it('asks it of every role under `everyone`', () => {
    expect(mfaRequiredFor(['field_agent'], 'everyone')).toBe(true);
    expect(mfaRequiredFor([], 'everyone')).toBe(false);
  });

  it('asks it of the platform owner without an organization', () => {
    expect(mfaRequiredFor(['platform_super_admin'], null)).toBe(true);
    expect(mfaRequiredFor(['manager'], null)).toBe(false);
  });
});
