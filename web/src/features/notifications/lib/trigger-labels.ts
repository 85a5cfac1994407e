import type { MessageKey, ReminderTrigger } from '@lendline/core';

/** Each reminder trigger in the reader's words: the rules' list and the rule form. */
export const TRIGGER_LABELS = {
  days_overdue: 'notifications.rules.trigger.days_overdue',
  before_instalment: 'notifications.rules.trigger.before_instalment',
  before_promise: 'notifications.rules.trigger.before_promise',
} as const satisfies Record<ReminderTrigger, MessageKey>;
