import { holdsPermission, mayReviewRiskProfile } from '@lendline/core';
import type { RiskProfile, Role } from '@lendline/core';

/** What a user may do to a profile in its state (issue 12's permissions, as the server checks). */
export interface RiskProfileActions {
  /** Change its fields: a draft or a completed profile, by a holder of customers:update. */
  edit: boolean;
  /** Approve or reject a completed profile: core's mayReviewRiskProfile, as the server checks. */
  review: boolean;
  /** Create the customer of an approved profile that has none yet: customers:create. */
  createCustomer: boolean;
}

type ProfileState = Pick<RiskProfile, 'assessment_status' | 'customer_created'>;

/** Approved and rejected profiles are the review's outcome: nobody edits them any more. */
export function isReviewed(profile: Pick<RiskProfile, 'assessment_status'>): boolean {
  return profile.assessment_status === 'approved' || profile.assessment_status === 'rejected';
}

export function riskProfileActionsFor(
  roles: readonly Role[],
  profile: ProfileState,
): RiskProfileActions {
  return {
    edit: !isReviewed(profile) && holdsPermission(roles, 'customers', 'update'),
    review: profile.assessment_status === 'completed' && mayReviewRiskProfile(roles),
    createCustomer:
      profile.assessment_status === 'approved' &&
      !profile.customer_created &&
      holdsPermission(roles, 'customers', 'create'),
  };
}

/** 'New Risk Profile' and the first save of a draft: customers:create. */
export function mayCreateRiskProfile(roles: readonly Role[]): boolean {
  return holdsPermission(roles, 'customers', 'create');
}
