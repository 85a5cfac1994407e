import type { AuditChainVerification } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { organizationScopeOf, type RequestContext } from '../../context/request-context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { writeAudit } from './write-audit.ts';

/** Where one organization's chain ends: the last sealed row's position and link. */
export interface AuditChainHead {
  organization_id: string;
  chain_position: number;
  chain_hash: string;
}

const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;

/**
 * Links the committed unsealed audit rows into their organizations' chains (the database's
 * seal_audit_chain, docs/decisions/0069): those of `organizationIds`, or of every organization
 * with null. Answers how many rows it sealed.
 */
export async function sealAuditChain(
  executor: Executor,
  organizationIds: readonly string[] | null,
): Promise<number> {
  if (organizationIds !== null && organizationIds.length === 0) return 0;
  const argument = organizationIds === null ? sql`null::uuid[]` : uuidArray(organizationIds);
  const [row] = await queryRows<{ sealed: number | string }>(
    executor,
    sql`select seal_audit_chain(${argument}) as sealed`,
  );
  return Number(row?.sealed ?? 0);
}

/** The organizations with audit rows the executor sees, in a stable order. */
async function organizationsWithAudit(
  executor: Executor,
  organizationIds: readonly string[] | null,
): Promise<string[]> {
  if (organizationIds !== null) return [...organizationIds].sort();
  const rows = await queryRows<{ organization_id: string }>(
    executor,
    sql`select distinct organization_id from audit_logs order by organization_id`,
  );
  return rows.map((row) => row.organization_id);
}

/** Each organization's chain head (organizations without sealed rows are left out). */
export async function auditChainHeads(
  executor: Executor,
  organizationIds: readonly string[] | null,
): Promise<AuditChainHead[]> {
  const organizations = await organizationsWithAudit(executor, organizationIds);
  if (organizations.length === 0) return [];
  const rows = await queryRows<{
    organization_id: string;
    chain_position: number | string;
    chain_hash: string;
  }>(
    executor,
    sql`select o.id as organization_id, h.chain_position, h.chain_hash
        from unnest(${uuidArray(organizations)}) as o(id)
        cross join lateral (
          select a.chain_position, a.chain_hash from audit_logs a
          where a.organization_id = o.id and a.chain_position is not null
          order by a.chain_position desc limit 1
        ) h
        order by o.id`,
  );
  return rows.map((row) => ({
    organization_id: row.organization_id,
    chain_position: Number(row.chain_position),
    chain_hash: row.chain_hash,
  }));
}

/**
 * Recomputes every chain in the context's scope (row-level security keeps the walk to it) and
 * reports the first row that does not hold. Seal first, in its own transaction, so the answer
 * covers every row committed before the call.
 */
export async function verifyAuditChains(ctx: RequestContext): Promise<AuditChainVerification> {
  const organizations = await organizationsWithAudit(ctx.tx, organizationScopeOf(ctx));
  let checked = 0;
  let firstBrokenId: string | null = null;
  for (const organizationId of organizations) {
    const [row] = await queryRows<{ checked: number | string; first_broken_id: string | null }>(
      ctx.tx,
      sql`select checked, first_broken_id from verify_audit_chain(${organizationId}::uuid)`,
    );
    checked += Number(row?.checked ?? 0);
    if (row?.first_broken_id) {
      firstBrokenId = row.first_broken_id;
      break;
    }
  }
  const result = { valid: firstBrokenId === null, checked, first_broken_id: firstBrokenId };
  // A serious trail records that it was checked, and what the check found.
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: ctx.auth.profile?.organization_id ?? null,
    action: 'verify',
    entityType: 'audit_logs',
    newValues: result,
  });
  return result;
}
