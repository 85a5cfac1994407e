import type { MessageKey, Permission } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { publishEvent } from '../../realtime/publish-event.ts';

/**
 * A staff notification to write (the spec's `notifications`): to the users named, and/or to
 * every user of the organization whose role holds `permission`. `title` is a catalog key the
 * reader's language shows with `values`; `body` is optional free text (a file name, a loan
 * number); `link` an address in the app ('/approvals').
 */
export interface StaffNotice {
  organizationId: string;
  userIds?: readonly string[];
  permission?: Permission;
  kind: string;
  title: MessageKey;
  values?: Record<string, string | number>;
  body?: string | null;
  link?: string | null;
}

/**
 * Writes the notice for its recipients in one statement, in the caller's transaction (a request
 * context's scoped `tx`, or a job's executor), and announces it over the event stream to exactly
 * those users once the transaction commits. Answers how many users it reached.
 */
export async function notifyStaff(
  target: Pick<RequestContext, 'tx'> | Executor,
  notice: StaffNotice,
): Promise<number> {
  const executor = 'tx' in target ? target.tx : target;
  const named = notice.userIds ?? [];
  const [resource, action] = notice.permission?.split(':') ?? [null, null];
  const rows = await queryRows<{ user_id: string }>(
    executor,
    sql`with recipients as (
          select distinct u.user_id from (
            select unnest(${`{${named.join(',')}}`}::uuid[]) as user_id
            union
            select ur.user_id from user_roles ur
              join role_permissions rp on rp.role = ur.role
              where ${resource !== null} and ur.organization_id = ${notice.organizationId}
                and rp.resource = ${resource} and rp.action = ${action}
          ) u
        )
        insert into notifications (organization_id, user_id, kind, title, title_values, body, link)
        select ${notice.organizationId}, r.user_id, ${notice.kind}, ${notice.title},
          ${JSON.stringify(notice.values ?? {})}::jsonb, ${notice.body ?? null}, ${notice.link ?? null}
        from recipients r
        returning user_id`,
  );
  if (rows.length > 0) {
    await publishEvent(executor, {
      type: 'notifications.changed',
      organization_id: null,
      user_ids: rows.map((row) => row.user_id),
    });
  }
  return rows.length;
}
