import { okEnvelope, type ApiEnvelope } from '@portal/domain';
import { messageCatalogue, messageText, type MessageKey } from './message-catalogue';

const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(messageCatalogue, value);

/** A success envelope (spec: Data, success, Message, error); `message` is a catalogue key or a literal text. */
export function ok<T>(data: T, message: MessageKey | (string & {}) = 'Done'): ApiEnvelope<T> {
  return okEnvelope(data, isMessageKey(message) ? messageText(message) : message);
}
