import type { Clock } from '../../core/clock';
import type { Database, Log } from '../../core/context';
import { writeToOutbox } from '../outbox/outbox.queries';

export interface SmsMessage {
  /** Full number with its country calling code, e.g. +923001234567. */
  readonly to: string;
  readonly text: string;
}

/**
 * Sends SMS. Local default: the outbox table. A production SMS gateway implements the same
 * interface (none is wired yet: the gateway vendor is not chosen).
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Full international number, e.g. +923001234567: the SMS recipient and the outbox key. */
export const internationalNumber = (phoneCode: string, phoneNumber: string) =>
  `+${phoneCode.replace(/\D/g, '')}${phoneNumber.replace(/\D/g, '')}`;

/** Writes each SMS to the outbox table and a log line; with `toConsole` the line carries the text (see createOutboxMailer). */
export function createOutboxSmsSender(db: Database, log: Pick<Log, 'info'>, clock: Clock, { toConsole = false } = {}): SmsSender {
  return {
    async send(message) {
      await writeToOutbox(db, { channel: 'sms', recipient: message.to, body: message.text, createdAt: clock() });
      if (toConsole) log.info({ to: message.to }, `SMS written to the outbox (local SMS, not sent): ${message.text}`);
      else log.info({ to: message.to }, 'SMS written to the outbox');
    },
  };
}
