import {
  clampPage,
  NOTIFICATION_MESSAGES,
  type StaffNotification,
  type StaffNotificationListQuery,
  type StaffNotificationListResponse,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { AppError } from '../../errors.ts';
import { publishEvent } from '../../realtime/publish-event.ts';

type NotificationRow = Omit<StaffNotification, 'created_at' | 'read_at'> & {
  created_at: string | Date;
  read_at: string | Date | null;
  total: number;
  unread: number;
};

/**
 * GET /notifications: the signed-in user's own notifications, newest first, with the unread
 * count, in one round trip. Row-level security keeps them to the user's organizations; the user
 * filter keeps them to the user.
 */
export async function listStaffNotifications(
  ctx: RequestContext,
  query: StaffNotificationListQuery,
): Promise<StaffNotificationListResponse> {
  const first = await pageOfNotifications(ctx, query, query.page);
  const last = clampPage(query.page, first.total, query.page_size);
  const answer = last === query.page ? first : await pageOfNotifications(ctx, query, last);
  return { ...answer, page: last };
}

async function pageOfNotifications(
  ctx: RequestContext,
  query: StaffNotificationListQuery,
  page: number,
): Promise<StaffNotificationListResponse> {
  const userId = ctx.auth.user.id;
  const unreadOnly = query.unread === 'true';
  const rows = await queryRows<NotificationRow | { id: null; total: number; unread: number }>(
    ctx.tx,
    sql`with mine as (select * from notifications n where n.user_id = ${userId}),
        counts as (select count(*) filter (where ${!unreadOnly} or read_at is null)::int as total,
          count(*) filter (where read_at is null)::int as unread from mine)
        select p.*, counts.total, counts.unread from counts left join lateral (
          select id, organization_id, kind, title, title_values as values, body, link, read_at,
            created_at from mine where ${!unreadOnly} or read_at is null
          order by created_at desc, id desc
          limit ${query.page_size} offset ${(page - 1) * query.page_size}) p on true`,
  );
  const counts = rows[0];
  return {
    data: rows
      .filter((row): row is NotificationRow => row.id !== null)
      .map(({ total: _total, unread: _unread, ...row }) => ({
        ...row,
        read_at: row.read_at === null ? null : new Date(row.read_at).toISOString(),
        created_at: new Date(row.created_at).toISOString(),
      })),
    page,
    page_size: query.page_size,
    total: Number(counts?.total ?? 0),
    unread: Number(counts?.unread ?? 0),
  };
}

/** POST /notifications/:id/read (one) or /notifications/read-all (id null): the unread left. */
export async function markNotificationsRead(
  ctx: RequestContext,
  id: string | null,
): Promise<{ unread: number }> {
  const userId = ctx.auth.user.id;
  const [row] = await queryRows<{ found: number; unread: number }>(
    ctx.tx,
    sql`with marked as (
          update notifications set read_at = coalesce(read_at, ${ctx.now.toISOString()}::timestamptz)
          where user_id = ${userId} and (${id}::uuid is null or id = ${id}::uuid)
          returning id, read_at)
        select (select count(*) from marked)::int as found,
          (select count(*) from notifications n where n.user_id = ${userId} and n.read_at is null
            and not exists (select 1 from marked where marked.id = n.id))::int as unread`,
  );
  if (id !== null && !row?.found) {
    throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notificationNotFound);
  }
  // The user's other tabs and devices update their counts.
  await publishEvent(ctx.tx, {
    type: 'notifications.changed',
    organization_id: null,
    user_ids: [userId],
  });
  return { unread: Number(row?.unread ?? 0) };
}
