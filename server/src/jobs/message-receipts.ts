import type { MessageReceipt, MessageReceiptsResponse } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection, runSystem } from '../db/system.ts';

/** Receipts the gateway may send a minute from one address; wrong secrets allowed a minute. */
export const RECEIPT_LIMITS = { perAddressPerMinute: 600, refusedPerMinute: 10 } as const;
const REASON_MAX_LENGTH = 1000;

/** The secret the request carries (`Authorization: Bearer …`) is the configured one. */
export function receiptSecretMatches(header: string | undefined, secret: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  // Equal-length digests: the comparison takes the same time whatever was sent.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret)) && given.length > 0;
}

/**
 * Delivery receipts from the SMS/WhatsApp gateway (docs/decisions/0080), in one statement for
 * the batch, as the system (the gateway serves every organization): a `sent` message named by
 * our id or the gateway's becomes `delivered` (delivered_at = now) or `failed` (its reason,
 * trimmed, as last_error). Receipts naming no message, or one no longer `sent`, are ignored
 * and counted.
 */
export async function applyMessageReceipts(
  database: Database,
  receipts: MessageReceipt[],
  now: Date,
): Promise<MessageReceiptsResponse> {
  const rows = receipts.map((receipt) => ({
    id: receipt.id ?? null,
    provider_message_id: receipt.id ? null : (receipt.provider_message_id ?? null),
    status: receipt.status,
    reason: receipt.reason?.trim().slice(0, REASON_MAX_LENGTH) || null,
  }));
  const [result] = await runSystem(ownerConnection(database), (tx) =>
    queryRows<{ updated: number }>(
      tx,
      sql`with receipt as (
            select * from json_to_recordset(${JSON.stringify(rows)}::json)
              as r(id uuid, provider_message_id text, status text, reason text)
          ),
          found as (
            select distinct on (m.organization_id, m.id) m.organization_id, m.id,
              receipt.status, receipt.reason
            from receipt
            join customer_messages m on m.status = 'sent' and (
              (receipt.id is not null and m.id = receipt.id)
              or (receipt.id is null and m.provider_message_id = receipt.provider_message_id))
          ),
          updated as (
            update customer_messages m set status = found.status,
              delivered_at = case when found.status = 'delivered'
                then ${now.toISOString()}::timestamptz end,
              last_error = case when found.status = 'failed'
                then coalesce(found.reason, m.last_error) else m.last_error end
            from found
            where m.organization_id = found.organization_id and m.id = found.id
              and m.status = 'sent'
            returning 1
          )
          select count(*)::int as updated from updated`,
    ),
  );
  const updated = Number(result?.updated ?? 0);
  return { updated, ignored: receipts.length - updated };
}
