import { notifications } from '@mantine/notifications';

/*
 * Toasts are for outcomes that belong to no field (spec part 2 §8 texts); field errors stay
 * inline. Only one toast shows (spec part 1 §9), so a new outcome replaces the old one instead of
 * queueing behind it. The spec keeps every toast for 1,000,000 ms; Lendline closes a success on
 * its own and keeps an error until it is dismissed (docs/decisions/0044-toasts-and-layout.md).
 */

/** How long a success stays on screen (paused while the pointer rests on it). */
export const SUCCESS_TOAST_MS = 5_000;

export function notifyError(title: string, message: string): void {
  notifications.clean();
  notifications.show({ color: 'red', title, message, autoClose: false });
}

export function notifySuccess(message: string, title?: string): void {
  notifications.clean();
  notifications.show({ color: 'teal', title, message, autoClose: SUCCESS_TOAST_MS });
}

/** An outcome that went through but needs a look (a visit recorded far from the customer). */
export function notifyWarning(title: string, message: string): void {
  notifications.clean();
  notifications.show({ color: 'orange', title, message, autoClose: false });
}

/** Drops every toast, e.g. a stale 'Login Failed' once the user is in. */
export function clearToasts(): void {
  notifications.clean();
}
