import {
  RISK_PROFILE_MESSAGES,
  riskBadgeOf,
  scoreProspect,
  toPaise,
  type RiskProfile,
  type RiskProfileInput,
  type ScoreComponents,
} from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import type { Executor } from '../../db/client.ts';
import {
  riskProfiles,
  type NewRiskProfile,
  type RiskProfile as RiskProfileRecord,
} from '../../db/schema/index.ts';
import { rowInScope } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../audit/write-audit.ts';

export type { RiskProfileRecord };

export const RISK_PROFILE_ENTITY_TYPE = 'risk_profile';

/** The profile's own fields (the form's), as the input and the table both name them. */
export type RiskProfileFields = Omit<RiskProfileInput, 'assessment_status' | 'organization_id'>;

const MONEY_FIELDS = [
  'monthly_household_income',
  'daily_savings_capacity',
  'proposed_daily_payment',
  'total_monthly_income',
  'total_monthly_expenses',
  'total_existing_debt',
] as const satisfies readonly (keyof RiskProfileFields)[];

/** Rupees for a numeric(14,2) column, exact to the paisa; null and absent kept. */
const moneyColumn = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : (toPaise(value) / 100).toFixed(2);

/**
 * The columns a save writes for the fields it was given (absent fields untouched): money as
 * exact numeric text, the rest as they are.
 */
export function fieldColumns(fields: Partial<RiskProfileFields>): Partial<NewRiskProfile> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    columns[field] = (MONEY_FIELDS as readonly string[]).includes(field)
      ? moneyColumn(value as number | null)
      : value;
  }
  return columns as Partial<NewRiskProfile>;
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * The score columns of a profile's fields: scoreProspect on every save, draft included, so the
 * stored score is always the rule's answer for the stored inputs (issue 12).
 */
export function scoreColumns(record: {
  [Field in keyof RiskProfileFields]?: unknown;
}): Pick<
  NewRiskProfile,
  | 'overall_eligibility_score'
  | 'risk_category'
  | 'recommended_loan_amount'
  | 'score_components'
  | 'debt_to_income_percent'
  | 'score_rule_version'
> {
  const number = (value: unknown) =>
    value === null || value === undefined ? null : Number(value as string | number);
  const score = scoreProspect({
    payment_history_score: number(record.payment_history_score),
    business_stability_score: number(record.business_stability_score),
    asset_backing_score: number(record.asset_backing_score),
    years_at_current_location: number(record.years_at_current_location),
    income_stability_rating: number(record.income_stability_rating),
    location_stability_score: number(record.location_stability_score),
    total_monthly_income: number(record.total_monthly_income),
    monthly_household_income: number(record.monthly_household_income),
    total_existing_debt: number(record.total_existing_debt),
  });
  return {
    overall_eligibility_score: score.score,
    risk_category: score.risk_category,
    recommended_loan_amount: score.recommended_loan_amount.toFixed(2),
    score_components: score.components,
    debt_to_income_percent:
      score.debt_to_income_percent === null ? null : score.debt_to_income_percent.toFixed(2),
    score_rule_version: score.rule_version,
  };
}

/** A stored profile as every endpoint answers it: money as numbers, the badge added. */
export function presentRiskProfile(record: RiskProfileRecord): RiskProfile {
  const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
  return {
    id: record.id,
    organization_id: record.organization_id,
    prospective_customer_name: record.prospective_customer_name,
    phone: record.phone,
    bazaar_location: record.bazaar_location,
    business_location_address: record.business_location_address,
    business_latitude: record.business_latitude,
    business_longitude: record.business_longitude,
    product_selling: record.product_selling,
    business_type: record.business_type,
    years_at_current_location: record.years_at_current_location,
    monthly_household_income: numberOrNull(record.monthly_household_income),
    daily_savings_capacity: numberOrNull(record.daily_savings_capacity),
    proposed_daily_payment: numberOrNull(record.proposed_daily_payment),
    primary_income_source: record.primary_income_source,
    secondary_income_source: record.secondary_income_source,
    total_monthly_income: numberOrNull(record.total_monthly_income),
    total_monthly_expenses: numberOrNull(record.total_monthly_expenses),
    total_existing_debt: numberOrNull(record.total_existing_debt),
    payment_history_score: record.payment_history_score,
    business_stability_score: record.business_stability_score,
    asset_backing_score: record.asset_backing_score,
    income_stability_rating: record.income_stability_rating,
    location_stability_score: record.location_stability_score,
    assessor_comments: record.assessor_comments,
    multiple_income_sources: list(record.multiple_income_sources),
    existing_loans: list(record.existing_loans),
    multiple_businesses: list(record.multiple_businesses),
    bank_accounts: list(record.bank_accounts),
    assets_owned: list(record.assets_owned),
    guarantors: list(record.guarantors),
    collateral_details: list(record.collateral_details),
    emergency_contacts: list(record.emergency_contacts),
    assessment_status: record.assessment_status,
    risk_category: record.risk_category,
    risk_badge: riskBadgeOf(record),
    overall_eligibility_score: record.overall_eligibility_score,
    behavioral_score: record.behavioral_score,
    documentation_score: record.documentation_score,
    recommended_loan_amount: numberOrNull(record.recommended_loan_amount),
    score_components: (record.score_components as ScoreComponents | null) ?? null,
    debt_to_income_percent: numberOrNull(record.debt_to_income_percent),
    score_rule_version: record.score_rule_version,
    customer_created: record.customer_created,
    customer_id: record.customer_id,
    approved_at: record.approved_at?.toISOString() ?? null,
    approved_by: record.approved_by,
    rejected_at: record.rejected_at?.toISOString() ?? null,
    rejected_by: record.rejected_by,
    rejection_reason: record.rejection_reason,
    created_by: record.created_by,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  };
}

/** The profile row, or 404 'Risk profile not found' (another tenant's id too). */
export async function findRiskProfile(
  tx: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<RiskProfileRecord> {
  const query = tx.select().from(riskProfiles).where(rowInScope(riskProfiles, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', RISK_PROFILE_MESSAGES.notFound);
  return row;
}

/** What an audit row keeps of a profile: its inputs, its score and its state. */
export function riskProfileAuditValues(record: RiskProfileRecord): Record<string, unknown> {
  const {
    id: _id,
    created_at: _createdAt,
    updated_at: _updatedAt,
    created_by: _createdBy,
    ...values
  } = record;
  return {
    ...values,
    approved_at: record.approved_at?.toISOString() ?? null,
    rejected_at: record.rejected_at?.toISOString() ?? null,
  };
}

/** Audits a change of a profile, read before and after it, in the change's transaction. */
export async function recordRiskProfileChange(
  ctx: RequestContext,
  change: {
    action: string;
    before: RiskProfileRecord | null;
    after: RiskProfileRecord;
    reason?: string | null;
  },
): Promise<void> {
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: change.after.organization_id,
    action: change.action,
    entityType: RISK_PROFILE_ENTITY_TYPE,
    entityId: change.after.id,
    oldValues: change.before ? riskProfileAuditValues(change.before) : null,
    newValues: riskProfileAuditValues(change.after),
    reason: change.reason ?? null,
  });
}
