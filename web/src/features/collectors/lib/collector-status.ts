import type { CollectorStatus, MessageKey } from '@lendline/core';

export const COLLECTOR_STATUS_LABELS = {
  active: 'collectors.status.active',
  inactive: 'collectors.status.inactive',
  blocked: 'collectors.status.blocked',
} as const satisfies Record<CollectorStatus, MessageKey>;

export const COLLECTOR_STATUS_COLORS: Record<CollectorStatus, string> = {
  active: 'teal',
  inactive: 'gray',
  blocked: 'red',
};
