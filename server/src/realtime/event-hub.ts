import { RealtimeEventSchema, ROLES, type RealtimeEvent, type Role } from '@lendline/core';
import { z } from 'zod';
import type { EventNotice } from './publish-event.ts';

/** Who a stream belongs to, fixed when it connects. */
export interface StreamAudience {
  userId: string;
  roles: readonly Role[];
  organizationIds: readonly string[];
  allOrganizations: boolean;
}

export interface EventStream {
  audience: StreamAudience;
  send(event: RealtimeEvent): void;
}

const EventNoticeSchema = RealtimeEventSchema.extend({
  user_ids: z.array(z.string()).optional(),
  roles: z.array(z.enum(ROLES)).optional(),
});

/** Parses a NOTIFY payload; anything else on the channel is ignored. */
export function parseEventNotice(payload: string): EventNotice | null {
  try {
    const parsed = EventNoticeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function reachesAudience(notice: EventNotice, audience: StreamAudience): boolean {
  // Roles narrow the audience before anything widens it: scope alone does not let a user see it.
  if (notice.roles && !audience.roles.some((role) => notice.roles!.includes(role))) return false;
  if (notice.user_ids?.includes(audience.userId)) return true;
  if (audience.allOrganizations) return true;
  return (
    notice.organization_id !== null && audience.organizationIds.includes(notice.organization_id)
  );
}

/**
 * The open streams of one server instance. Each notice from the database goes to the streams
 * whose scope holds its organization or whose user it names (among the roles it names, if it
 * does), as `{ type, organization_id }` and a demo data run's progress, never the audience.
 */
export class EventHub {
  readonly streams = new Set<EventStream>();

  add(stream: EventStream): () => void {
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  dispatch(notice: EventNotice): void {
    const event: RealtimeEvent = { type: notice.type, organization_id: notice.organization_id };
    if (notice.demo_data_run) event.demo_data_run = notice.demo_data_run;
    for (const stream of this.streams) {
      if (reachesAudience(notice, stream.audience)) stream.send(event);
    }
  }
}
