import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogs.ts';
import { UuidSchema } from '../validation/generic.ts';

/** Spec part 2 §7: what ending one's own session stores as termination_reason. */
export const USER_TERMINATED_REASON = 'User terminated';
/** What an administrator ending another user's session stores (issue 13; decision 0067). */
export const ADMIN_TERMINATED_REASON = 'Terminated by administrator';

export const SESSION_MESSAGES = {
  ended: 'sessions.messages.ended',
  notFound: 'sessions.messages.not_found',
  cannotEndCurrent: 'sessions.messages.cannot_end_current',
  notAllowed: 'sessions.messages.not_allowed',
} as const satisfies Record<string, MessageKey>;

/** GET /sessions: one's own, or `user_id`'s for an organization admin or the platform owner. */
export const SessionListQuerySchema = z.object({ user_id: UuidSchema.optional() });
export type SessionListQuery = z.infer<typeof SessionListQuerySchema>;

export const SessionIdParamsSchema = z.object({ id: UuidSchema });

/** A signed-in session (spec part 2 §3 user_sessions), never its token. */
export const UserSessionSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  is_active: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  terminated_at: z.string().nullable(),
  termination_reason: z.string().nullable(),
  ip_address: z.string().nullable(),
  /** The device, as its browser names itself. */
  user_agent: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof UserSessionSchema>;

/** Active sessions, newest first (spec part 2 §7). */
export const SessionListResponseSchema = z.object({ data: z.array(UserSessionSchema) });
export type SessionListResponse = z.infer<typeof SessionListResponseSchema>;

export const EndSessionResponseSchema = z.object({
  message: z.string(),
  session: UserSessionSchema,
});
export type EndSessionResponse = z.infer<typeof EndSessionResponseSchema>;

/** What the guarded layout warns about (spec part 1 §6), in the session answer. */
export const SessionSecuritySchema = z.object({
  active_session_count: z.number().int(),
  session_started_at: z.string(),
  /** Active emergency access grants held by the user; their permissions widen the user's. */
  emergency_access: z.array(
    z.object({
      id: z.uuid(),
      permissions: z.array(z.string()),
      expires_at: z.string(),
    }),
  ),
});
export type SessionSecurity = z.infer<typeof SessionSecuritySchema>;
