import { randomId } from '@mantine/hooks';
import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { limits, messages } from '@sks/contract';
import { HttpError } from '../api/http-error';

/** Texts that replace the common ones for some statuses (spec 01 section 8: callers may override per code). */
export type StatusTexts = Partial<Record<number, string>>;

const commonTexts: StatusTexts = {
  401: messages.common[401],
  403: messages.common[403],
  404: messages.common[404],
  409: messages.common[409],
};

/** The text spec 01 section 8 gives for an error; 0 (no answer) and other statuses get `other`. */
export function errorText(error: unknown, overrides: StatusTexts = {}): string {
  const status = error instanceof HttpError ? error.status : 0;
  return overrides[status] ?? commonTexts[status] ?? messages.common.other;
}

/**
 * Shows a notification; with `limits.notificationStack` already shown, the oldest goes
 * (Mantine's own limit would queue the new one instead, hiding the newest news).
 */
function showInStack(notification: NotificationData): void {
  const shown = { ...notification, id: notification.id ?? randomId() };
  notifications.updateState(notificationsStore, (list) => [...list, shown].slice(-limits.notificationStack));
}

/** Where a notification shows and how long it stays, when an area's spec says otherwise than the default. */
export type NotifyPlacement = { position?: NotificationData['position']; autoClose?: number };

export function notifyError(error: unknown, overrides?: StatusTexts, placement?: NotifyPlacement): void {
  showInStack({ title: messages.common.title, message: errorText(error, overrides), color: 'red', ...placement });
}

export function notifySuccess(title: string, text: string, placement?: NotifyPlacement): void {
  showInStack({ title, message: text, color: 'teal', ...placement });
}

/** An error notification with a text of its own (the server's message, say) rather than one built from the status. */
export function notifyErrorText(text: string, placement?: NotifyPlacement): void {
  showInStack({ title: messages.common.title, message: text, color: 'red', ...placement });
}
