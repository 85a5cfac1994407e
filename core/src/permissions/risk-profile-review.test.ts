import { describe, expect, it } from 'vitest';
import { ROLES } from '../constants.ts';
import type { Role } from '../constants.ts';
import { mayReviewRiskProfile } from './risk-profile-review.ts';

// Decision 0062: exactly the platform owner, the organization admin and the manager decide.
const REVIEWS = {
  platform_super_admin: true,
  organization_admin: true,
  partner_admin: false,
  super_admin: false,
  admin: false,
  manager: true,
  loan_officer: false,
  debt_collector: false,
  collector: false,
  follow_up_agent: false,
  collection_agent: false,
  field_agent: false,
  compliance_officer: false,
  auditor: false,
  viewer: false,
} satisfies Record<Role, boolean>;

describe('mayReviewRiskProfile', () => {
  it.each(ROLES.map((role) => [role, REVIEWS[role]] as const))(
    'answers %s → %s',
    (role, expected) => {
      expect(mayReviewRiskProfile([role])).toBe(expected);
    },
  );

  it('lets a user review when any one of their roles may', () => {
    expect(mayReviewRiskProfile(['loan_officer', 'manager'])).toBe(true);
    expect(mayReviewRiskProfile(['loan_officer', 'auditor'])).toBe(false);
    expect(mayReviewRiskProfile([])).toBe(false);
  });
});
