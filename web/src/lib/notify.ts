import { notifications } from '@mantine/notifications';

/*
 * Toasts are for outcomes that belong to no field (spec part 2 §8 texts); field errors stay
 * inline. Only one toast shows (spec part 1 §9) and it stays until dismissed, so a new outcome
 * replaces the old one instead of queueing behind it.
 */

export function notifyError(title: string, message: string): void {
  notifications.clean();
  notifications.show({ color: 'red', title, message });
}

export function notifySuccess(message: string, title?: string): void {
  notifications.clean();
  notifications.show({ color: 'teal', title, message });
}

/** Drops every toast, e.g. a stale 'Login Failed' once the user is in. */
export function clearToasts(): void {
  notifications.clean();
}
