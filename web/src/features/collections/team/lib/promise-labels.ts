import type { MessageKey, PromiseStatus } from '@lendline/core';

export const PROMISE_STATUS_LABELS = {
  open: 'collections.team.promises.status.open',
  kept: 'collections.team.promises.status.kept',
  partially_kept: 'collections.team.promises.status.partially_kept',
  broken: 'collections.team.promises.status.broken',
} as const satisfies Record<PromiseStatus, MessageKey>;

export const PROMISE_STATUS_COLORS = {
  open: 'blue',
  kept: 'green',
  partially_kept: 'yellow',
  broken: 'red',
} as const satisfies Record<PromiseStatus, string>;
