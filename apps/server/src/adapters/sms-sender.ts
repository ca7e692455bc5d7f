import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { AdapterLogger } from './mailer';

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

export function createOutboxSmsSender(db: Database, log: AdapterLogger, clock: () => Date): SmsSender {
  return {
    async send(message) {
      await db.insert(outbox).values({ channel: 'sms', recipient: message.to, body: message.text, createdAt: clock() });
      log.info({ to: message.to }, 'SMS written to the outbox');
    },
  };
}
