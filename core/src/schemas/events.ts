import { z } from 'zod';
import { REALTIME_EVENT_TYPES } from '../constants.ts';
import { DemoDataProgressSchema } from './demo-data.ts';

/**
 * Server-Sent Events on /api/v1/events. Each names what changed so clients refetch it; no
 * payload carries data the client could not read through the API anyway. `demo_data.progress`
 * alone carries figures, the run's progress (decision 0087), so the screen moves without asking.
 */
export const RealtimeEventSchema = z.object({
  type: z.enum(REALTIME_EVENT_TYPES),
  organization_id: z.uuid().nullable(),
  demo_data_run: DemoDataProgressSchema.optional(),
});
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;
