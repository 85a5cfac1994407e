import { describe, expect, it } from 'vitest';
import {
  refuseCollectorBlock,
  refuseCollectorUnblock,
  refuseOrganizationBlock,
  refuseOrganizationUnblock,
} from './block-rules.ts';

const collector = {
  is_blocked: false,
  blocked_due_to_org: false,
  organization_is_blocked: false,
  organization_name: 'Acme Microfinance',
};

describe('collector block rules', () => {
  it('let an unblocked collector be blocked, not a blocked one', () => {
    expect(refuseCollectorBlock(collector)).toBeNull();
    expect(refuseCollectorBlock({ ...collector, is_blocked: true })).toEqual({
      code: 'CONFLICT',
      message: 'messages.collectors.already_blocked',
    });
  });

  it('refuse to unblock a collector that is not blocked', () => {
    expect(refuseCollectorUnblock(collector)).toEqual({
      code: 'CONFLICT',
      message: 'messages.collectors.not_blocked',
    });
  });

  it('refuse to unblock a collector blocked due to its organization', () => {
    expect(
      refuseCollectorUnblock({
        ...collector,
        is_blocked: true,
        blocked_due_to_org: true,
        organization_is_blocked: true,
      }),
    ).toEqual({
      code: 'BUSINESS_RULE',
      message: 'messages.collectors.blocked_due_to_organization',
    });
  });

  it('refuse to unblock a collector while its organization is blocked', () => {
    expect(
      refuseCollectorUnblock({ ...collector, is_blocked: true, organization_is_blocked: true }),
    ).toEqual({
      code: 'BUSINESS_RULE',
      message: {
        key: 'messages.collectors.organization_blocked',
        values: { name: 'Acme Microfinance' },
      },
    });
    expect(refuseCollectorUnblock({ ...collector, is_blocked: true })).toBeNull();
  });
});

describe('organization block rules', () => {
  const organization = { id: 'branch', is_blocked: false };

  it('refuse to block a blocked organization or the requester’s own', () => {
    expect(refuseOrganizationBlock(organization, 'head-office')).toBeNull();
    expect(refuseOrganizationBlock({ ...organization, is_blocked: true })).toEqual({
      code: 'CONFLICT',
      message: 'messages.organizations.already_blocked',
    });
    expect(refuseOrganizationBlock(organization, 'branch')).toEqual({
      code: 'BUSINESS_RULE',
      message: 'messages.organizations.cannot_block_own',
    });
  });

  it('refuse to unblock an organization that is not blocked', () => {
    expect(refuseOrganizationUnblock(organization)).toEqual({
      code: 'CONFLICT',
      message: 'messages.organizations.not_blocked',
    });
    expect(refuseOrganizationUnblock({ is_blocked: true })).toBeNull();
  });
});
