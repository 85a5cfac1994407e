import { z } from 'zod';
import { REALTIME_EVENT_TYPES } from '../constants.ts';

/**
 * Server-Sent Events on /api/v1/events. Each names what changed so clients refetch it; no
 * payload carries data the client could not read through the API anyway.
 */
export const RealtimeEventSchema = z.object({
  type: z.enum(REALTIME_EVENT_TYPES),
  organization_id: z.uuid().nullable(),
});
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;
