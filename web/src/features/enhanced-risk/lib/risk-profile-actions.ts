import {
  CUSTOMER_RISK_PROFILE_ROLES,
  CUSTOMER_RISK_ROLES,
  customerFieldAccess,
  holdsPermission,
} from '@lendline/core';
import type { CustomerRiskOption, Role } from '@lendline/core';

export interface RiskProfileActions {
  /** The tab itself (spec part 2 §2: loan_officer, manager, organization_admin). */
  read: boolean;
  /** Recalculate: the server's submit and recalculate rule (docs/decisions/0063). */
  recalculate: boolean;
  /** 'Update Risk Profile' and 'Risk Override': manager and organization_admin (spec part 2 §2). */
  update: boolean;
  override: boolean;
  /** The levels an override may set: high only by manager and organization_admin (§6). */
  overrideLevels: readonly CustomerRiskOption[];
}

const holdsAny = (roles: readonly Role[], allowed: readonly Role[]) =>
  roles.some((role) => allowed.includes(role));

/** What the Risk Profile tab offers, from core's role lists (the server checks the same). */
export function riskProfileActionsFor(roles: readonly Role[]): RiskProfileActions {
  const read = holdsAny(roles, CUSTOMER_RISK_PROFILE_ROLES);
  const assess = read && holdsPermission(roles, 'customers', 'update');
  const manage =
    holdsAny(roles, CUSTOMER_RISK_ROLES) && holdsPermission(roles, 'customers', 'update');
  return {
    read,
    recalculate: assess,
    update: manage,
    override: manage,
    overrideLevels: manage ? customerFieldAccess(roles).riskOptions : [],
  };
}
