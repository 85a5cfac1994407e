import type { CollectorStatus } from '@lendline/core';

export const COLLECTOR_STATUS_LABELS: Record<CollectorStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  blocked: 'Blocked',
};

export const COLLECTOR_STATUS_COLORS: Record<CollectorStatus, string> = {
  active: 'teal',
  inactive: 'gray',
  blocked: 'red',
};
