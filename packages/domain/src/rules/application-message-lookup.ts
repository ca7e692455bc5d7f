import { AlertType, MessageType } from '../enums/message';
import type { ApplicationMessage, ApplicationMessages } from '../schemas/application-message';

/** spec: missing application message. */
export const MESSAGE_NOT_FOUND = 'Message not found';

/** The message for `id`, or 'Message not found'. */
export function applicationMessageText(
  messages: Pick<ApplicationMessages, 'Messages'> | null | undefined,
  id: number,
): string {
  return findApplicationMessage(messages, id)?.Message ?? MESSAGE_NOT_FOUND;
}

export function findApplicationMessage(
  messages: Pick<ApplicationMessages, 'Messages'> | null | undefined,
  id: number,
): ApplicationMessage | undefined {
  if (!messages || !Object.hasOwn(messages.Messages, String(id))) return undefined;
  return messages.Messages[String(id)];
}

/**
 * spec: application messages are reloaded when the server's MessagesUpdatedOn differs from the stored
 * stamp. Nothing stored means reload; no server stamp means keep what we have. Stamps are compared as
 * instants when both parse (so '...Z' and '+00:00' agree), else as strings.
 */
export function shouldReloadMessages(
  stored: string | null | undefined,
  serverStamp: string | null | undefined,
): boolean {
  if (!stored) return true;
  if (!serverStamp) return false;
  const storedTime = Date.parse(stored);
  const serverTime = Date.parse(serverStamp);
  if (!Number.isNaN(storedTime) && !Number.isNaN(serverTime)) return storedTime !== serverTime;
  return stored !== serverStamp;
}

/** The alert variant for a message type (spec: danger (ERROR), success, warning, info). */
export function alertTypeForMessageType(type: MessageType): AlertType {
  switch (type) {
    case MessageType.Error:
      return AlertType.danger;
    case MessageType.Success:
      return AlertType.success;
    case MessageType.Warning:
    case MessageType.Validation:
      return AlertType.warning;
    case MessageType.Info:
    case MessageType.Confirmation:
      return AlertType.info;
    default:
      return type satisfies never;
  }
}
