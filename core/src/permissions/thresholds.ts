import type { Resource, Role } from '../constants.ts';

export interface ApprovalTier {
  /** Inclusive upper bound of the tier. */
  upTo: number;
  /** Roles one of whom must approve an amount in this tier; empty means no approval is needed. */
  approvers: readonly Role[];
}

export interface ApprovalThreshold {
  /** The resource the tiers apply to; any action on it that carries an amount is checked. */
  resource: Resource;
  /** Ascending by `upTo`. */
  tiers: readonly ApprovalTier[];
}

/** Spec part 1 §9: "An amount above every threshold is denied, with the last tier's approvers (default organization_admin)". */
export const DEFAULT_LAST_TIER_APPROVERS: readonly Role[] = ['organization_admin'];

/**
 * Spec part 1 §9 "Approval thresholds", keyed by the user's first role. Roles without an entry
 * have no amount limit.
 */
export const APPROVAL_THRESHOLDS: Partial<Record<Role, ApprovalThreshold>> = {
  loan_officer: {
    resource: 'loans',
    tiers: [
      { upTo: 50_000, approvers: [] },
      { upTo: 200_000, approvers: ['manager'] },
    ],
  },
  manager: {
    resource: 'loans',
    tiers: [{ upTo: 500_000, approvers: [] }],
  },
  collection_agent: {
    resource: 'payments',
    tiers: [
      { upTo: 10_000, approvers: [] },
      { upTo: 50_000, approvers: ['manager'] },
    ],
  },
};

export type ThresholdOutcome =
  /** No threshold for this role and resource, or no amount. */
  | { kind: 'not_applicable' }
  | { kind: 'within_limit'; limit: number }
  /** `above` is the previous tier's bound: "over 50,000 needs a manager". */
  | { kind: 'needs_approval'; approvers: Role[]; above: number }
  | { kind: 'above_every_threshold'; approvers: Role[]; limit: number };

/**
 * "Last tier's approvers" means the approvers written on the role's highest tier; when that tier
 * needs no approval (manager: up to 500,000 on its own) they default to organization_admin.
 * So above every threshold: loan_officer → manager, manager → organization_admin,
 * collection_agent → manager.
 */
export function lastTierApprovers(threshold: ApprovalThreshold): Role[] {
  const approvers = threshold.tiers.at(-1)?.approvers ?? [];
  return [...(approvers.length > 0 ? approvers : DEFAULT_LAST_TIER_APPROVERS)];
}

/**
 * Where an amount falls in the role's tiers. Not a number (NaN) falls in no tier and so counts
 * as above every threshold: fail closed.
 */
export function evaluateAmountThreshold(options: {
  role: Role | undefined;
  resource: Resource;
  amount: number | undefined;
}): ThresholdOutcome {
  const { role, resource, amount } = options;
  if (role === undefined || amount === undefined) return { kind: 'not_applicable' };
  const threshold = APPROVAL_THRESHOLDS[role];
  if (threshold === undefined || threshold.resource !== resource) return { kind: 'not_applicable' };

  let previousBound: number | undefined;
  for (const tier of threshold.tiers) {
    if (amount <= tier.upTo) {
      if (tier.approvers.length === 0) return { kind: 'within_limit', limit: tier.upTo };
      return {
        kind: 'needs_approval',
        approvers: [...tier.approvers],
        above: previousBound ?? 0,
      };
    }
    previousBound = tier.upTo;
  }
  return {
    kind: 'above_every_threshold',
    approvers: lastTierApprovers(threshold),
    limit: previousBound ?? 0,
  };
}
