import {
  CUSTOMER_MESSAGES,
  ORGANIZATION_MESSAGES,
  RISK_PROFILE_MESSAGES,
  spansOrganizations,
  type RiskProfile,
  type RiskProfileInput,
  type RiskProfilePatch,
} from '@lendline/core';
import { eq } from 'drizzle-orm';
import { reaches, type RequestContext } from '../../context/request-context.ts';
import { organizations, riskProfiles } from '../../db/schema/index.ts';
import { rowInScope } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import {
  fieldColumns,
  findRiskProfile,
  presentRiskProfile,
  recordRiskProfileChange,
  scoreColumns,
} from './risk-profile-records.ts';

/** An assessor may change a profile while it is a draft or completed, not once decided. */
const EDITABLE_STATUSES: readonly string[] = ['draft', 'completed'];

/**
 * The organization a new profile belongs to: the body's (within the user's scope) or the
 * user's own. A user working across organizations must name one, as for customers
 * (createCustomer), with the same message.
 */
async function organizationForNewProfile(
  ctx: RequestContext,
  requested: string | undefined,
): Promise<string> {
  const { auth, tx } = ctx;
  if (!requested && spansOrganizations(auth.roles, auth.scope.organizationIds)) {
    const message = CUSTOMER_MESSAGES.organizationRequired;
    throw new AppError('VALIDATION_FAILED', message, {
      details: { fieldErrors: { organization_id: [message] } },
    });
  }
  const organizationId = requested ?? auth.organization?.id ?? null;
  if (!organizationId) throw new AppError('BUSINESS_RULE', ORGANIZATION_MESSAGES.noneFound);
  const [organization] = reaches(ctx, organizationId)
    ? await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
    : [];
  if (!organization) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
  return organization.id;
}

/**
 * POST /risk-profiles: saves a prospect's profile (a draft unless the assessor completes it),
 * scored by the server with scoreProspect, and audits it.
 */
export async function createRiskProfile(
  ctx: RequestContext,
  body: RiskProfileInput,
): Promise<RiskProfile> {
  const { assessment_status: status, organization_id: requested, ...fields } = body;
  const organizationId = await organizationForNewProfile(ctx, requested);
  const [inserted] = await ctx.tx
    .insert(riskProfiles)
    .values({
      ...fieldColumns(fields),
      prospective_customer_name: fields.prospective_customer_name,
      ...scoreColumns(fields),
      organization_id: organizationId,
      assessment_status: status ?? 'draft',
      created_by: ctx.auth.user.id,
      created_at: ctx.now,
      updated_at: ctx.now,
    })
    .returning();
  await recordRiskProfileChange(ctx, { action: 'create', before: null, after: inserted! });
  return presentRiskProfile(inserted!);
}

/**
 * PATCH /risk-profiles/:id: changes the fields sent and scores the profile again from its
 * stored inputs. Refused once the profile is approved or rejected (422 notEditable).
 */
export async function updateRiskProfile(
  ctx: RequestContext,
  options: { id: string; body: RiskProfilePatch },
): Promise<RiskProfile> {
  const before = await findRiskProfile(ctx.tx, options.id, { forUpdate: true });
  if (!EDITABLE_STATUSES.includes(before.assessment_status)) {
    throw new AppError('BUSINESS_RULE', RISK_PROFILE_MESSAGES.notEditable);
  }
  const { assessment_status: status, ...fields } = options.body;
  const changed = fieldColumns(fields);
  const [after] = await ctx.tx
    .update(riskProfiles)
    .set({
      ...changed,
      ...scoreColumns({ ...before, ...changed }),
      ...(status && { assessment_status: status }),
      updated_at: ctx.now,
    })
    .where(rowInScope(riskProfiles, before.id))
    .returning();
  await recordRiskProfileChange(ctx, { action: 'update', before, after: after! });
  return presentRiskProfile(after!);
}
